import { sql } from 'kysely';
import { TripStatus } from '@taxi/contract';
import type { Db } from '../../db/database';

export interface RequestPoint {
  latitude: number;
  longitude: number;
}

/**
 * The pick-up point of every trip waiting for a driver (Searching), in one query: the trips by
 * status (trips_status_start_idx) joined to their first place (the unique (trip_id, place_order)).
 */
export async function openRequestPickups(db: Db): Promise<RequestPoint[]> {
  const result = await sql<RequestPoint>`
    SELECT DISTINCT ON (t.id) p.latitude, p.longitude
    FROM trips t
    JOIN trip_places p ON p.trip_id = t.id
    WHERE t.status = ${TripStatus.Searching}
    ORDER BY t.id, p.place_order
  `.execute(db);
  return result.rows;
}
