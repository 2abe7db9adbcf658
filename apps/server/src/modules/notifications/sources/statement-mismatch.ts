import { daysBefore, type NotificationSource, SCAN_LIMIT } from './source';

/** How far back an import is news (older ones are not announced when the job first runs). */
const RECENT_DAYS = 30;

/**
 * A bank statement imported for a bank file left entries that matched no payout, or matched one
 * with another amount (Finance, Admin: docs/money.md "Statement reconciliation"). One per import;
 * it links to the bank files, where the import's report is kept.
 */
export const statementMismatch: NotificationSource = {
  kind: 'statementMismatch',
  permission: 'transfers.bankFiles',
  async scan({ db, now }) {
    const rows = await db
      .selectFrom('statement_imports as s')
      .innerJoin('bank_files as f', 'f.id', 's.bank_file_id')
      .select(['s.id', 's.bank_file_id', 's.unmatched_count', 's.mismatched_count', 'f.message_id'])
      .where((eb) => eb.or([eb('s.unmatched_count', '>', 0), eb('s.mismatched_count', '>', 0)]))
      .where('s.created_at', '>', daysBefore(now, RECENT_DAYS))
      .orderBy('s.created_at', 'desc')
      .limit(SCAN_LIMIT)
      .execute();
    return rows.map((row) => ({
      entityType: 'StatementImport',
      entityId: row.id,
      target: { kind: 'bankFile', id: row.bank_file_id },
      params: { file: row.message_id, unmatched: row.unmatched_count, mismatched: row.mismatched_count },
    }));
  },
};
