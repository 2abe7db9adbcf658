import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeFare, type FareClock, type FareRates } from '../src/fare';
import { haversineMeters } from '../src/haversine';
import { TRACK_MAX_POINTS, TrackFare, TrackLeg, type TrackPoint, TripTrack } from '../src/trip-track';
import { apportion, splitTrackFare } from '../src/trip-track-fare';

const RATES: FareRates = { baseFare: 5000, perKmFare: 2000, perMinuteFare: 300, cancellationSurcharge: 50, nightSurcharge: 20, peakTimeSurcharge: 10 };
/** The demo's windows: night 22:00–06:00, peaks 07:30–09:30 and 17:00–19:30, on the Northern Cyprus clock. */
const CLOCK: FareClock = { timeZone: 'Asia/Famagusta', nightTimeFrom: '22:00', nightTimeTo: '06:00', peakTimes: [{ from: '07:30', to: '09:30' }, { from: '17:00', to: '19:30' }] };

/** A straight drive north from Lefkoşa: a point every `every` seconds, about 10 m/s. */
const northbound = (count: number, every = 60): TrackPoint[] => Array.from({ length: count }, (_, i) => [i * every, 35.17 + (i * every * 10) / 111_320, 33.36]);

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Every figure of a split adds up: metres, seconds and kuruş, and the windows' shares. */
function expectExact(split: ReturnType<typeof splitTrackFare>, trip: { distanceMeters: number; durationSeconds: number; points: readonly TrackPoint[] }) {
  const { legs, fare } = split;
  expect(legs).toHaveLength(Math.max(0, trip.points.length - 1));
  if (legs.length > 0) {
    expect(sum(legs.map((leg) => leg.meters))).toBe(trip.distanceMeters);
    expect(sum(legs.map((leg) => leg.seconds))).toBe(trip.durationSeconds);
  }
  expect(fare.baseAmount + sum(legs.map((leg) => leg.amount))).toBe(fare.total);
  for (const leg of legs) expect(Math.min(leg.meters, leg.seconds, leg.amount)).toBeGreaterThanOrEqual(0);
  const night = legs.filter((leg) => leg.night);
  expect(fare.inNight).toEqual({ meters: sum(night.map((l) => l.meters)), seconds: sum(night.map((l) => l.seconds)), amount: sum(night.map((l) => l.amount)) });
  const peak = legs.filter((leg) => leg.peak);
  expect(fare.inPeak).toEqual({ meters: sum(peak.map((l) => l.meters)), seconds: sum(peak.map((l) => l.seconds)), amount: sum(peak.map((l) => l.amount)) });
  for (const leg of legs) TrackLeg.parse(leg);
  TrackFare.parse(fare);
}

