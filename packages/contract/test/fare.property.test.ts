import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFare, distanceFare, timeFare, type FareClock, type FareRates } from '../src/fare';

/**
 * Issue 21 item 9: the fare in exact arithmetic. The reference below is written from DESIGN.md §5
 * alone, on BigInt fractions: base + perKm × metres / 1000 + perMinute × seconds / 60, times
 * (100 + night % + peak %) / 100 when the trip starts in those windows of the operator's clock,
 * or cancellation % of the base fare; rounded to whole kuruş, half away from zero.
 */
interface Fraction {
  num: bigint;
  den: bigint;
}
const fraction = (num: bigint, den = 1n): Fraction => ({ num, den });
const add = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.den + b.num * a.den, a.den * b.den);
const times = (a: Fraction, b: Fraction): Fraction => fraction(a.num * b.num, a.den * b.den);
/** Half away from zero, for the non-negative fractions a fare is made of. */
const roundHalfUp = ({ num, den }: Fraction) => Number((2n * num + den) / (2n * den));
/** A percentage with at most two decimals as an exact fraction: 1.14 → 114/10,000. */
const percent = (value: number) => fraction(BigInt(Math.round(value * 100)), 10_000n);

const formats = new Map<string, Intl.DateTimeFormat>();
const localMinutes = (instant: Date, timeZone: string) => {
  const format = formats.get(timeZone) ?? new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
  formats.set(timeZone, format);
  const parts = format.formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 60 + part('minute');
};
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
/** [from, to) on a 24-hour dial; to before from wraps midnight; from = to is empty. */
const inWindow = (minute: number, from: string, to: string) => {
  const [start, end] = [minutesOf(from), minutesOf(to)];
  return start <= end ? minute >= start && minute < end : minute >= start || minute < end;
};

interface Trip {
  distanceMeters: number;
  durationSeconds: number;
  startTime: Date;
  cancelled: boolean;
}

function referenceFare(rates: FareRates, clock: FareClock, trip: Trip) {
  if (trip.cancelled) return roundHalfUp(times(fraction(BigInt(rates.baseFare)), percent(rates.cancellationSurcharge)));
  const minute = localMinutes(trip.startTime, clock.timeZone);
  const night = inWindow(minute, clock.nightTimeFrom, clock.nightTimeTo);
  const peak = clock.peakTimes.some((range) => inWindow(minute, range.from, range.to));
  const subtotal = [
    fraction(BigInt(rates.baseFare)),
    fraction(BigInt(rates.perKmFare) * BigInt(trip.distanceMeters), 1000n),
    fraction(BigInt(rates.perMinuteFare) * BigInt(trip.durationSeconds), 60n),
  ].reduce(add);
  const surcharge = [fraction(1n), ...(night ? [percent(rates.nightSurcharge)] : []), ...(peak ? [percent(rates.peakTimeSurcharge)] : [])].reduce(add);
  return roundHalfUp(times(subtotal, surcharge));
}

const kurus = (max: number) => fc.integer({ min: 0, max });
/** Amounts in steps of `step` (a tariff in half lira, a distance in 10 m), where exact half kuruş are common. */
const steps = (step: number, max: number) => fc.integer({ min: 0, max: Math.floor(max / step) }).map((n) => n * step);
/** 0–100 % with at most two decimals, as the contract accepts them. */
const percentage = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
const rates: fc.Arbitrary<FareRates> = fc.record({
  baseFare: kurus(200_000),
  perKmFare: fc.oneof(steps(50, 50_000), kurus(50_000)),
  perMinuteFare: fc.oneof(steps(50, 20_000), kurus(20_000)),
  cancellationSurcharge: percentage,
  nightSurcharge: percentage,
  peakTimeSurcharge: percentage,
});
const clockTime = fc.integer({ min: 0, max: 24 * 60 - 1 }).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
const range = fc.record({ from: clockTime, to: clockTime });
const clock: fc.Arbitrary<FareClock> = fc.record({
  timeZone: fc.constantFrom('Asia/Famagusta', 'Europe/Istanbul', 'UTC', 'America/New_York'),
  nightTimeFrom: clockTime,
  nightTimeTo: clockTime,
  peakTimes: fc.array(range, { maxLength: 3 }),
});
// Up to the driver API's limits on distance and duration (with everyday trips more often: in
// 10 m steps and whole minutes, like the 8.29 km of the example); 2025–2027, both summer-time
// changes included.
const trip: fc.Arbitrary<Trip> = fc.record({
  distanceMeters: fc.oneof(steps(10, 60_000), kurus(60_000), kurus(1_000_000)),
  durationSeconds: fc.oneof(steps(60, 7_200), kurus(7_200), kurus(86_400)),
  startTime: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => new Date(ms)),
  cancelled: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});

