import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { secondInstance, type SecondInstance } from '../live/support';
import { act, answer, book, bookingBody, clearIndex, bookingOf, bookNow, createTripType, expireOffer, kmNorth, offerOf, onlineDriver } from './support';

const serverUrl = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const offersOf = (t: TestApp, tripId: number) => t.db.selectFrom('dispatch_offers').selectAll().where('trip_id', '=', tripId).execute();

describe('scheduled bookings (issue 26 item 4)', () => {
  let t: TestApp;
  let tripTypeId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    tripTypeId = await createTripType(t);
  });
  afterAll(() => t.close());

  it('waits until dispatchLeadMinutes before the pick-up, then the job offers it once', async () => {
    const driver = await onlineDriver(t, tripTypeId, kmNorth(1));
    const res = await book(t, bookingBody(tripTypeId, t.users.customer.id, { scheduledFor: inMinutes(60) }));
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({ state: 'scheduled', offer: null, tries: 0, scheduledFor: expect.any(String) });
    await t.deps.jobs.tick();
    expect((await bookingOf(t, booking.id)).state).toBe('scheduled');
    // 20 minutes before the pick-up is past the 15-minute lead: due.
    await sql`UPDATE bookings SET scheduled_for = now() + interval '14 minutes' WHERE trip_id = ${booking.id}`.execute(t.db);
    await t.deps.jobs.dueNow('dispatchScheduled');
    await t.deps.jobs.tick();
    expect(await bookingOf(t, booking.id)).toMatchObject({ state: 'offered', tries: 1, offer: { driverId: driver.id } });
    await t.deps.jobs.dueNow('dispatchScheduled');
    await t.deps.jobs.tick();
    expect(await offersOf(t, booking.id)).toHaveLength(1);
    await act(t, booking.id, 'cancel', { reason: 'test over' });
  });

  it('reads the lead setting when the job runs, and the dispatch settings are edited within their bounds', async () => {
    const settings = (await t.injectAs('admin', { method: 'GET', url: '/api/AppSettings/GetAppSettings' })).json();
    expect(settings).toMatchObject({ dispatchOfferSeconds: 20, dispatchMaxTries: 5, dispatchLeadMinutes: 15 });
    const put = (body: object) => t.injectAs('admin', { method: 'PUT', url: '/api/AppSettings/UpdateAppSettings', payload: { ...settings, operatorTimeZone: undefined, ...body } });
    for (const bad of [{ dispatchOfferSeconds: 4 }, { dispatchOfferSeconds: 121 }, { dispatchMaxTries: 0 }, { dispatchMaxTries: 21 }, { dispatchLeadMinutes: 0 }, { dispatchLeadMinutes: 121 }]) expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await put({ dispatchLeadMinutes: 90 })).json()).toMatchObject({ dispatchLeadMinutes: 90, dispatchOfferSeconds: 20 });
    // Left out of the body: the stored value stays.
    expect((await put({ dispatchLeadMinutes: undefined })).json()).toMatchObject({ dispatchLeadMinutes: 90 });

    const driver = await onlineDriver(t, tripTypeId, kmNorth(1));
    const booking = (await book(t, bookingBody(tripTypeId, t.users.customer.id, { scheduledFor: inMinutes(60) }))).json();
    await t.deps.jobs.dueNow('dispatchScheduled');
    await t.deps.jobs.tick();
    expect(await bookingOf(t, booking.id)).toMatchObject({ state: 'offered', offer: { driverId: driver.id } });
    await put({ dispatchLeadMinutes: 15 });
    await act(t, booking.id, 'cancel', { reason: 'test over' });
  });

  it('is dispatched by the dispatcher at once with "auto", and then not again by the job', async () => {
    await onlineDriver(t, tripTypeId, kmNorth(1));
    const booking = (await book(t, bookingBody(tripTypeId, t.users.customer.id, { scheduledFor: inMinutes(16) }))).json();
    expect((await act(t, booking.id, 'auto')).json()).toMatchObject({ state: 'offered', tries: 1 });
    await t.deps.jobs.dueNow('dispatchScheduled');
    await t.deps.jobs.tick();
    expect(await offersOf(t, booking.id)).toHaveLength(1);
    await act(t, booking.id, 'cancel', { reason: 'test over' });
  });
});

