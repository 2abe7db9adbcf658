import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/http-errors';
import { placesOf, type TripRow } from '../driver-trips/driver-trips.repository';
import { toDriverOffer } from './booking.mappers';
import type { DispatchEffects } from './dispatch-effects';
import { type BookingRecord, answerOffer, driversTried, insertOffer, lockBooking, lockWaitingOffer } from './dispatch.repository';
import { dispatchSettings, type DispatchSettings } from './dispatch-settings';
import type { NearestDriverFinder } from './nearest-drivers';
import { notifyNoDriver } from './no-driver-notification';

/** How many of the nearest free drivers a step looks at (one is offered; the others if that insert loses a race). */
const CANDIDATES_PER_STEP = 5;

/** What an offer step works with: the finder of free drivers and the effects to deliver after the commit. */
export interface RoundKit {
  nearest: NearestDriverFinder;
  effects: DispatchEffects;
}

async function pickupOf(trx: Db, tripId: number) {
  const places = await placesOf(trx, tripId);
  return { places, pickup: places[0]! };
}

/** Offers the trip to the driver; false when the driver (or the booking) already has an offer waiting. */
async function makeOffer(trx: Db, kit: RoundKit, trip: TripRow, driverId: number, distanceMeters: number, settings: DispatchSettings): Promise<boolean> {
  const offer = await insertOffer(trx, { tripId: trip.id, driverId, seconds: settings.offerSeconds, distanceMeters });
  if (!offer) return false;
  await trx.updateTable('bookings').set({ dispatch_state: 'offered', tries: sql`tries + 1` }).where('trip_id', '=', trip.id).execute();
  const { places } = await pickupOf(trx, trip.id);
  kit.effects.toDriver(driverId, { type: 'offer', offer: toDriverOffer(offer, trip, places) });
  kit.effects.booking(trip.id);
  return true;
}

/** The round ran out (its tries, or free drivers): noDriver, and the dispatchers are notified. */
async function markNoDriver(trx: Db, kit: RoundKit, booking: BookingRecord, trip: TripRow) {
  await trx.updateTable('bookings').set({ dispatch_state: 'noDriver' }).where('trip_id', '=', trip.id).execute();
  const [{ pickup }, customer] = await Promise.all([
    pickupOf(trx, trip.id),
    trip.customer_id === null ? undefined : trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', trip.customer_id).executeTakeFirst(),
  ]);
  const made = await notifyNoDriver(trx, {
    tripId: trip.id,
    roundStartedAt: booking.round_started_at,
    tries: booking.tries,
    customerName: customer ? `${customer.first_name} ${customer.last_name}`.trim() : null,
    pickup: pickup.name,
  });
  kit.effects.notified(made);
  kit.effects.booking(trip.id);
}

/**
 * The next step of a booking's round (the caller holds the trip's lock, the trip is Searching and
 * no offer is waiting): the nearest free driver not tried in this round is offered the trip for
 * the offer time; after `dispatchMaxTries` offers, or when no free driver is left, noDriver.
 */
export async function offerNext(trx: Db, kit: RoundKit, trip: TripRow): Promise<void> {
  const booking = (await lockBooking(trx, trip.id))!;
  const settings = await dispatchSettings(trx);
  if (booking.tries >= settings.maxTries) return markNoDriver(trx, kit, booking, trip);
  const [{ pickup }, tried] = await Promise.all([pickupOf(trx, trip.id), driversTried(trx, trip.id, booking.round_started_at)]);
  const { drivers } = await kit.nearest.find(trx, pickup, CANDIDATES_PER_STEP, tried);
  for (const driver of drivers) if (await makeOffer(trx, kit, trip, driver.driverId, driver.distanceMeters, settings)) return;
  return markNoDriver(trx, kit, booking, trip);
}

/** The dispatcher's choice (the caller holds the trip's lock, no offer waiting): 409 unless the driver is connected and free. */
export async function offerTo(trx: Db, kit: RoundKit, trip: TripRow, driverId: number): Promise<void> {
  const settings = await dispatchSettings(trx);
  const { pickup } = await pickupOf(trx, trip.id);
  const free = await kit.nearest.freeDriver(trx, driverId, pickup);
  if (!free || !(await makeOffer(trx, kit, trip, driverId, free.distanceMeters, settings))) {
    throw conflict('The driver is not free: offline, not approved, on a trip or answering another offer', 'dispatch.driver_not_free');
  }
}

/** Withdraws the booking's waiting offer, if any (the caller holds the trip's lock); its driver is told. */
export async function withdrawWaiting(trx: Db, kit: RoundKit, tripId: number): Promise<void> {
  const offer = await lockWaitingOffer(trx, tripId);
  if (!offer) return;
  await answerOffer(trx, offer.id, 'withdrawn');
  kit.effects.toDriver(offer.driver_id, { type: 'offerWithdrawn', offerId: offer.id });
}
