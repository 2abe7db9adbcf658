import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFare, driverCreditForCardTrip, driverDebitForCashTrip, TripStatus } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { DEFAULT_APP_SETTINGS } from '../../src/modules/app-settings/app-settings.defaults';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { approvedDriver, createTripType, PLACES, RATES, requestTrip, step, SYSTEM_PERCENTAGE } from './support';

let t: TestApp;
let tripTypeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
});
afterAll(() => t.close());

const tripRow = (id: number) => t.db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ledgerOf = (userId: number) => t.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).execute();
const balanceOf = async (userId: number) => (await t.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow()).balance;
const paymentsOf = (tripId: number) => t.db.selectFrom('payments').selectAll().where('trip_id', '=', tripId).execute();

async function rideToStart(driver: UserRow, paymentMethod: 'Card' | 'Cash' = 'Card') {
  const id = await requestTrip(t, tripTypeId, paymentMethod);
  for (const action of ['accept', 'arrive', 'start']) expect((await step(t, driver, id, action)).statusCode).toBe(200);
  return id;
}

/** The fare of the test's rates on the default windows, computed here from the one fare function. */
async function expectedFare(tripId: number, distanceMeters: number, durationSeconds: number) {
  const trip = await tripRow(tripId);
  const clock = { timeZone: t.deps.config.operatorTimeZone, nightTimeFrom: DEFAULT_APP_SETTINGS.night_time_from, nightTimeTo: DEFAULT_APP_SETTINGS.night_time_to, peakTimes: [] };
  const rates = { baseFare: RATES.base_fare, perKmFare: RATES.per_km_fare, perMinuteFare: RATES.per_minute_fare, cancellationSurcharge: RATES.cancellation_surcharge, nightSurcharge: RATES.night_surcharge, peakTimeSurcharge: RATES.peak_time_surcharge };
  return computeFare(rates, clock, { distanceMeters, durationSeconds, startTime: new Date(trip.start_time) }).total;
}

