import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { BookingsTable, DispatchOffersTable } from '../../db/schema';

export type BookingRecord = Awaited<ReturnType<typeof lockBooking>> & object;
export type OfferAnswerValue = NonNullable<DispatchOffersTable['answer']>;

/** The booking's row, locked until the transaction ends (taken after the trip's lock, always). */
export function lockBooking(trx: Db, tripId: number) {
  return trx.selectFrom('bookings').selectAll().where('trip_id', '=', tripId).forUpdate().executeTakeFirst();
}

export function insertBooking(trx: Db, values: { tripId: number; bookedBy: number; scheduledFor: Date | null }) {
  return trx
    .insertInto('bookings')
    .values({ trip_id: values.tripId, booked_by: values.bookedBy, scheduled_for: values.scheduledFor, dispatch_state: values.scheduledFor ? 'scheduled' : 'searching' })
    .execute();
}

export function updateBooking(trx: Db, tripId: number, values: Partial<{ dispatch_state: BookingsTable['dispatch_state']; tries: number; round_started_at: Date; waiting_since: Date; dispatch_at: Date; cancel_reason: string }>) {
  return trx.updateTable('bookings').set(values).where('trip_id', '=', tripId).execute();
}

/** A new round of offers: the tries count again and the drivers tried before may be offered again. */
export function startRound(trx: Db, tripId: number) {
  return trx.updateTable('bookings').set({ tries: 0, round_started_at: sql`now()`, dispatch_state: 'searching' }).where('trip_id', '=', tripId).execute();
}

/** The drivers this round already offered the trip to. */
export async function driversTried(trx: Db, tripId: number, roundStartedAt: Date): Promise<number[]> {
  const rows = await trx.selectFrom('dispatch_offers').select('driver_id').where('trip_id', '=', tripId).where('offered_at', '>=', roundStartedAt).execute();
  return rows.map((row) => row.driver_id);
}

/**
 * A new offer, waiting `seconds` from now (the database's clock); undefined when the driver (or
 * the booking) already has an offer waiting: the partial unique indexes decide, so two bookings
 * offering one driver at once never both succeed.
 */
export function insertOffer(trx: Db, values: { tripId: number; driverId: number; seconds: number; distanceMeters: number }) {
  return trx
    .insertInto('dispatch_offers')
    .values({ trip_id: values.tripId, driver_id: values.driverId, expires_at: sql`now() + ${`${values.seconds} seconds`}::interval`, distance_meters: Math.round(values.distanceMeters) })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'trip_id', 'driver_id', 'offered_at', 'expires_at', 'distance_meters'])
    .executeTakeFirst();
}

/** The booking's waiting offer, locked (after the trip's lock), and whether its time is up on the database's clock. */
export function lockWaitingOffer(trx: Db, tripId: number) {
  return trx
    .selectFrom('dispatch_offers')
    .selectAll()
    .select(sql<boolean>`expires_at <= now()`.as('expired'))
    .where('trip_id', '=', tripId)
    .where('answer', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** One offer, locked, and whether its time is up on the database's clock. */
export function lockOffer(trx: Db, offerId: number) {
  return trx
    .selectFrom('dispatch_offers')
    .selectAll()
    .select(sql<boolean>`expires_at <= now()`.as('expired'))
    .where('id', '=', offerId)
    .forUpdate()
    .executeTakeFirst();
}

export function findOffer(db: Db, offerId: number) {
  return db.selectFrom('dispatch_offers').selectAll().where('id', '=', offerId).executeTakeFirst();
}

/** The driver's offer waiting for an answer, if its time is not up. */
export function currentOfferOf(db: Db, driverId: number) {
  return db.selectFrom('dispatch_offers').selectAll().where('driver_id', '=', driverId).where('answer', 'is', null).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst();
}

export function answerOffer(trx: Db, offerId: number, answer: OfferAnswerValue) {
  return trx.updateTable('dispatch_offers').set({ answer, answered_at: sql`now()` }).where('id', '=', offerId).where('answer', 'is', null).execute();
}

/** Waiting offers whose time is up, oldest deadline first: the sweeper's work. */
export async function expiredOfferTrips(db: Db, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('dispatch_offers').select('trip_id').where('answer', 'is', null).where('expires_at', '<=', sql<Date>`now()`).orderBy('expires_at').limit(limit).execute();
  return rows.map((row) => row.trip_id);
}

/**
 * The trip's row locked unless another transaction holds it (SKIP LOCKED: the sweeper of another
 * instance, or a driver accepting right now, has it; it is looked at again on the next sweep).
 */
export function lockTripUnlessBusy(trx: Db, tripId: number) {
  return trx.selectFrom('trips').selectAll().where('id', '=', tripId).forUpdate().skipLocked().executeTakeFirst();
}

/** Scheduled bookings whose dispatch time (pick-up less the lead) has come, soonest first (each is locked and checked again before it is dispatched). */
export async function dueScheduledBookings(trx: Db, leadMinutes: number, limit: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('bookings')
    .select('trip_id')
    .where('dispatch_state', '=', 'scheduled')
    .where(sql<boolean>`scheduled_for - ${`${leadMinutes} minutes`}::interval <= now()`)
    .orderBy('scheduled_for')
    .limit(limit)
    .execute();
  return rows.map((row) => row.trip_id);
}

/** A customer who can be booked for: a current Customer user. */
export function findCustomer(db: Db, customerId: number) {
  return db.selectFrom('users').select(['id']).where('id', '=', customerId).where('role', '=', 'Customer').where('deleted_at', 'is', null).executeTakeFirst();
}
