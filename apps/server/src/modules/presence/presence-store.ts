import type { Redis } from 'ioredis';
import { Deadline } from '../../lib/deadline';
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
  /** Stores the position, unless the driver is marked offline: then false and nothing is stored. */
  put(position: LivePosition): Promise<boolean>;
  /** Removes the driver's position and marks them offline, in one step: a put after it is refused. */
  setOffline(driverId: number): Promise<void>;
  /** Clears the driver's offline mark (they said `online: true`). */
  setOnline(driverId: number): Promise<void>;
  /** Positions reported at or after `sinceMs`, oldest entries pruned on the way. */
  listSince(sinceMs: number): Promise<LivePosition[]>;
}

export class MemoryPresenceStore implements PresenceStore {
  private readonly positions = new Map<number, LivePosition>();
  private readonly offline = new Set<number>();

  async put(position: LivePosition) {
    if (this.offline.has(position.driverId)) return false;
    this.positions.set(position.driverId, position);
    return true;
  }

  async setOffline(driverId: number) {
    this.positions.delete(driverId);
    this.offline.add(driverId);
  }

  async setOnline(driverId: number) {
    this.offline.delete(driverId);
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

// KEYS[1] positions (hash), KEYS[2] report times (sorted set), KEYS[3] offline marks (hash);
// ARGV: id, time, position JSON for each driver. A driver marked offline is skipped and returned,
// so a report in flight on any instance cannot bring back a driver who went offline (issue 21).
const PUT_UNLESS_OFFLINE = `
local refused = {}
for i = 1, #ARGV, 3 do
  local id = ARGV[i]
  if redis.call('HEXISTS', KEYS[3], id) == 1 then
    refused[#refused + 1] = id
  else
    redis.call('HSET', KEYS[1], id, ARGV[i + 2])
    redis.call('ZADD', KEYS[2], ARGV[i + 1], id)
  end
end
return refused`;

/** How long the Redis store gathers positions before writing them in one round trip, ms. */
export const REDIS_PUT_BATCH_MS = 50;

/**
 * A hash of positions by driver and a sorted set of report times, under one key prefix, and a
 * hash of the drivers marked offline. Puts are gathered for REDIS_PUT_BATCH_MS (the latest per
 * driver) and written by one script (PUT_UNLESS_OFFLINE): 10,000 reports a second are ~20 round
 * trips, not 10,000. A put resolves (or fails, for the fallback) when its batch is written; a
 * read writes what is gathered first.
 */
export class RedisPresenceStore implements PresenceStore {
  private readonly positionsKey: string;
  private readonly timesKey: string;
  private readonly offlineKey: string;
  private pending = new Map<number, LivePosition>();
  /** The batch being gathered: resolves to the drivers whose put was refused (marked offline). */
  private written: Promise<Set<number>> | null = null;
  /** Starts the gathered batch's write: due batchMs after its first put (Deadline: a timer, or the next put). */
  private release: (() => void) | null = null;
  private readonly due: Deadline;

  constructor(
    private readonly redis: Redis,
    prefix = 'taxi:presence:',
    private readonly batchMs = REDIS_PUT_BATCH_MS,
    clock: () => number = Date.now,
  ) {
    this.due = new Deadline(() => this.release?.(), clock);
    this.positionsKey = `${prefix}positions`;
    this.timesKey = `${prefix}times`;
    this.offlineKey = `${prefix}offline`;
  }

  async put(position: LivePosition): Promise<boolean> {
    this.pending.set(position.driverId, position);
    if (!this.written) {
      this.written = new Promise<void>((resolve) => (this.release = resolve)).then(() => this.write());
      this.due.arm(this.batchMs);
    } else this.due.poke();
    const written = this.written;
    return !(await written).has(position.driverId);
  }

  /** Writes the gathered positions now (the next put starts a new batch). */
  private async write(): Promise<Set<number>> {
    const positions = [...this.pending.values()];
    this.pending = new Map();
    this.written = null;
    this.release = null;
    if (!positions.length) return new Set();
    const args = positions.flatMap((position) => [String(position.driverId), position.reportedAt, JSON.stringify(position)]);
    const refused = (await this.redis.eval(PUT_UNLESS_OFFLINE, 3, this.positionsKey, this.timesKey, this.offlineKey, ...args)) as string[];
    return new Set(refused.map(Number));
  }

  private async writePending() {
    if (this.written) await this.written.catch(() => undefined);
  }

  async setOffline(driverId: number) {
    // A gathered put stays: its script runs after this one and sees the mark (so it answers false).
    const id = String(driverId);
    await this.redis.multi().hdel(this.positionsKey, id).zrem(this.timesKey, id).hset(this.offlineKey, id, Date.now()).exec();
  }

  async setOnline(driverId: number) {
    await this.redis.hdel(this.offlineKey, String(driverId));
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

  setOffline(driverId: number) {
    return this.use((store) => store.setOffline(driverId));
  }

  setOnline(driverId: number) {
    return this.use((store) => store.setOnline(driverId));
  }

  listSince(sinceMs: number) {
    return this.use((store) => store.listSince(sinceMs));
  }
}
