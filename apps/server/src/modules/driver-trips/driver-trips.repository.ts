import type { Selectable } from 'kysely';
import { type PaymentMethod, type TripPlaceInput, TripStatus } from '@taxi/contract';
import type { Db } from '../../db/database';
import type { TripPlacesTable, TripsTable } from '../../db/schema';

export type TripRow = Selectable<TripsTable>;
export type TripPlaceRow = Selectable<TripPlacesTable>;

/** The trip, its row locked until the transaction ends: every step of the lifecycle queues behind it. */
export function lockTrip(trx: Db, id: number): Promise<TripRow | undefined> {
  return trx.selectFrom('trips').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/**
 * The driver's users row, locked until the transaction ends: taken before the trip's lock by every
 * driver step (one trip at a time per driver; the same order as deleting a user and the ledger).
 */
export async function lockDriver(trx: Db, driverId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', driverId).forUpdate().executeTakeFirst();
}

export function placesOf(db: Db, tripId: number): Promise<TripPlaceRow[]> {
  return db.selectFrom('trip_places').selectAll().where('trip_id', '=', tripId).orderBy('place_order').execute();
}

/** A trip's states while a driver has it under way: accepted, arrived, riding. */
export const UNDER_WAY: readonly number[] = [TripStatus.Accepted, TripStatus.DriverArrived, TripStatus.InProgress];

/** The trip the driver has under way (accepted, arrived or riding), if any. */
export function activeTripOf(db: Db, driverId: number): Promise<TripRow | undefined> {
  return db.selectFrom('trips').selectAll().where('driver_id', '=', driverId).where('status', 'in', UNDER_WAY).orderBy('id', 'desc').executeTakeFirst();
}

/**
 * Trips waiting for a driver, oldest first: the customers' own requests (a dispatcher's booking
 * is offered to one driver at a time instead, docs/dispatch.md).
 */
export function searchingTrips(db: Db, limit: number): Promise<TripRow[]> {
  return db
    .selectFrom('trips')
    .selectAll()
    .where('status', '=', 0)
    .where('driver_id', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('bookings').select('trip_id').whereRef('bookings.trip_id', '=', 'trips.id'))))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether a dispatcher booked the trip (it is then accepted through its offer only). */
export async function isBooked(db: Db, tripId: number): Promise<boolean> {
  return !!(await db.selectFrom('bookings').select('trip_id').where('trip_id', '=', tripId).executeTakeFirst());
}

export interface NewTrip {
  customerId: number;
  tripTypeId: number;
  paymentMethod: PaymentMethod;
  places: readonly TripPlaceInput[];
  /** When the ride is to start (now, or a booking's pick-up time); the driver's start sets it again. */
  startTime: Date;
}

/** A trip in Searching with its places in riding order (pick-up first), inside the caller's transaction. */
export async function insertTripWithPlaces(trx: Db, trip: NewTrip): Promise<{ trip: TripRow; places: TripPlaceRow[] }> {
  const row = await trx
    .insertInto('trips')
    .values({ customer_id: trip.customerId, driver_id: null, vehicle_id: null, trip_type_id: trip.tripTypeId, status: TripStatus.Searching, payment_method: trip.paymentMethod, start_time: trip.startTime, end_time: null, vehicle_snapshot: null })
    .returningAll()
    .executeTakeFirstOrThrow();
  const places = await trx
    .insertInto('trip_places')
    .values(trip.places.map((place, index) => ({ trip_id: row.id, place_order: index + 1, name: place.name, poi_name: place.poiName, formatted_address: place.formattedAddress, latitude: place.latitude, longitude: place.longitude })))
    .returningAll()
    .execute();
  return { trip: row, places };
}

/** The driver's approved, unexpired vehicle the trip will be driven in (the go-online rule's vehicle). */
export function approvedVehicleOf(db: Db, driverId: number) {
  return db
    .selectFrom('vehicles')
    .selectAll()
    .where('user_id', '=', driverId)
    .where('verification_status', '=', 1)
    .where((eb) => eb.or([eb('verified_until', 'is', null), eb('verified_until', '>', new Date())]))
    .orderBy('id')
    .executeTakeFirst();
}

/** The trip type's rates and commission. */
export function tripTypeOf(db: Db, id: number) {
  return db.selectFrom('trip_types').selectAll().where('id', '=', id).executeTakeFirst();
}
