import type { LivePositionTuple, LiveTripChange } from '@taxi/contract';

/** A batch as it arrives, before any checks (stream messages are checked by shape, not by zod: 10,000 tuples a second). */
export interface RawBatch {
  positions?: unknown;
  offline?: unknown;
  trips?: unknown;
}

/** Numbers per position in `DecodedBatch.positions`: driver id, latitude, longitude, heading (NaN: none), the server's receipt time (ms). */
export const POSITION_FIELDS = 5;

/**
 * A stream batch as the store applies it: the positions packed into one Float64Array (what a
 * worker hands over without copying), malformed entries left out.
 */
export interface DecodedBatch {
  positions: Float64Array;
  offline: number[];
  trips: LiveTripChange[];
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function isPositionTuple(value: unknown): value is LivePositionTuple {
  return Array.isArray(value) && value.length === 6 && Number.isInteger(value[0]) && isFiniteNumber(value[1]) && isFiniteNumber(value[2]) && Number.isFinite(value[5])
    && (value[3] === null || isFiniteNumber(value[3])) && (value[4] === null || isFiniteNumber(value[4]));
}

function isTripChange(value: unknown): value is LiveTripChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return Number.isInteger(change.tripId) && (change.driverId === null || Number.isInteger(change.driverId)) && typeof change.status === 'string';
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Checks a batch's entries by shape and packs its positions (the wire's tuples, contract live.ts). */
export function decodeBatch(raw: RawBatch): DecodedBatch {
  const tuples = list(raw.positions);
  const packed = new Float64Array(tuples.length * POSITION_FIELDS);
  let to = 0;
  for (const tuple of tuples) {
    if (!isPositionTuple(tuple)) continue;
    packed[to] = tuple[0];
    packed[to + 1] = tuple[1];
    packed[to + 2] = tuple[2];
    packed[to + 3] = tuple[3] ?? Number.NaN;
    packed[to + 4] = tuple[5];
    to += POSITION_FIELDS;
  }
  return {
    positions: to === packed.length ? packed : packed.slice(0, to),
    offline: list(raw.offline).filter((driverId): driverId is number => Number.isInteger(driverId)),
    trips: list(raw.trips).filter(isTripChange),
  };
}

/** One stream message: a decoded batch, or null for any other message (or one that is not JSON). */
export function decodeMessage(data: string): DecodedBatch | null {
  const message = JSON.parse(data) as unknown;
  if (typeof message !== 'object' || message === null || (message as { type?: unknown }).type !== 'batch') return null;
  return decodeBatch(message as RawBatch);
}
