import { TRACK_MAX_POINTS, type TrackPoint } from '@taxi/contract';

interface StoredPoint {
  recorded_at: Date;
  latitude: number;
  longitude: number;
}

/**
 * At most `max` of `points`, evenly spread, the first and the last always kept: a track recorded
 * longer than TRACK_MAX_POINTS is thinned again on read (the recorder's thinning keeps most trips
 * far under it).
 */
export function capPoints<T>(points: readonly T[], max = TRACK_MAX_POINTS): T[] {
  if (points.length <= max) return [...points];
  if (max < 2) return points.slice(0, max);
  return Array.from({ length: max }, (_, index) => points[Math.round((index * (points.length - 1)) / (max - 1))] as T);
}

/** Stored points as the wire's tuples: whole seconds since the trip's start (never before it), latitude, longitude. */
export function toTrackPoints(rows: readonly StoredPoint[], startTime: Date): TrackPoint[] {
  return capPoints(rows).map((row) => [Math.max(0, Math.round((new Date(row.recorded_at).getTime() - startTime.getTime()) / 1000)), row.latitude, row.longitude]);
}