describe('the trip lifecycle from the driver side', () => {
  it('requests, accepts, arrives, starts and completes a card trip: fare, payment and ledger in one go', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const requested = await t.injectAs('customer', { method: 'POST', url: '/api/customer/trips', payload: { tripTypeId, paymentMethod: 'Card', places: PLACES } });
    expect(requested.statusCode).toBe(201);
    const id = requested.json().id as number;
    expect(requested.json()).toMatchObject({ status: 'Searching', driverId: null, customerId: t.users.customer.id, fare: 0 });
    expect(requested.json().places.map((p: { placeOrder: number }) => p.placeOrder)).toEqual([1, 2, 3]);

    const open = await t.injectAs(driver, { method: 'GET', url: '/api/driver/trips/open' });
    expect(open.json().trips.map((trip: { id: number }) => trip.id)).toContain(id);

    expect((await step(t, driver, id, 'accept')).json()).toMatchObject({ status: 'Accepted', driverId: driver.id });
    const accepted = await tripRow(id);
    expect(accepted.vehicle_id).not.toBeNull();
    expect(accepted.vehicle_snapshot).toMatchObject({ vehicleModel: 'Egea' });
    expect((await t.injectAs(driver, { method: 'GET', url: '/api/driver/trips/current' })).json()).toMatchObject({ id, status: 'Accepted' });
    expect((await step(t, driver, id, 'arrive')).json().status).toBe('DriverArrived');
    expect((await step(t, driver, id, 'start')).json().status).toBe('InProgress');

    const done = await step(t, driver, id, 'complete', { distanceMeters: 12_345, durationSeconds: 1_234 });
    expect(done.statusCode).toBe(200);
    const fare = await expectedFare(id, 12_345, 1_234);
    expect(fare).toBeGreaterThan(RATES.base_fare);
    expect(done.json()).toMatchObject({ status: 'Completed', fare, distanceMeters: 12_345, durationSeconds: 1_234 });
    expect(await tripRow(id)).toMatchObject({ status: TripStatus.Completed, fare });

    const payments = await paymentsOf(id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: fare, status: 'succeeded', method: 'Card', user_id: t.users.customer.id, payment_type: 'TripPayment' });
    const ledger = await ledgerOf(driver.id);
    expect(ledger).toEqual([expect.objectContaining({ trip_id: id, kind: 'CardTripCredit', amount: driverCreditForCardTrip(fare, SYSTEM_PERCENTAGE) })]);
    expect(await balanceOf(driver.id)).toBe(ledger.reduce((sum, row) => sum + row.amount, 0));
    expect((await t.injectAs(driver, { method: 'GET', url: '/api/driver/trips/current' })).statusCode).toBe(404);
  });

  it('stores an exact half-kuruş fare rounded up: ₺10 + ₺3.50/km × 8.29 km + ₺0.50/min × 1 min = 3,952 kuruş (issue 21 item 9)', async () => {
    const exactTypeId = await createTripType(t);
    await t.db.updateTable('trip_types').set({ base_fare: 1000, per_km_fare: 350, per_minute_fare: 50, night_surcharge: 0, peak_time_surcharge: 0 }).where('id', '=', exactTypeId).execute();
    const driver = await approvedDriver(t, exactTypeId);
    const id = await requestTrip(t, exactTypeId, 'Card');
    for (const action of ['accept', 'arrive', 'start']) expect((await step(t, driver, id, action)).statusCode).toBe(200);
    const done = await step(t, driver, id, 'complete', { distanceMeters: 8_290, durationSeconds: 60 });
    expect(done.json()).toMatchObject({ status: 'Completed', fare: 3_952 });
    expect((await paymentsOf(id))[0]).toMatchObject({ amount: 3_952 });
    const details = await t.injectAs('admin', { method: 'GET', url: `/api/trips/GetTrip/${id}` });
    expect(details.json().fareExplained).toMatchObject({ distanceFare: 2_902, timeFare: 50, subtotal: 3_952, total: 3_952, matchesStoredFare: true });
  });

  it('debits the commission of a cash trip, and the balance stays the ledger sum', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const first = await rideToStart(driver, 'Cash');
    expect((await step(t, driver, first, 'complete', { distanceMeters: 3_000, durationSeconds: 600 })).statusCode).toBe(200);
    const second = await rideToStart(driver, 'Card');
    expect((await step(t, driver, second, 'complete', { distanceMeters: 8_000, durationSeconds: 900 })).statusCode).toBe(200);
    const cashFare = (await tripRow(first)).fare;
    expect(cashFare).toBe(await expectedFare(first, 3_000, 600));
    const ledger = await ledgerOf(driver.id);
    expect(ledger.find((row) => row.trip_id === first)).toMatchObject({ kind: 'CashTripCommission', amount: -driverDebitForCashTrip(cashFare, SYSTEM_PERCENTAGE) });
    expect(await balanceOf(driver.id)).toBe(ledger.reduce((sum, row) => sum + row.amount, 0));
    expect((await paymentsOf(first))[0]).toMatchObject({ method: 'Cash', status: 'succeeded', amount: cashFare });
  });

  it('cancels before the ride starts: CanceledByDriver, nothing to pay, no money moves', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const id = await requestTrip(t, tripTypeId);
    await step(t, driver, id, 'accept');
    await step(t, driver, id, 'arrive');
    const res = await step(t, driver, id, 'cancel');
    expect(res.json()).toMatchObject({ status: 'CanceledByDriver', fare: 0 });
    expect(await paymentsOf(id)).toEqual([]);
    expect(await ledgerOf(driver.id)).toEqual([]);
    // the driver is free again
    expect((await step(t, driver, await requestTrip(t, tripTypeId), 'accept')).statusCode).toBe(200);
  });
});

