import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { LiveBatcher } from '../../src/modules/live/live-batch';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { approvedDriver, createTripType, requestTrip, step } from './support';
import { openStream, positionsOf, waitFor, type ClientSocket } from './ws-client';

let t: TestApp;
let baseUrl: string;
let driver: UserRow;
let tripTypeId: number;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tripTypeId = await createTripType(t);
  driver = await approvedDriver(t, tripTypeId);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const report = (latitude: number, longitude: number, heading = 90) => t.injectAs(driver, { method: 'POST', url: '/api/driver/position', payload: { latitude, longitude, heading, speedKmh: 40 } });
const adminStream = async () => {
  const stream = await openStream(baseUrl, await t.tokenFor('admin'));
  sockets.push(stream.socket);
  return stream;
};

describe('the live stream: who may connect', () => {
  it('refuses the handshake without a token (401), with a garbage token (401) and with Customer or Driver tokens (403)', async () => {
    await expect(openStream(baseUrl, null)).rejects.toThrow(/401/);
    await expect(openStream(baseUrl, 'not-a-token')).rejects.toThrow(/401/);
    await expect(openStream(baseUrl, await t.tokenFor('customer'))).rejects.toThrow(/403/);
    await expect(openStream(baseUrl, await t.tokenFor('driver'))).rejects.toThrow(/403/);
    expect(t.deps.live.size).toBe(0);
  });

  it('refuses a token whose session ended (the guard checks the token version at connect)', async () => {
    const token = await t.tokenFor('admin');
    await t.db.updateTable('users').set((eb) => ({ token_version: eb('token_version', '+', 1) })).where('id', '=', t.users.admin.id).execute();
    t.deps.sessions.forget(t.users.admin.id);
    await expect(openStream(baseUrl, token)).rejects.toThrow(/401/);
  });

  it('answers a plain HTTP GET with 426 and says why', async () => {
    const res = await t.injectAs('admin', { method: 'GET', url: '/api/live' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ message: 'This endpoint speaks WebSocket only', code: 'websocket_only' });
    expect(res.headers.upgrade).toBe('websocket');
  });

  it('documents both live sockets in the OpenAPI document, each with its id, tag, summary and how to connect', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, { get: { operationId: string; tags: string[]; summary: string; description: string } }> }>().paths;
    const documented = (path: string) => {
      const { operationId, tags, summary, description } = paths[path]!.get;
      return { operationId, tags, summary: /WebSocket/.test(summary), description: description.includes('Sec-WebSocket-Protocol: bearer, <token>') };
    };
    expect(documented('/api/live')).toEqual({ operationId: 'LiveStream', tags: ['dashboard'], summary: true, description: true });
    expect(documented('/api/driver/live')).toEqual({ operationId: 'DriverLiveReports', tags: ['driver'], summary: true, description: true });
  });
});

describe('the live stream: what it pushes', () => {
  it('sends one merged batch a second: the latest position of a driver who reported twice', async () => {
    const { socket, batches } = await adminStream();
    const binary: boolean[] = [];
    (socket.on as unknown as (event: 'message', listener: (data: Buffer, isBinary: boolean) => void) => unknown)('message', (_data, isBinary) => binary.push(isBinary));
    expect(socket.protocol).toBe('bearer');
    expect((await report(35.2, 33.4)).statusCode).toBe(200);
    expect((await report(35.21, 33.41, 180)).statusCode).toBe(200);
    const mine = await waitFor(batches, (batch) => positionsOf(batch).find((p) => p.driverId === driver.id && p.latitude === 35.21));
    expect(mine).toMatchObject({ longitude: 33.41, heading: 180, speedKmh: 40 });
    expect(binary.length).toBeGreaterThan(0);
    expect(binary.every((frame) => frame === false)).toBe(true); // text frames: a browser gets a string, not a Blob
    // merged: no batch carries a driver twice
    for (const batch of batches) expect(positionsOf(batch).filter((p) => p.driverId === driver.id).length).toBeLessThanOrEqual(1);
  });

  it('sends trip changes and a driver going offline', async () => {
    const { batches } = await adminStream();
    const id = await requestTrip(t, tripTypeId);
    expect((await step(t, driver, id, 'accept')).statusCode).toBe(200);
    const trip = await waitFor(batches, (batch) => batch.trips.find((change) => change.tripId === id && change.status === 'Accepted'));
    expect(trip.driverId).toBe(driver.id);
    await t.injectAs(driver, { method: 'POST', url: '/api/driver/presence', payload: { online: false } });
    await waitFor(batches, (batch) => (batch.offline.includes(driver.id) ? true : undefined));
  });
});

describe('merging per driver', () => {
  const position = (driverId: number, latitude: number, reportedAt: number) => ({ kind: 'position' as const, position: { driverId, latitude, longitude: 33, heading: null, reportedAt } });

  it('keeps the latest position per driver, lets offline replace it, and a trip its latest state', () => {
    const batcher = new LiveBatcher();
    expect(batcher.take()).toBeNull();
    batcher.add(position(1, 35.1, 1_000));
    batcher.add(position(1, 35.3, 3_000));
    batcher.add(position(1, 35.2, 2_000)); // late arrival of an older report
    batcher.add(position(2, 35.5, 1_000));
    batcher.add({ kind: 'offline', driverId: 2 });
    batcher.add({ kind: 'trip', trip: { tripId: 7, driverId: null, status: 0 } });
    batcher.add({ kind: 'trip', trip: { tripId: 7, driverId: 1, status: 1 } });
    const batch = batcher.take()!;
    expect(batch.positions).toEqual([[1, 35.3, 33, null, null, 3_000]]);
    expect(batch.offline).toEqual([2]);
    expect(batch.trips).toEqual([{ tripId: 7, driverId: 1, status: 'Accepted' }]);
    expect(batcher.take()).toBeNull();
  });

  it('takes a driver back from offline when a report follows', () => {
    const batcher = new LiveBatcher();
    batcher.add({ kind: 'offline', driverId: 3 });
    batcher.add(position(3, 35, 5_000));
    expect(batcher.take()).toMatchObject({ offline: [], positions: [[3, 35, 33, null, null, 5_000]] });
  });
});
