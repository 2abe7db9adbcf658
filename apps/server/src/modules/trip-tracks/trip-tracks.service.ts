import { TripStatus, type TripTrack, splitTrackFare } from '@taxi/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { loadFareClock } from '../app-settings/fare-clock';
import { toFareRates } from '../trip-types/trip-types.mappers';
import { toTrackPoints } from './track-points';
import { findTrackTrip, listTrackPoints } from './trip-tracks.repository';

/**
 * A trip's driven track and, for a completed trip, its fare split over the legs (docs/trip-replay.md):
 * the one fare function on the trip's figures with its trip type's rates and the app settings'
 * windows of today, as the fare explained of GetTrip reads them. A trip still under way or
 * cancelled has its points (if any) but no legs and no fare. An unknown trip is 404.
 */
export async function getTripTrack(db: Db, tripId: number, timeZone: string): Promise<TripTrack> {
  const [trip, rows, { clock }] = await Promise.all([findTrackTrip(db, tripId), listTrackPoints(db, tripId), loadFareClock(db, timeZone)]);
  if (!trip) throw notFound('Trip');
  const startTime = new Date(trip.start_time);
  const points = toTrackPoints(rows, startTime);
  const figures = { distanceMeters: trip.distance_meters, durationSeconds: trip.duration_seconds };
  const split =
    trip.status === TripStatus.Completed ? splitTrackFare(toFareRates(trip), clock, { startTime, ...figures, storedFare: Number(trip.fare), points }) : { legs: [], fare: null };
  return {
    tripId: trip.id,
    timeZone,
    startTime: startTime.toISOString(),
    endTime: trip.end_time ? new Date(trip.end_time).toISOString() : null,
    ...figures,
    points,
    ...split,
  };
}
