/**
 * The cap on one driver's reports over the live socket, per instance (docs/live-operations.md):
 * `perSecond` sustained with bursts of `burst`; the excess is dropped (counted in /metrics) and a
 * socket that has more than `floodDrops` reports dropped within `floodWindowMs` is closed.
 * Tests shorten these.
 */
export const reportCap = { perSecond: 5, burst: 20, floodDrops: 100, floodWindowMs: 10_000 };

interface Bucket {
  tokens: number;
  at: number;
  sockets: number;
}

/** A token bucket per driver, shared by the driver's sockets on this instance. */
export class ReportRate {
  private readonly buckets = new Map<number, Bucket>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** A socket of the driver opened (its bucket lives while the driver has one). */
  open(driverId: number) {
    const bucket = this.buckets.get(driverId);
    if (bucket) bucket.sockets += 1;
    else this.buckets.set(driverId, { tokens: reportCap.burst, at: this.clock(), sockets: 1 });
  }

  close(driverId: number) {
    const bucket = this.buckets.get(driverId);
    if (bucket && --bucket.sockets <= 0) this.buckets.delete(driverId);
  }

  /** Whether one more report of the driver may go through now (false: drop it). */
  take(driverId: number): boolean {
    const bucket = this.buckets.get(driverId);
    if (!bucket) return true;
    const now = this.clock();
    bucket.tokens = Math.min(reportCap.burst, bucket.tokens + ((now - bucket.at) * reportCap.perSecond) / 1000);
    bucket.at = now;
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

/** Counts one socket's dropped reports: true once more than floodDrops fell within floodWindowMs. */
export function floodWatch(clock: () => number = Date.now) {
  let windowStart = clock();
  let drops = 0;
  return () => {
    const now = clock();
    if (now - windowStart > reportCap.floodWindowMs) {
      windowStart = now;
      drops = 0;
    }
    drops += 1;
    return drops > reportCap.floodDrops;
  };
}
