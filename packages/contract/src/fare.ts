import { percentHundredths, percentOf, roundKurus } from './money';
import { localClock } from './operator-clock';

export interface FareRates {
  baseFare: number;
  perKmFare: number;
  perMinuteFare: number;
  cancellationSurcharge: number;
  nightSurcharge: number;
  peakTimeSurcharge: number;
}

export interface TimeRange {
  from: string;
  to: string;
}

/** The operator's clock as the fare reads it: the zone (OPERATOR_TIME_ZONE) and the windows of the app settings. */
export interface FareClock {
  /** IANA zone the windows are read in, e.g. `Asia/Famagusta`. */
  timeZone: string;
  nightTimeFrom: string;
  nightTimeTo: string;
  peakTimes: readonly TimeRange[];
}

export interface FareInput {
  distanceKm: number;
  durationMinutes: number;
  startTime: Date;
  cancelled?: boolean;
}

export interface FareBreakdown {
  /** base + distance + time, before surcharges, in kuruş (unrounded parts are not exposed). */
  subtotal: number;
  night: boolean;
  peak: boolean;
  surchargePercent: number;
  cancelled: boolean;
  /** What the customer pays, whole kuruş. */
  total: number;
}

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether `clock` lies in [from, to); a range whose end is before its start wraps midnight. */
export function isWithin(clock: string, range: TimeRange): boolean {
  const t = minutesOf(clock);
  const from = minutesOf(range.from);
  const to = minutesOf(range.to);
  if (from === to) return false;
  return from < to ? t >= from && t < to : t >= from || t < to;
}

/** Whether the local clock time `time` (`HH:MM`) is inside the night window. */
export const isNightTime = (time: string, clock: FareClock) => isWithin(time, { from: clock.nightTimeFrom, to: clock.nightTimeTo });

/** Whether the local clock time `time` (`HH:MM`) is inside a peak range. */
export const isPeakTime = (time: string, clock: FareClock) => clock.peakTimes.some((range) => isWithin(time, range));

/**
 * The one fare function (DESIGN.md §5): base + perKm × km + perMinute × minutes,
 * plus the night and peak surcharges (percent of that sum) when the trip starts in those windows
 * of the operator's clock (`clock.timeZone`). A cancelled trip costs cancellationSurcharge % of the
 * base fare. Rounded to whole kuruş, half away from zero (money.ts).
 */
export function computeFare(rates: FareRates, clock: FareClock, trip: FareInput): FareBreakdown {
  const localTime = localClock(trip.startTime, clock.timeZone);
  const night = isNightTime(localTime, clock);
  const peak = isPeakTime(localTime, clock);
  if (trip.cancelled) {
    const total = percentOf(rates.baseFare, rates.cancellationSurcharge);
    return { subtotal: rates.baseFare, night, peak, surchargePercent: 0, cancelled: true, total };
  }
  const subtotal = rates.baseFare + rates.perKmFare * trip.distanceKm + rates.perMinuteFare * trip.durationMinutes;
  const surchargePercent = (night ? rates.nightSurcharge : 0) + (peak ? rates.peakTimeSurcharge : 0);
  // In hundredths of a percent, so that 2500 × 101.14 % is exactly 2528.5 (→ 2529), not 2528.4999….
  const total = roundKurus((subtotal * (10_000 + percentHundredths(surchargePercent))) / 10_000);
  return { subtotal: roundKurus(subtotal), night, peak, surchargePercent, cancelled: false, total };
}
