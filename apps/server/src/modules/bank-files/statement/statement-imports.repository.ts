import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { StatementImportsTable } from '../../../db/schema';

export type StatementImportRow = Selectable<StatementImportsTable>;

export function findImport(db: Db, bankFileId: number, sha: string): Promise<StatementImportRow | undefined> {
  return db.selectFrom('statement_imports').selectAll().where('bank_file_id', '=', bankFileId).where('content_sha256', '=', sha).executeTakeFirst();
}

export function insertImport(trx: Db, values: Insertable<StatementImportsTable>): Promise<StatementImportRow> {
  return trx.insertInto('statement_imports').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A file's imports, newest first. */
export function listImports(db: Db, bankFileId: number): Promise<StatementImportRow[]> {
  return db.selectFrom('statement_imports').selectAll().where('bank_file_id', '=', bankFileId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50).execute();
}

/**
 * Locks the file's payouts (id order), then their drivers (id order): the lock order of every
 * money change (transfer, then user), taken up front so two imports at once never deadlock.
 */
export async function lockTransfersAndDrivers(trx: Db, transferIds: readonly number[]): Promise<void> {
  if (transferIds.length === 0) return;
  const transfers = await trx.selectFrom('bank_transfers').select(['id', 'user_id']).where('id', 'in', transferIds).orderBy('id').forUpdate().execute();
  const drivers = [...new Set(transfers.flatMap((transfer) => (transfer.user_id === null ? [] : [transfer.user_id])))];
  if (drivers.length > 0) await trx.selectFrom('users').select('id').where('id', 'in', drivers).orderBy('id').forUpdate().execute();
}
