import { computeFare, DEFAULT_OPERATOR_TIME_ZONE, instantAtLocal, isNightTime, isPeakTime, type FareBreakdown, type FareClock, type FareRates } from '@taxi/contract';
import type { PartialRates } from '../form/trip-type-form-values';

export type ScenarioKind = 'day' | 'night' | 'peak' | 'cancelled';

export interface PreviewTrip {
  distanceKm: number;
  durationMinutes: number;
}

export interface FareScenario {
  kind: ScenarioKind;
  /** Operator local start time `HH:MM`; null when the settings have no such window. */
  startClock: string | null;
  /** What the customer pays (kuruş), or null while a rate it needs is missing. */
  breakdown: FareBreakdown | null;
  /** Rates this scenario needs that are not valid yet. */
  missing: (keyof FareRates)[];
}

export const DEFAULT_PREVIEW_TRIP: PreviewTrip = { distanceKm: 5, durationMinutes: 12 };
export const NO_WINDOWS: FareClock = { timeZone: DEFAULT_OPERATOR_TIME_ZONE, nightTimeFrom: '00:00', nightTimeTo: '00:00', peakTimes: [] };

const minutesToClock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const clockToMinutes = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** An instant (on a plain winter day) whose local time in `timeZone` is `clock`; computeFare reads only the clock. */
export function instantAtLocalClock(clock: string, timeZone: string): Date {
  return instantAtLocal(2025, 1, 15, clockToMinutes(clock), timeZone);
}


/** A plain daytime start: noon if it is free, else the first half hour outside the night and every peak range. */
export function findDayClock(clock: FareClock): string | null {
  for (let step = 0; step < 48; step += 1) {
    const time = minutesToClock(12 * 60 + step * 30);
    if (!isNightTime(time, clock) && !isPeakTime(time, clock)) return time;
  }
  return null;
}

function scenario(kind: ScenarioKind, startClock: string | null, rates: PartialRates, clock: FareClock, trip: PreviewTrip): FareScenario {
  if (startClock === null) return { kind, startClock, breakdown: null, missing: [] };
  const cancelled = kind === 'cancelled';
  const night = isNightTime(startClock, clock);
  const peak = isPeakTime(startClock, clock);
  const needed: (keyof FareRates)[] = cancelled
    ? ['baseFare', 'cancellationSurcharge']
    : ['baseFare', 'perKmFare', 'perMinuteFare', ...(night ? (['nightSurcharge'] as const) : []), ...(peak ? (['peakTimeSurcharge'] as const) : [])];
  const missing = needed.filter((field) => rates[field] === null);
  if (missing.length > 0) return { kind, startClock, breakdown: null, missing };
  const complete = Object.fromEntries(Object.entries(rates).map(([key, value]) => [key, value ?? 0])) as unknown as FareRates;
  const priced = { distanceMeters: Math.round(trip.distanceKm * 1000), durationSeconds: Math.round(trip.durationMinutes * 60) };
  return { kind, startClock, breakdown: computeFare(complete, clock, { ...priced, startTime: instantAtLocalClock(startClock, clock.timeZone), cancelled }), missing };
}

/**
 * The typical trips of the fare preview, priced with the one fare function of the contract:
 * the trip by day, at the start of the night window, at the start of the first peak range, and
 * cancelled. A scenario whose window the settings lack has no start time.
 */
export function fareScenarios(rates: PartialRates, clock: FareClock, trip: PreviewTrip): FareScenario[] {
  const dayClock = findDayClock(clock);
  const nightClock = clock.nightTimeFrom === clock.nightTimeTo ? null : clock.nightTimeFrom;
  const peakClock = clock.peakTimes[0]?.from ?? null;
  return [
    scenario('day', dayClock, rates, clock, trip),
    scenario('night', nightClock, rates, clock, trip),
    scenario('peak', peakClock, rates, clock, trip),
    scenario('cancelled', dayClock ?? '12:00', rates, clock, trip),
  ];
}
