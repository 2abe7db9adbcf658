import type { DriverLiveFrame } from '@taxi/contract';
import type { LivePosition } from '../presence/presence-store';

/**
 * One thing the bus carries: a position, a driver going offline (`at`: epoch ms after the store
 * took them off, so a position reported before it cannot bring them back), a trip changing state,
 * or a user whose access changed (signed out, deleted, verification or vehicle decided): every
 * instance drops what it cached of that user and checks their open sockets again at once; or
 * notifications made for some staff roles (sent at once to the sockets of those roles); or a frame
 * for one driver's socket; or a frame for the dispatch desk's sockets.
 */
export type LiveChange =
  | { kind: 'position'; position: LivePosition }
  | { kind: 'offline'; driverId: number; at?: number }
  | { kind: 'trip'; trip: { tripId: number; driverId: number | null; status: number } }
  | { kind: 'access'; userId: number }
  /** Notifications were made for these staff roles (issue 25): their sockets are told the ids. */
  | { kind: 'notifications'; ids: number[]; roles: string[] }
  /** A frame for one driver's app (issue 26): the instance holding the driver's socket sends it (DriverPush). */
  | { kind: 'toDriver'; driverId: number; frame: DriverLiveFrame }
  /** A frame of the dispatch desk (issue 26: `{type:'booking', booking}`, a message): to the sockets of topic `dispatch` with dispatch.read. */
  | { kind: 'dispatch'; frame: DriverLiveFrame };

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
      return int(change.driverId) && (change.at === undefined || typeof change.at === 'number');
    case 'access':
      return int(change.userId);
    case 'notifications':
      return Array.isArray(change.ids) && change.ids.every(int) && Array.isArray(change.roles) && change.roles.every((role) => typeof role === 'string');
    case 'toDriver': {
      const frame = obj(change.frame);
      return int(change.driverId) && !!frame && typeof frame.type === 'string';
    }
    case 'dispatch': {
      const frame = obj(change.frame);
      return !!frame && typeof frame.type === 'string';
    }
    case 'trip': {
      const trip = obj(change.trip);
      return !!trip && int(trip.tripId) && int(trip.status) && (trip.driverId === null || int(trip.driverId));
    }
    default:
      return false;
  }
}
