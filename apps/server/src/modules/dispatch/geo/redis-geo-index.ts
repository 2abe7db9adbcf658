import type { Redis } from 'ioredis';
import { Deadline } from '../../../lib/deadline';
import { FallbackSwitch, type FallbackLog } from '../../../lib/fallback';
import type { GeoHit, GeoIndex, GeoPoint, NearestQuery } from './geo-index';
import { MemoryGeoIndex } from './memory-geo-index';

/** How long puts are gathered before one pipeline writes them, ms (as the presence store's batches). */
export const GEO_PUT_BATCH_MS = 50;
/** Stale members (not reported within the window) are swept out of the set at most this often, ms. */
const PRUNE_EVERY_MS = 10_000;
/** A query asks GEOSEARCH for more than it needs, so stale members seldom cost a second round. */
const OVERFETCH = 2;

/**
 * The nearest drivers in Redis, shared by every instance: a GEO set (GEOADD; GEOSEARCH …
 * BYRADIUS … ASC COUNT n) and beside it a sorted set of report times, so a query drops the
 * drivers not heard from within the connected window (ZMSCORE). Each instance puts the positions
 * its drivers report, gathered for GEO_PUT_BATCH_MS into one pipeline (10,000 reports a second are
 * ~20 round trips).
 */
export class RedisGeoIndex implements GeoIndex {
  readonly source = 'redis';
  private readonly geoKey: string;
  private readonly timesKey: string;
  private pending = new Map<number, GeoPoint>();
  private written: Promise<void> | null = null;
  private release: (() => void) | null = null;
  private readonly due: Deadline;
  private prunedAt = 0;

  constructor(
    private readonly redis: Redis,
    prefix = 'taxi:',
    private readonly batchMs = GEO_PUT_BATCH_MS,
  ) {
    this.geoKey = `${prefix}dispatch:geo`;
    this.timesKey = `${prefix}dispatch:geo-times`;
    this.due = new Deadline(() => this.release?.());
  }

  async put(point: GeoPoint) {
    this.pending.set(point.driverId, point);
    if (!this.written) {
      this.written = new Promise<void>((resolve) => (this.release = resolve)).then(() => this.write());
      this.due.arm(this.batchMs);
    } else this.due.poke();
    await this.written;
  }

  /** Writes what is gathered now (a query first writes it: it must see the latest positions). */
  async flush() {
    if (this.written) {
      this.release?.();
      await this.written.catch(() => undefined);
    }
  }

  private async write() {
    const points = [...this.pending.values()];
    this.pending = new Map();
    this.written = null;
    this.release = null;
    this.due.cancel();
    if (!points.length) return;
    await this.redis
      .pipeline()
      .geoadd(this.geoKey, ...points.flatMap((point) => [point.longitude, point.latitude, String(point.driverId)]))
      .zadd(this.timesKey, ...points.flatMap((point) => [point.reportedAt, String(point.driverId)]))
      .exec();
  }

  async remove(driverId: number) {
    this.pending.delete(driverId);
    const id = String(driverId);
    await this.redis.multi().zrem(this.geoKey, id).zrem(this.timesKey, id).exec();
  }

  async nearest({ latitude, longitude, count, sinceMs, radiusMeters }: NearestQuery): Promise<GeoHit[]> {
    await this.flush();
    await this.prune(sinceMs);
    let ask = Math.max(count * OVERFETCH, count + 8);
    for (;;) {
      const found = (await this.redis.geosearch(this.geoKey, 'FROMLONLAT', longitude, latitude, 'BYRADIUS', radiusMeters, 'm', 'ASC', 'COUNT', ask, 'WITHCOORD', 'WITHDIST')) as [string, string, [string, string]][];
      if (!found.length) return [];
      const times = await this.redis.zmscore(this.timesKey, ...found.map(([member]) => member));
      const hits: GeoHit[] = [];
      found.forEach(([member, distance, [lon, lat]], index) => {
        const reportedAt = Number(times[index] ?? NaN);
        if (!(reportedAt >= sinceMs)) return;
        hits.push({ driverId: Number(member), latitude: Number(lat), longitude: Number(lon), reportedAt, distanceMeters: Number(distance) });
      });
      // Enough fresh ones, or the set has no more within the radius.
      if (hits.length >= count || found.length < ask) return hits.slice(0, count);
      ask *= 4;
    }
  }

  async position(driverId: number, sinceMs: number): Promise<GeoPoint | null> {
    await this.flush();
    const id = String(driverId);
    const [[, positions], [, time]] = (await this.redis.multi().geopos(this.geoKey, id).zscore(this.timesKey, id).exec()) as [[null, ([string, string] | null)[]], [null, string | null]];
    const at = positions[0];
    const reportedAt = Number(time ?? NaN);
    if (!at || !(reportedAt >= sinceMs)) return null;
    return { driverId, longitude: Number(at[0]), latitude: Number(at[1]), reportedAt };
  }

  /** Drops the drivers not heard from since `sinceMs` from both sets (at most every PRUNE_EVERY_MS). */
  private async prune(sinceMs: number) {
    const now = Date.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    const stale = await this.redis.zrangebyscore(this.timesKey, '-inf', `(${sinceMs}`);
    for (let at = 0; at < stale.length; at += 1000) {
      const part = stale.slice(at, at + 1000);
      await this.redis.multi().zrem(this.geoKey, ...part).zrem(this.timesKey, ...part).exec();
    }
  }
}

/**
 * Redis while it answers, this process's memory while it does not (as the presence store,
 * docs/security.md "Redis outage"): the memory index is always kept too, so a query falls back to
 * the drivers this instance hears from, and `source` says which one answered.
 */
export class FallbackGeoIndex implements GeoIndex {
  private readonly switch: FallbackSwitch;
  readonly memory = new MemoryGeoIndex();

  constructor(
    private readonly redis: RedisGeoIndex,
    log: FallbackLog,
  ) {
    this.switch = new FallbackSwitch(log, 'dispatch geo index');
  }

  get source() {
    return this.switch.usingFallback ? 'memory' : 'redis';
  }

  async put(point: GeoPoint) {
    this.memory.putNow(point);
    await this.switch.run(() => this.redis.put(point), async () => undefined);
  }

  async remove(driverId: number) {
    await this.memory.remove(driverId);
    await this.switch.run(() => this.redis.remove(driverId), async () => undefined);
  }

  nearest(query: NearestQuery) {
    return this.switch.run(() => this.redis.nearest(query), () => this.memory.nearest(query));
  }

  position(driverId: number, sinceMs: number) {
    return this.switch.run(() => this.redis.position(driverId, sinceMs), () => this.memory.position(driverId, sinceMs));
  }
}
