import { divideToKurus, percentHundredths, percentOf } from './money';
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
  /** Whole metres (what trips store and the driver API sends). */
  distanceMeters: number;
  /** Whole seconds. */
  durationSeconds: number;
  startTime: Date;
  cancelled?: boolean;
}

export interface FareBreakdown {
  /** base + distance + time, before surcharges, rounded to whole kuruş (the total is taken from the exact sum). */
  subtotal: number;
  night: boolean;
  peak: boolean;
  surchargePercent: number;
  cancelled: boolean;
  /** What the customer pays, whole kuruş. */
  total: number;
}

/** Minutes since midnight of each `HH:MM` read so far (a day has 1,440; the memory restarts past 4,096). */
const minutesByClock = new Map<string, number>();

const minutesOf = (clock: string) => {
  let minutesOfDay = minutesByClock.get(clock);
  if (minutesOfDay === undefined) {
    const [hours = 0, minutes = 0] = clock.split(':').map(Number);
    minutesOfDay = hours * 60 + minutes;
    if (minutesByClock.size >= 4096) minutesByClock.clear();
    minutesByClock.set(clock, minutesOfDay);
  }
  return minutesOfDay;
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
 * The fare in exact integers (issue 21 item 9): amounts are counted in sixty-thousandths of a
 * kuruş, where a kuruş per km over one metre (1/1,000) and a kuruş per minute over one second
 * (1/60) are both whole, so 3.50 ₺/km × 8,290 m is exactly 2,901.5 kuruş (binary floating point
 * made it 2,901.4999…, and a fare of exactly half a kuruş rounded down).
 */
const PARTS_PER_KURUS = 60_000n;
const PARTS_PER_KURUS_PER_KM_PER_METRE = 60n;
const PARTS_PER_KURUS_PER_MINUTE_PER_SECOND = 1_000n;

/** Whole metres or seconds as a BigInt; anything else is refused. */
function whole(value: number, unit: string): bigint {
  if (!Number.isSafeInteger(value)) throw new RangeError(`A fare needs whole ${unit}, not ${value}`);
  return BigInt(value);
}

/** base + perKm × km + perMinute × minutes, in sixty-thousandths of a kuruş (exact). */
function subtotalParts(rates: FareRates, trip: FareInput): bigint {
  return BigInt(rates.baseFare) * PARTS_PER_KURUS
    + BigInt(rates.perKmFare) * whole(trip.distanceMeters, 'metres') * PARTS_PER_KURUS_PER_KM_PER_METRE
    + BigInt(rates.perMinuteFare) * whole(trip.durationSeconds, 'seconds') * PARTS_PER_KURUS_PER_MINUTE_PER_SECOND;
}

/** The distance part of a fare on its own (perKm × metres / 1,000), rounded to whole kuruş. */
export const distanceFare = (perKmFare: number, distanceMeters: number) => divideToKurus(BigInt(perKmFare) * whole(distanceMeters, 'metres'), 1_000n);

/** The time part of a fare on its own (perMinute × seconds / 60), rounded to whole kuruş. */
export const timeFare = (perMinuteFare: number, durationSeconds: number) => divideToKurus(BigInt(perMinuteFare) * whole(durationSeconds, 'seconds'), 60n);

/**
 * The one fare function (DESIGN.md §5): base + perKm × km + perMinute × minutes,
 * plus the night and peak surcharges (percent of that sum) when the trip starts in those windows
 * of the operator's clock (`clock.timeZone`). A cancelled trip costs cancellationSurcharge % of the
 * base fare. Computed exactly on integers (kuruş, metres, seconds, hundredths of a percent) and
 * rounded once to whole kuruş, half away from zero (money.ts).
 */
export function computeFare(rates: FareRates, clock: FareClock, trip: FareInput): FareBreakdown {
  const localTime = localClock(trip.startTime, clock.timeZone);
  const night = isNightTime(localTime, clock);
  const peak = isPeakTime(localTime, clock);
  if (trip.cancelled) {
    const total = percentOf(rates.baseFare, rates.cancellationSurcharge);
    return { subtotal: rates.baseFare, night, peak, surchargePercent: 0, cancelled: true, total };
  }
  const subtotal = subtotalParts(rates, trip);
  const surchargePercent = (night ? rates.nightSurcharge : 0) + (peak ? rates.peakTimeSurcharge : 0);
  // The surcharges in hundredths of a percent, so that 2500 × 101.14 % is exactly 2528.5 (→ 2529).
  const surcharge = (night ? percentHundredths(rates.nightSurcharge) : 0) + (peak ? percentHundredths(rates.peakTimeSurcharge) : 0);
  const total = divideToKurus(subtotal * BigInt(10_000 + surcharge), PARTS_PER_KURUS * 10_000n);
  return { subtotal: divideToKurus(subtotal, PARTS_PER_KURUS), night, peak, surchargePercent, cancelled: false, total };
}
