import { Redis } from 'ioredis';

/** Connects to Redis and waits until it answers, so a wrong REDIS_URL fails at start, not later. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  await redis.connect();
  await redis.ping();
  return redis;
}
