import { percentOf } from './money';

/** The operator works on Northern Cyprus time; fares look at the local clock. */
export const OPERATOR_TIME_ZONE = 'Europe/Istanbul';

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

export interface FareClock {
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

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: OPERATOR_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The operator's local clock time of an instant, `HH:MM`. */
export function localClock(instant: Date): string {
  return clockFormat.format(instant);
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

/**
 * The one fare function (DESIGN.md §5): base + perKm × km + perMinute × minutes,
 * plus the night and peak surcharges (percent of that sum) when the trip starts in those windows.
 * A cancelled trip costs cancellationSurcharge % of the base fare. Rounded to whole kuruş.
 */
export function computeFare(rates: FareRates, clock: FareClock, trip: FareInput): FareBreakdown {
  const localTime = localClock(trip.startTime);
  const night = isWithin(localTime, { from: clock.nightTimeFrom, to: clock.nightTimeTo });
  const peak = clock.peakTimes.some((range) => isWithin(localTime, range));
  if (trip.cancelled) {
    const total = percentOf(rates.baseFare, rates.cancellationSurcharge);
    return { subtotal: rates.baseFare, night, peak, surchargePercent: 0, cancelled: true, total };
  }
  const subtotal = rates.baseFare + rates.perKmFare * trip.distanceKm + rates.perMinuteFare * trip.durationMinutes;
  const surchargePercent = (night ? rates.nightSurcharge : 0) + (peak ? rates.peakTimeSurcharge : 0);
  const total = Math.round(subtotal + (subtotal * surchargePercent) / 100);
  return { subtotal: Math.round(subtotal), night, peak, surchargePercent, cancelled: false, total };
}
