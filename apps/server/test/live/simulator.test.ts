import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSimulator } from '../../src/simulator/http-simulator';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, TEST_PASSWORD } from '../helpers/factories';
import { approvedDriver, createTripType } from './support';

let t: TestApp;
let baseUrl: string;
let simulator: HttpSimulator | undefined;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const tripTypeId = await createTripType(t);
  await approvedDriver(t, tripTypeId);
  await approvedDriver(t, tripTypeId);
  await createUser(t.db, 'Customer');
});
afterAll(async () => {
  simulator?.stop();
  await t.close();
});

const completedTrips = () => t.db.selectFrom('trips').selectAll().where('status', '=', 5).execute();
const rowsOf = (table: 'payments' | 'ledger_entries', tripId: number) => t.db.selectFrom(table).select('id').where('trip_id', '=', tripId).execute();

describe('the simulator, through the public API only', () => {
  it('puts the drivers who may go online on the road and takes trips to completion, with payments, ledger rows and tracks', async () => {
    simulator = new HttpSimulator({ url: baseUrl, drivers: 5, admin: { email: t.users.admin.email, password: TEST_PASSWORD }, password: TEST_PASSWORD, log: quiet, tickMs: 150, timeScale: 300, requestChance: 0.5 });
    // t.users.driver is not approved: only the two approved drivers go online
    expect(await simulator.start()).toBe(2);
    const until = Date.now() + 40_000;
    while (Date.now() < until && (await completedTrips()).length < 1) await new Promise((resolve) => setTimeout(resolve, 250));
    simulator.stop();
    const completed = await completedTrips();
    expect(completed.length).toBeGreaterThanOrEqual(1);
    await t.deps.trackRecorder.flush();
    for (const trip of completed) {
      expect(trip.distance_meters).toBeGreaterThan(0);
      // the positions reported while riding are the trip's track (issue 27 item 4)
      const track = await t.db.selectFrom('trip_track_points').select('recorded_at').where('trip_id', '=', trip.id).execute();
      expect(track.length).toBeGreaterThanOrEqual(1);
      for (const point of track) expect(point.recorded_at >= trip.start_time && point.recorded_at <= trip.end_time!).toBe(true);
      expect(await rowsOf('payments', trip.id)).toHaveLength(1);
      expect(await rowsOf('ledger_entries', trip.id)).toHaveLength(1);
    }
    const connected = await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetConnectedDriversDetails' });
    expect(connected.json()).toHaveLength(2);
  }, 60_000);
});
