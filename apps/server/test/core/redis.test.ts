import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisCounterStore } from '../../src/lib/counter-store';
import { connectRedis } from '../../src/lib/redis';
import { LoginThrottle } from '../../src/modules/auth/login-throttle';

const url = process.env.REDIS_URL;

describe.skipIf(!url)('Redis-backed counters (REDIS_URL)', () => {
  let redis: Redis;
  const prefix = `taxi:test:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    redis = await connectRedis(url!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts within a window that expires', async () => {
    const store = new RedisCounterStore(redis, prefix);
    expect((await store.increment('a', 200)).count).toBe(1);
    expect((await store.increment('a', 200)).count).toBe(2);
    expect(await store.get('a')).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.get('a')).toBe(0);
  });

  it('[issue 21 item 18] a sign-in on one instance makes the username known at that address on the other', async () => {
    const first = new LoginThrottle(new RedisCounterStore(redis, prefix));
    const second = new LoginThrottle(new RedisCounterStore(redis, prefix));
    const fail = async () => ({ ok: false, value: null as string | null });
    const succeed = async () => ({ ok: true, value: 'signed in' as string | null });
    await expect(first.attempt('10.7.0.1', 'colleague@test.taxi', succeed)).resolves.toBe('signed in');
    for (let i = 0; i < 30; i += 1) await second.attempt('10.7.0.1', `typist${i % 6}@test.taxi`, fail);
    await expect(first.attempt('10.7.0.1', 'newcomer@test.taxi', succeed)).rejects.toMatchObject({ statusCode: 429 });
    await expect(second.attempt('10.7.0.1', 'colleague@test.taxi', succeed)).resolves.toBe('signed in');
  });

  it('shares the sign-in lock-out between two API instances', async () => {
    const first = new LoginThrottle(new RedisCounterStore(redis, prefix));
    const second = new LoginThrottle(new RedisCounterStore(redis, prefix));
    const fail = async () => ({ ok: false, value: null as string | null });
    const succeed = async () => ({ ok: true, value: 'signed in' as string | null });
    for (let i = 0; i < 4; i += 1) await first.attempt(`10.0.0.${i}`, 'someone@test.taxi', fail);
    await expect(second.attempt('10.9.9.9', 'SOMEONE@test.taxi', succeed)).resolves.toBe('signed in');
    for (let i = 0; i < 5; i += 1) await second.attempt(`10.0.1.${i}`, 'someone@test.taxi', fail);
    await expect(first.attempt('10.9.9.8', 'someone@test.taxi', succeed)).rejects.toMatchObject({ statusCode: 429 });
  });
});
