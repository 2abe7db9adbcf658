import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { LedgerEntriesTable } from '../../db/schema';

export type LedgerEntry = Insertable<LedgerEntriesTable> & { user_id: number; amount: number };

/**
 * The user's balance, their row locked until the transaction ends. Every change of one user's
 * balance (a payout request, a completed payout, a trip settlement) queues up behind this lock.
 * Undefined for an unknown or deleted user.
 */
export function lockBalance(trx: Db, userId: number): Promise<{ id: number; balance: number } | undefined> {
  return trx.selectFrom('users').select(['id', 'balance']).where('id', '=', userId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
}

/**
 * Writes one ledger row and moves the user's balance by its amount: the only way a balance
 * changes (DESIGN.md §5), so `users.balance` stays the sum of the user's rows. Call it inside a
 * transaction that holds the user's lock (`lockBalance`). A second row for the same payout, or for
 * the same trip and kind, breaks a unique index (23505) and rolls the transaction back.
 * Returns the new balance.
 */
export async function postLedgerEntry(trx: Db, entry: LedgerEntry): Promise<number> {
  await trx.insertInto('ledger_entries').values(entry).execute();
  const { balance } = await trx
    .updateTable('users')
    .set((eb) => ({ balance: eb('balance', '+', entry.amount) }))
    .where('id', '=', entry.user_id)
    .returning('balance')
    .executeTakeFirstOrThrow();
  return balance;
}
