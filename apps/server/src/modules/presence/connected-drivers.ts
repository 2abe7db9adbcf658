import { sql } from 'kysely';
import { type ConnectedDriver, MAX_ID } from '@taxi/contract';
import type { Db } from '../../db/database';
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

/**
 * Names, phone, rating and vehicle of the drivers behind live positions, in one query. A
 * position whose driver is gone (deleted, or no longer a driver) is left out of the answer.
 */
export async function connectedDriverDetails(db: Db, positions: readonly LivePosition[]): Promise<ConnectedDriver[]> {
  // Only ids a users row can have: anything else in a shared store must not reach the SQL.
  const ids = positions.map((position) => position.driverId).filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID);
  if (!ids.length) return [];
  const cards = await sql<DriverCard>`
    SELECT u.id, u.first_name, u.last_name, u.phone_number, u.rating, v.model, v.plate, v.color, tt.type_name AS trip_type
    FROM users u
    LEFT JOIN LATERAL (
      SELECT model, plate, color, trip_type_id FROM vehicles
      WHERE user_id = u.id ORDER BY (verification_status = 1) DESC, id LIMIT 1
    ) v ON true
    LEFT JOIN trip_types tt ON tt.id = v.trip_type_id
    WHERE u.role = 'Driver' AND u.deleted_at IS NULL AND u.id IN (${sql.join(ids)})
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
    }];
  }).sort((a, b) => a.driverId - b.driverId);
}
