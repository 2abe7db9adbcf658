import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectedDriver } from '@taxi/contract';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import { createDeps } from '../../src/deps';
import { connectedDriverDetails, countConnectedDrivers } from '../../src/modules/presence/connected-drivers';
import { ConnectedDriversAnswer } from '../../src/modules/presence/connected-drivers-answer';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { approvedDriver, createTripType } from './support';

let t: TestApp;
let tripTypeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
});
afterAll(() => t.close());

const presenceRow = (driverId: number) => t.db.selectFrom('driver_presence').selectAll().where('driver_id', '=', driverId).executeTakeFirst();

describe('driver_presence rows are written in batches', () => {
  it('buffers the rows of many reports and writes them with one flush', async () => {
    const drivers = await Promise.all(Array.from({ length: 5 }, () => approvedDriver(t, tripTypeId)));
    for (const [index, driver] of drivers.entries()) await t.deps.presence.report(driver.id, { latitude: 35 + index / 100, longitude: 33.5 });
    expect(t.deps.presence.writer.size).toBeGreaterThanOrEqual(drivers.length);
    await t.deps.presence.flush();
    expect(t.deps.presence.writer.size).toBe(0);
    for (const [index, driver] of drivers.entries()) expect(await presenceRow(driver.id)).toMatchObject({ online: true, latitude: 35 + index / 100, longitude: 33.5 });
  });

  it('goes offline at once, and a buffered report never brings the row back online', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    await t.deps.presence.report(driver.id, { latitude: 35.1, longitude: 33.1 });
    await t.deps.presence.goOffline(driver.id);
    await t.deps.presence.flush();
    expect(await presenceRow(driver.id)).toMatchObject({ online: false });
  });

  it('skips a driver whose user row is gone, without failing the batch', async () => {
    const [kept, gone] = [await approvedDriver(t, tripTypeId), await approvedDriver(t, tripTypeId)];
    await t.deps.presence.report(kept.id, { latitude: 35.2, longitude: 33.2 });
    await t.deps.presence.report(gone.id, { latitude: 35.2, longitude: 33.2 });
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    await t.deps.presence.flush();
    expect(await presenceRow(kept.id)).toMatchObject({ online: true });
    expect(await presenceRow(gone.id)).toBeUndefined();
  });

  it('flushes on shutdown (app.close)', async () => {
    const driver = await approvedDriver(t, tripTypeId);
    const deps = await createDeps(t.deps.config, t.deps.database);
    const app = await buildApp(deps);
    await app.ready();
    await deps.presence.report(driver.id, { latitude: 35.3, longitude: 33.3 });
    expect(await presenceRow(driver.id)).toBeUndefined();
    await app.close();
    expect(await presenceRow(driver.id)).toMatchObject({ online: true, latitude: 35.3 });
    await deps.redis?.quit();
  });
});

describe('connected drivers at a few hundred', () => {
  it('answers every present driver once, with the SPEC shape, and leaves deleted users out of the list and the count', async () => {
    const drivers = await Promise.all(Array.from({ length: 300 }, () => approvedDriver(t, tripTypeId)));
    for (const [index, driver] of drivers.entries()) await t.deps.presence.report(driver.id, { latitude: 35 + index / 10_000, longitude: 33.4 });
    const deleted = drivers[7]!;
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', deleted.id).execute();

    const res = await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetConnectedDriversDetails' });
    expect(res.statusCode).toBe(200);
    const answer = z.array(ConnectedDriver).parse(res.json());
    const ids = answer.map((row) => row.driverId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const driver of drivers) if (driver !== deleted) expect(ids).toContain(driver.id);
    expect(ids).not.toContain(deleted.id);
    expect(answer.find((row) => row.driverId === drivers[0]!.id)).toMatchObject({ vehicleModel: 'Egea', vehicleColor: 'Grey', latitude: 35, longitude: 33.4 });

    const summary = await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetSummary' });
    expect(summary.json().connectedDrivers).toBe(answer.length);
    expect(await countConnectedDrivers(t.db, await t.deps.presence.connected())).toBe(answer.length);
  });
});

describe('the shared connected-drivers answer', () => {
  it('serves one build within its age, and rebuilds at once when a driver comes onto or leaves the map', async () => {
    let builds = 0;
    const answer = new ConnectedDriversAnswer(t.deps.presence, t.deps.live.bus, (positions) => (builds++, connectedDriverDetails(t.db, positions)), 60_000);
    const [a, b] = [await approvedDriver(t, tripTypeId), await approvedDriver(t, tripTypeId)];
    const ids = async () => (JSON.parse(await answer.json()) as { driverId: number; latitude: number }[]).map((row) => row.driverId);
    await t.deps.presence.report(a.id, { latitude: 35.4, longitude: 33.4 });
    const first = answer.json();
    expect(answer.json()).toBe(first); // shared while it is built, not built twice
    expect(await ids()).toContain(a.id);
    await t.deps.presence.report(a.id, { latitude: 35.41, longitude: 33.4 }); // a move: the answer may be that old
    expect(await answer.json()).toBe(await first);
    expect(builds).toBe(1);
    await t.deps.presence.report(b.id, { latitude: 35.42, longitude: 33.4 }); // someone new on the map
    expect(await ids()).toContain(b.id);
    await t.deps.presence.goOffline(a.id);
    expect(await ids()).not.toContain(a.id);
    expect(builds).toBe(3);
  });

  it('past its age serves the latest answer while the next is built, for one more period at most', async () => {
    let now = 0;
    const gates: (() => void)[] = [];
    // each build waits until released, and says which build it is
    const answer = new ConnectedDriversAnswer(t.deps.presence, t.deps.live.bus, async () => {
      const build = gates.length + 1;
      await new Promise<void>((resolve) => gates.push(resolve));
      return { build };
    }, 1_000, () => now);
    const release = async (build: number) => {
      while (gates.length < build) await new Promise((resolve) => setTimeout(resolve, 5));
      gates[build - 1]!();
    };
    const builds = () => gates.length;
    const first = answer.json();
    await release(1);
    expect(await first).toBe('{"build":1}');
    now = 999;
    expect(await answer.json()).toBe('{"build":1}');
    expect(builds()).toBe(1);
    now = 1_500; // past its age: the next build starts, the latest answer is served meanwhile
    expect(await answer.json()).toBe('{"build":1}');
    now = 2_000; // two periods old: the request waits for the build under way
    const waiting = answer.json();
    await release(2);
    expect(await waiting).toBe('{"build":2}');
    expect(builds()).toBe(2);
  });
});
