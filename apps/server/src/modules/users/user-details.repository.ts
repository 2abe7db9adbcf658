import { TransferStatus } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import type { DocumentFields } from '../documents/documents.mappers';
import { ownerDocumentColumns } from '../documents/owner-documents.sql';

export interface UserDetailsRow extends UserRow {
  vehicles_count: number;
  transfers_count: number;
  transfers_total: number;
  payments_count: number;
  payments_total: number;
  all_documents_approved: boolean;
  documents: DocumentFields[];
  two_factor_enabled: boolean;
}

/**
 * A user (not deleted) with every count, total and document of the details screen, in ONE round
 * trip: one statement with lateral subqueries, each on an index of its table.
 * - transfers: every payout request; the total is what was paid out (Completed).
 * - payments: those the user made (customer) plus those for trips they drove (driver); the total
 *   counts the ones that went through (succeeded, or completed from older rows).
 */
export async function findUserDetails(db: Db, id: number): Promise<UserDetailsRow | undefined> {
  const result = await sql<UserDetailsRow>`
    SELECT u.*,
      (SELECT count(*) FROM vehicles v WHERE v.user_id = u.id) AS vehicles_count,
      EXISTS (SELECT 1 FROM user_two_factor f WHERE f.user_id = u.id AND f.enabled_at IS NOT NULL) AS two_factor_enabled,
      transfers.transfers_count, transfers.transfers_total,
      payments.payments_count, payments.payments_total,
      ${ownerDocumentColumns('user_id', 'u.id')}
    FROM users u
    CROSS JOIN LATERAL (
      SELECT count(*) AS transfers_count,
             coalesce(sum(b.amount) FILTER (WHERE b.status = ${TransferStatus.Completed}), 0) AS transfers_total
      FROM bank_transfers b WHERE b.user_id = u.id
    ) transfers
    CROSS JOIN LATERAL (
      SELECT count(*) AS payments_count,
             coalesce(sum(x.amount) FILTER (WHERE x.status IN ('succeeded', 'completed')), 0) AS payments_total
      FROM (
        SELECT p.amount, p.status FROM payments p WHERE p.user_id = u.id
        UNION ALL
        SELECT p.amount, p.status FROM trips t JOIN payments p ON p.trip_id = t.id
        WHERE t.driver_id = u.id AND p.user_id IS DISTINCT FROM u.id
      ) x
    ) payments
    WHERE u.id = ${id} AND u.deleted_at IS NULL`.execute(db);
  return result.rows[0];
}