describe.skipIf(!serverUrl || !REDIS_URL)('two instances on PostgreSQL and Redis (issue 26 item 4)', () => {
  let a: TestApp;
  let b: SecondInstance;
  let tripTypeId: number;
  beforeAll(async () => {
    a = await buildTestApp({ redisUrl: REDIS_URL! });
    b = await secondInstance(a);
    tripTypeId = await createTripType(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('answers the nearest drivers from Redis GEOSEARCH on either instance, and forgets a driver who goes offline', async () => {
    const driver = await onlineDriver(a, tripTypeId, kmNorth(0.3));
    const query = `/api/dispatch/nearest-drivers?latitude=${kmNorth(0).latitude}&longitude=${kmNorth(0).longitude}&limit=50`;
    const nearestOnB = async () => (await b.app.inject({ method: 'GET', url: query, headers: { authorization: `Bearer ${await a.tokenFor('admin')}` } })).json<{ source: string; drivers: { driverId: number }[] }>();
    // Instance A writes its drivers' positions to Redis in 50 ms batches.
    let onB = await nearestOnB();
    for (const until = Date.now() + 3_000; !onB.drivers.some((d) => d.driverId === driver.id) && Date.now() < until; onB = await nearestOnB()) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onB.source).toBe('redis');
    expect(onB.drivers.map((d) => d.driverId)).toContain(driver.id);
    expect((await a.injectAs(driver, { method: 'POST', url: '/api/driver/presence', payload: { online: false } })).statusCode).toBe(200);
    expect((await nearestOnB()).drivers.map((d) => d.driverId)).not.toContain(driver.id);
  });

  it('dispatches a scheduled booking exactly once while both instances run the job at once', async () => {
    const driver = await onlineDriver(a, tripTypeId, kmNorth(1));
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await book(a, bookingBody(tripTypeId, a.users.customer.id, { scheduledFor: inMinutes(10) }))).json().id);
    for (let round = 0; round < 5; round++) {
      await a.deps.jobs.dueNow('dispatchScheduled');
      await Promise.all([a.deps.jobs.tick(), b.app.deps.jobs.tick(), a.deps.jobs.tick(), b.app.deps.jobs.tick()]);
    }
    const offers = await a.db.selectFrom('dispatch_offers').selectAll().where('trip_id', 'in', ids).execute();
    // One driver: one of the three is offered to them, the other two found nobody free — each booking dispatched once.
    expect(offers).toHaveLength(1);
    expect(offers[0]!.driver_id).toBe(driver.id);
    const states = await Promise.all(ids.map(async (id) => (await bookingOf(a, id)).state));
    expect(states.sort()).toEqual(['noDriver', 'noDriver', 'offered']);
    const dispatched = await a.db.selectFrom('bookings').select(['trip_id', 'dispatch_at']).where('trip_id', 'in', ids).execute();
    expect(dispatched.every((row) => row.dispatch_at !== null)).toBe(true);
    for (const id of ids) await act(a, id, 'cancel', { reason: 'test over' });
    await a.injectAs(driver, { method: 'POST', url: '/api/driver/presence', payload: { online: false } });
  });

  it('expires an offer once when both instances sweep at once', async () => {
    const first = await onlineDriver(a, tripTypeId, kmNorth(1));
    const second = await onlineDriver(a, tripTypeId, kmNorth(2));
    const booking = await bookNow(a, tripTypeId, { driverId: first.id });
    await sql`UPDATE dispatch_offers SET offered_at = offered_at - interval '1 minute', expires_at = expires_at - interval '1 minute' WHERE trip_id = ${booking.id}`.execute(a.db);
    await sql`UPDATE bookings SET round_started_at = round_started_at - interval '1 minute' WHERE trip_id = ${booking.id}`.execute(a.db);
    const swept = await Promise.all([a.deps.dispatch.sweeper.sweep(), b.app.deps.dispatch.sweeper.sweep()]);
    expect(swept[0] + swept[1]).toBe(1);
    const offers = await offersOf(a, booking.id);
    expect(offers.map((offer) => [offer.driver_id, offer.answer])).toEqual([[first.id, 'expired'], [second.id, null]]);
    await act(a, booking.id, 'cancel', { reason: 'test over' });
  });
});

