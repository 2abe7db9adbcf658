import { latLngToCell } from 'h3-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SupplyDemandAnswer, TripStatus } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { PLACES, book, bookNow, bookingBody, clearIndex, offerOf } from '../dispatch/support';
import { approvedDriver, createTripType, requestTrip, step } from '../live/support';

const REDIS_URL = process.env.REDIS_URL;
const LEFKOSA = { latitude: 35.1925, longitude: 33.356 };
const HARBOUR = { latitude: 35.342, longitude: 33.319 };

let t: TestApp;
let tripTypeId: number;

beforeAll(async () => {
  t = await buildTestApp(REDIS_URL ? { redisUrl: REDIS_URL } : {});
  tripTypeId = await createTripType(t);
});
afterAll(() => t.close());

const report = (driver: UserRow, at: { latitude: number; longitude: number }) => t.injectAs(driver, { method: 'POST', url: '/api/driver/position', payload: at });
async function requestFrom(at: { latitude: number; longitude: number }) {
  const places = [{ name: 'Pick-up', formattedAddress: 'Pick-up', ...at }, { name: 'Drop-off', formattedAddress: 'Drop-off', ...HARBOUR }];
  const response = await t.injectAs('customer', { method: 'POST', url: '/api/customer/trips', payload: { tripTypeId, paymentMethod: 'Cash', places } });
  expect(response.statusCode, response.body).toBe(201);
}
const supplyDemand = async (query = '') => {
  const response = await t.injectAs('admin', { method: 'GET', url: `/api/dispatch/supply-demand${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SupplyDemandAnswer>();
};

describe(`supply and demand per H3 cell (${REDIS_URL ? 'Redis' : 'memory'} presence store)`, () => {
  it('counts the connected drivers without a trip under way and the trips waiting for a driver by their pick-up', async () => {
    expect((await supplyDemand()).cells).toEqual([]);
    const [idleA, idleB, busy, idleHarbour] = await Promise.all([1, 2, 3, 4].map(() => approvedDriver(t, tripTypeId)));
    // busy takes a trip from the harbour: accepted, so no longer open, and busy is not idle
    const taken = await requestTrip(t, tripTypeId);
    expect((await step(t, busy!, taken, 'accept')).statusCode).toBe(200);
    for (const [driver, at] of [[idleA!, LEFKOSA], [idleB!, LEFKOSA], [busy!, LEFKOSA], [idleHarbour!, HARBOUR]] as const) expect((await report(driver, at)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) await requestFrom({ latitude: LEFKOSA.latitude + i * 0.0005, longitude: LEFKOSA.longitude });
    await requestTrip(t, tripTypeId); // from the harbour

    const answer = await supplyDemand();
    expect(answer.resolution).toBe(7);
    expect(Math.abs(Date.parse(answer.at) - Date.now())).toBeLessThan(10_000);
    expect(answer.cells).toEqual([
      { h3: latLngToCell(LEFKOSA.latitude, LEFKOSA.longitude, 7), idleDrivers: 2, openRequests: 3, shortage: 1 },
      { h3: latLngToCell(HARBOUR.latitude, HARBOUR.longitude, 7), idleDrivers: 1, openRequests: 1, shortage: 0 },
    ]);

    const fine = await supplyDemand('?resolution=9');
    expect(fine.resolution).toBe(9);
    expect(fine.cells.reduce((sum, cell) => sum + cell.idleDrivers, 0)).toBe(3);
    expect(fine.cells.reduce((sum, cell) => sum + cell.openRequests, 0)).toBe(4);
    expect(fine.cells.every((cell) => /^89[0-9a-f]{13}$/.test(cell.h3))).toBe(true);

    // a driver going offline leaves the supply
    expect((await t.injectAs(idleA!, { method: 'POST', url: '/api/driver/presence', payload: { online: false } })).statusCode).toBe(200);
    expect((await supplyDemand()).cells[0]).toMatchObject({ idleDrivers: 1, openRequests: 3, shortage: 2 });
  });

  it('leaves out a driver holding an offer and a booking scheduled for later', async () => {
    // the first test's drivers and requests: gone, so the figures below are this test's
    for (const driver of await t.db.selectFrom('users').select('id').where('role', '=', 'Driver').execute()) await t.deps.presence.goOffline(driver.id);
    await t.db.updateTable('trips').set({ status: TripStatus.CanceledByCustomer }).where('status', '=', TripStatus.Searching).execute();
    await clearIndex(t);
    const pickup = { latitude: PLACES[0]!.latitude, longitude: PLACES[0]!.longitude };
    const harbour = latLngToCell(pickup.latitude, pickup.longitude, 7);
    const [offered, idle] = await Promise.all([1, 2].map(() => approvedDriver(t, tripTypeId)));
    expect((await report(offered!, pickup)).statusCode).toBe(200);
    // a booking for in an hour: scheduled, no demand yet
    const scheduledFor = new Date(Date.now() + 3_600_000).toISOString();
    expect((await book(t, bookingBody(tripTypeId, t.users.customer.id, { scheduledFor }))).statusCode).toBe(201);
    expect((await supplyDemand()).cells).toEqual([{ h3: harbour, idleDrivers: 1, openRequests: 0, shortage: -1 }]);
    // a booking now: offered to the one driver near, who is no longer idle while the offer waits
    await bookNow(t, tripTypeId);
    expect(await offerOf(t, offered!)).not.toBeNull();
    expect((await report(idle!, pickup)).statusCode).toBe(200);
    expect((await supplyDemand()).cells).toEqual([{ h3: harbour, idleDrivers: 1, openRequests: 1, shortage: 0 }]);
  });

  it('refuses a resolution outside 5..9 with a 400 naming it', async () => {
    for (const resolution of ['4', '10', '7.5', 'seven', '-1']) {
      const response = await t.injectAs('admin', { method: 'GET', url: `/api/dispatch/supply-demand?resolution=${resolution}` });
      expect(response.statusCode, resolution).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['resolution']);
    }
  });
});
