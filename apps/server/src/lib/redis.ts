import { Redis } from 'ioredis';

/** A command Redis has not answered in this long fails, and the caller falls back (docs/security.md). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * Connects to Redis and waits until it answers, so a wrong REDIS_URL fails at start, not later.
 * Afterwards a lost connection is retried for ever in the background; meanwhile commands fail at
 * once (no offline queue) or after REDIS_COMMAND_TIMEOUT_MS, so requests never wait on it.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: REDIS_COMMAND_TIMEOUT_MS });
  redis.on('error', () => undefined); // reported by the fallbacks that notice; ioredis reconnects by itself
  await redis.connect();
  await redis.ping();
  return redis;
}
