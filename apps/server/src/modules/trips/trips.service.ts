import type { FareClock, TripDetailsWithFare } from '@taxi/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { DEFAULT_APP_SETTINGS } from '../app-settings/app-settings.defaults';
import { findSettings, listPeakTimes } from '../app-settings/app-settings.repository';
import { toFareRates } from '../trip-types/trip-types.mappers';
import { explainFare } from './trips.fare';
import { toTripDetails } from './trips.mappers';
import { findTripDetails } from './trips.repository';

/** The windows of the app settings on the operator's clock, and when they last changed. */
async function fareClock(db: Db, timeZone: string): Promise<{ clock: FareClock; modified: Date | null }> {
  const [settings, peaks] = await Promise.all([findSettings(db), listPeakTimes(db)]);
  return {
    clock: {
      timeZone,
      nightTimeFrom: settings?.night_time_from ?? DEFAULT_APP_SETTINGS.night_time_from,
      nightTimeTo: settings?.night_time_to ?? DEFAULT_APP_SETTINGS.night_time_to,
      peakTimes: peaks.map((peak) => ({ from: peak.peak_time_from, to: peak.peak_time_to })),
    },
    modified: settings?.last_modified_date ?? null,
  };
}

/** Every block of SPEC.md §3 Trip and the fare explained; an unknown trip is 404. */
export async function getTrip(db: Db, id: number, timeZone: string): Promise<TripDetailsWithFare> {
  const [rows, { clock, modified }] = await Promise.all([findTripDetails(db, id), fareClock(db, timeZone)]);
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
