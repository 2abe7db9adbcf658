import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDriverLiveReport, LIVE_CLOSE } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { sessionRecheck } from '../../src/modules/live/session-watch';
import { NOT_ONLINE } from '../../src/modules/presence/presence.service';
import { SESSION_ENDED } from '../../src/plugins/access-guard';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { approvedDriver, createTripType } from './support';
import { closeOf, openDriverSocket, openStream, positionsOf, waitFor, type ClientSocket } from './ws-client';

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

const driverSocket = async (who: UserRow = driver, token?: string) => {
  const opened = await openDriverSocket(baseUrl, token ?? (await t.tokenFor(who)));
  sockets.push(opened.socket);
  return opened;
};
const until = async (test: () => boolean | Promise<boolean>, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
const mine = async (id = driver.id) => (await t.deps.presence.connected()).find((position) => position.driverId === id);

describe('the driver socket: who may connect', () => {
  it('refuses the handshake without a token (401), with a garbage token (401), a Customer or Admin token (403) and a driver who may not go online (403)', async () => {
    await expect(openDriverSocket(baseUrl, null)).rejects.toThrow(/401/);
    await expect(openDriverSocket(baseUrl, 'not-a-token')).rejects.toThrow(/401/);
    await expect(openDriverSocket(baseUrl, await t.tokenFor('customer'))).rejects.toThrow(/403/);
    await expect(openDriverSocket(baseUrl, await t.tokenFor('admin'))).rejects.toThrow(/403/);
    const pending = await createUser(t.db, 'Driver', { verification_status: 0 });
    await expect(openDriverSocket(baseUrl, await t.tokenFor(pending))).rejects.toThrow(/403/);
  });

  it('refuses an expired token (401)', async () => {
    const expired = await t.deps.tokens.sign({ id: driver.id, email: driver.email, firstName: driver.first_name, lastName: driver.last_name, role: 'Driver', tokenVersion: driver.token_version }, -10);
    await expect(openDriverSocket(baseUrl, expired)).rejects.toThrow(/401/);
  });

  it('answers a plain HTTP GET with 426', async () => {
    const res = await t.injectAs(driver, { method: 'GET', url: '/api/driver/live' });
    expect(res.statusCode).toBe(426);
  });
});

describe('the driver socket: reports', () => {
  it('stores a compact report and the admin stream shows it', async () => {
    const admin = await openStream(baseUrl, await t.tokenFor('admin'));
    sockets.push(admin.socket);
    const { socket, errors } = await driverSocket();
    socket.send(JSON.stringify(encodeDriverLiveReport({ latitude: 35.24, longitude: 33.51, heading: 270, speedKmh: 52 })));
    const seen = await waitFor(admin.batches, (batch) => positionsOf(batch).find((p) => p.driverId === driver.id && p.latitude === 35.24));
    expect(seen).toMatchObject({ longitude: 33.51, heading: 270, speedKmh: 52 });
    expect(await mine()).toMatchObject({ latitude: 35.24, longitude: 33.51 });
    expect(errors).toEqual([]);
  });

  it('answers bad messages with an error, keeps the socket open and the last position', async () => {
    const { socket, errors } = await driverSocket();
    const bad = ['not json', '{"latitude":35}', '[91, 33, null, null, null]', '[35, 33, 361, null, null]', '[35, 33, null, 401, null]', `[35, 33, null, null, ${Date.now() + 3_600_000}]`, '[35, 33]', 'null'];
    for (const message of bad) socket.send(message);
    await until(() => errors.length === bad.length);
    expect(errors.map((error) => error.message)).toEqual(expect.arrayContaining([expect.stringMatching(/^latitude/), expect.stringMatching(/^heading/), expect.stringMatching(/^speedKmh/), expect.stringMatching(/^recordedAt/)]));
    expect(await mine()).toMatchObject({ latitude: 35.24, longitude: 33.51 });
    // still open: a good report after the bad ones is taken
    socket.send(JSON.stringify([35.25, 33.52, null, null, Date.now()]));
    await until(async () => (await mine())?.latitude === 35.25);
    expect(errors).toHaveLength(bad.length);
  });

  it('refuses reports after online:false (the same rule as POST /api/driver/position) until online:true', async () => {
    const { socket, errors } = await driverSocket();
    expect((await t.injectAs(driver, { method: 'POST', url: '/api/driver/presence', payload: { online: false } })).statusCode).toBe(200);
    socket.send(JSON.stringify([35.3, 33.6, null, null, null]));
    await until(() => errors.length === 1);
    expect(errors[0]!.message).toBe(NOT_ONLINE);
    expect(await mine()).toBeUndefined();
    expect((await t.injectAs(driver, { method: 'POST', url: '/api/driver/presence', payload: { online: true } })).statusCode).toBe(200);
    socket.send(JSON.stringify([35.3, 33.6, null, null, null]));
    await until(async () => (await mine())?.latitude === 35.3);
  });
});

describe('the driver socket: frames pushed to the driver (issue 26)', () => {
  it("sends a frame to each of the driver's open sockets and to no other driver, and stops once a socket closes", async () => {
    const other = await approvedDriver(t, tripTypeId);
    const [first, second, theirs] = [await driverSocket(), await driverSocket(), await driverSocket(other)];
    await t.app.deps.driverPush.send(driver.id, { type: 'offer', offerId: 7 });
    await until(() => first.frames.length === 1 && second.frames.length === 1);
    expect(first.frames).toEqual([{ type: 'offer', offerId: 7 }]);
    expect(theirs.frames).toEqual([]);
    first.socket.close();
    await first.closed;
    await t.app.deps.driverPush.send(driver.id, { type: 'message', text: 'hello' });
    await until(() => second.frames.length === 2);
    expect(first.frames).toHaveLength(1);
    expect(theirs.frames).toEqual([]);
  });
});

describe('the live sockets end with their session', () => {
  it('closes the driver socket when the token expires', async () => {
    const shortLived = await t.deps.tokens.sign({ id: driver.id, email: driver.email, firstName: driver.first_name, lastName: driver.last_name, role: 'Driver', tokenVersion: (await t.db.selectFrom('users').select('token_version').where('id', '=', driver.id).executeTakeFirstOrThrow()).token_version }, 2);
    const { closedWith } = await driverSocket(driver, shortLived);
    expect(await closedWith).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: 'The token has expired' });
  });

  it('closes the driver and admin sockets when their sessions end (sign-out), at the next re-check', async () => {
    const everyMs = sessionRecheck.everyMs;
    sessionRecheck.everyMs = 100;
    try {
      const other = await approvedDriver(t, tripTypeId);
      const { closedWith } = await driverSocket(other);
      const admin = await openStream(baseUrl, await t.tokenFor('admin'));
      sockets.push(admin.socket);
      const adminClosed = closeOf(admin.socket);
      expect((await t.injectAs(other, { method: 'POST', url: '/api/auth/Logout' })).statusCode).toBeLessThan(300);
      expect(await closedWith).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: SESSION_ENDED });
      expect((await t.injectAs('admin', { method: 'POST', url: '/api/auth/Logout' })).statusCode).toBeLessThan(300);
      expect(await adminClosed).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: SESSION_ENDED });
    } finally {
      sessionRecheck.everyMs = everyMs;
    }
  });
});
