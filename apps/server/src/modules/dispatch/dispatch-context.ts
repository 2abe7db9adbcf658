import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/http-errors';
import { lockTrip, type TripRow } from '../driver-trips/driver-trips.repository';
import type { DriverTripsService } from '../driver-trips/driver-trips.service';
import { DispatchEffects, type DispatchOutbox } from './dispatch-effects';
import { type BookingRecord, lockBooking } from './dispatch.repository';
import type { NearestDriverFinder } from './nearest-drivers';
import type { RoundKit } from './offer-round';

/** What the dispatch services share (built once by `createDispatch`). */
export interface DispatchContext {
  db: Db;
  /** OPERATOR_TIME_ZONE: the fare windows of a cancellation fee. */
  timeZone: string;
  nearest: NearestDriverFinder;
  outbox: DispatchOutbox;
  driverTrips: DriverTripsService;
}

/** PostgreSQL's deadlock_detected: two rare paths met in the other lock order; the loser is told to try again. */
const DEADLOCK = '40P01';

/**
 * Runs `work` in one transaction and, once it has committed, delivers what it has to tell
 * (frames, trip changes, notifications, booking frames). Nothing is told of a rolled-back change.
 */
export async function dispatchTransaction<T>(context: DispatchContext, work: (trx: Db, kit: RoundKit) => Promise<T>): Promise<T> {
  const effects = new DispatchEffects();
  let result: T;
  try {
    result = await context.db.transaction().execute((trx) => work(trx, { nearest: context.nearest, effects }));
  } catch (error) {
    if ((error as { code?: string }).code === DEADLOCK) throw conflict('The booking changed at the same moment; try again', 'changed_concurrently');
    throw error;
  }
  // Committed: a lost frame is only a late screen (the state is stored; apps read it again over HTTP).
  await context.outbox.deliver(effects).catch(() => undefined);
  return result;
}

/** The booked trip and its booking, both locked (the trip first: the lifecycle's order); 404 when the trip is no booking. */
export async function lockBookedTrip(trx: Db, tripId: number): Promise<{ trip: TripRow; booking: BookingRecord }> {
  const trip = await lockTrip(trx, tripId);
  const booking = trip && (await lockBooking(trx, tripId));
  if (!trip || !booking) throw notFound('Booking');
  return { trip, booking };
}
