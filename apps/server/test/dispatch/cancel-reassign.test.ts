import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFare, driverCreditForCardTrip, driverDebitForCashTrip, TripStatus } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { DEFAULT_APP_SETTINGS } from '../../src/modules/app-settings/app-settings.defaults';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { act, answer, bookingOf, bookNow, createTripType, kmNorth, offerOf, onlineDriver, RATES, SYSTEM_PERCENTAGE } from './support';

let t: TestApp;
let tripTypeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
});
afterAll(() => t.close());

const tripRow = (id: number) => t.db.selectFrom('trips').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const paymentsOf = (tripId: number) => t.db.selectFrom('payments').selectAll().where('trip_id', '=', tripId).execute();
const ledgerOf = (userId: number) => t.db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).execute();
const balanceOf = async (userId: number) => (await t.db.selectFrom('users').select('balance').where('id', '=', userId).executeTakeFirstOrThrow()).balance;

/** A booking for now accepted by a fresh driver (the only one near). */
async function accepted(paymentMethod: 'Card' | 'Cash' = 'Card'): Promise<{ id: number; driver: UserRow }> {
  await t.db.updateTable('dispatch_offers').set({ answer: 'withdrawn', answered_at: new Date() }).where('answer', 'is', null).execute();
  const driver = await onlineDriver(t, tripTypeId, kmNorth(0.5));
  const booking = await bookNow(t, tripTypeId, { paymentMethod, driverId: driver.id });
  const offer = (await offerOf(t, driver))!;
  expect((await answer(t, driver, offer.id, 'accept')).statusCode).toBe(200);
  return { id: booking.id, driver };
}

/** The fee of the test's rates: cancellationSurcharge % of the base fare, by the one fare function. */
async function expectedFee(tripId: number) {
  const trip = await tripRow(tripId);
  const clock = { timeZone: t.deps.config.operatorTimeZone, nightTimeFrom: DEFAULT_APP_SETTINGS.night_time_from, nightTimeTo: DEFAULT_APP_SETTINGS.night_time_to, peakTimes: [] };
  const rates = { baseFare: RATES.base_fare, perKmFare: RATES.per_km_fare, perMinuteFare: RATES.per_minute_fare, cancellationSurcharge: RATES.cancellation_surcharge, nightSurcharge: RATES.night_surcharge, peakTimeSurcharge: RATES.peak_time_surcharge };
  return computeFare(rates, clock, { distanceMeters: 0, durationSeconds: 0, startTime: new Date(trip.start_time), cancelled: true }).total;
}

