import { sql } from 'kysely';
import type { Db } from '../../src/db/database';

/**
 * Completed payouts the balance did not cover (issue 21 item 10): the driver's ledger sum right
 * after the payout's debit (every row up to it in (created_at, id) order) is below zero. The API
 * refuses such a completion with 409, so the demo must never hold one.
 */
export async function uncoveredPayouts(db: Db): Promise<{ id: number; user_id: number; amount: number; balance_after: number }[]> {
  const result = await sql<{ id: number; user_id: number; amount: number; balance_after: number }>`
    SELECT b.id, b.user_id, b.amount, after.balance::int AS balance_after
    FROM bank_transfers b
    JOIN ledger_entries d ON d.bank_transfer_id = b.id AND d.kind = 'Payout'
    CROSS JOIN LATERAL (
      SELECT sum(l.amount) AS balance FROM ledger_entries l
      WHERE l.user_id = b.user_id AND (l.created_at, l.id) <= (d.created_at, d.id)) after
    WHERE b.status = 2 AND after.balance < 0
    ORDER BY b.id`.execute(db);
  return result.rows;
}
