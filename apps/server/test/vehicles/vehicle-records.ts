import type { Db } from '../../src/db/database';
import type { UserRow } from '../../src/db/schema';
import { createTripType } from '../users/user-records';

/** Vehicles with chosen trip types and owners for the vehicles API tests. */

let plate = 0;

export interface VehicleSeed {
  tripTypeId: number;
  brand?: string;
  model?: string;
  verification_status?: number;
  verified_until?: Date | null;
}

export async function addVehicle(db: Db, owner: UserRow, seed: VehicleSeed) {
  plate += 1;
  return db
    .insertInto('vehicles')
    .values({
      user_id: owner.id,
      trip_type_id: seed.tripTypeId,
      brand: seed.brand ?? 'Toyota',
      model: seed.model ?? 'Corolla',
      year: 2020,
      color: 'White',
      plate: `VH ${plate} ${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      number_of_seats: 4,
      image_url: `/media/vehicles/sedan.svg?color=white&plate=VH${plate}`,
      verification_status: seed.verification_status ?? 0,
      verified_until: seed.verified_until ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export { createTripType };