describe('cancelling a booking (issue 26 item 5)', () => {
  it('before acceptance: no charge, the waiting offer is withdrawn, the reason kept', async () => {
    const driver = await onlineDriver(t, tripTypeId, kmNorth(0.5));
    const booking = await bookNow(t, tripTypeId, { driverId: driver.id });
    const offer = (await offerOf(t, driver))!;
    const res = await act(t, booking.id, 'cancel', { reason: 'The caller found another ride' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'cancelled', tripStatus: 'CanceledByCustomer', cancelReason: 'The caller found another ride', fare: 0, offer: null });
    expect(await paymentsOf(booking.id)).toEqual([]);
    expect((await bookingOf(t, booking.id)).offers).toEqual([expect.objectContaining({ id: offer.id, answer: 'withdrawn' })]);
    expect((await answer(t, driver, offer.id, 'accept')).json()).toMatchObject({ code: 'dispatch.offer_withdrawn' });
    // A cancelled booking cannot be cancelled again, nor assigned.
    expect((await act(t, booking.id, 'cancel', { reason: 'again' })).json()).toMatchObject({ code: 'dispatch.wrong_state', params: { state: 'cancelled' } });
    expect((await act(t, booking.id, 'assign', { driverId: driver.id })).statusCode).toBe(409);
  });

  it('refuses an empty or too long reason (400, nothing changes)', async () => {
    const { id } = await accepted();
    for (const reason of ['', '   ', 'x'.repeat(501)]) expect((await act(t, id, 'cancel', { reason })).statusCode).toBe(400);
    expect((await tripRow(id)).status).toBe(TripStatus.Accepted);
    await act(t, id, 'cancel', { reason: 'test over' });
  });

  it('after acceptance, card: the cancellation fee is paid and credited to the driver, exact in kuruş', async () => {
    const { id, driver } = await accepted('Card');
    const fee = await expectedFee(id);
    expect(fee).toBe(RATES.base_fare * (RATES.cancellation_surcharge / 100));
    const res = await act(t, id, 'cancel', { reason: 'No longer needed' });
    expect(res.json()).toMatchObject({ state: 'cancelled', tripStatus: 'CanceledByCustomer', fare: fee, driver: { id: driver.id } });
    expect(await tripRow(id)).toMatchObject({ status: TripStatus.CanceledByCustomer, fare: fee });
    expect(await paymentsOf(id)).toEqual([expect.objectContaining({ amount: fee, status: 'succeeded', method: 'Card', user_id: t.users.customer.id })]);
    expect(await ledgerOf(driver.id)).toEqual([expect.objectContaining({ trip_id: id, kind: 'CardTripCredit', amount: driverCreditForCardTrip(fee, SYSTEM_PERCENTAGE) })]);
    expect(await balanceOf(driver.id)).toBe(driverCreditForCardTrip(fee, SYSTEM_PERCENTAGE));
    // The driver's trip is gone.
    expect((await t.injectAs(driver, { method: 'GET', url: '/api/driver/trips/current' })).statusCode).toBe(404);
  });

  it('after the driver arrived, cash: the company’s share of the fee is debited from the driver', async () => {
    const { id, driver } = await accepted('Cash');
    expect((await t.injectAs(driver, { method: 'POST', url: `/api/driver/trips/${id}/arrive` })).statusCode).toBe(200);
    const fee = await expectedFee(id);
    expect((await act(t, id, 'cancel', { reason: 'The caller did not come down' })).json()).toMatchObject({ state: 'cancelled', fare: fee });
    expect(await ledgerOf(driver.id)).toEqual([expect.objectContaining({ trip_id: id, kind: 'CashTripCommission', amount: -driverDebitForCashTrip(fee, SYSTEM_PERCENTAGE) })]);
    expect(await balanceOf(driver.id)).toBe(-driverDebitForCashTrip(fee, SYSTEM_PERCENTAGE));
  });

  it('on the ride: 409 and nothing changes', async () => {
    const { id, driver } = await accepted();
    for (const action of ['arrive', 'start']) expect((await t.injectAs(driver, { method: 'POST', url: `/api/driver/trips/${id}/${action}` })).statusCode).toBe(200);
    const res = await act(t, id, 'cancel', { reason: 'too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'dispatch.wrong_state', params: { state: 'onTrip' } });
    expect(await paymentsOf(id)).toEqual([]);
    expect((await tripRow(id)).status).toBe(TripStatus.InProgress);
  });
});

describe('reassigning a booking (issue 26 item 5)', () => {
  it('releases the accepted driver (trip back to Searching) and offers it to the new one, who accepts', async () => {
    const { id, driver: first } = await accepted();
    const second = await onlineDriver(t, tripTypeId, kmNorth(2));
    const res = await act(t, id, 'assign', { driverId: second.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'offered', tripStatus: 'Searching', driver: null, offer: { driverId: second.id } });
    expect(await tripRow(id)).toMatchObject({ status: TripStatus.Searching, driver_id: null, vehicle_id: null });
    expect((await t.injectAs(first, { method: 'GET', url: '/api/driver/trips/current' })).statusCode).toBe(404);
    expect((await t.injectAs(first, { method: 'POST', url: `/api/driver/trips/${id}/arrive` })).statusCode).toBe(404);
    const offer = (await offerOf(t, second))!;
    expect((await answer(t, second, offer.id, 'accept')).json()).toMatchObject({ status: 'Accepted', driverId: second.id });
    const audit = await t.db.selectFrom('audit_entries').select('action').where('entity_type', '=', 'Booking').where('entity_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'assign']);
    await act(t, id, 'cancel', { reason: 'test over' });
  });

  it('refuses a driver who is offline (409: the accepted driver keeps the trip)', async () => {
    const { id, driver } = await accepted();
    const offline = await onlineDriver(t, tripTypeId, kmNorth(1));
    expect((await t.injectAs(offline, { method: 'POST', url: '/api/driver/presence', payload: { online: false } })).statusCode).toBe(200);
    const res = await act(t, id, 'assign', { driverId: offline.id });
    expect(res.json()).toMatchObject({ code: 'dispatch.driver_not_free' });
    expect(await tripRow(id)).toMatchObject({ status: TripStatus.Accepted, driver_id: driver.id });
    await act(t, id, 'cancel', { reason: 'test over' });
  });
});
