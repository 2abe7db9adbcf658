import { TripStatus, type TripStatusCode } from '@taxi/contract';
import type { Insertable } from 'kysely';
import type { TripsTable } from '../db/schema';
import type { Random } from '../lib/random';
import { DAY_MS, HOUR_MS, MINUTE_MS, byTime, minus, plus } from './demo-clock';
import type { DemoContext, DemoCustomer, DemoDriver, DemoTariff, DemoVehicle } from './demo-types';
import { isApproved, workingDrivers } from './fleet';
import { type DemoPlace, measureRoute, pickRoute } from './geography';
import { trafficAt, tripFare } from './trip-fare';
import { tripStartSampler } from './trip-times';
import { countBefore, weightedPicker } from './weighted-picker';

export const HISTORY_DAYS = 90;

export interface PlannedTrip {
  id: number;
  row: Insertable<TripsTable> & { id: number; status: TripStatusCode; start_time: Date; end_time: Date | null; fare: number };
  places: DemoPlace[];
  customer: DemoCustomer;
  driver: DemoDriver;
  vehicle: DemoVehicle;
}

interface TripParties {
  customer: DemoCustomer;
  driver: DemoDriver;
  vehicle: DemoVehicle;
}

const vehicleSnapshot = ({ row }: DemoVehicle) =>
  JSON.stringify({
    vehicleId: row.id,
    vehicleBrand: row.brand,
    vehicleModel: row.model,
    vehicleYear: row.year,
    vehicleColor: row.color,
    vehiclePlate: row.plate,
    numberOfSeats: row.number_of_seats,
  });

/** One trip of `parties` starting at `start`; ended trips get their end time, active ones none. */
function planTrip(context: DemoContext, tariff: DemoTariff, parties: TripParties, status: TripStatusCode, start: Date): PlannedTrip {
  const { random } = context;
  const places = pickRoute(random);
  const route = measureRoute(random, places, trafficAt(tariff.clock, start));
  const cancelled = status === TripStatus.CanceledByCustomer || status === TripStatus.CanceledByDriver;
  const distanceMeters = cancelled ? 0 : route.distanceMeters;
  const durationSeconds = cancelled ? 0 : route.durationSeconds;
  const endTime =
    status === TripStatus.Completed ? plus(start, durationSeconds * 1000)
    : status === TripStatus.CanceledByCustomer ? plus(start, random.int(60, 540) * 1000)
    : status === TripStatus.CanceledByDriver ? plus(start, random.int(120, 720) * 1000)
    : null;
  // a cancellation fee is charged to the customer's saved card
  const paidByCard = status === TripStatus.CanceledByCustomer || random.chance(parties.customer.cardShare);
  const tripType = parties.vehicle.tripType;
  return {
    id: 0,
    places,
    ...parties,
    row: {
      id: 0,
      customer_id: parties.customer.id,
      driver_id: parties.driver.id,
      vehicle_id: parties.vehicle.id,
      trip_type_id: tripType.id,
      status,
      payment_method: paidByCard ? 'Card' : 'Cash',
      start_time: start,
      end_time: endTime,
      distance_meters: distanceMeters,
      duration_seconds: durationSeconds,
      fare: tripFare(tariff.clock, tripType, { status, distanceMeters, durationSeconds, startTime: start }),
      vehicle_snapshot: vehicleSnapshot(parties.vehicle),
    },
  };
}

/** Approved customers by registration date: a trip picks among those registered before it. */
function customerPicker(customers: readonly DemoCustomer[]) {
  const approved = customers.filter(isApproved).sort(byTime((customer) => customer.row.registration_date));
  const registered = approved.map((customer) => customer.row.registration_date.getTime());
  return (random: Random, at: Date): DemoCustomer | undefined => {
    const count = countBefore(registered, at.getTime());
    return count === 0 ? undefined : approved[Math.floor(count * random.next())];
  };
}

const usableVehicles = (driver: DemoDriver, at: Date) =>
  driver.vehicles.filter((vehicle) => isApproved(vehicle) && vehicle.row.created_at < at);

function pickDriver(random: Random, drawDriver: (random: Random) => DemoDriver, busyUntil: Map<number, number>, at: Date) {
  for (let attempt = 0; attempt < 12; attempt++) {
    const driver = drawDriver(random);
    const vehicles = usableVehicles(driver, at);
    if ((busyUntil.get(driver.id) ?? 0) <= at.getTime() && vehicles.length > 0) {
      return { driver, vehicle: vehicles.length > 1 && random.chance(0.3) ? vehicles[1] as DemoVehicle : vehicles[0] as DemoVehicle };
    }
  }
  return undefined;
}

