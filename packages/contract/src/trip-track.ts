import { z } from 'zod';
import { Kurus } from './common';

/**
 * Issue 27 item 4: a trip's driven track and its replay (docs/trip-replay.md). The track is the
 * positions the driver reported while the trip was in progress (start → end), thinned on the
 * server; the demo's history has tracks drawn along its places. The fare is split over the track's
 * legs so that an admin can show a customer which kilometres and minutes fell in the night or a
 * peak window and what each added; the legs and the base always sum to the fare exactly.
 *
 * The fare rule stays DESIGN.md §5: a surcharge applies to the whole trip when the trip *starts*
 * in its window. A leg's `night`/`peak` says whether the leg's own clock time was in a window (what
 * the customer remembers); `fare.night`/`fare.peak` say whether the surcharge applied.
 */

/** One kept position: seconds since the trip's start, latitude, longitude (tuples, as on the live stream). */
export const TrackPoint = z.tuple([z.number().int().min(0), z.number().min(-90).max(90), z.number().min(-180).max(180)]);
export type TrackPoint = z.infer<typeof TrackPoint>;

/** The stretch between two consecutive points, with its share of the trip's distance, time and fare. */
export const TrackLeg = z.object({
  /** Index of the leg's first point in `points` (its last is `from + 1`). */
  from: z.number().int().min(0),
  /** Whole metres of the trip's distance (`distanceMeters`) that fell on this leg (the legs sum to it). */
  meters: z.number().int().min(0),
  /** Whole seconds of the trip's duration that fell on this leg (the legs sum to `durationSeconds`). */
  seconds: z.number().int().min(0),
  /** The operator's clock (HH:MM) when the leg began. */
  localTime: z.string(),
  /** The leg began inside the night window / a peak range of the app settings. */
  night: z.boolean(),
  peak: z.boolean(),
  /** What this leg added to the fare, kuruş, with the surcharge that applied to the trip (the legs and `fare.baseAmount` sum to `fare.total`). */
  amount: z.number().int(),
});
export type TrackLeg = z.infer<typeof TrackLeg>;

/** What fell inside a window: metres, seconds and what they added to the fare (kuruş). */
export const WindowShare = z.object({ meters: z.number().int(), seconds: z.number().int(), amount: z.number().int() });
export type WindowShare = z.infer<typeof WindowShare>;

export const TrackFare = z.object({
  /** The base fare with the surcharge that applied, kuruş (its share of the total). */
  baseAmount: z.number().int(),
  /** The fare of the trip's figures under the rates and windows of today (computeFare); the legs and the base sum to it. */
  total: Kurus,
  /** What the trip was charged. Equal to `total` unless the rates or windows changed since. */
  storedFare: Kurus,
  /** Whether the night / peak surcharge applied (the trip started in the window: DESIGN.md §5), and the percent in all. */
  night: z.boolean(),
  peak: z.boolean(),
  surchargePercent: z.number(),
  /** The legs that began in the night window, in a peak range. */
  inNight: WindowShare,
  inPeak: WindowShare,
});
export type TrackFare = z.infer<typeof TrackFare>;

/** `GET /api/Trips/GetTripTrack/{tripId}`: 404 when the trip does not exist; a trip without a track has no points and no legs. */
export const TripTrack = z.object({
  tripId: z.number().int(),
  /** IANA zone of the operator's clock (OPERATOR_TIME_ZONE). */
  timeZone: z.string(),
  startTime: z.string().datetime({ offset: true }),
  endTime: z.string().datetime({ offset: true }).nullable(),
  distanceMeters: z.number().int(),
  durationSeconds: z.number().int(),
  /** Oldest first; at most TRACK_MAX_POINTS. */
  points: z.array(TrackPoint),
  /** One per consecutive pair of points (`points.length - 1`, or none); empty for a trip still under way or not completed. */
  legs: z.array(TrackLeg),
  /** Null unless the trip was completed. */
  fare: TrackFare.nullable(),
});
export type TripTrack = z.infer<typeof TripTrack>;

/** A track keeps at most this many points (the recorder thins; a longer one is thinned again on read). */
export const TRACK_MAX_POINTS = 2_000;
