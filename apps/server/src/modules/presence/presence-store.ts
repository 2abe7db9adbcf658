import type { Redis } from 'ioredis';
import { FallbackSwitch, type FallbackLog } from '../../lib/fallback';

/** The latest position a connected driver reported. */
export interface LivePosition {
  driverId: number;
  latitude: number;
  longitude: number;
  heading: number | null;
  /** km/h as the driver app reported it (absent in entries written before it was kept). */
  speedKmh?: number | null;
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

// KEYS[1] report times (sorted set), KEYS[2] positions (hash), ARGV[1] the oldest time kept.
// One script runs atomically: drop what is older than the bound from both, then read the rest.
// Ids go to HDEL/HMGET in slices, within Lua's limit on unpacked arguments.
const PRUNE_AND_LIST = `
local bound = ARGV[1]
local stale = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. bound)
for i = 1, #stale, 1000 do
  redis.call('HDEL', KEYS[2], unpack(stale, i, math.min(i + 999, #stale)))
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. bound)
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], bound, '+inf')
local values = {}
for i = 1, #ids, 1000 do
  local part = redis.call('HMGET', KEYS[2], unpack(ids, i, math.min(i + 999, #ids)))
  for _, value in ipairs(part) do values[#values + 1] = value end
end
return values`;

/** How long the Redis store gathers positions before writing them in one round trip, ms. */
export const REDIS_PUT_BATCH_MS = 50;

/**
 * A hash of positions by driver and a sorted set of report times, under one key prefix. Puts are
 * gathered for REDIS_PUT_BATCH_MS (the latest per driver) and written as one HSET and one ZADD:
 * 10,000 reports a second are ~20 round trips, not 10,000. A put resolves (or fails, for the
 * fallback) when its batch is written; a read writes what is gathered first.
 */
export class RedisPresenceStore implements PresenceStore {
  private readonly positionsKey: string;
  private readonly timesKey: string;
  private pending = new Map<number, LivePosition>();
  private written: Promise<void> | null = null;

  constructor(
    private readonly redis: Redis,
    prefix = 'taxi:presence:',
    private readonly batchMs = REDIS_PUT_BATCH_MS,
  ) {
    this.positionsKey = `${prefix}positions`;
    this.timesKey = `${prefix}times`;
  }

  put(position: LivePosition): Promise<void> {
    this.pending.set(position.driverId, position);
    this.written ??= new Promise<void>((resolve) => setTimeout(resolve, this.batchMs).unref()).then(() => this.write());
    return this.written;
  }

  /** Writes the gathered positions now (the next put starts a new batch). */
  private async write() {
    const positions = [...this.pending.values()];
    this.pending = new Map();
    this.written = null;
    if (!positions.length) return;
    const fields: Record<string, string> = {};
    const scores: (string | number)[] = [];
    for (const position of positions) {
      fields[String(position.driverId)] = JSON.stringify(position);
      scores.push(position.reportedAt, String(position.driverId));
    }
    await this.redis.multi().hset(this.positionsKey, fields).zadd(this.timesKey, ...scores).exec();
  }

  private async writePending() {
    if (this.written) await this.written.catch(() => undefined);
  }

  async remove(driverId: number) {
    this.pending.delete(driverId);
    await this.redis.multi().hdel(this.positionsKey, String(driverId)).zrem(this.timesKey, String(driverId)).exec();
  }

  /** The prune and the read are one script, so a report arriving meanwhile is never wiped (issue 7, defect 14). */
  async listSince(sinceMs: number) {
    await this.writePending();
    const values = (await this.redis.eval(PRUNE_AND_LIST, 2, this.timesKey, this.positionsKey, sinceMs)) as (string | null)[];
    return values.filter((value): value is string => value !== null).map((value) => JSON.parse(value) as LivePosition);
  }
}

/**
 * Redis while it answers, this process's memory while it does not (docs/security.md, "Redis
 * outage"): drivers keep reporting and the map keeps showing those this instance hears from;
 * the shared state is used again as soon as Redis answers.
 */
export class FallbackPresenceStore implements PresenceStore {
  private readonly switch: FallbackSwitch;

  constructor(
    private readonly primary: PresenceStore,
    private readonly fallback: PresenceStore,
    log: FallbackLog,
  ) {
    this.switch = new FallbackSwitch(log, 'live positions');
  }

  private use<T>(op: (store: PresenceStore) => Promise<T>) {
    return this.switch.run(() => op(this.primary), () => op(this.fallback));
  }

  put(position: LivePosition) {
    return this.use((store) => store.put(position));
  }

  remove(driverId: number) {
    return this.use((store) => store.remove(driverId));
  }

  listSince(sinceMs: number) {
    return this.use((store) => store.listSince(sinceMs));
  }
}
