import { sql } from 'kysely';
import { TripStatus } from '@taxi/contract';
import type { Db } from '../../db/database';

export interface RequestPoint {
  latitude: number;
  longitude: number;
}

/**
 * The pick-up point of every trip waiting for a driver now (Searching), in one query: the trips by
 * status (trips_status_start_idx) joined to their first place (the unique (trip_id, place_order)).
 * A booking scheduled for later is not demand yet: it counts once it is dispatched.
 */
export async function openRequestPickups(db: Db): Promise<RequestPoint[]> {
  const result = await sql<RequestPoint>`
    SELECT DISTINCT ON (t.id) p.latitude, p.longitude
    FROM trips t
    JOIN trip_places p ON p.trip_id = t.id
    LEFT JOIN bookings b ON b.trip_id = t.id
    WHERE t.status = ${TripStatus.Searching} AND b.dispatch_state IS DISTINCT FROM 'scheduled'
    ORDER BY t.id, p.place_order
  `.execute(db);
  return result.rows;
}

/** The drivers holding a dispatch offer they have not answered and that has not run out: not idle. */
export async function driversHoldingOffers(db: Db, now: Date): Promise<Set<number>> {
  const rows = await db.selectFrom('dispatch_offers').select('driver_id').where('answer', 'is', null).where('expires_at', '>', now).execute();
  return new Set(rows.map((row) => row.driver_id));
}
