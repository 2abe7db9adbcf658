import { encodeLivePosition, type LiveBatch, type LiveDriverPosition, type LiveTripChange, TRIP_STATUS_NAMES, TripStatus } from '@taxi/contract';
import type { LiveChange } from './live-change';

const statusName = (code: number) => TRIP_STATUS_NAMES.find((name) => TripStatus[name] === code);

/**
 * Changes merged until the next flush: per driver the latest position, or offline if that came
 * last; per trip the latest state. So a driver reporting every second and a flush every second
 * costs one entry, however many reports arrived in between.
 */
export class LiveBatcher {
  private positions = new Map<number, LiveDriverPosition>();
  private offline = new Set<number>();
  private trips = new Map<number, LiveTripChange>();

  add(change: LiveChange) {
    switch (change.kind) {
      case 'position': {
        const { position } = change;
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
        return;
      case 'trip': {
        const status = statusName(change.trip.status);
        if (status) this.trips.set(change.trip.tripId, { tripId: change.trip.tripId, driverId: change.trip.driverId, status });
        return;
      }
    }
  }

  get empty() {
    return this.positions.size === 0 && this.offline.size === 0 && this.trips.size === 0;
  }

  /** The merged batch, and a fresh start; null when nothing changed. */
  take(now = new Date()): LiveBatch | null {
    if (this.empty) return null;
    const batch: LiveBatch = { type: 'batch', at: now.toISOString(), positions: [...this.positions.values()].map(encodeLivePosition), offline: [...this.offline], trips: [...this.trips.values()] };
    this.positions = new Map();
    this.offline = new Set();
    this.trips = new Map();
    return batch;
  }
}
