import { sql } from 'kysely';
import { type ConnectedDriver, type DriverCardTuple, encodeLivePosition, type LiveDrivers, MAX_ID } from '@taxi/contract';
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
}

/** Only ids a users row can have: anything else in a shared store must not reach the SQL. */
const isStorableId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ID;
const storable = (ids: readonly number[]) => ids.filter(isStorableId);
const storableIds = (positions: readonly LivePosition[]) => storable(positions.map((position) => position.driverId));

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
 * Name, phone, rating, vehicle and trip type of each current driver among `ids`, in one query: the
 * ids as one array parameter joined to users by primary key, and each driver's vehicle (an approved
 * one first, then the oldest) picked once for all by DISTINCT ON (set-based, issue 14). An id that
 * is not a current driver (deleted, no longer a driver) has no card.
 */
async function driverCardRows(db: Db, ids: readonly number[]): Promise<DriverCard[]> {
  if (!ids.length) return [];
  const cards = await sql<DriverCard>`
    WITH ids AS (SELECT DISTINCT unnest(${ids}::int[]) AS id),
    vehicle AS (
      SELECT DISTINCT ON (v.user_id) v.user_id, v.model, v.plate, v.color, v.trip_type_id
      FROM vehicles v JOIN ids ON ids.id = v.user_id
      ORDER BY v.user_id, (v.verification_status = 1) DESC, v.id
    )
    SELECT u.id, u.first_name, u.last_name, u.phone_number, u.rating, v.model, v.plate, v.color, tt.type_name AS trip_type
    FROM ids
    JOIN users u ON u.id = ids.id
    LEFT JOIN vehicle v ON v.user_id = u.id
    LEFT JOIN trip_types tt ON tt.id = v.trip_type_id
    WHERE u.role = 'Driver' AND u.deleted_at IS NULL
  `.execute(db);
  return cards.rows;
}

/** The trip under way (accepted, arrived, riding) of every driver who has one: driver id → trip id (the latest). */
export async function tripsUnderWay(db: Db): Promise<Map<number, number>> {
  const trips = await sql<{ driver_id: number; id: number }>`
    SELECT DISTINCT ON (driver_id) driver_id, id FROM trips
    WHERE status = ANY(${UNDER_WAY}::int[]) AND driver_id IS NOT NULL
    ORDER BY driver_id, id DESC
  `.execute(db);
  return new Map(trips.rows.map((trip) => [trip.driver_id, trip.id]));
}

/** The live map's card of each current driver among the ids (GetDriverCards). */
export async function driverCards(db: Db, ids: readonly number[]): Promise<DriverCardTuple[]> {
  const rows = await driverCardRows(db, storable(ids));
  return rows
    .map((card): DriverCardTuple => [card.id, `${card.first_name} ${card.last_name}`, card.phone_number, card.rating, card.model ?? '', card.plate ?? '', card.color ?? '', card.trip_type ?? ''])
    .sort((a, b) => a[0] - b[0]);
}

/**
 * The live map's compact load (GetLiveDrivers): the positions as on the stream and who is on a
 * trip under way, from the live positions and one indexed query (trips by status).
 */
export async function liveDrivers(db: Db, positions: readonly LivePosition[], at: Date): Promise<LiveDrivers> {
  const trips = await tripsUnderWay(db);
  const present = new Set<number>();
  const tuples = positions.filter((position) => isStorableId(position.driverId)).map((position) => {
    present.add(position.driverId);
    return encodeLivePosition({ driverId: position.driverId, latitude: position.latitude, longitude: position.longitude, heading: position.heading ?? null, speedKmh: position.speedKmh ?? null, reportedAtMs: position.reportedAt });
  });
  return {
    at: at.toISOString(),
    positions: tuples.sort((a, b) => a[0] - b[0]),
    trips: [...trips].filter(([driverId]) => present.has(driverId)).sort((a, b) => a[0] - b[0]),
  };
}

/**
 * Names, phone, rating and vehicle of the drivers behind live positions, with their heading and
 * trip under way (the live map tells free and on-trip cars apart from the first answer). A
 * position whose driver is gone (deleted, or no longer a driver) is left out of the answer.
 */
export async function connectedDriverDetails(db: Db, positions: readonly LivePosition[]): Promise<ConnectedDriver[]> {
  const ids = storableIds(positions);
  if (!ids.length) return [];
  const [cards, trips] = await Promise.all([driverCardRows(db, ids), tripsUnderWay(db)]);
  const byId = new Map(cards.map((card) => [card.id, card]));
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
      currentTripId: trips.get(card.id) ?? null,
    }];
  }).sort((a, b) => a.driverId - b.driverId);
}
