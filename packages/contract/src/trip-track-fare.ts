import { type FareClock, type FareRates, computeFare, isNightTime, isPeakTime } from './fare';
import { haversineMeters } from './haversine';
import { localClock } from './operator-clock';
import type { TrackFare, TrackLeg, TrackPoint, WindowShare } from './trip-track';

/** What the split needs of a completed trip: its own figures, what it was charged, and its kept points. */
export interface TrackFareInput {
  startTime: Date;
  /** Whole metres and seconds, as stored on the trip (the fare's figures). */
  distanceMeters: number;
  durationSeconds: number;
  storedFare: number;
  /** Oldest first (seconds from the start never go back). */
  points: readonly TrackPoint[];
}

/**
 * Splits `total` whole units over `weights` (non-negative integers) in proportion, by the largest
 * remainder: each gets the floor of its exact quota, and the units left over go one each to the
 * largest remainders (the earlier on a tie). Exact on BigInt, so the shares always sum to `total`.
 * All weights zero: equal weights.
 */
export function apportion(total: bigint, weights: readonly bigint[]): bigint[] {
  const used = weights.some((weight) => weight > 0n) ? weights : weights.map(() => 1n);
  const sum = used.reduce((a, b) => a + b, 0n);
  const shares = used.map((weight) => (total * weight) / sum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  // largest remainder first; the sort is stable, so ties keep their order (the earlier first)
  const byRemainder = used.map((weight, index) => ({ index, remainder: (total * weight) % sum })).sort((a, b) => (a.remainder > b.remainder ? -1 : a.remainder < b.remainder ? 1 : 0));
  for (const { index } of byRemainder) {
    if (left <= 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

const toNumbers = (values: readonly bigint[]) => values.map(Number);

/** A leg's straight length in whole millimetres: an exact integer weight for the metres' split. */
const legMillimetres = (from: TrackPoint, to: TrackPoint) => BigInt(Math.round(haversineMeters({ latitude: from[1], longitude: from[2] }, { latitude: to[1], longitude: to[2] }) * 1000));

// The fare's parts in sixty-thousandths of a kuruş, as computeFare counts them (fare.ts).
const PARTS_PER_KURUS = 60_000n;
const PARTS_PER_METRE_PER_KM_RATE = 60n;
const PARTS_PER_SECOND_PER_MINUTE_RATE = 1_000n;

/** The metres, seconds and amounts of the legs `inWindow` picks, summed (the split's window shares; the replay's "outside both"). */
export const windowShare = (legs: readonly TrackLeg[], inWindow: (leg: TrackLeg) => boolean): WindowShare =>
  legs.filter(inWindow).reduce((sum, leg) => ({ meters: sum.meters + leg.meters, seconds: sum.seconds + leg.seconds, amount: sum.amount + leg.amount }), { meters: 0, seconds: 0, amount: 0 });

/**
 * A completed trip's fare split over its track (docs/trip-replay.md). The fare is `computeFare` on
 * the trip's own figures under `rates` and `clock` (DESIGN.md §5: a surcharge applies to the whole
 * trip when it starts in its window). The trip's whole metres are split over the legs in
 * proportion to their straight lengths, its whole seconds in proportion to their time differences
 * (largest remainder: they sum exactly); then the fare's total is split over the base and the legs
 * in proportion to their exact parts (base fare; perKm × metres + perMinute × seconds), so that
 * `baseAmount + Σ amount === total` always. A leg's clock, night and peak are those of its start.
 * With fewer than two points there are no legs and the base carries the whole total.
 */
export function splitTrackFare(rates: FareRates, clock: FareClock, trip: TrackFareInput): { legs: TrackLeg[]; fare: TrackFare } {
  const fare = computeFare(rates, clock, trip);
  const pairs = trip.points.slice(1).map((to, index) => ({ from: trip.points[index] as TrackPoint, to, index }));
  const meters = toNumbers(apportion(BigInt(trip.distanceMeters), pairs.map(({ from, to }) => legMillimetres(from, to))));
  const seconds = toNumbers(apportion(BigInt(trip.durationSeconds), pairs.map(({ from, to }) => BigInt(Math.max(0, to[0] - from[0])))));
  const parts = [
    BigInt(rates.baseFare) * PARTS_PER_KURUS,
    ...pairs.map((_, index) => BigInt(rates.perKmFare) * BigInt(meters[index] ?? 0) * PARTS_PER_METRE_PER_KM_RATE + BigInt(rates.perMinuteFare) * BigInt(seconds[index] ?? 0) * PARTS_PER_SECOND_PER_MINUTE_RATE),
  ];
  // No parts at all is a tariff of zeros, whose total is 0: every share is 0 then.
  const [baseAmount = 0, ...amounts] = toNumbers(apportion(BigInt(fare.total), parts));
  const legs = pairs.map(({ from, index }): TrackLeg => {
    const localTime = localClock(new Date(trip.startTime.getTime() + from[0] * 1000), clock.timeZone);
    return { from: index, meters: meters[index] ?? 0, seconds: seconds[index] ?? 0, localTime, night: isNightTime(localTime, clock), peak: isPeakTime(localTime, clock), amount: amounts[index] ?? 0 };
  });
  return {
    legs,
    fare: {
      baseAmount,
      total: fare.total,
      storedFare: trip.storedFare,
      night: fare.night,
      peak: fare.peak,
      surchargePercent: fare.surchargePercent,
      inNight: windowShare(legs, (leg) => leg.night),
      inPeak: windowShare(legs, (leg) => leg.peak),
    },
  };
}
