import { LIVE_CLOSE } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '../../src/plugins/access-guard';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { closeOf, openStream, type ClientSocket } from '../live/ws-client';
import { staffCalls } from './staff-calls';

const REVOKED_WITHIN_MS = 1_000;
const closesWithin = <T>(closed: Promise<T>, ms = REVOKED_WITHIN_MS) =>
  Promise.race([closed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms))]);

/** Issue 24 item 2: a role change, a deactivation or a password reset closes the staff member's live stream at once. */
describe(`a staff change closes the member's live sockets within 1 s on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let t: TestApp;
  let baseUrl: string;
  let staff: ReturnType<typeof staffCalls>;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    staff = staffCalls(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  /** A Dispatcher (map.read) with the admins' live stream open. */
  const dispatcherStream = async () => {
    const dispatcher = await createUser(t.db, 'Dispatcher');
    const { socket } = await openStream(baseUrl, await t.tokenFor(dispatcher));
    sockets.push(socket);
    return { dispatcher, closed: closeOf(socket) };
  };

  it.each([
    ['a role change', (id: number) => staff.changeRole(id, 'Viewer')],
    ['a deactivation', (id: number) => staff.deactivate(id)],
    ['a password reset', (id: number) => staff.resetPassword(id)],
  ])('%s', async (_change, change) => {
    const { dispatcher, closed } = await dispatcherStream();
    expect((await change(dispatcher.id)).statusCode).toBe(200);
    expect(await closesWithin(closed)).toEqual({ code: LIVE_CLOSE.sessionEnded, reason: SESSION_ENDED });
  });

  it('a refused change leaves the stream open', async () => {
    const { dispatcher, closed } = await dispatcherStream();
    expect((await staff.changeRole(dispatcher.id, 'Dispatcher')).statusCode).toBe(409);
    await expect(closesWithin(closed, 300)).rejects.toThrow('still open');
  });
});
