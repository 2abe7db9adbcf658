import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../../src/lib/counter-store';
import { connectRedis } from '../../src/lib/redis';
import { LOGIN_LIMITS, LoginThrottle, throttleUsername, TOO_MANY_SIGN_INS } from '../../src/modules/auth/login-throttle';

const fail = async () => ({ ok: false, value: null as string | null });
const succeed = async () => ({ ok: true, value: 'token' as string | null });
const status = (promise: Promise<unknown>) => promise.then(() => 200, (error: { statusCode?: number }) => error.statusCode ?? 500);

/** The throttle's rules, run on each counter store (issue 7, defects 1, 6 and 16). */
const throttleRules = (name: string, makeStore: () => Promise<{ store: CounterStore; done?: () => Promise<void> }>, enabled = true) =>
  describe.skipIf(!enabled)(`the sign-in throttle on the ${name} store`, () => {
    let store: CounterStore;
    let done: (() => Promise<void>) | undefined;
    let throttle: LoginThrottle;
    beforeAll(async () => {
      ({ store, done } = await makeStore());
      throttle = new LoginThrottle(store);
    });
    afterAll(async () => done?.());

    it('lets at most 5 password checks through a burst of 100 parallel attempts for one username', async () => {
      let checks = 0;
      const counting = async () => {
        checks += 1;
        await new Promise((resolve) => setTimeout(resolve, 5)); // a verification takes time
        return { ok: false, value: null };
      };
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => status(throttle.attempt(`10.50.${i >> 8}.${i & 255}`, 'burst@test.taxi', counting))));
      expect(checks).toBe(LOGIN_LIMITS.failuresPerUsername);
      expect(results.filter((code) => code === 429)).toHaveLength(95);
    });

    it('refuses with 429, the message and the seconds until the window ends', async () => {
      const refused = await throttle.attempt('10.51.0.1', 'burst@test.taxi', succeed).catch((error: unknown) => error);
      expect(refused).toMatchObject({ statusCode: 429, message: TOO_MANY_SIGN_INS });
      const retryAfter = Number((refused as { headers: Record<string, string> }).headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(LOGIN_LIMITS.windowMs / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
    });

    it('counts 30 failures per address over any usernames, then refuses even a correct password of a username new there', async () => {
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAddress; i += 1) expect(await status(throttle.attempt('10.52.0.1', `user${i}@test.taxi`, fail))).toBe(200);
      expect(await status(throttle.attempt('10.52.0.1', 'fresh@test.taxi', succeed))).toBe(429);
      expect(await status(throttle.attempt('10.52.0.2', 'fresh@test.taxi', succeed))).toBe(200);
    });

    it('[issue 21 item 18] one typist behind an office address refuses no colleague who has signed in from it before', async () => {
      const office = '10.57.0.1';
      const colleagues = ['ayse@test.taxi', 'mehmet@test.taxi', 'zeynep@test.taxi'];
      for (const colleague of colleagues) expect(await status(throttle.attempt(office, colleague, succeed))).toBe(200);
      // The typist mistypes their own name and password, and a handful of others, 30 times.
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAddress; i += 1) expect(await status(throttle.attempt(office, `typist${i % 6}@test.taxi`, fail))).toBe(200);
      expect(await status(throttle.attempt(office, 'typist0@test.taxi', succeed))).toBe(429);
      for (const colleague of colleagues) expect(await status(throttle.attempt(office, ` ${colleague.toUpperCase()}`, succeed))).toBe(200);
      // A name never signed in from the office is still held to the address's limit.
      expect(await status(throttle.attempt(office, 'newcomer@test.taxi', succeed))).toBe(429);
    });

    it('[issue 21 item 18] a username known at an address still has its own 5 failures, and is known at that address only', async () => {
      expect(await status(throttle.attempt('10.58.0.1', 'known@test.taxi', succeed))).toBe(200);
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAddress; i += 1) await throttle.attempt('10.58.0.1', `guess${i}@test.taxi`, fail);
      for (let i = 0; i < LOGIN_LIMITS.failuresPerUsername; i += 1) expect(await status(throttle.attempt('10.58.0.1', 'known@test.taxi', fail))).toBe(200);
      expect(await status(throttle.attempt('10.58.0.1', 'known@test.taxi', succeed))).toBe(429);
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAddress; i += 1) await throttle.attempt('10.58.0.2', `guess${i}@test.taxi`, fail);
      expect(await status(throttle.attempt('10.58.0.2', 'elsewhere@test.taxi', succeed))).toBe(429);
      expect(await store.get('login:known:10.58.0.2:known@test.taxi')).toBe(0);
    });

    it('does not count successful sign-ins against the address', async () => {
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAddress + 10; i += 1) expect(await status(throttle.attempt('10.53.0.1', `office${i % 3}@test.taxi`, succeed))).toBe(200);
      expect(await store.get('login:ip:10.53.0.1')).toBe(0);
    });

    it('resets the username count on a success', async () => {
      for (let i = 0; i < 4; i += 1) await throttle.attempt(`10.54.0.${i}`, 'reset@test.taxi', fail);
      expect(await throttle.attempt('10.54.1.1', 'reset@test.taxi', succeed)).toBe('token');
      for (let i = 0; i < 5; i += 1) expect(await status(throttle.attempt(`10.54.2.${i}`, 'reset@test.taxi', fail))).toBe(200);
      expect(await status(throttle.attempt('10.54.3.1', 'reset@test.taxi', succeed))).toBe(429);
    });

    it('[issue 24 item 3] a right password with a second step to come neither counts nor resets: the codes add up', async () => {
      const pending = async () => ({ ok: true, pending: true, value: 'challenge' as string | null });
      for (let i = 0; i < 3; i += 1) await throttle.attempt(`10.59.0.${i}`, 'second@test.taxi', fail);
      for (let i = 0; i < 10; i += 1) expect(await throttle.attempt(`10.59.1.${i}`, 'second@test.taxi', pending)).toBe('challenge');
      for (let i = 0; i < 2; i += 1) expect(await status(throttle.attempt(`10.59.2.${i}`, 'second@test.taxi', fail))).toBe(200);
      expect(await status(throttle.attempt('10.59.3.1', 'second@test.taxi', pending))).toBe(429);
      // nor does it make the address known: its failures over other names still count there
      expect(await status(throttle.attempt('10.60.0.1', 'fresh-second@test.taxi', pending))).toBe(200);
      for (let i = 0; i < LOGIN_LIMITS.failuresPerAddress; i += 1) await throttle.attempt('10.60.0.1', `spray${i}@test.taxi`, fail);
      expect(await status(throttle.attempt('10.60.0.1', 'fresh-second@test.taxi', succeed))).toBe(429);
    });

    it('counts spelling variants of a username as one (trim, case, NFKC)', async () => {
      const variants = ['variant@test.taxi', '  VARIANT@test.taxi ', 'Variant@Test.Taxi', 'ｖａｒｉａｎｔ@test.taxi', 'variant@test.taxi\u00a0'];
      for (const [i, username] of variants.entries()) expect(await status(throttle.attempt(`10.55.0.${i}`, username, fail))).toBe(200);
      expect(await status(throttle.attempt('10.55.1.1', 'VARIANT@TEST.TAXI', succeed))).toBe(429);
    });

    it('gives back the place of an attempt whose check threw', async () => {
      const broken = async (): Promise<{ ok: boolean; value: string | null }> => {
        throw new Error('database down');
      };
      for (let i = 0; i < 10; i += 1) await expect(throttle.attempt(`10.56.0.${i}`, 'broken@test.taxi', broken)).rejects.toThrow('database down');
      expect(await status(throttle.attempt('10.56.1.1', 'broken@test.taxi', succeed))).toBe(200);
    });
  });

