import type { Db } from '../../db/database';
import type { DocumentState } from '../verification/verification.rules';

export function findDocument(db: Db, id: number) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row, locked until the transaction ends (take the owner's lock first: verification-owner.ts). */
export function lockDocument(db: Db, id: number) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function saveDocumentState(db: Db, id: number, state: DocumentState, now: Date) {
  return db.updateTable('documents').set({ ...state, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The user a document belongs to, directly or through their vehicle. */
export async function ownerUserIdOf(db: Db, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('documents as d')
    .leftJoin('vehicles as v', 'v.id', 'd.vehicle_id')
    .select((eb) => eb.fn.coalesce('d.user_id', 'v.user_id').as('user_id'))
    .where('d.id', '=', id)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