describe.skipIf(!serverUrl)('one acceptance wins under the lock, on PostgreSQL (issue 26 item 3)', () => {
  let t: TestApp;
  let tripTypeId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    tripTypeId = await createTripType(t);
  });
  afterAll(() => t.close());

  it('lets exactly one of 10 parallel accepts of an offer through (200), the others 409', async () => {
    const driver = await onlineDriver(t, tripTypeId, kmNorth(1));
    const booking = await bookNow(t, tripTypeId, { driverId: driver.id });
    const offer = (await offerOf(t, driver))!;
    const codes = (await Promise.all(Array.from({ length: 10 }, () => answer(t, driver, offer.id, 'accept')))).map((res) => res.statusCode);
    expect(tally(codes)).toEqual({ 200: 1, 409: 9 });
    expect(await bookingOf(t, booking.id)).toMatchObject({ state: 'accepted', driver: { id: driver.id } });
    await act(t, booking.id, 'cancel', { reason: 'test over' });
  });

  it('an accept racing a cancel: either the trip is cancelled before acceptance (no fee) or after it (the fee, once)', async () => {
    for (let round = 0; round < 5; round++) {
      const driver = await onlineDriver(t, tripTypeId, kmNorth(1));
      const booking = await bookNow(t, tripTypeId, { driverId: driver.id });
      const offer = (await offerOf(t, driver))!;
      const [accepted, cancelled] = await Promise.all([answer(t, driver, offer.id, 'accept'), act(t, booking.id, 'cancel', { reason: 'race' })]);
      expect(cancelled.statusCode).toBe(200);
      const payments = await t.db.selectFrom('payments').selectAll().where('trip_id', '=', booking.id).execute();
      if (accepted.statusCode === 200) expect(payments).toHaveLength(1);
      else {
        expect(accepted.statusCode).toBe(409);
        expect(payments).toHaveLength(0);
      }
      expect((await bookingOf(t, booking.id)).state).toBe('cancelled');
    }
  });

  it('two bookings at once for one free driver: the driver gets one offer', async () => {
    await clearIndex(t);
    const driver = await onlineDriver(t, tripTypeId, kmNorth(1));
    const [one, two] = await Promise.all([bookNow(t, tripTypeId), bookNow(t, tripTypeId)]);
    const offers = await t.db.selectFrom('dispatch_offers').selectAll().where('driver_id', '=', driver.id).where('answer', 'is', null).execute();
    expect(offers).toHaveLength(1);
    expect([one.state, two.state].sort()).toEqual(['noDriver', 'offered']);
    await act(t, one.id, 'cancel', { reason: 'test over' });
    await act(t, two.id, 'cancel', { reason: 'test over' });
  });

  it('a decline racing the expiry sweep moves the booking on once', async () => {
    const first = await onlineDriver(t, tripTypeId, kmNorth(1));
    await onlineDriver(t, tripTypeId, kmNorth(2));
    const booking = await bookNow(t, tripTypeId, { driverId: first.id });
    const offer = (await offerOf(t, first))!;
    await sql`UPDATE dispatch_offers SET expires_at = now() + interval '300 milliseconds' WHERE id = ${offer.id}`.execute(t.db);
    await new Promise((resolve) => setTimeout(resolve, 320));
    await Promise.all([answer(t, first, offer.id, 'decline'), expireOffer(t, booking.id)]);
    // A sweep that found the trip locked by the decline looks again next time.
    await t.deps.dispatch.sweeper.sweep();
    const offers = await offersOf(t, booking.id);
    expect(offers.filter((row) => row.answer === null)).toHaveLength(1);
    expect(offers).toHaveLength(2);
    await act(t, booking.id, 'cancel', { reason: 'test over' });
  });
});
