import { TransferStatus } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The user's role as it is now (not locked: whether a deletion must lock the active Admins first). */
export async function roleOf(db: Db, id: number) {
  return (await db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst())?.role;
}

/** The user's row, deleted or not, locked until the transaction ends. */
export function lockUser(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Payouts still waiting for an admin (Pending or In Progress). */
export async function countOpenPayouts(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('bank_transfers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', [TransferStatus.Pending, TransferStatus.InProgress])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Trips of the user's vehicles keep what the vehicle looked like (trips.vehicle_snapshot) before the
 * vehicles go: trips.vehicle_id is then set to null by its foreign key. Only trips without one.
 */
export async function snapshotVehiclesOfTrips(db: Db, userId: number): Promise<void> {
  await sql`
    UPDATE trips t SET vehicle_snapshot = json_build_object(
      'vehicleId', v.id, 'vehicleBrand', v.brand, 'vehicleModel', v.model, 'vehicleYear', v.year,
      'vehicleColor', v.color, 'vehiclePlate', v.plate, 'numberOfSeats', v.number_of_seats)::jsonb
    FROM vehicles v
    WHERE t.vehicle_id = v.id AND v.user_id = ${userId} AND t.vehicle_snapshot IS NULL`.execute(db);
}

/** Removes the user's vehicles (their documents go with them: ON DELETE CASCADE); answers how many. */
export async function deleteVehicles(db: Db, userId: number): Promise<number> {
  return (await db.deleteFrom('vehicles').where('user_id', '=', userId).returning('id').execute()).length;
}

/** Removes the user's own documents; answers how many. */
export async function deleteDocuments(db: Db, userId: number): Promise<number> {
  return (await db.deleteFrom('documents').where('user_id', '=', userId).returning('id').execute()).length;
}

export async function deletePresence(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('driver_presence').where('driver_id', '=', userId).execute();
}

/** A stored password hash no password matches (not an argon2 hash: verification fails, never throws). */
const NO_PASSWORD = '!deleted';

/**
 * Erases the personal fields of the row and marks it deleted. The row itself stays: trips,
 * payments, payouts and ledger rows point at it, and balance still equals the ledger's sum.
 */
export async function anonymiseUser(db: Db, userId: number, now: Date) {
  return db
    .updateTable('users')
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      password_hash: NO_PASSWORD,
      first_name: 'Deleted',
      last_name: 'user',
      phone_number: '',
      phone_number_confirmed: false,
      email_confirmed: false,
      address: '',
      photo_url: null,
      rating: null,
      verification_status: 0,
      verified_until: null,
      rejection_reason: null,
      deleted_at: now,
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
