import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { act, answer, book, bookingBody, bookingOf, bookNow, createTripType, expireOffer, kmNorth, offerOf, onlineDriver, PICKUP } from './support';

let t: TestApp;
let tripTypeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
});
afterAll(() => t.close());

const counts = async () => ({
  trips: Number((await t.db.selectFrom('trips').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  bookings: Number((await t.db.selectFrom('bookings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  offers: Number((await t.db.selectFrom('dispatch_offers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  audit: Number((await t.db.selectFrom('audit_entries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
});
/** Every offer still waiting is closed, so each test starts with free drivers. */
const closeWaitingOffers = () => t.db.updateTable('dispatch_offers').set({ answer: 'withdrawn', answered_at: new Date() }).where('answer', 'is', null).execute();
/** Drivers of earlier tests go offline, so each test's nearest drivers are its own. */
const clearIndex = async () => {
  const index = t.deps.dispatch.nearest.index as unknown as { points?: Map<number, unknown>; remove(id: number): Promise<void> };
  for (const id of [...(index.points?.keys() ?? [])]) await index.remove(id);
};

describe('booking a trip for a caller (issue 26 item 1, the server side)', () => {
  it('answers 400 to bad bookings and changes nothing', async () => {
    const before = await counts();
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const driver = await createUser(t.db, 'Driver');
    const bad: [object, string][] = [
      [{ ...bookingBody(tripTypeId, t.users.customer.id), places: [bookingBody(tripTypeId, 1).places[0]] }, 'places'],
      [bookingBody(tripTypeId, t.users.customer.id, { scheduledFor: inMinutes(2) }), 'scheduledFor'],
      [bookingBody(tripTypeId, t.users.customer.id, { scheduledFor: inMinutes(31 * 24 * 60) }), 'scheduledFor'],
      [bookingBody(tripTypeId, t.users.customer.id, { scheduledFor: inMinutes(60), driverId: driver.id }), 'driverId'],
      [bookingBody(tripTypeId, t.users.customer.id, { paymentMethod: 'Cheque' }), 'paymentMethod'],
      [bookingBody(tripTypeId, driver.id), 'customerId'],
      [bookingBody(tripTypeId, 2_000_000_000), 'customerId'],
      [bookingBody(2_000_000_000, t.users.customer.id), 'tripTypeId'],
    ];
    for (const [body, field] of bad) {
      const res = await book(t, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it('offers a booking for now to the nearest free driver, and the board shows it as offered', async () => {
    await clearIndex();
    const far = await onlineDriver(t, tripTypeId, kmNorth(3));
    const near = await onlineDriver(t, tripTypeId, kmNorth(1));
    const nearest = await t.injectAs('admin', { method: 'GET', url: `/api/dispatch/nearest-drivers?latitude=${PICKUP.latitude}&longitude=${PICKUP.longitude}&limit=5` });
    expect(nearest.statusCode).toBe(200);
    expect(nearest.json().source).toBe('memory');
    expect(nearest.json().drivers.map((d: { driverId: number }) => d.driverId)).toEqual([near.id, far.id]);
    expect(nearest.json().drivers[0]).toMatchObject({ distanceMeters: expect.any(Number), etaSeconds: Math.round(nearest.json().drivers[0].distanceMeters / (30_000 / 3600)) });
    expect(Math.abs(nearest.json().drivers[0].distanceMeters - 1000)).toBeLessThan(20);

    const booking = await bookNow(t, tripTypeId);
    expect(booking).toMatchObject({ state: 'offered', tripStatus: 'Searching', tries: 1, customer: { id: t.users.customer.id }, offer: { driverId: near.id } });
    expect(booking.places.map((place) => place.placeOrder)).toEqual([1, 2, 3]);
    const offer = await offerOf(t, near);
    expect(offer).toMatchObject({ tripId: booking.id, pickup: { name: 'Girne Harbour' }, dropoff: { name: 'Sarayönü' }, paymentMethod: 'Card' });
    expect(await offerOf(t, far)).toBeNull();
    // The offered driver is no longer free; a booked trip is not on the open list nor accepted directly.
    const free = await t.injectAs('admin', { method: 'GET', url: `/api/dispatch/nearest-drivers?latitude=${PICKUP.latitude}&longitude=${PICKUP.longitude}` });
    expect(free.json().drivers.map((d: { driverId: number }) => d.driverId)).toEqual([far.id]);
    expect((await t.injectAs(far, { method: 'GET', url: '/api/driver/trips/open' })).json().trips.map((trip: { id: number }) => trip.id)).not.toContain(booking.id);
    expect((await t.injectAs(far, { method: 'POST', url: `/api/driver/trips/${booking.id}/accept` })).json()).toMatchObject({ code: 'dispatch.booked_trip' });

    const board = await t.injectAs('admin', { method: 'GET', url: '/api/dispatch/bookings?view=open' });
    expect(board.json().bookings.find((b: { id: number }) => b.id === booking.id)).toMatchObject({ state: 'offered', offer: { driverId: near.id } });
    const audit = await t.db.selectFrom('audit_entries').selectAll().where('entity_type', '=', 'Booking').where('entity_id', '=', String(booking.id)).execute();
    expect(audit.map((entry) => entry.action)).toEqual(['create']);

    expect((await answer(t, near, offer!.id, 'accept')).json()).toMatchObject({ id: booking.id, status: 'Accepted', driverId: near.id });
    expect(await bookingOf(t, booking.id)).toMatchObject({ state: 'accepted', driver: { id: near.id, plateNumber: expect.any(String) }, offer: null, offers: [{ driverId: near.id, answer: 'accepted' }] });
    // A second accept of the same offer is refused.
    expect((await answer(t, near, offer!.id, 'accept')).json()).toMatchObject({ code: 'dispatch.offer_answered' });
    await act(t, booking.id, 'cancel', { reason: 'test over' });
  });

  it('moves a declined offer, then an expired one, to the next nearest driver; after the tries: noDriver and a notification', async () => {
    await clearIndex();
    await closeWaitingOffers();
    await t.db.updateTable('app_settings').set({ dispatch_max_tries: 3 }).execute();
    const drivers = [await onlineDriver(t, tripTypeId, kmNorth(1)), await onlineDriver(t, tripTypeId, kmNorth(2)), await onlineDriver(t, tripTypeId, kmNorth(3)), await onlineDriver(t, tripTypeId, kmNorth(4))];
    const booking = await bookNow(t, tripTypeId);
    const first = (await offerOf(t, drivers[0]!))!;
    expect((await answer(t, drivers[0]!, first.id, 'decline')).statusCode).toBe(204);
    expect(await offerOf(t, drivers[0]!)).toBeNull();
    expect((await bookingOf(t, booking.id)).offer?.driverId).toBe(drivers[1]!.id);
    // A declined offer cannot be accepted any more.
    expect((await answer(t, drivers[0]!, first.id, 'accept')).json()).toMatchObject({ code: 'dispatch.offer_answered' });

    expect(await expireOffer(t, booking.id)).toBe(1);
    const third = await bookingOf(t, booking.id);
    expect(third).toMatchObject({ state: 'offered', tries: 3, offer: { driverId: drivers[2]!.id } });
    expect(third.offers.map((offer) => [offer.driverId, offer.answer])).toEqual([[drivers[0]!.id, 'declined'], [drivers[1]!.id, 'expired'], [drivers[2]!.id, null]]);
    // The expired offer's driver is refused too.
    expect((await answer(t, drivers[1]!, third.offers[1]!.id, 'accept')).json()).toMatchObject({ code: 'dispatch.offer_expired' });

    await expireOffer(t, booking.id);
    const gaveUp = await bookingOf(t, booking.id);
    expect(gaveUp).toMatchObject({ state: 'noDriver', tries: 3, offer: null });
    expect(await offerOf(t, drivers[3]!)).toBeNull();
    const notes = await t.db.selectFrom('notifications').selectAll().where('kind', '=', 'dispatchNoDriver').where('entity_id', '=', booking.id).execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ target_kind: 'booking', target_id: booking.id, roles: ['Admin', 'Dispatcher'], params: { booking: booking.id, tries: 3, pickup: 'Girne Harbour' } });
    const dispatcher = await createUser(t.db, 'Dispatcher');
    const bell = await t.injectAs(dispatcher, { method: 'GET', url: '/api/notifications/GetNotifications?kind=dispatchNoDriver' });
    expect(bell.json().map((n: { target: object }) => n.target)).toContainEqual({ kind: 'booking', id: booking.id });

    // "Auto" starts a new round: the nearest driver again.
    expect((await act(t, booking.id, 'auto')).json()).toMatchObject({ state: 'offered', tries: 1, offer: { driverId: drivers[0]!.id } });
    await t.db.updateTable('app_settings').set({ dispatch_max_tries: 5 }).execute();
    await act(t, booking.id, 'cancel', { reason: 'test over' });
  });

  it('with no free driver at all, a booking for now is noDriver at once', async () => {
    await clearIndex();
    const booking = await bookNow(t, tripTypeId);
    expect(booking).toMatchObject({ state: 'noDriver', tries: 0, offer: null });
    await act(t, booking.id, 'cancel', { reason: 'test over' });
  });

  it('offers to the chosen driver, and refuses a driver who is not free (nothing created)', async () => {
    await clearIndex();
    await closeWaitingOffers();
    const near = await onlineDriver(t, tripTypeId, kmNorth(1));
    const chosen = await onlineDriver(t, tripTypeId, kmNorth(5));
    const booking = await bookNow(t, tripTypeId, { driverId: chosen.id });
    expect(booking).toMatchObject({ state: 'offered', offer: { driverId: chosen.id } });
    expect(await offerOf(t, near)).toBeNull();
    const before = await counts();
    const busy = await book(t, bookingBody(tripTypeId, t.users.customer.id, { driverId: chosen.id }));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('dispatch.driver_not_free');
    expect(await counts()).toEqual(before);
    await act(t, booking.id, 'cancel', { reason: 'test over' });
  });
});
