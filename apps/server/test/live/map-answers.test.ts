import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { approvedDriver, createTripType, PLACES, requestTrip, step } from './support';

let t: TestApp;
let driver: UserRow;
let tripTypeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
  driver = await approvedDriver(t, tripTypeId);
});
afterAll(() => t.close());

const preTrip = (driverId: number | string) => t.injectAs('admin', { method: 'GET', url: `/api/Dashboard/GetCurrentDriverPreTrip/${driverId}` });

describe('the map answers (SPEC.md §7)', () => {
  it('lists a connected driver with vehicle and latest position', async () => {
    await t.injectAs(driver, { method: 'POST', url: '/api/driver/position', payload: { latitude: 35.33, longitude: 33.32, heading: 10 } });
    const res = await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetConnectedDriversDetails' });
    expect(res.json()).toEqual([expect.objectContaining({ driverId: driver.id, latitude: 35.33, longitude: 33.32, vehicleModel: 'Egea', vehicleColor: 'Grey' })]);
  });

  it("answers the driver's current trip with its places in order, and null when there is none", async () => {
    expect((await preTrip(driver.id)).json()).toBeNull();
    const id = await requestTrip(t, tripTypeId);
    await step(t, driver, id, 'accept');
    await step(t, driver, id, 'arrive');
    const res = await preTrip(driver.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tripId: id });
    expect(res.json().tripPlaces.map((place: { latitude: number }) => place.latitude)).toEqual(PLACES.map((place) => place.latitude));
    // the connected-driver answer says the driver is on this trip (the live map's free / on a trip)
    const connectedTrip = async () => (await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetConnectedDriversDetails' })).json()[0].currentTripId;
    expect(await connectedTrip()).toBe(id);
    await step(t, driver, id, 'cancel');
    expect((await preTrip(driver.id)).json()).toBeNull();
    expect(await connectedTrip()).toBeNull();
  });

  it('refuses a malformed driver id with 400', async () => {
    expect((await preTrip('abc')).statusCode).toBe(400);
  });
});
