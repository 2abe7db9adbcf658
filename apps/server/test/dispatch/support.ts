import { sql } from 'kysely';
import type { Booking, BookingDetails, DriverOffer } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import type { TestApp } from '../helpers/build-test-app';
import { approvedDriver, PLACES } from '../live/support';

export { approvedDriver, createTripType, PLACES, RATES, SYSTEM_PERCENTAGE } from '../live/support';

/** The pick-up of PLACES (Girne Harbour) and points about `km` north of it. */
export const PICKUP = { latitude: PLACES[0]!.latitude, longitude: PLACES[0]!.longitude };
export const kmNorth = (km: number) => ({ latitude: PICKUP.latitude + km / 111.32, longitude: PICKUP.longitude });

/** An approved driver, online at `at` (one position report). */
export async function onlineDriver(t: TestApp, tripTypeId: number, at: { latitude: number; longitude: number }): Promise<UserRow> {
  const driver = await approvedDriver(t, tripTypeId);
  await report(t, driver, at);
  return driver;
}

export async function report(t: TestApp, driver: UserRow, at: { latitude: number; longitude: number }) {
  const res = await t.injectAs(driver, { method: 'POST', url: '/api/driver/position', payload: at });
  if (res.statusCode !== 200 && res.statusCode !== 204) throw new Error(`position: ${res.statusCode} ${res.body}`);
}

export const bookingBody = (tripTypeId: number, customerId: number, extra: object = {}) => ({ customerId, tripTypeId, paymentMethod: 'Card', places: PLACES.map((place) => ({ poiName: null, ...place })), scheduledFor: null, ...extra });

/** POST /api/dispatch/bookings as the admin. */
export const book = (t: TestApp, body: object, as: Parameters<TestApp['injectAs']>[0] = 'admin') => t.injectAs(as, { method: 'POST', url: '/api/dispatch/bookings', payload: body });

export async function bookNow(t: TestApp, tripTypeId: number, extra: object = {}): Promise<Booking> {
  const res = await book(t, bookingBody(tripTypeId, t.users.customer.id, extra));
  if (res.statusCode !== 201) throw new Error(`booking: ${res.statusCode} ${res.body}`);
  return res.json<Booking>();
}

export async function bookingOf(t: TestApp, id: number): Promise<BookingDetails> {
  return (await t.injectAs('admin', { method: 'GET', url: `/api/dispatch/bookings/${id}` })).json<BookingDetails>();
}

/** The driver's waiting offer, or null. */
export async function offerOf(t: TestApp, driver: UserRow): Promise<DriverOffer | null> {
  const res = await t.injectAs(driver, { method: 'GET', url: '/api/driver/offers/current' });
  return res.statusCode === 200 ? res.json<DriverOffer>() : null;
}

export const answer = (t: TestApp, driver: UserRow, offerId: number, action: 'accept' | 'decline') => t.injectAs(driver, { method: 'POST', url: `/api/driver/offers/${offerId}/${action}` });

export const act = (t: TestApp, id: number, action: 'assign' | 'auto' | 'cancel', payload?: object) =>
  t.injectAs('admin', { method: 'POST', url: `/api/dispatch/bookings/${id}/${action}`, ...(payload ? { payload } : {}) });

/**
 * Lets the booking's waiting offer run out without waiting: the offer's times and the round's
 * start move a minute back (the round still counts the offers it made), then one sweep.
 */
export async function expireOffer(t: TestApp, tripId: number): Promise<number> {
  await sql`UPDATE dispatch_offers SET offered_at = offered_at - interval '1 minute', expires_at = expires_at - interval '1 minute' WHERE trip_id = ${tripId}`.execute(t.db);
  await sql`UPDATE bookings SET round_started_at = round_started_at - interval '1 minute' WHERE trip_id = ${tripId}`.execute(t.db);
  return t.deps.dispatch.sweeper.sweep();
}
