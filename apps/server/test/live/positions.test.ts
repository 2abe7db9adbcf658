import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { NOT_ONLINE } from '../../src/modules/presence/presence.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { approvedDriver, createTripType } from './support';

let t: TestApp;
let driver: UserRow;

beforeAll(async () => {
  t = await buildTestApp();
  driver = await approvedDriver(t, await createTripType(t));
});
afterAll(() => t.close());

const report = (payload: object) => t.injectAs(driver, { method: 'POST', url: '/api/driver/position', payload });
const presence = (online: boolean) => t.injectAs(driver, { method: 'POST', url: '/api/driver/presence', payload: { online } });
const mine = async () => (await t.deps.presence.connected()).find((position) => position.driverId === driver.id);

describe('position reports', () => {
  it('keeps heading and speed of a valid report, with a recordedAt a little ahead of the clock', async () => {
    const res = await report({ latitude: 35.2, longitude: 33.4, heading: 359.5, speedKmh: 48, recordedAt: new Date(Date.now() + 5_000).toISOString() });
    expect(res.statusCode).toBe(200);
    expect(await mine()).toMatchObject({ latitude: 35.2, longitude: 33.4, heading: 359.5, speedKmh: 48 });
  });

  it.each([
    ['latitude', { latitude: 90.5, longitude: 33 }],
    ['longitude', { latitude: 35, longitude: -180.01 }],
    ['heading', { latitude: 35, longitude: 33, heading: 361 }],
    ['speedKmh', { latitude: 35, longitude: 33, speedKmh: -1 }],
    ['speedKmh', { latitude: 35, longitude: 33, speedKmh: 401 }],
    ['recordedAt', { latitude: 35, longitude: 33, recordedAt: new Date(Date.now() + 3_600_000).toISOString() }],
    ['recordedAt', { latitude: 35, longitude: 33, recordedAt: 'yesterday' }],
  ])('refuses a bad %s with 400 naming it, and keeps the last position', async (field, payload) => {
    const res = await report(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    expect(await mine()).toMatchObject({ latitude: 35.2, longitude: 33.4 });
  });

  it('refuses reports after going offline with 409 until the driver goes online again', async () => {
    expect((await presence(false)).statusCode).toBe(200);
    expect(await mine()).toBeUndefined();
    const refused = await report({ latitude: 35.3, longitude: 33.5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NOT_ONLINE);
    expect(await mine()).toBeUndefined();
    const row = await t.db.selectFrom('driver_presence').select('online').where('driver_id', '=', driver.id).executeTakeFirstOrThrow();
    expect(row.online).toBe(false);

    expect((await presence(true)).statusCode).toBe(200);
    expect((await report({ latitude: 35.3, longitude: 33.5 })).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ latitude: 35.3, longitude: 33.5 });
  });
});
