import type { TripDetailsWithFare } from '@taxi/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { loadFareClock } from '../app-settings/fare-clock';
import { toFareRates } from '../trip-types/trip-types.mappers';
import { explainFare } from './trips.fare';
import { toTripDetails } from './trips.mappers';
import { findTripDetails } from './trips.repository';

/** Every block of SPEC.md §3 Trip and the fare explained; an unknown trip is 404. */
export async function getTrip(db: Db, id: number, timeZone: string): Promise<TripDetailsWithFare> {
  const [rows, { clock, modified }] = await Promise.all([findTripDetails(db, id), loadFareClock(db, timeZone)]);
  if (!rows) throw notFound('Trip');
  const { trip, tripType } = rows;
  const fare = explainFare(
    {
      status: trip.status,
      startTime: trip.start_time,
      distanceMeters: trip.distance_meters,
      durationSeconds: trip.duration_seconds,
      storedFare: trip.fare,
      rates: toFareRates(tripType),
      systemPercentage: tripType.system_percentage,
      ratesModified: tripType.last_modified_date,
      settingsModified: modified,
    },
    clock,
  );
  return toTripDetails(rows, fare);
}
