import { TripStatus, haversineMeters } from '@taxi/contract';
import type { Insertable } from 'kysely';
import type { TripTrackPointsTable } from '../db/schema';
import type { Random } from '../lib/random';
import { DAY_MS } from './demo-clock';
import type { DemoPlace } from './geography';
import type { PlannedTrip } from './trips';

/**
 * The demo's driven tracks (issue 27 item 4, docs/trip-replay.md): a completed trip gets points
 * along its places, about as the recorder's thinning would keep them on a road: one every
 * TRACK_SPACING_METERS of the straight legs (at most TRACK_MAX_DEMO_POINTS), each place a point,
 * the points between places a little off the straight line (roads bend), and the time spread
 * over the trip's duration with the speed changing from stretch to stretch. A trip of 1–5 km in
 * town keeps 4–14 points; the airport runs keep TRACK_MAX_DEMO_POINTS.
 */
export const TRACK_SPACING_METERS = 400;
export const TRACK_MAX_DEMO_POINTS = 30;
/**
 * Only the trips of the last TRACKED_DAYS days have tracks: every e2e worker seeds the demo, and
 * all 90 days (~100,000 points) tripled the seed's time on PGlite (docs/trip-replay.md has the figures).
 */
export const TRACKED_DAYS = 14;
/** How far a point between places may be off the straight line, metres. */
const WIGGLE_METERS = 35;
const METERS_PER_DEGREE = 111_320;

export type TrackPointRow = Insertable<TripTrackPointsTable> & { trip_id: number; recorded_at: Date; latitude: number; longitude: number };

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The positions of a route through `places`, about `spacing` apart, each place included. */
function alongPlaces(random: Random, places: readonly DemoPlace[], spacing: number): { latitude: number; longitude: number }[] {
  const points = [{ latitude: places[0]!.latitude, longitude: places[0]!.longitude }];
  for (let i = 1; i < places.length; i++) {
    const [from, to] = [places[i - 1]!, places[i]!];
    const steps = Math.max(1, Math.round(haversineMeters(from, to) / spacing));
    for (let step = 1; step <= steps; step++) {
      const share = step / steps;
      // the places themselves stay exact; the points between them wander off the line a little
      const off = step === steps ? 0 : random.float(-WIGGLE_METERS, WIGGLE_METERS);
      const latitude = from.latitude + (to.latitude - from.latitude) * share + off / METERS_PER_DEGREE;
      const longitude = from.longitude + (to.longitude - from.longitude) * share - off / (METERS_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180));
      points.push({ latitude: round6(latitude), longitude: round6(longitude) });
    }
  }
  return points;
}

/**
 * The track of a completed demo trip that started in the TRACKED_DAYS before `now` (none for any
 * other), oldest first, times strictly increasing within its duration.
 */
export function demoTrackRows(random: Random, trip: PlannedTrip, now: Date): TrackPointRow[] {
  if (trip.row.status !== TripStatus.Completed || trip.places.length < 2) return [];
  if (trip.row.start_time.getTime() < now.getTime() - TRACKED_DAYS * DAY_MS) return [];
  let straight = 0;
  for (let i = 1; i < trip.places.length; i++) straight += haversineMeters(trip.places[i - 1]!, trip.places[i]!);
  const points = alongPlaces(random, trip.places, Math.max(TRACK_SPACING_METERS, straight / (TRACK_MAX_DEMO_POINTS - 1)));
  // each stretch takes its length over a speed of its own (0.6–1.4 of the trip's average)
  const weights = points.map((point, index) => (index === 0 ? 0 : haversineMeters(points[index - 1]!, point) / random.float(0.6, 1.4)));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const start = trip.row.start_time.getTime();
  const durationMs = trip.row.duration_seconds! * 1000;
  let elapsed = 0;
  let last = -1;
  return points.map((point, index) => {
    elapsed += weights[index]!;
    const at = Math.max(last + 1, Math.round((elapsed / total) * durationMs));
    last = at;
    return { trip_id: trip.id, recorded_at: new Date(start + at), latitude: point.latitude, longitude: point.longitude };
  });
}
