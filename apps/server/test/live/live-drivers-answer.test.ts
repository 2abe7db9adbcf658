import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectedDriver, connectedDriversOf, DriverCards, LiveDrivers, MAX_DRIVER_CARDS } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { approvedDriver, createTripType, requestTrip, step } from './support';

let t: TestApp;
let tripTypeId: number;
let free: UserRow;
let busy: UserRow;
let gone: UserRow;

beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
  [free, busy, gone] = [await approvedDriver(t, tripTypeId), await approvedDriver(t, tripTypeId), await approvedDriver(t, tripTypeId)];
});
afterAll(() => t.close());

const report = (driver: UserRow, latitude: number, longitude: number, heading: number) =>
  t.injectAs(driver, { method: 'POST', url: '/api/driver/position', payload: { latitude, longitude, heading, speedKmh: 42 } });
const liveDrivers = async () => {
  const res = await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetLiveDrivers' });
  expect(res.statusCode).toBe(200);
  return LiveDrivers.parse(res.json());
};
const cards = (payload: object) => t.injectAs('admin', { method: 'POST', url: '/api/Dashboard/GetDriverCards', payload });
const ours = (ids: number[]) => ids.filter((id) => [free.id, busy.id, gone.id].includes(id));

describe("the live map's compact load (GetLiveDrivers, GetDriverCards)", () => {
  it('gives the positions as the stream does, who is on a trip, and cards that make up the SPEC answer exactly', async () => {
    // coordinates of 5 decimals and whole headings: the stream's tuple carries them unrounded
    expect((await report(free, 35.12345, 33.54321, 90)).statusCode).toBe(200);
    expect((await report(busy, 35.2, 33.3, 181)).statusCode).toBe(200);
    const tripId = await requestTrip(t, tripTypeId);
    expect((await step(t, busy, tripId, 'accept')).statusCode).toBe(200);

    const live = await liveDrivers();
    const positions = live.positions.filter(([driverId]) => ours([driverId]).length);
    expect(positions.map(([driverId, latitude, longitude, heading, speedKmh]) => [driverId, latitude, longitude, heading, speedKmh])).toEqual(
      [[free.id, 35.12345, 33.54321, 90, 42], [busy.id, 35.2, 33.3, 181, 42]].sort((a, b) => a[0]! - b[0]!),
    );
    expect(live.trips).toContainEqual([busy.id, tripId]);
    expect(live.trips.some(([driverId]) => driverId === free.id)).toBe(false);

    const answer = await cards({ driverIds: live.positions.map(([driverId]) => driverId) });
    expect(answer.statusCode).toBe(200);
    const held = new Map(DriverCards.parse(answer.json()).drivers.map((card) => [card[0], card]));
    expect(held.get(free.id)).toEqual([free.id, `${free.first_name} ${free.last_name}`, free.phone_number, free.rating, 'Egea', expect.any(String), 'Grey', expect.any(String)]);
    const spec = (await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetConnectedDriversDetails' })).json<ConnectedDriver[]>();
    expect(connectedDriversOf(live, held)).toEqual(spec);
    await step(t, busy, tripId, 'cancel');
  });

  it('has no card for a driver who is gone, nor for an id that is no user', async () => {
    await report(gone, 35.3, 33.3, 0);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
    const answer = await cards({ driverIds: [gone.id, free.id, 2_000_000_000] });
    expect(DriverCards.parse(answer.json()).drivers.map(([driverId]) => driverId)).toEqual([free.id]);
  });

  it('refuses a malformed list of drivers with 400', async () => {
    for (const payload of [{}, { driverIds: [] }, { driverIds: [1.5] }, { driverIds: ['1'] }, { driverIds: [0] }, { driverIds: Array.from({ length: MAX_DRIVER_CARDS + 1 }, (_, i) => i + 1) }]) {
      expect((await cards(payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
  });
});
