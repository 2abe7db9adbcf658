import { TripStatus } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TrackReport } from './track-thinning';

/** How far back a just-completed trip is looked for, for points flushed after its completion. */
const COMPLETED_LOOKBACK = '12 hours';

/**
 * Writes kept reports as track points of the trip each driver had in progress at the report's
 * time, in one statement: InProgress and started by then (the trips' partial index of active
 * drivers), or Completed after it (a report buffered while the trip ended: the driver's trips
 * started in the last 12 hours, through trips_driver_idx). Reports outside a trip go nowhere.
 */
export async function insertTrackPoints(db: Db, reports: readonly TrackReport[]): Promise<void> {
  const drivers = reports.map((report) => report.driverId);
  const times = reports.map((report) => new Date(report.at).toISOString());
  const latitudes = reports.map((report) => report.latitude);
  const longitudes = reports.map((report) => report.longitude);
  await sql`
    INSERT INTO trip_track_points (trip_id, recorded_at, latitude, longitude)
    SELECT trip.id, r.recorded_at, r.latitude, r.longitude
    FROM unnest(${drivers}::int[], ${times}::timestamptz[], ${latitudes}::float8[], ${longitudes}::float8[])
      AS r (driver_id, recorded_at, latitude, longitude)
    CROSS JOIN LATERAL (
      (SELECT t.id FROM trips t
        WHERE t.driver_id = r.driver_id AND t.status = ${TripStatus.InProgress} AND t.start_time <= r.recorded_at)
      UNION ALL
      (SELECT t.id FROM trips t
        WHERE t.driver_id = r.driver_id AND t.status = ${TripStatus.Completed}
          AND t.start_time <= r.recorded_at AND t.start_time > r.recorded_at - ${COMPLETED_LOOKBACK}::interval
          AND t.end_time >= r.recorded_at)
      LIMIT 1
    ) AS trip
    ON CONFLICT DO NOTHING
  `.execute(db);
}

/** The trip's figures the track answer needs, with its trip type's rates; undefined when there is no such trip. */
export function findTrackTrip(db: Db, tripId: number) {
  return db
    .selectFrom('trips')
    .innerJoin('trip_types', 'trip_types.id', 'trips.trip_type_id')
    .select(['trips.id', 'trips.status', 'trips.start_time', 'trips.end_time', 'trips.distance_meters', 'trips.duration_seconds', 'trips.fare'])
    .select(['trip_types.base_fare', 'trip_types.per_km_fare', 'trip_types.per_minute_fare', 'trip_types.cancellation_surcharge', 'trip_types.night_surcharge', 'trip_types.peak_time_surcharge'])
    .where('trips.id', '=', tripId)
    .executeTakeFirst();
}

/** The trip's kept points, oldest first. */
export function listTrackPoints(db: Db, tripId: number) {
  return db.selectFrom('trip_track_points').select(['recorded_at', 'latitude', 'longitude']).where('trip_id', '=', tripId).orderBy('recorded_at').execute();
}
