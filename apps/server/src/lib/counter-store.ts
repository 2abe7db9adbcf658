import type { Redis } from 'ioredis';

/** Counters that expire, shared between API instances when Redis is configured. */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();

  private live(key: string) {
    const entry = this.counters.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  async increment(key: string, windowMs: number) {
    const entry = this.live(key) ?? { count: 0, expiresAt: Date.now() + windowMs };
    entry.count += 1;
    this.counters.set(key, entry);
    return entry.count;
  }

  async get(key: string) {
    return this.live(key)?.count ?? 0;
  }

  async reset(key: string) {
    this.counters.delete(key);
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'taxi:counter:',
  ) {}

  async increment(key: string, windowMs: number) {
    const [[, count]] = (await this.redis
      .multi()
      .incr(this.prefix + key)
      .pexpire(this.prefix + key, windowMs, 'NX')
      .exec()) as [[Error | null, number]];
    return count;
  }

  async get(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}
