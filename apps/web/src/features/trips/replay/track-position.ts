import type { TrackPoint } from '@taxi/contract';

/** Where the car was at a moment of the replay: degrees, its heading (0 = north, clockwise) and the leg it was on. */
export interface TrackPosition {
  latitude: number;
  longitude: number;
  heading: number;
  /** Index of the leg (the pair `points[leg]`, `points[leg + 1]`) the moment falls on; -1 for a track of one point. */
  leg: number;
}

/** Seconds from the start to the last kept point: how long the replay runs. */
export const trackEnd = (points: readonly TrackPoint[]): number => points.at(-1)?.[0] ?? 0;

/** Compass bearing from one position to the next, degrees clockwise from north (flat-earth: the legs are short). */
function bearing(from: TrackPoint, to: TrackPoint): number {
  const dx = (to[2] - from[2]) * Math.cos((((from[1] + to[1]) / 2) * Math.PI) / 180);
  const dy = to[1] - from[1];
  return ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
}

/** The last point whose time is at or before `seconds` (binary search: a track keeps up to 2,000 points). */
function pointBefore(points: readonly TrackPoint[], seconds: number): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (points[middle]![0] <= seconds) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The heading of the leg at `index`, or of the nearest earlier one that moved (a car standing still keeps its heading). */
function headingAt(points: readonly TrackPoint[], index: number): number {
  for (let leg = Math.min(index, points.length - 2); leg >= 0; leg -= 1) {
    const from = points[leg]!;
    const to = points[leg + 1]!;
    if (from[1] !== to[1] || from[2] !== to[2]) return bearing(from, to);
  }
  return 0;
}

/**
 * The car's position `seconds` after the trip's start, moving in a straight line and at an even
 * speed between two kept points (the recorder kept no more than that). Before the start it is at
 * the first point, after the end at the last; null for a track with no points.
 */
export function positionAt(points: readonly TrackPoint[], seconds: number): TrackPosition | null {
  const first = points[0];
  if (!first) return null;
  if (points.length === 1) return { latitude: first[1], longitude: first[2], heading: 0, leg: -1 };
  const index = Math.min(pointBefore(points, seconds), points.length - 2);
  const from = points[index]!;
  const to = points[index + 1]!;
  const span = to[0] - from[0];
  const fraction = span > 0 ? Math.min(1, Math.max(0, (seconds - from[0]) / span)) : 1;
  return {
    latitude: from[1] + (to[1] - from[1]) * fraction,
    longitude: from[2] + (to[2] - from[2]) * fraction,
    heading: headingAt(points, index),
    leg: index,
  };
}
