import type { LivePosition } from '../presence/presence-store';

/** One thing the stream reports: a position, a driver going offline, a trip changing state. */
export type LiveChange =
  | { kind: 'position'; position: LivePosition }
  | { kind: 'offline'; driverId: number }
  | { kind: 'trip'; trip: { tripId: number; driverId: number | null; status: number } };

/** Whether a value read off the shared channel is a change this server understands (anything else is dropped). */
export function isLiveChange(value: unknown): value is LiveChange {
  if (!value || typeof value !== 'object') return false;
  const change = value as Record<string, unknown>;
  const int = (v: unknown) => Number.isInteger(v);
  const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);
  switch (change.kind) {
    case 'position': {
      const p = obj(change.position);
      return !!p && int(p.driverId) && typeof p.latitude === 'number' && typeof p.longitude === 'number' && typeof p.reportedAt === 'number';
    }
    case 'offline':
      return int(change.driverId);
    case 'trip': {
      const trip = obj(change.trip);
      return !!trip && int(trip.tripId) && int(trip.status) && (trip.driverId === null || int(trip.driverId));
    }
    default:
      return false;
  }
}
