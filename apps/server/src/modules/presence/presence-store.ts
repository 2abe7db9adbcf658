import type { Redis } from 'ioredis';

/** The latest position a connected driver reported. */
export interface LivePosition {
  driverId: number;
  latitude: number;
  longitude: number;
  heading: number | null;
  /** Epoch milliseconds of the report. */
  reportedAt: number;
}

/**
 * Where the latest position of each driver lives: process memory by default, Redis when several
 * API instances must agree (DESIGN.md §6).
 */
export interface PresenceStore {
  put(position: LivePosition): Promise<void>;
  remove(driverId: number): Promise<void>;
  /** Positions reported at or after `sinceMs`, oldest entries pruned on the way. */
  listSince(sinceMs: number): Promise<LivePosition[]>;
}

export class MemoryPresenceStore implements PresenceStore {
  private readonly positions = new Map<number, LivePosition>();

  async put(position: LivePosition) {
    this.positions.set(position.driverId, position);
  }

  async remove(driverId: number) {
    this.positions.delete(driverId);
  }

  async listSince(sinceMs: number) {
    const live: LivePosition[] = [];
    for (const [driverId, position] of this.positions) {
      if (position.reportedAt >= sinceMs) live.push(position);
      else this.positions.delete(driverId);
    }
    return live;
  }
}

/** A hash of positions by driver and a sorted set of report times, under one key prefix. */
export class RedisPresenceStore implements PresenceStore {
  private readonly positionsKey: string;
  private readonly timesKey: string;

  constructor(
    private readonly redis: Redis,
    prefix = 'taxi:presence:',
  ) {
    this.positionsKey = `${prefix}positions`;
    this.timesKey = `${prefix}times`;
  }

  async put(position: LivePosition) {
    await this.redis
      .multi()
      .hset(this.positionsKey, String(position.driverId), JSON.stringify(position))
      .zadd(this.timesKey, position.reportedAt, String(position.driverId))
      .exec();
  }

  async remove(driverId: number) {
    await this.redis.multi().hdel(this.positionsKey, String(driverId)).zrem(this.timesKey, String(driverId)).exec();
  }

  async listSince(sinceMs: number) {
    const stale = await this.redis.zrangebyscore(this.timesKey, '-inf', `(${sinceMs}`);
    if (stale.length) await this.redis.multi().zrem(this.timesKey, ...stale).hdel(this.positionsKey, ...stale).exec();
    const ids = await this.redis.zrangebyscore(this.timesKey, sinceMs, '+inf');
    if (!ids.length) return [];
    const values = await this.redis.hmget(this.positionsKey, ...ids);
    return values.filter((value): value is string => value !== null).map((value) => JSON.parse(value) as LivePosition);
  }
}
