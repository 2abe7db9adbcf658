/**
 * How big the demo is. Scale 1 is the everyday demo (300 customers, 80 drivers, 5,000 trips);
 * `npm run seed -- --scale N` multiplies it for performance work (docs/performance-lists.md).
 * Trips grow N-fold; riders grow faster than drivers (a big city has many occasional riders), so
 * scale 200 gives 1,000,000 trips and about 200,000 users. Pending and rejected people keep their
 * scale-1 shares.
 */
export interface DemoSize {
  scale: number;
  customers: number;
  pendingCustomers: number;
  rejectedCustomers: number;
  drivers: number;
  pendingDrivers: number;
  rejectedDrivers: number;
  /** Besides the bootstrap admin (admin@demo.taxi), which the server creates itself. */
  admins: number;
  /** Ended trips over the 90 days before `now` (the trips under way come on top). */
  historicalTrips: number;
}

const SCALE_1 = { customers: 300, pendingCustomers: 26, rejectedCustomers: 12, drivers: 80, pendingDrivers: 11, rejectedDrivers: 7, admins: 3, historicalTrips: 5000 };
/** Users added per scale step beyond the linear growth: 600 riders and 20 drivers. */
const EXTRA_CUSTOMERS_PER_STEP = 600;
const EXTRA_DRIVERS_PER_STEP = 20;

export function demoSize(scale = 1): DemoSize {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`the demo scale must be a whole number ≥ 1 (got ${scale})`);
  const customers = SCALE_1.customers * scale + EXTRA_CUSTOMERS_PER_STEP * (scale - 1);
  const drivers = SCALE_1.drivers * scale + EXTRA_DRIVERS_PER_STEP * (scale - 1);
  const share = (count: number, of: number, total: number) => Math.round((count * total) / of);
  return {
    scale,
    customers,
    pendingCustomers: share(SCALE_1.pendingCustomers, SCALE_1.customers, customers),
    rejectedCustomers: share(SCALE_1.rejectedCustomers, SCALE_1.customers, customers),
    drivers,
    pendingDrivers: share(SCALE_1.pendingDrivers, SCALE_1.drivers, drivers),
    rejectedDrivers: share(SCALE_1.rejectedDrivers, SCALE_1.drivers, drivers),
    admins: SCALE_1.admins * scale,
    historicalTrips: SCALE_1.historicalTrips * scale,
  };
}
