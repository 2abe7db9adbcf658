import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../src/modules/auth/login-throttle';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, TEST_PASSWORD } from '../helpers/factories';
import { tripTypeBody } from '../trip-types/trip-type-body';

/**
 * Parallel bursts on PostgreSQL, where requests really run at once on several connections (PGlite
 * has one, so a missing row lock or unique-race handler would go unnoticed there).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

const burstOfSignIns = (store: 'memory' | 'Redis', enabled: boolean) =>
  describe.skipIf(!serverUrl || !enabled)(`a burst of parallel sign-ins on PostgreSQL, ${store} counters (issue 7, defect 1)`, () => {
    let t: TestApp;
    // A name no other test run uses: Redis counters are shared by everything on that server.
    const username = `burst-${randomBytes(6).toString('hex')}@test.taxi`;
    const net = `10.${100 + Math.floor(Math.random() * 100)}`;
    beforeAll(async () => {
      t = await buildTestApp(store === 'Redis' ? { redisUrl: process.env.REDIS_URL! } : {});
      await createUser(t.db, 'Admin', { email: username });
    });
    afterAll(async () => {
      if (t.deps.redis) {
        const keys = [...(await t.deps.redis.keys(`taxi:counter:login:user:${username}`)), ...(await t.deps.redis.keys(`taxi:counter:login:ip:${net}.*`))];
        if (keys.length) await t.deps.redis.del(...keys);
      }
      await t.close();
    });

    it('lets at most 5 of 100 parallel attempts for one username reach the password check', async () => {
      // One of them holds the right password: a lucky guess late in the burst must not get in.
      const attempts = Array.from({ length: 100 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/auth/Login', remoteAddress: `${net}.${i >> 8}.${i & 255}`, payload: { username, password: i === 99 ? TEST_PASSWORD : `wrong-${i}` } }),
      );
      const codes = (await Promise.all(attempts)).map((res) => res.statusCode);
      const counts = tally(codes);
      expect(Object.keys(counts).map(Number).every((code) => [200, 401, 429].includes(code))).toBe(true);
      // 401 and 200 are the attempts whose password was checked.
      expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(LOGIN_LIMITS.failuresPerUsername);
      expect(counts[429]).toBe(95);
    });
  });

burstOfSignIns('memory', true);
burstOfSignIns('Redis', !!process.env.REDIS_URL);

describe.skipIf(!serverUrl)('parallel writes on PostgreSQL (issue 7, defect 16)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('creates a trip type once when 20 admins create the same name at once; the others get 409 and why', async () => {
    const body = tripTypeBody({ typeName: 'Race Cab' });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: { ...body, typeName: i % 2 ? 'Race Cab' : 'race cab' } })));
    const counts = tally(results.map((res) => res.statusCode));
    expect(counts).toEqual({ 201: 1, 409: 19 });
    for (const res of results.filter((r) => r.statusCode === 409)) expect(res.json().message).toMatch(/^A trip type named "(Race Cab|race cab)" already exists$/);
    const rows = await t.db.selectFrom('trip_types').select('id').where((eb) => eb(eb.fn('lower', ['type_name']), '=', 'race cab')).execute();
    expect(rows).toHaveLength(1);
  });

  it('saves the settings 20 times at once without a 5xx, ending in exactly one of the saves', async () => {
    const save = (i: number) => ({
      nightTimeFrom: '22:00',
      nightTimeTo: '06:00',
      peakTimes: Array.from({ length: (i % 4) + 1 }, (_, k) => ({ peakTimeFrom: `0${k + 1}:00`, peakTimeTo: `0${k + 1}:30` })),
      transferFromName: `Operator ${i}`,
      tranferFromEmail: `payouts${i}@example.com`,
      transferFromPhone: '+90 392 000 00 00',
      transferFromAddress: 'Lefkoşa',
    });
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => t.injectAs('admin', { method: 'PUT', url: '/api/AppSettings/UpdateAppSettings', payload: save(i) })));
    expect(tally(results.map((res) => res.statusCode))).toEqual({ 200: 20 });
    const final = (await t.injectAs('admin', { method: 'GET', url: '/api/AppSettings/GetAppSettings' })).json();
    const winner = Number(/Operator (\d+)/.exec(final.transferFromName)![1]);
    // The peak ranges belong to the same save as the rest (replaced whole, never mixed).
    expect(final.peakTimes.map(({ peakTimeFrom, peakTimeTo }: { peakTimeFrom: string; peakTimeTo: string }) => ({ peakTimeFrom, peakTimeTo }))).toEqual(save(winner).peakTimes);
    expect(final.tranferFromEmail).toBe(`payouts${winner}@example.com`);
  });
});
