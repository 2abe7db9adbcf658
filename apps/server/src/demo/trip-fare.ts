import { type FareClock, TripStatus, computeFare, isNightTime, isPeakTime, localClock } from '@taxi/contract';
import type { DemoTripType } from './demo-types';

/**
 * The fare of a demo trip, always from the one fare function:
 * - Completed and active trips: the fare of their distance and duration (active: the quote).
 * - Canceled by the customer: the cancellation fee (`cancelled: true`).
 * - Canceled by the driver: nothing.
 * Distance and duration go in as whole metres and seconds.
 */
export function tripFare(clock: FareClock, tripType: DemoTripType, trip: { status: number; distanceMeters: number; durationSeconds: number; startTime: Date }): number {
  if (trip.status === TripStatus.CanceledByDriver) return 0;
  return computeFare(tripType.rates, clock, {
    distanceMeters: trip.distanceMeters,
    durationSeconds: trip.durationSeconds,
    startTime: trip.startTime,
    cancelled: trip.status === TripStatus.CanceledByCustomer,
  }).total;
}

/** Speed factor of the traffic when a trip starts: slower at peak hours, faster at night. */
export function trafficAt(clock: FareClock, instant: Date): number {
  const time = localClock(instant, clock.timeZone);
  if (isPeakTime(time, clock)) return 0.75;
  if (isNightTime(time, clock)) return 1.2;
  return 1;
}
