import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { DAY_EDGES, SUMMER_TIME_DAYS, type SummerTimeDay, shiftDay } from '../helpers/summer-time-days';

/**
 * The date filters of the trips, payments and transfers lists are whole days on the operator's
 * clock (OPERATOR_TIME_ZONE, Asia/Famagusta) in summer and across both summer-time changes, not
 * only in winter (issue 21, "tests that could not fail"): a fixed UTC+2 offset fails every case
 * below. Each day is checked at its first and last second and at the seconds either side.
 * The days and their edges: helpers/summer-time-days.ts.
 */
const DAYS = SUMMER_TIME_DAYS;
type Day = SummerTimeDay;
const EDGES = DAY_EDGES;
const INSTANTS = Object.entries(DAYS).flatMap(([day, edges]) => EDGES.map((edge) => ({ key: `${day} ${edge}`, at: new Date(edges[edge]) })));
const shift = shiftDay;

let t: TestApp;
let customerId: number;
let driverId: number;
/** key → id, per list. */
const ids = { trips: new Map<number, string>(), payments: new Map<number, string>(), transfers: new Map<number, string>() };

beforeAll(async () => {
  t = await buildTestApp();
  customerId = (await createUser(t.db, 'Customer')).id;
  driverId = (await createUser(t.db, 'Driver')).id;
  const tripType = await t.db
    .insertInto('trip_types')
    .values({ type_name: 'Summer time', description: 'd', number_of_passengers: 4, system_percentage: 20, base_fare: 1000, per_km_fare: 100, per_minute_fare: 10, cancellation_surcharge: 0, night_surcharge: 0, peak_time_surcharge: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const { key, at } of INSTANTS) {
    const trip = await t.db
      .insertInto('trips')
      .values({ customer_id: customerId, driver_id: driverId, trip_type_id: tripType.id, status: 5, payment_method: 'Cash', start_time: at, end_time: at, fare: 1000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.trips.set(trip.id, key);
    const payment = await t.db
      .insertInto('payments')
      .values({ trip_id: trip.id, user_id: customerId, amount: 1000, status: 'succeeded', method: 'Cash', date_created: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.payments.set(payment.id, key);
    const transfer = await t.db
      .insertInto('bank_transfers')
      .values({ user_id: driverId, amount: 1000, status: 0, date_created: at, last_modified_date: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.transfers.set(transfer.id, key);
  }
});
afterAll(() => t.close());

/** The keys a list answers, newest first. */
async function keys(list: keyof typeof ids, url: string, idOf: (row: Record<string, number>) => number): Promise<string[]> {
  const res = await t.injectAs('admin', { method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<Record<string, number>[]>().map((row) => ids[list].get(idOf(row)) ?? `unknown ${idOf(row)}`);
}
const trips = (from: string, to: string) => keys('trips', `/api/trips/GetTrips?userId=${customerId}&startDate=${from}&endDate=${to}&pageSize=50`, (row) => row.tripId!);
const payments = (day: string) => keys('payments', `/api/Payments/GetPayments?userId=${customerId}&paymentDate=${day}&pageSize=50`, (row) => row.customerPaymentId!);
const transfers = (from: string, to: string) => keys('transfers', `/api/bankTransfers/GetBankTransfers?userId=${driverId}&dateFrom=${from}&dateTo=${to}&pageSize=50`, (row) => row.bankTransferId!);

describe.each(Object.keys(DAYS) as Day[])('one day on the operator’s clock: %s (Asia/Famagusta)', (day) => {
  const inside = [`${day} last`, `${day} first`];

  it('trips: startDate = endDate = the day holds its first and last second, not the seconds either side', async () => {
    expect(await trips(day, day)).toEqual(inside);
    expect(await trips(shift(day, -1), shift(day, -1))).toEqual([`${day} before`]);
    expect(await trips(shift(day, 1), shift(day, 1))).toEqual([`${day} after`]);
    expect(await trips(shift(day, -1), shift(day, 1))).toEqual([`${day} after`, ...inside, `${day} before`]);
  });

  it('payments: paymentDate = the day holds its first and last second, not the seconds either side', async () => {
    expect(await payments(day)).toEqual(inside);
    expect(await payments(shift(day, -1))).toEqual([`${day} before`]);
    expect(await payments(shift(day, 1))).toEqual([`${day} after`]);
  });

  it('transfers: dateFrom = dateTo = the day holds its first and last second, not the seconds either side', async () => {
    expect(await transfers(day, day)).toEqual(inside);
    expect(await transfers(shift(day, -1), shift(day, -1))).toEqual([`${day} before`]);
    expect(await transfers(shift(day, 1), shift(day, 1))).toEqual([`${day} after`]);
    expect(await transfers(day, shift(day, 1))).toEqual([`${day} after`, ...inside]);
  });
});