describe('apportion: whole units in proportion, by the largest remainder', () => {
  it('gives each its floor and the rest to the largest remainders, the earlier on a tie', () => {
    expect(apportion(10n, [1n, 1n, 1n])).toEqual([4n, 3n, 3n]);
    expect(apportion(100n, [1n, 2n, 7n])).toEqual([10n, 20n, 70n]);
    expect(apportion(7n, [3n, 0n, 1n])).toEqual([5n, 0n, 2n]);
    expect(apportion(5n, [0n, 0n])).toEqual([3n, 2n]);
    expect(apportion(0n, [4n, 9n])).toEqual([0n, 0n]);
    expect(apportion(9n, [])).toEqual([]);
  });

  it('always sums to the total and never strays a unit from the exact quota', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 40 }), (total, weights) => {
        const shares = apportion(total, weights);
        expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
        const weightSum = weights.reduce((a, b) => a + b, 0n);
        if (weightSum === 0n) return;
        weights.forEach((weight, index) => {
          const share = shares[index] ?? 0n;
          expect(share * weightSum <= total * weight + weightSum && share * weightSum >= total * weight - weightSum).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('splitTrackFare (issue 27 item 4, docs/trip-replay.md)', { timeout: 60_000 }, () => {
  it('splits a plain afternoon trip exactly, with the fare of computeFare', () => {
    const trip = { startTime: new Date('2026-06-03T11:00:00Z'), distanceMeters: 7_400, durationSeconds: 900, storedFare: 0, points: northbound(16) };
    const split = splitTrackFare(RATES, CLOCK, trip);
    expect(split.fare.total).toBe(computeFare(RATES, CLOCK, trip).total);
    expect(split.fare).toMatchObject({ night: false, peak: false, surchargePercent: 0, storedFare: 0, inNight: { meters: 0, seconds: 0, amount: 0 } });
    expectExact(split, trip);
    // equal legs: equal shares up to a unit, each leg's clock at its start (14:00 local in summer, UTC+3)
    expect(new Set(split.legs.map((leg) => leg.seconds))).toEqual(new Set([60]));
    expect(Math.max(...split.legs.map((l) => l.meters)) - Math.min(...split.legs.map((l) => l.meters))).toBeLessThanOrEqual(1);
    expect(split.legs.map((leg) => leg.localTime).slice(0, 3)).toEqual(['14:00', '14:01', '14:02']);
    expect(split.fare.baseAmount).toBe(RATES.baseFare);
  });

  it('marks the legs after midnight-side 22:00 as night, while the trip that started before it pays no surcharge', () => {
    // 21:50 local in winter (UTC+2): ten minutes of day, then twenty of night
    const trip = { startTime: new Date('2026-01-14T19:50:00Z'), distanceMeters: 15_000, durationSeconds: 1_800, storedFare: 0, points: northbound(31) };
    const split = splitTrackFare(RATES, CLOCK, trip);
    expectExact(split, trip);
    expect(split.fare).toMatchObject({ night: false, surchargePercent: 0 });
    expect(split.legs.filter((leg) => leg.night)).toHaveLength(20);
    expect(split.legs[9]).toMatchObject({ localTime: '21:59', night: false });
    expect(split.legs[10]).toMatchObject({ localTime: '22:00', night: true });
    expect(split.fare.inNight.seconds).toBe(1_200);
    expect(split.fare.inNight.meters).toBe(10_000);
  });

  it('puts the night surcharge on every leg of a trip that started at night, even the legs after 06:00', () => {
    const trip = { startTime: new Date('2026-01-15T03:40:00Z'), distanceMeters: 12_000, durationSeconds: 1_800, storedFare: 9_999, points: northbound(31) };
    const split = splitTrackFare(RATES, CLOCK, trip);
    expectExact(split, trip);
    expect(split.fare).toMatchObject({ night: true, peak: false, surchargePercent: 20, storedFare: 9_999 });
    expect(split.fare.baseAmount).toBe(6_000); // 5,000 + 20 %
    expect(split.legs.at(-1)).toMatchObject({ localTime: '06:09', night: false });
    expect(split.fare.inNight.seconds).toBe(1_200);
    // the day legs carry the surcharge too: the same fare per leg as the night ones
    expect(new Set(split.legs.map((leg) => leg.amount)).size).toBeLessThanOrEqual(2);
  });

  it('marks the legs that ran into a peak range', () => {
    // 16:45 local in summer (UTC+3)
    const trip = { startTime: new Date('2026-07-01T13:45:00Z'), distanceMeters: 9_000, durationSeconds: 1_500, storedFare: 0, points: northbound(26) };
    const split = splitTrackFare(RATES, CLOCK, trip);
    expectExact(split, trip);
    expect(split.fare.peak).toBe(false);
    expect(split.fare.inPeak.seconds).toBe(600);
    expect(split.legs[15]).toMatchObject({ localTime: '17:00', peak: true });
  });

  it('reads each leg on the operator clock across the spring-forward hour (29 March 2026, 03:00 → 04:00 in Famagusta)', () => {
    // 02:50 local (UTC+2) is 00:50Z; an hour later the clock shows 04:50 (UTC+3)
    const trip = { startTime: new Date('2026-03-29T00:50:00Z'), distanceMeters: 30_000, durationSeconds: 3_600, storedFare: 0, points: northbound(61) };
    const split = splitTrackFare(RATES, CLOCK, trip);
    expectExact(split, trip);
    expect(split.fare.night).toBe(true);
    expect(split.legs.map((leg) => leg.localTime).slice(8, 12)).toEqual(['02:58', '02:59', '04:00', '04:01']);
    expect(split.legs.at(-1)).toMatchObject({ localTime: '04:49', night: true });
  });

  it('reads each leg on the operator clock across the fall-back hour (25 October 2026, 04:00 → 03:00)', () => {
    const trip = { startTime: new Date('2026-10-25T00:55:00Z'), distanceMeters: 6_000, durationSeconds: 600, storedFare: 0, points: northbound(11) };
    const split = splitTrackFare(RATES, CLOCK, trip);
    expectExact(split, trip);
    expect(split.legs.map((leg) => leg.localTime).slice(3, 7)).toEqual(['03:58', '03:59', '03:00', '03:01']);
  });

  it('puts the whole fare on the base when there are fewer than two points', () => {
    for (const points of [[], [[0, 35.1, 33.3]]] as TrackPoint[][]) {
      const trip = { startTime: new Date('2026-01-15T03:40:00Z'), distanceMeters: 5_000, durationSeconds: 600, storedFare: 0, points };
      const split = splitTrackFare(RATES, CLOCK, trip);
      expect(split.legs).toEqual([]);
      expect(split.fare.baseAmount).toBe(split.fare.total);
      expect(split.fare.inNight).toEqual({ meters: 0, seconds: 0, amount: 0 });
    }
  });

  it('splits a standing car (no movement, no time) evenly, and a tariff of zeros to nothing', () => {
    const still: TrackPoint[] = [[0, 35.1, 33.3], [0, 35.1, 33.3], [0, 35.1, 33.3]];
    const trip = { startTime: new Date('2026-01-15T12:00:00Z'), distanceMeters: 5, durationSeconds: 3, storedFare: 0, points: still };
    const split = splitTrackFare(RATES, CLOCK, trip);
    expectExact(split, trip);
    expect(split.legs.map((leg) => [leg.meters, leg.seconds])).toEqual([[3, 2], [2, 1]]);
    const zeros = { ...RATES, baseFare: 0, perKmFare: 0, perMinuteFare: 0 };
    const free = splitTrackFare(zeros, CLOCK, { ...trip, points: northbound(4) });
    expect([free.fare.total, free.fare.baseAmount, ...free.legs.map((leg) => leg.amount)]).toEqual([0, 0, 0, 0, 0]);
  });

  it('is exact for any track, rates, windows and start: metres, seconds and kuruş', () => {
    const percentage = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
    const rates = fc.record({
      baseFare: fc.integer({ min: 0, max: 200_000 }),
      perKmFare: fc.integer({ min: 0, max: 50_000 }),
      perMinuteFare: fc.integer({ min: 0, max: 20_000 }),
      cancellationSurcharge: percentage,
      nightSurcharge: percentage,
      peakTimeSurcharge: percentage,
    });
    const clockTime = fc.integer({ min: 0, max: 1439 }).map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
    const clock = fc.record({
      timeZone: fc.constantFrom('Asia/Famagusta', 'Europe/Istanbul', 'UTC', 'Europe/London'),
      nightTimeFrom: clockTime,
      nightTimeTo: clockTime,
      peakTimes: fc.array(fc.record({ from: clockTime, to: clockTime }), { maxLength: 3 }),
    });
    // steps of 0–120 s and up to ~1 km in any direction, from somewhere in Cyprus
    const step = fc.tuple(fc.integer({ min: 0, max: 120 }), fc.double({ min: -0.01, max: 0.01, noNaN: true }), fc.double({ min: -0.01, max: 0.01, noNaN: true }));
    const points = fc.array(step, { maxLength: 80 }).map((steps) => {
      const track: TrackPoint[] = [];
      let [seconds, latitude, longitude] = [0, 35.2, 33.4];
      for (const [dt, dLat, dLon] of steps) {
        track.push([seconds, latitude, longitude]);
        [seconds, latitude, longitude] = [seconds + dt, latitude + dLat, longitude + dLon];
      }
      return track;
    });
    const trip = fc.record({
      startTime: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) }).map((ms) => new Date(ms)),
      distanceMeters: fc.oneof(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 1_000_000 })),
      durationSeconds: fc.oneof(fc.integer({ min: 0, max: 7_200 }), fc.integer({ min: 0, max: 86_400 })),
      storedFare: fc.integer({ min: 0, max: 1_000_000 }),
      points,
    });
    fc.assert(
      fc.property(rates, clock, trip, (r, c, t) => {
        const split = splitTrackFare(r, c, t);
        expect(split.fare.total).toBe(computeFare(r, c, t).total);
        expectExact(split, t);
      }),
      { numRuns: 300 },
    );
  });

  it('splits the metres by straight length: a leg twice as long gets twice the metres', () => {
    const points: TrackPoint[] = [[0, 35, 33], [60, 35.01, 33], [120, 35.03, 33]];
    const split = splitTrackFare(RATES, CLOCK, { startTime: new Date('2026-06-03T11:00:00Z'), distanceMeters: 3_000, durationSeconds: 120, storedFare: 0, points });
    expect(split.legs.map((leg) => leg.meters)).toEqual([1_000, 2_000]);
    expect(haversineMeters({ latitude: 35, longitude: 33 }, { latitude: 35.01, longitude: 33 })).toBeCloseTo(1_112, 0);
  });

  it('fits the wire shape of GET /api/Trips/GetTripTrack', () => {
    const points = northbound(3);
    const { legs, fare } = splitTrackFare(RATES, CLOCK, { startTime: new Date('2026-06-03T11:00:00Z'), distanceMeters: 1_000, durationSeconds: 120, storedFare: 5_700, points });
    const track = { tripId: 1, timeZone: CLOCK.timeZone, startTime: '2026-06-03T11:00:00.000Z', endTime: '2026-06-03T11:02:00.000Z', distanceMeters: 1_000, durationSeconds: 120, points, legs, fare };
    expect(TripTrack.parse(track)).toEqual(track);
    expect(TRACK_MAX_POINTS).toBe(2_000);
  });
});
