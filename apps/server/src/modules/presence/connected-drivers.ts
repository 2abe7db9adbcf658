import { sql } from 'kysely';
import { type ConnectedDriver, MAX_ID } from '@taxi/contract';
import type { Db } from '../../db/database';
import { UNDER_WAY } from '../driver-trips/driver-trips.repository';
import type { LivePosition } from './presence-store';

interface DriverCard {
  id: number;
  first_name: string;
  last_name: string;
  phone_number: string;
  rating: number | null;
  model: string | null;
  plate: string | null;
  color: string | null;
  trip_type: string | null;
  current_trip_id: number | null;
}

/** Only ids a users row can have: anything else in a shared store must not reach the SQL. */
const storableIds = (positions: readonly LivePosition[]) =>
  positions.map((position) => position.driverId).filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID);

/** How many of the live positions belong to a current driver (deleted users are not counted). */
export async function countConnectedDrivers(db: Db, positions: readonly LivePosition[]): Promise<number> {
  const ids = storableIds(positions);
  if (!ids.length) return 0;
  const result = await sql<{ count: number }>`
    SELECT count(*)::int AS count FROM users
    WHERE id IN (SELECT unnest(${ids}::int[])) AND role = 'Driver' AND deleted_at IS NULL
  `.execute(db);
  return result.rows[0]?.count ?? 0;
}

/**
 * Names, phone, rating and vehicle of the drivers behind live positions, with their heading and
 * trip under way (the live map tells free and on-trip cars apart from the first answer), in one
 * query. A position whose driver is gone (deleted, or no longer a driver) is left out of the answer.
 */
export async function connectedDriverDetails(db: Db, positions: readonly LivePosition[]): Promise<ConnectedDriver[]> {
  const ids = storableIds(positions);
  if (!ids.length) return [];
  // Set-based (issue 14): the ids as one array parameter joined to users by primary key, and
  // each driver's vehicle (an approved one first, then the oldest) picked once for all by DISTINCT ON.
  const cards = await sql<DriverCard>`
    WITH ids AS (SELECT DISTINCT unnest(${ids}::int[]) AS id),
    vehicle AS (
      SELECT DISTINCT ON (v.user_id) v.user_id, v.model, v.plate, v.color, v.trip_type_id
      FROM vehicles v JOIN ids ON ids.id = v.user_id
      ORDER BY v.user_id, (v.verification_status = 1) DESC, v.id
    ),
    trip AS (
      SELECT DISTINCT ON (t.driver_id) t.driver_id, t.id
      FROM trips t JOIN ids ON ids.id = t.driver_id
      WHERE t.status = ANY(${UNDER_WAY}::int[])
      ORDER BY t.driver_id, t.id DESC
    )
    SELECT u.id, u.first_name, u.last_name, u.phone_number, u.rating, v.model, v.plate, v.color, tt.type_name AS trip_type, trip.id AS current_trip_id
    FROM ids
    JOIN users u ON u.id = ids.id
    LEFT JOIN vehicle v ON v.user_id = u.id
    LEFT JOIN trip ON trip.driver_id = u.id
    LEFT JOIN trip_types tt ON tt.id = v.trip_type_id
    WHERE u.role = 'Driver' AND u.deleted_at IS NULL
  `.execute(db);
  const byId = new Map(cards.rows.map((card) => [card.id, card]));
  return positions.flatMap((position) => {
    const card = byId.get(position.driverId);
    if (!card) return [];
    return [{
      driverId: card.id,
      driverName: `${card.first_name} ${card.last_name}`,
      driverPhone: card.phone_number,
      rating: card.rating,
      vehicleModel: card.model ?? '',
      vehiclePlateNumber: card.plate ?? '',
      vehicleColor: card.color ?? '',
      tripType: card.trip_type ?? '',
      latitude: position.latitude,
      longitude: position.longitude,
      heading: position.heading,
      currentTripId: card.current_trip_id,
    }];
  }).sort((a, b) => a.driverId - b.driverId);
}
