import {
  type FareClock,
  type FareExplanation,
  type FareRates,
  TripStatus,
  computeFare,
  distanceFare,
  driverCreditForCardTrip,
  localClock,
  percentOf,
  timeFare,
} from '@taxi/contract';

/** What the explanation needs of a trip, its trip type and the app settings. */
export interface FareFacts {
  status: number;
  startTime: Date;
  distanceMeters: number;
  durationSeconds: number;
  storedFare: number;
  rates: FareRates;
  systemPercentage: number;
  /** When the trip type's rates and the app settings were last changed. */
  ratesModified: Date;
  settingsModified: Date | null;
}

/**
 * The fare of a trip explained (docs/trips.md): the one fare function (`computeFare`) on the trip's
 * own figures (whole metres and seconds, as the demo and the simulator write them;
 * cancelled by the customer: the cancellation fee; cancelled by the driver: nothing). The rates and
 * windows are today's; the flags say when they changed after the trip started.
 */
export function explainFare(facts: FareFacts, clock: FareClock): FareExplanation {
  const { rates } = facts;
  const { distanceMeters, durationSeconds } = facts;
  const free = facts.status === TripStatus.CanceledByDriver;
  const cancelled = facts.status === TripStatus.CanceledByCustomer;
  const fare = computeFare(rates, clock, { distanceMeters, durationSeconds, startTime: facts.startTime, cancelled });
  const total = free ? 0 : fare.total;
  const companyShare = percentOf(facts.storedFare, facts.systemPercentage);
  return {
    timeZone: clock.timeZone,
    localStartTime: localClock(facts.startTime, clock.timeZone),
    distanceKm: distanceMeters / 1000,
    durationMinutes: durationSeconds / 60,
    baseFare: rates.baseFare,
    perKmFare: rates.perKmFare,
    perMinuteFare: rates.perMinuteFare,
    distanceFare: distanceFare(rates.perKmFare, distanceMeters),
    timeFare: timeFare(rates.perMinuteFare, durationSeconds),
    subtotal: fare.subtotal,
    night: fare.night,
    peak: fare.peak,
    nightSurchargePercent: rates.nightSurcharge,
    peakTimeSurchargePercent: rates.peakTimeSurcharge,
    surchargePercent: free || cancelled ? 0 : fare.surchargePercent,
    surchargeAmount: free || cancelled ? 0 : fare.total - fare.subtotal,
    cancelled,
    cancellationSurchargePercent: rates.cancellationSurcharge,
    free,
    total,
    storedFare: facts.storedFare,
    matchesStoredFare: total === facts.storedFare,
    systemPercentage: facts.systemPercentage,
    companyShare,
    driverShare: driverCreditForCardTrip(facts.storedFare, facts.systemPercentage),
    ratesChangedSinceTrip: facts.ratesModified > facts.startTime,
    settingsChangedSinceTrip: facts.settingsModified !== null && facts.settingsModified > facts.startTime,
  };
}
