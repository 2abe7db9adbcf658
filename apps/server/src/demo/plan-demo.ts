import type { Insertable, Kysely } from 'kysely';
import type { DB, TripPlacesTable } from '../db/schema';
import type { Random } from '../lib/random';
import { assignIds, reserveIds } from './bulk-insert';
import { byTime } from './demo-clock';
import type { DemoContext, DemoCustomer, DemoDriver, DemoTariff, DemoUser, DemoVehicle, DocumentRow } from './demo-types';
import { documentRows } from './documents';
import { planFleet } from './fleet';
import { type LedgerRow, planTripSettlements } from './ledger';
import { type PaymentRow, planPayments } from './payments';
import { type PlannedPayout, planPayouts } from './payouts';
import { planAdmins, planCustomers, planDrivers } from './people';
import { ACTIVE_TRIP_COUNT, pickOnlineDrivers, planPresence } from './presence';
import { type PlannedTrip, planActiveTrips, planHistoricalTrips } from './trips';

/** Every row of the demo, planned in memory with final ids, in the order it is written. */
export interface DemoPlan {
  users: DemoUser[];
  vehicles: DemoVehicle[];
  documents: DocumentRow[];
  trips: PlannedTrip[];
  tripPlaces: Insertable<TripPlacesTable>[];
  payments: PaymentRow[];
  payouts: PlannedPayout[];
  ledger: LedgerRow[];
  presence: ReturnType<typeof planPresence>;
}

function attachDocuments(random: Random, users: readonly DemoUser[], vehicles: readonly DemoVehicle[], now: Date): DocumentRow[] {
  for (const user of users) {
    const holder = `${user.row.first_name} ${user.row.last_name}`;
    user.documents = documentRows(random, { user_id: user.id, vehicle_id: null }, holder, user.verification.documents, now);
  }
  for (const vehicle of vehicles) {
    const holder = `${vehicle.row.brand} ${vehicle.row.model} · ${vehicle.row.plate}`;
    vehicle.documents = documentRows(random, { user_id: null, vehicle_id: vehicle.id }, holder, vehicle.verification.documents, now);
  }
  return [...users, ...vehicles].flatMap((owner) => owner.documents).sort(byTime((document) => document.created_at));
}

/** The stops of each trip as `trip_places` rows, in trip order. */
const tripPlaceRows = (trips: readonly PlannedTrip[]): Insertable<TripPlacesTable>[] =>
  trips.flatMap((trip) =>
    trip.places.map((place, order) => ({
      trip_id: trip.id,
      place_order: order,
      name: place.name,
      poi_name: place.poiName,
      formatted_address: place.formattedAddress,
      latitude: place.latitude,
      longitude: place.longitude,
    })),
  );

/**
 * Plans the whole demo. `stage(label)` gives each part its own random stream; ids come from the
 * tables' identity sequences, handed out in time order (users by registration, trips by start…).
 */
export async function planDemo(db: Kysely<DB>, stage: (label: string) => DemoContext, tariff: DemoTariff): Promise<DemoPlan> {
  const people = stage('people');
  const { now } = people;
  const emails = new Set<string>();
  const customers: DemoCustomer[] = planCustomers(people, emails);
  const drivers: DemoDriver[] = planDrivers(people, emails);
  const everyone: DemoUser[] = [...customers, ...drivers, ...planAdmins(people, emails)];
  const users = assignIds(everyone, await reserveIds(db, 'users', everyone.length), (user) => user.row.registration_date.getTime());

  const fleet = planFleet(stage('fleet'), drivers, tariff.tripTypes);
  const vehicles = assignIds(fleet, await reserveIds(db, 'vehicles', fleet.length), (vehicle) => vehicle.row.created_at.getTime());
  const documents = attachDocuments(stage('documents').random, users, vehicles, now);

  const trips = stage('trips');
  const presence = stage('presence');
  const online = pickOnlineDrivers(presence.random, drivers);
  const planned = [
    ...planHistoricalTrips(trips, tariff, customers, drivers),
    ...planActiveTrips(trips, tariff, customers, online.slice(0, ACTIVE_TRIP_COUNT)),
  ];
  const orderedTrips = assignIds(planned, await reserveIds(db, 'trips', planned.length), (trip) => trip.row.start_time.getTime());

  const payments = planPayments(stage('payments').random, orderedTrips, now).sort(byTime((payment) => payment.date_created));
  const settlements = planTripSettlements(orderedTrips, payments);
  const requested = planPayouts(stage('payouts'), drivers, settlements);
  const payouts = assignIds(requested, await reserveIds(db, 'bank_transfers', requested.length), (payout) => payout.row.date_created.getTime());
  const payoutDebits = payouts.flatMap((payout) => (payout.debit ? [{ ...payout.debit, bank_transfer_id: payout.id }] : []));
  const activeTrips = orderedTrips.filter((trip) => trip.row.end_time === null);

  return {
    users,
    vehicles,
    documents,
    trips: orderedTrips,
    tripPlaces: tripPlaceRows(orderedTrips),
    payments,
    payouts,
    ledger: [...settlements, ...payoutDebits].sort(byTime((row) => row.created_at)),
    presence: planPresence(presence, drivers, online, activeTrips),
  };
}
