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
