import { encodeLivePosition, type LiveBatch, type LiveDriverPosition, type LiveTripChange, TRIP_STATUS_NAMES, TripStatus } from '@taxi/contract';
import type { LiveChange } from './live-change';

const statusName = (code: number) => TRIP_STATUS_NAMES.find((name) => TripStatus[name] === code);

/** How long a driver's going offline is remembered to refuse positions reported before it, ms. */
export const OFFLINE_MEMORY_MS = 10_000;

/**
 * Changes merged until the next flush: per driver the latest position, or offline if that came
 * last; per trip the latest state. So a driver reporting every second and a flush every second
 * costs one entry, however many reports arrived in between. A position reported before its
 * driver went offline (a report in flight on another instance, heard after the offline) is
 * dropped: offline wins.
 */
export class LiveBatcher {
  private positions = new Map<number, LiveDriverPosition>();
  private offline = new Set<number>();
  private trips = new Map<number, LiveTripChange>();
  /** When each driver recently went offline (epoch ms), kept OFFLINE_MEMORY_MS across flushes. */
  private offlineAt = new Map<number, number>();

  add(change: LiveChange) {
    switch (change.kind) {
      case 'position': {
        const { position } = change;
        if (position.reportedAt <= (this.offlineAt.get(position.driverId) ?? -Infinity)) return;
        this.offline.delete(position.driverId);
        const previous = this.positions.get(position.driverId);
        if (previous && previous.reportedAtMs > position.reportedAt) return;
        this.positions.set(position.driverId, {
          driverId: position.driverId,
          latitude: position.latitude,
          longitude: position.longitude,
          heading: position.heading ?? null,
          speedKmh: position.speedKmh ?? null,
          reportedAtMs: position.reportedAt,
        });
        return;
      }
      case 'offline':
        this.positions.delete(change.driverId);
        this.offline.add(change.driverId);
        if (change.at !== undefined) this.offlineAt.set(change.driverId, Math.max(change.at, this.offlineAt.get(change.driverId) ?? -Infinity));
        return;
      case 'trip': {
        const status = statusName(change.trip.status);
        if (status) this.trips.set(change.trip.tripId, { tripId: change.trip.tripId, driverId: change.trip.driverId, status });
        return;
      }
      case 'access':
      case 'notifications':
      case 'dispatch':
        return; // not the map's business (live-access.ts, live-hub.ts)
    }
  }

  /** Drops what is gathered (nobody is listening: the next admin starts from the connected list). */
  clear() {
    this.positions = new Map();
    this.offline = new Set();
    this.trips = new Map();
  }

  get empty() {
    return this.positions.size === 0 && this.offline.size === 0 && this.trips.size === 0;
  }

  /** The merged batch, and a fresh start; null when nothing changed. */
  take(now = new Date()): LiveBatch | null {
    if (this.empty) return null;
    const batch: LiveBatch = { type: 'batch', at: now.toISOString(), positions: [...this.positions.values()].map(encodeLivePosition), offline: [...this.offline], trips: [...this.trips.values()] };
    this.clear();
    for (const [driverId, at] of this.offlineAt) if (at < now.getTime() - OFFLINE_MEMORY_MS) this.offlineAt.delete(driverId);
    return batch;
  }
}
