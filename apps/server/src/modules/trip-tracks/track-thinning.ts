import { haversineMeters } from '@taxi/contract';

/**
 * How the recorder thins a driver's reports (docs/trip-replay.md): a report is kept when the car
 * moved at least KEEP_METERS from the last kept point, or KEEP_SECONDS passed since it (a car
 * waiting at lights still shows its time), or its heading turned TURN_DEGREES from the last kept
 * heading after moving at least TURN_METERS (corners stay corners). At 1 Hz and town speeds that is
 * one report in 5–10: a 10 km, 20-minute trip keeps about 150 points, far under TRACK_MAX_POINTS.
 */
export const THINNING = { KEEP_METERS: 75, KEEP_SECONDS: 15, TURN_DEGREES: 30, TURN_METERS: 15 } as const;

export interface TrackReport {
  driverId: number;
  /** Server time of the report, ms (what the trip's start and end are compared with). */
  at: number;
  latitude: number;
  longitude: number;
  heading: number | null;
}

/** The smaller angle between two headings, degrees. */
const turn = (a: number, b: number) => {
  const difference = Math.abs(a - b) % 360;
  return difference > 180 ? 360 - difference : difference;
};

/** Whether `next` is worth keeping after `last` (the last kept report of the same driver). */
export function worthKeeping(last: TrackReport | undefined, next: TrackReport): boolean {
  if (!last) return true;
  if (next.at - last.at >= THINNING.KEEP_SECONDS * 1000) return true;
  const moved = haversineMeters(last, next);
  if (moved >= THINNING.KEEP_METERS) return true;
  return moved >= THINNING.TURN_METERS && last.heading !== null && next.heading !== null && turn(last.heading, next.heading) >= THINNING.TURN_DEGREES;
}