throttleRules('memory', async () => {
  const store = new MemoryCounterStore();
  return { store, done: async () => store.dispose() };
});
throttleRules(
  'Redis',
  async () => {
    const redis: Redis = await connectRedis(process.env.REDIS_URL!);
    const prefix = `taxi:test:${randomBytes(4).toString('hex')}:`;
    return {
      store: new RedisCounterStore(redis, prefix),
      done: async () => {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
        await redis.quit();
      },
    };
  },
  !!process.env.REDIS_URL,
);

describe('the throttle key of a username', () => {
  it('is trimmed, lower-case and NFKC-folded', () => {
    expect(throttleUsername('  ＡＤＭＩＮ@Demo.Taxi ')).toBe('admin@demo.taxi');
    expect(throttleUsername('ﬁle@x.y')).toBe('file@x.y');
  });

  it('never grows past 254 characters: a longer name is keyed by its hash', () => {
    const huge = 'a'.repeat(900_000);
    expect(throttleUsername(huge)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(throttleUsername(huge)).toBe(throttleUsername(huge.toUpperCase()));
    expect(throttleUsername('b'.repeat(254))).toBe('b'.repeat(254));
  });
});

describe('the memory counter store (issue 7, defect 12)', () => {
  afterEach(() => vi.useRealTimers());

  it('sweeps expired counters on its timer, without them being read again', async () => {
    vi.useFakeTimers();
    const store = new MemoryCounterStore({ sweepEveryMs: 60_000 });
    for (let i = 0; i < 10_000; i += 1) await store.increment(`login:user:random${i}`, 15 * 60_000);
    expect(store.size).toBe(10_000);
    vi.advanceTimersByTime(14 * 60_000);
    expect(store.size).toBe(10_000);
    vi.advanceTimersByTime(2 * 60_000);
    expect(store.size).toBe(0);
    store.dispose();
  });

  it('holds at most maxKeys counters, dropping expired then oldest ones first', async () => {
    vi.useFakeTimers();
    const store = new MemoryCounterStore({ maxKeys: 100 });
    for (let i = 0; i < 50; i += 1) await store.increment(`short${i}`, 1_000);
    vi.advanceTimersByTime(2_000);
    for (let i = 0; i < 100; i += 1) await store.increment(`long${i}`, 60_000);
    expect(store.size).toBe(100);
    expect(await store.get('long0')).toBe(1);
    for (let i = 0; i < 500; i += 1) await store.increment(`more${i}`, 60_000);
    expect(store.size).toBe(100);
    expect(await store.get('more499')).toBe(1);
    store.dispose();
  });

  it('does not keep the process alive', () => {
    const store = new MemoryCounterStore();
    expect((store as unknown as { timer: NodeJS.Timeout }).timer.hasRef()).toBe(false);
    store.dispose();
  });

  it('gives back a reservation and never goes below zero', async () => {
    const store = new MemoryCounterStore();
    await store.increment('k', 60_000);
    await store.decrement('k');
    await store.decrement('k');
    expect(await store.get('k')).toBe(0);
    expect((await store.increment('k', 60_000)).count).toBe(1);
    store.dispose();
  });
});
