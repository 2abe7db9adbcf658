import { type TrackLeg, type TripTrack, type WindowShare, windowShare } from '@taxi/contract';

/** What a leg's clock time fell in: the night window, a peak range, both or neither. */
export type LegMark = 'none' | 'night' | 'peak' | 'both';

export const legMark = (leg: Pick<TrackLeg, 'night' | 'peak'>): LegMark =>
  leg.night && leg.peak ? 'both' : leg.night ? 'night' : leg.peak ? 'peak' : 'none';

/** The split of a completed trip's fare, as the replay's text shows it. */
export interface TrackSplit {
  /** The legs that began in the night window / a peak range (a leg in both counts in both). */
  night: WindowShare;
  peak: WindowShare;
  /** The legs that began in neither. */
  outside: WindowShare;
  /** The base fare with the surcharge that applied (its share of the total). */
  baseAmount: number;
  total: number;
  storedFare: number;
  /** Today's rates or windows no longer give what was charged. */
  changedSince: boolean;
  /** Whether each surcharge applied to the whole trip (it started in the window: DESIGN.md §5). */
  nightApplied: boolean;
  peakApplied: boolean;
  surchargePercent: number;
}

/** The split, or null while the trip has no fare (not completed) or no legs to split it over. */
export function trackSplit(track: TripTrack): TrackSplit | null {
  const fare = track.fare;
  if (!fare || track.legs.length === 0) return null;
  const outside = windowShare(track.legs, (leg) => !leg.night && !leg.peak);
  return {
    night: fare.inNight,
    peak: fare.inPeak,
    outside,
    baseAmount: fare.baseAmount,
    total: fare.total,
    storedFare: fare.storedFare,
    changedSince: fare.total !== fare.storedFare,
    nightApplied: fare.night,
    peakApplied: fare.peak,
    surchargePercent: fare.surchargePercent,
  };
}

/** Consecutive legs with the same mark, merged: what the map's marks say, as text. */
export interface TrackStretch {
  mark: LegMark;
  /** The operator's clock when the stretch began (its first leg's `localTime`). */
  localTime: string;
  /** Seconds from the trip's start to the stretch's first and past its last point. */
  fromSeconds: number;
  toSeconds: number;
  meters: number;
  seconds: number;
  amount: number;
  /** Indices of its points, first and last (for the map's line). */
  firstPoint: number;
  lastPoint: number;
}

/** The track's stretches in order; a track without legs has none. */
export function trackStretches(track: Pick<TripTrack, 'points' | 'legs'>): TrackStretch[] {
  const stretches: TrackStretch[] = [];
  for (const leg of track.legs) {
    const mark = legMark(leg);
    const last = stretches.at(-1);
    const end = track.points[leg.from + 1]?.[0] ?? track.points[leg.from]?.[0] ?? 0;
    if (last && last.mark === mark && last.lastPoint === leg.from) {
      Object.assign(last, { toSeconds: end, meters: last.meters + leg.meters, seconds: last.seconds + leg.seconds, amount: last.amount + leg.amount, lastPoint: leg.from + 1 });
    } else {
      const start = track.points[leg.from]?.[0] ?? 0;
      stretches.push({ mark, localTime: leg.localTime, fromSeconds: start, toSeconds: end, meters: leg.meters, seconds: leg.seconds, amount: leg.amount, firstPoint: leg.from, lastPoint: leg.from + 1 });
    }
  }
  return stretches;
}

/** Minutes with one decimal, as a number (formatted by lib/format). */
export const minutes = (seconds: number) => Math.round(seconds / 6) / 10;
