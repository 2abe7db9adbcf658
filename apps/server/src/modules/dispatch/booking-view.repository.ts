import { sql } from 'kysely';
import { TripStatus } from '@taxi/contract';
import type { Db } from '../../db/database';
import { type TripPlaceRow } from '../driver-trips/driver-trips.repository';

/** The board shows this many bookings at most per view (open: oldest first; ended: newest first). */
export const BOARD_LIMIT = 100;
const OPEN_STATUSES = [TripStatus.Searching, TripStatus.Accepted, TripStatus.DriverArrived, TripStatus.InProgress];
const ENDED_STATUSES = [TripStatus.Completed, TripStatus.CanceledByCustomer, TripStatus.CanceledByDriver];

/** A booking joined to its trip, customer, trip type, dispatcher, driver and waiting offer (one row each). */
function bookingQuery(db: Db) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('trips as t', 't.id', 'b.trip_id')
    .innerJoin('trip_types as tt', 'tt.id', 't.trip_type_id')
    .innerJoin('users as bb', 'bb.id', 'b.booked_by')
    .leftJoin('users as c', 'c.id', 't.customer_id')
    .leftJoin('users as d', 'd.id', 't.driver_id')
    .leftJoin('dispatch_offers as o', (join) => join.onRef('o.trip_id', '=', 'b.trip_id').on('o.answer', 'is', null))
    .leftJoin('users as od', 'od.id', 'o.driver_id')
    .select([
      'b.trip_id', 'b.created_at', 'b.scheduled_for', 'b.dispatch_state', 'b.tries', 'b.waiting_since', 'b.cancel_reason',
      't.status', 't.customer_id', 't.trip_type_id', 't.payment_method', 't.fare', 't.driver_id', 't.vehicle_snapshot', 't.end_time',
      'tt.type_name',
      'bb.id as booked_by_id', 'bb.first_name as booked_by_first', 'bb.last_name as booked_by_last',
      'c.first_name as customer_first', 'c.last_name as customer_last', 'c.phone_number as customer_phone',
      'd.first_name as driver_first', 'd.last_name as driver_last', 'd.phone_number as driver_phone',
      'o.id as offer_id', 'o.driver_id as offer_driver_id', 'o.offered_at', 'o.expires_at',
      'od.first_name as offer_driver_first', 'od.last_name as offer_driver_last',
    ]);
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

export function findBookingRow(db: Db, tripId: number): Promise<BookingRow | undefined> {
  return bookingQuery(db).where('b.trip_id', '=', tripId).executeTakeFirst();
}

/** Open: not ended, oldest first. Ended: completed or cancelled in the last 24 h, newest first. */
export function listBookingRows(db: Db, view: 'open' | 'ended'): Promise<BookingRow[]> {
  const query = bookingQuery(db);
  if (view === 'open') return query.where('t.status', 'in', OPEN_STATUSES).orderBy('b.created_at').orderBy('b.trip_id').limit(BOARD_LIMIT).execute();
  return query
    .where('t.status', 'in', ENDED_STATUSES)
    .where(sql<boolean>`coalesce(t.end_time, b.created_at) >= now() - interval '24 hours'`)
    .orderBy(sql`coalesce(t.end_time, b.created_at)`, 'desc')
    .orderBy('b.trip_id', 'desc')
    .limit(BOARD_LIMIT)
    .execute();
}

/** The places of these trips in riding order, by trip. */
export async function placesByTrip(db: Db, tripIds: readonly number[]): Promise<Map<number, TripPlaceRow[]>> {
  const byTrip = new Map<number, TripPlaceRow[]>();
  if (!tripIds.length) return byTrip;
  const rows = await db.selectFrom('trip_places').selectAll().where('trip_id', 'in', tripIds).orderBy('trip_id').orderBy('place_order').execute();
  for (const row of rows) byTrip.set(row.trip_id, [...(byTrip.get(row.trip_id) ?? []), row]);
  return byTrip;
}

/** Every offer of the booking, oldest first, with the driver's name. */
export function offerHistory(db: Db, tripId: number) {
  return db
    .selectFrom('dispatch_offers as o')
    .innerJoin('users as u', 'u.id', 'o.driver_id')
    .select(['o.id', 'o.driver_id', 'o.offered_at', 'o.expires_at', 'o.answer', 'o.answered_at', 'u.first_name', 'u.last_name'])
    .where('o.trip_id', '=', tripId)
    .orderBy('o.id')
    .execute();
}
export type OfferHistoryRow = Awaited<ReturnType<typeof offerHistory>>[number];
