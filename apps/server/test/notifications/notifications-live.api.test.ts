import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { NOTIFICATIONS_JOB } from '../../src/modules/notifications/notifications.job';
import { type ClientSocket, openLiveSocket } from '../../src/simulator/live-socket-client';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { secondInstance, type SecondInstance } from '../live/support';

const REDIS_URL = process.env.REDIS_URL;
const POSTGRES = process.env.TEST_DATABASE_URL;
const DB = POSTGRES ? 'PostgreSQL' : 'PGlite';

/** A staff member's stream (`GET /api/live`, `query` its topics), every message kept as parsed JSON. */
async function stream(baseUrl: string, token: string, query = '') {
  const messages: { type: string; ids?: number[] }[] = [];
  const socket = await openLiveSocket(baseUrl, `/api/live${query}`, token, (data) => messages.push(JSON.parse(data.toString()) as { type: string }));
  return { socket, messages };
}

const waitUntil = async (test: () => boolean, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!test()) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** Issue 25 item 1: notifications reach the open streams of the roles whose work they are, at once. */
describe(`notifications over the live stream on ${DB}${REDIS_URL ? ' + Redis' : ''}`, () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: ClientSocket[] = [];
  let support: UserRow;
  let finance: UserRow;

  beforeAll(async () => {
    t = await buildTestApp(REDIS_URL ? { redisUrl: REDIS_URL } : {});
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    support = await createUser(t.db, 'Support');
    finance = await createUser(t.db, 'Finance');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('lets every staff role open the stream; sends the new ids to Support and Admin for a new driver, not to Finance', async () => {
    const supportStream = await stream(baseUrl, await t.tokenFor(support));
    const financeStream = await stream(baseUrl, await t.tokenFor(finance));
    const adminStream = await stream(baseUrl, await t.tokenFor('admin'));
    sockets.push(supportStream.socket, financeStream.socket, adminStream.socket);
    const driver = await createUser(t.db, 'Driver');
    await t.deps.jobs.dueNow(NOTIFICATIONS_JOB);
    await t.deps.jobs.tick();
    const made = await t.db.selectFrom('notifications').select('id').where('entity_id', '=', driver.id).where('kind', '=', 'driverRegistered').executeTakeFirstOrThrow();
    await waitUntil(() => supportStream.messages.some((m) => m.type === 'notifications' && m.ids?.includes(made.id)));
    await waitUntil(() => adminStream.messages.some((m) => m.type === 'notifications' && m.ids?.includes(made.id)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(financeStream.messages.filter((m) => m.type === 'notifications')).toEqual([]);
  });

  it('carries only the topics a socket asks for: the map’s batches or the notifications (a tab’s two sockets never both)', async () => {
    const token = await t.tokenFor('admin');
    const mapOnly = await stream(baseUrl, token, '?topics=map');
    const notificationsOnly = await stream(baseUrl, token, '?topics=notifications');
    const both = await stream(baseUrl, token, '?topics=map,notifications');
    sockets.push(mapOnly.socket, notificationsOnly.socket, both.socket);
    const driver = await createUser(t.db, 'Driver');
    await t.deps.jobs.dueNow(NOTIFICATIONS_JOB);
    await t.deps.jobs.tick();
    await t.deps.live.bus.publish({ kind: 'offline', driverId: driver.id });
    await waitUntil(() => both.messages.some((m) => m.type === 'notifications') && both.messages.some((m) => m.type === 'batch'));
    await waitUntil(() => mapOnly.messages.some((m) => m.type === 'batch') && notificationsOnly.messages.some((m) => m.type === 'notifications'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mapOnly.messages.filter((m) => m.type !== 'batch')).toEqual([]);
    expect(notificationsOnly.messages.filter((m) => m.type !== 'notifications')).toEqual([]);
    await expect(openLiveSocket(baseUrl, '/api/live?topics=everything', token, () => undefined)).rejects.toThrow(/400/);
  });

  it('refuses the stream to a driver (403 on the handshake)', async () => {
    await expect(openLiveSocket(baseUrl, '/api/live', await t.tokenFor('driver'), () => undefined)).rejects.toThrow(/403/);
  });

  describe.skipIf(!REDIS_URL || !POSTGRES)('two instances on one PostgreSQL and one Redis', () => {
    let b: SecondInstance;

    beforeAll(async () => {
      b = await secondInstance(t);
    });
    afterAll(() => b.close());

    it('generates each fact once when both instances run the job at once, and the member on A hears what B made', async () => {
      const supportStream = await stream(baseUrl, await t.tokenFor(support));
      sockets.push(supportStream.socket);
      const drivers = await Promise.all(Array.from({ length: 5 }, () => createUser(t.db, 'Driver')));
      await t.deps.jobs.dueNow(NOTIFICATIONS_JOB);
      const ran = await Promise.all([t.deps.jobs.tick(), b.app.deps.jobs.tick()]);
      expect(ran.reduce((sum, n) => sum + n, 0)).toBe(1);
      const ids = drivers.map((driver) => driver.id);
      const made = await t.db.selectFrom('notifications').select('id').where('kind', '=', 'driverRegistered').where('entity_id', 'in', ids).execute();
      expect(made).toHaveLength(5);
      await waitUntil(() => made.every(({ id }) => supportStream.messages.some((m) => m.ids?.includes(id))));
      // B runs it again: nothing new, nothing sent
      const heard = supportStream.messages.length;
      await b.app.deps.jobs.dueNow(NOTIFICATIONS_JOB);
      expect(await b.app.deps.jobs.tick()).toBe(1);
      expect(await t.db.selectFrom('notifications').select('id').where('kind', '=', 'driverRegistered').where('entity_id', 'in', ids).execute()).toHaveLength(5);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(supportStream.messages.length).toBe(heard);
    });
  });
});