/**
 * The 90-day draw, trip by trip in start order: start times follow the demand profile, a driver is
 * never on two trips at once, a customer only rides after registering; 88 % completed, 8 % canceled
 * by the customer, 4 % by the driver. It draws 1.3 × the trips wanted: `scheduleHistoricalTrips`
 * then keeps a random `count` of them.
 */
function* drawHistoricalTrips(context: DemoContext, tariff: DemoTariff, customers: readonly DemoCustomer[], drivers: readonly DemoDriver[]): Generator<PlannedTrip> {
  const { random, now } = context;
  const sampleStart = tripStartSampler(now, HISTORY_DAYS, minus(now, 3 * HOUR_MS), tariff.clock.timeZone);
  const pickCustomer = customerPicker(customers);
  const drawDriver = weightedPicker(workingDrivers(drivers), (candidate) => candidate.activity);
  const busyUntil = new Map<number, number>();
  const starts = Float64Array.from({ length: Math.ceil(context.size.historicalTrips * 1.3) }, () => sampleStart(random).getTime()).sort();
  for (const startMs of starts) {
    const start = new Date(startMs);
    const customer = pickCustomer(random, start);
    const assignment = pickDriver(random, drawDriver, busyUntil, start);
    if (!customer || !assignment) continue;
    const status = random.weighted([TripStatus.Completed, TripStatus.CanceledByCustomer, TripStatus.CanceledByDriver], (s) => ({ 5: 88, 6: 8, 7: 4 })[s]);
    const trip = planTrip(context, tariff, { customer, ...assignment }, status, start);
    busyUntil.set(assignment.driver.id, (trip.row.end_time ?? start).getTime() + random.int(2, 15) * MINUTE_MS);
    yield trip;
  }
}

/**
 * Which drawn trips the demo keeps, and in which order (their ids follow it): `rank[i]` for the
 * i-th drawn trip, −1 when it is left out. Only start times are held, not the trips: they are
 * drawn again, from a fresh stream of the same label, by `historicalTripsInOrder`. Leaves
 * `context.random` where the trips under way draw next.
 */
export function scheduleHistoricalTrips(context: DemoContext, tariff: DemoTariff, customers: readonly DemoCustomer[], drivers: readonly DemoDriver[]): Int32Array {
  const count = context.size.historicalTrips;
  const starts: number[] = [];
  for (const trip of drawHistoricalTrips(context, tariff, customers, drivers)) starts.push(trip.row.start_time.getTime());
  // a random `count` of the drawn trips, by start time (ties in the order of the sample)
  const kept = context.random.sample(starts.map((_, index) => index), count).sort((a, b) => (starts[a] ?? 0) - (starts[b] ?? 0));
  if (kept.length < count) throw new Error(`only ${kept.length} demo trips could be planned`);
  const rank = new Int32Array(starts.length).fill(-1);
  kept.forEach((drawn, order) => (rank[drawn] = order));
  return rank;
}

/** The kept trips of `scheduleHistoricalTrips`, drawn again (same label, fresh stream), in rank order. */
export function* historicalTripsInOrder(context: DemoContext, tariff: DemoTariff, customers: readonly DemoCustomer[], drivers: readonly DemoDriver[], rank: Int32Array): Generator<PlannedTrip> {
  // trips starting in the same second may come in another order than their ranks: they wait here
  const waiting = new Map<number, PlannedTrip>();
  let next = 0;
  let drawn = 0;
  for (const trip of drawHistoricalTrips(context, tariff, customers, drivers)) {
    const order = rank[drawn++] ?? -1;
    if (order < 0) continue;
    waiting.set(order, trip);
    for (let ready = waiting.get(next); ready; ready = waiting.get(next)) {
      waiting.delete(next++);
      yield ready;
    }
  }
  if (waiting.size > 0 || next !== rank.reduce((kept, order) => kept + (order >= 0 ? 1 : 0), 0)) throw new Error('the demo trips were not drawn again as scheduled');
}

/** Trips under way right now, one per given driver: accepted, driver arrived, in progress. */
export function planActiveTrips(context: DemoContext, tariff: DemoTariff, customers: readonly DemoCustomer[], drivers: readonly DemoDriver[]): PlannedTrip[] {
  const { random, now } = context;
  const pickCustomer = customerPicker(customers);
  const statuses = [TripStatus.Accepted, TripStatus.DriverArrived, TripStatus.InProgress] as const;
  return drivers.flatMap((driver, index) => {
    const start = minus(now, random.int(3, 25) * MINUTE_MS);
    const customer = pickCustomer(random, minus(now, DAY_MS));
    const vehicle = usableVehicles(driver, start)[0];
    if (!customer || !vehicle) return [];
    return [planTrip(context, tariff, { customer, driver, vehicle }, statuses[index % statuses.length] ?? TripStatus.Accepted, start)];
  });
}
