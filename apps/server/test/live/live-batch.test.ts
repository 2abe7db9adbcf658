import { describe, expect, it } from 'vitest';
import { LiveBatcher, OFFLINE_MEMORY_MS } from '../../src/modules/live/live-batch';

/**
 * How long a driver's going offline is remembered (OFFLINE_MEMORY_MS across flushes), and which
 * offline moment counts: a position reported at or before it is a report in flight from before
 * the driver went offline (issue 21, item 2), and must not bring the driver back.
 */
const T = 1_800_000_000_000;
const position = (driverId: number, reportedAt: number, latitude = 35.1) => ({ kind: 'position' as const, position: { driverId, latitude, longitude: 33, heading: null, reportedAt } });
const driversIn = (batch: ReturnType<LiveBatcher['take']>) => batch?.positions.map((p) => p[0]) ?? [];

describe('LiveBatcher: offline wins over reports from before it', () => {
  it('drops a report made at the very moment the driver went offline, keeps one a millisecond later', () => {
    const batcher = new LiveBatcher();
    batcher.add({ kind: 'offline', driverId: 1, at: T });
    batcher.add(position(1, T));
    expect(batcher.take(new Date(T))).toMatchObject({ offline: [1], positions: [] });
    batcher.add(position(1, T + 1));
    expect(driversIn(batcher.take(new Date(T + 1)))).toEqual([1]);
  });

  it('remembers the latest offline moment when an older one is heard after it', () => {
    const batcher = new LiveBatcher();
    batcher.add({ kind: 'offline', driverId: 2, at: T });
    batcher.add({ kind: 'offline', driverId: 2, at: T - 5_000 }); // from a slower instance
    batcher.add(position(2, T - 1_000));
    expect(driversIn(batcher.take(new Date(T)))).toEqual([]);
  });

  it('an offline without a moment (from an older instance) does not make a later one forgotten', () => {
    const batcher = new LiveBatcher();
    batcher.add({ kind: 'offline', driverId: 3 });
    batcher.add({ kind: 'offline', driverId: 3, at: T });
    batcher.add(position(3, T - 1));
    expect(driversIn(batcher.take(new Date(T)))).toEqual([]);
  });

  it(`remembers the offline for ${OFFLINE_MEMORY_MS} ms across flushes, then forgets it`, () => {
    const batcher = new LiveBatcher();
    batcher.add({ kind: 'offline', driverId: 4, at: T });
    batcher.take(new Date(T + OFFLINE_MEMORY_MS)); // exactly the memory: still kept
    batcher.add(position(4, T - 1));
    expect(batcher.take(new Date(T + OFFLINE_MEMORY_MS))).toBeNull();
    batcher.add({ kind: 'trip', trip: { tripId: 1, driverId: null, status: 0 } });
    batcher.take(new Date(T + OFFLINE_MEMORY_MS + 1)); // past it: forgotten
    batcher.add(position(4, T - 1));
    expect(driversIn(batcher.take(new Date(T + OFFLINE_MEMORY_MS + 2)))).toEqual([4]);
  });

  it('of two reports made at the same millisecond, the one heard last is kept', () => {
    const batcher = new LiveBatcher();
    batcher.add(position(5, T, 35.1));
    batcher.add(position(5, T, 35.2));
    expect(batcher.take(new Date(T))!.positions).toEqual([[5, 35.2, 33, null, null, T]]);
  });

  it('stamps the batch with the moment it was taken, and drops a trip whose status it does not know', () => {
    const batcher = new LiveBatcher();
    batcher.add({ kind: 'trip', trip: { tripId: 9, driverId: 1, status: 99 } });
    batcher.add({ kind: 'access', userId: 1 });
    expect(batcher.take(new Date(T))).toBeNull();
    batcher.add({ kind: 'trip', trip: { tripId: 9, driverId: 1, status: 3 } });
    expect(batcher.take(new Date(T))).toEqual({ type: 'batch', at: new Date(T).toISOString(), positions: [], offline: [], trips: [{ tripId: 9, driverId: 1, status: 'InProgress' }] });
  });
});