// 150 and 500 runs (the zone-reading one is the slow one): generous time for a loaded machine and the mutation run's instrumentation.
describe('computeFare against an exact BigInt reference (issue 21 item 9)', { timeout: 60_000 }, () => {
  it('₺10 base + ₺3.50/km × 8.29 km + ₺0.50/min × 1 min is 3,951.5 kuruş and rounds up to 3,952', () => {
    const flat: FareRates = { baseFare: 1000, perKmFare: 350, perMinuteFare: 50, cancellationSurcharge: 0, nightSurcharge: 0, peakTimeSurcharge: 0 };
    const noWindows: FareClock = { timeZone: 'Asia/Famagusta', nightTimeFrom: '00:00', nightTimeTo: '00:00', peakTimes: [] };
    const fare = computeFare(flat, noWindows, { distanceMeters: 8290, durationSeconds: 60, startTime: new Date('2026-06-01T10:00:00Z') });
    expect(fare).toMatchObject({ subtotal: 3952, total: 3952, surchargePercent: 0 });
    expect(distanceFare(350, 8290)).toBe(2902); // 2,901.5
    expect(timeFare(50, 90)).toBe(75);
    expect(timeFare(1, 30)).toBe(1); // 0.5
    expect(timeFare(1, 29)).toBe(0);
    expect(distanceFare(1, 499)).toBe(0);
  });

  it('answers what the reference answers for any rates, distance, duration, start time, windows and zone', () => {
    fc.assert(
      fc.property(rates, clock, trip, (r, c, t) => {
        expect(computeFare(r, c, t).total).toBe(referenceFare(r, c, t));
      }),
      { numRuns: 150 },
    );
  });

  it('rounds the subtotal and each part the same way, exactly', () => {
    fc.assert(
      fc.property(rates, trip, (r, t) => {
        const noWindows: FareClock = { timeZone: 'UTC', nightTimeFrom: '00:00', nightTimeTo: '00:00', peakTimes: [] };
        const fare = computeFare(r, noWindows, { ...t, cancelled: false });
        expect(fare.subtotal).toBe(referenceFare(r, noWindows, { ...t, cancelled: false }));
        expect(fare.total).toBe(fare.subtotal);
        expect(distanceFare(r.perKmFare, t.distanceMeters)).toBe(roundHalfUp(fraction(BigInt(r.perKmFare) * BigInt(t.distanceMeters), 1000n)));
        expect(timeFare(r.perMinuteFare, t.durationSeconds)).toBe(roundHalfUp(fraction(BigInt(r.perMinuteFare) * BigInt(t.durationSeconds), 60n)));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a distance or duration that is not whole metres or seconds', () => {
    const flat: FareRates = { baseFare: 1000, perKmFare: 350, perMinuteFare: 50, cancellationSurcharge: 0, nightSurcharge: 0, peakTimeSurcharge: 0 };
    const noWindows: FareClock = { timeZone: 'UTC', nightTimeFrom: '00:00', nightTimeTo: '00:00', peakTimes: [] };
    const at = new Date('2026-06-01T10:00:00Z');
    expect(() => computeFare(flat, noWindows, { distanceMeters: 8.29, durationSeconds: 60, startTime: at })).toThrow(RangeError);
    expect(() => computeFare(flat, noWindows, { distanceMeters: 8290, durationSeconds: 0.5, startTime: at })).toThrow(RangeError);
  });
});