describe('refused steps change nothing', () => {
  it('answers a step from the wrong state with 409', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const id = await requestTrip(t, tripTypeId);
    expect((await step(t, driver, id, 'accept')).statusCode).toBe(200);
    for (const action of ['accept', 'start']) expect((await step(t, driver, id, action)).statusCode).toBe(409);
    expect((await step(t, driver, id, 'complete', { distanceMeters: 1000, durationSeconds: 60 })).statusCode).toBe(409);
    expect((await tripRow(id)).status).toBe(TripStatus.Accepted);
    await step(t, driver, id, 'arrive');
    expect((await step(t, driver, id, 'arrive')).statusCode).toBe(409);
    await step(t, driver, id, 'start');
    const cancel = await step(t, driver, id, 'cancel');
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/cannot be cancelled/);
    await step(t, driver, id, 'complete', { distanceMeters: 1000, durationSeconds: 60 });
    expect((await step(t, driver, id, 'complete', { distanceMeters: 1000, durationSeconds: 60 })).statusCode).toBe(409);
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await ledgerOf(driver.id)).toHaveLength(1);
  });

  it("answers another driver's trip with 404, and an unknown trip with 404", async () => {
    const owner = await approvedDriver(t, tripTypeId);
    const other = await approvedDriver(t, tripTypeId);
    const id = await requestTrip(t, tripTypeId);
    await step(t, owner, id, 'accept');
    for (const action of ['arrive', 'cancel']) expect((await step(t, other, id, action)).statusCode).toBe(404);
    expect((await step(t, other, 2_000_000_000, 'accept')).statusCode).toBe(404);
    expect(await tripRow(id)).toMatchObject({ status: TripStatus.Accepted, driver_id: owner.id });
  });

  it('lets one of two drivers accepting one trip at once win; the other gets 409', async () => {
    const [a, b] = [await approvedDriver(t, tripTypeId), await approvedDriver(t, tripTypeId)];
    const id = await requestTrip(t, tripTypeId);
    const answers = await Promise.all([step(t, a, id, 'accept'), step(t, b, id, 'accept')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json().driverId;
    expect((await tripRow(id)).driver_id).toBe(winner);
  });

  it('keeps a driver to one trip at a time, and an unapproved driver off trips (403)', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    await step(t, driver, await requestTrip(t, tripTypeId), 'accept');
    const second = await requestTrip(t, tripTypeId);
    expect((await step(t, driver, second, 'accept')).statusCode).toBe(409);
    const res = await t.injectAs('driver', { method: 'POST', url: `/api/driver/trips/${second}/accept` });
    expect(res.statusCode).toBe(403);
    expect(await tripRow(second)).toMatchObject({ status: TripStatus.Searching, driver_id: null });
  });

  it('refuses a bad completion body with 400 naming the field, and the trip stays in progress', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const id = await rideToStart(driver);
    const res = await step(t, driver, id, 'complete', { distanceMeters: -5, durationSeconds: 60 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('distanceMeters');
    expect((await tripRow(id)).status).toBe(TripStatus.InProgress);
    expect(await paymentsOf(id)).toEqual([]);
  });

  it('refuses a trip request with an unknown trip type or one place (400), and from a driver (403)', async () => {
    const count = async () => (await t.db.selectFrom('trips').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    const unknown = await t.injectAs('customer', { method: 'POST', url: '/api/customer/trips', payload: { tripTypeId: 999_999, paymentMethod: 'Card', places: PLACES } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('tripTypeId');
    const onePlace = await t.injectAs('customer', { method: 'POST', url: '/api/customer/trips', payload: { tripTypeId, paymentMethod: 'Card', places: PLACES.slice(0, 1) } });
    expect(onePlace.statusCode).toBe(400);
    expect((await t.injectAs('driver', { method: 'POST', url: '/api/customer/trips', payload: { tripTypeId, paymentMethod: 'Card', places: PLACES } })).statusCode).toBe(403);
    expect(Number(await count())).toBe(before);
  });
});
