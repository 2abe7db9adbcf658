import { createHash } from 'node:crypto';
import { type ImportStatementBody, type StatementEntryReport, type StatementImport, TransferStatus } from '@taxi/contract';
import type { Db } from '../../../db/database';
import { HttpError, conflict, notFound } from '../../../lib/http-errors';
import { recordAudit, type Actor } from '../../audit/audit';
import { toTransferAudit } from '../../bank-transfers/bank-transfers.mappers';
import { lockTransfer, saveTransferStatus } from '../../bank-transfers/bank-transfers.repository';
import { completeLocked } from '../../bank-transfers/bank-transfers.service';
import { fileItems, findBankFile } from '../bank-files.repository';
import { parseCamt053 } from './camt053';
import { decide } from './reconciliation.rules';
import { findImport, insertImport, lockTransfersAndDrivers, type StatementImportRow } from './statement-imports.repository';
import type { StatementEntry } from './statement-entry';
import { parseStatementCsv } from './statement-csv';

type Report = Omit<StatementImport, 'statementImportId' | 'bankFileId' | 'createdAt' | 'createdBy' | 'format' | 'repeated'>;

export function toStatementImport(row: StatementImportRow, repeated: boolean): StatementImport {
  const report = row.report as Pick<Report, 'entries' | 'missing'>;
  return {
    statementImportId: row.id,
    bankFileId: row.bank_file_id,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    format: row.format,
    repeated,
    completedCount: row.completed_count,
    rejectedCount: row.rejected_count,
    alreadySettledCount: row.already_settled_count,
    unmatchedCount: row.unmatched_count,
    mismatchedCount: row.mismatched_count,
    missing: report.missing,
    entries: report.entries,
  };
}

export const parseStatement = (body: ImportStatementBody): StatementEntry[] => (body.format === 'camt053' ? parseCamt053(body.content) : parseStatementCsv(body.content));

/**
 * Imports the bank's statement for bank file `bankFileId` (docs/money.md "Statement
 * reconciliation"). The statement is read whole first: a malformed or hostile one is 400 and
 * nothing is written. Then, in ONE transaction, under the locks of the file's payouts (id order)
 * and their drivers (id order) — transfer then user, as everywhere: each matched booked payment
 * completes its payout through the one completion path (one debit), each returned one rejects it
 * with the bank's reason, and the report (matched, unmatched, amount mismatches, the file's
 * payouts the statement does not mention) is kept with the import. The same statement again
 * answers the first import (`repeated`) and changes nothing; an overlapping one finds its
 * payouts already settled.
 */
export async function importStatement(db: Db, bankFileId: number, body: ImportStatementBody, actor: Actor, now = new Date()): Promise<StatementImport> {
  if (actor.id === null) throw conflict('A statement is imported by a staff member', 'conflict');
  const file = await findBankFile(db, bankFileId);
  if (!file) throw notFound('Bank file');
  const entries = parseStatement(body);
  const sha = createHash('sha256').update(body.content).digest('hex');
  const earlier = await findImport(db, bankFileId, sha);
  if (earlier) return toStatementImport(earlier, true);
  try {
    return await db.transaction().execute(async (trx) => {
      const items = await fileItems(trx, bankFileId);
      const byReference = new Map(items.map((item) => [item.end_to_end_id, { ...item, amount: Number(item.amount) }]));
      await lockTransfersAndDrivers(trx, items.map((item) => item.bank_transfer_id));
      const reports: StatementEntryReport[] = [];
      for (const entry of entries) reports.push(await reconcile(trx, entry, byReference.get(entry.endToEndId ?? ''), file.message_id, actor, now));
      const mentioned = new Set(reports.map((report) => report.bankTransferId));
      const missing = items.filter((item) => !mentioned.has(item.bank_transfer_id)).map((item) => ({ bankTransferId: item.bank_transfer_id, endToEndId: item.end_to_end_id }));
      const count = (...outcomes: StatementEntryReport['outcome'][]) => reports.filter((report) => outcomes.includes(report.outcome)).length;
      const row = await insertImport(trx, {
        bank_file_id: bankFileId,
        created_at: now,
        created_by: actor.id!,
        format: body.format,
        content_sha256: sha,
        completed_count: count('completed'),
        rejected_count: count('rejected'),
        already_settled_count: count('already_settled'),
        unmatched_count: count('unmatched'),
        mismatched_count: count('amount_mismatch', 'refused'),
        report: JSON.stringify({ entries: reports, missing }),
      });
      await recordAudit(trx, actor, {
        action: 'statement',
        entityType: 'BankFile',
        entityId: bankFileId,
        after: { statementImportId: row.id, format: body.format, sha256: sha, completed: row.completed_count, rejected: row.rejected_count, unmatched: row.unmatched_count, mismatched: row.mismatched_count },
      });
      return toStatementImport(row, false);
    });
  } catch (error) {
    // The same statement imported at the same moment: the unique index let one through; answer it.
    const again = (error as { code?: string }).code === '23505' ? await findImport(db, bankFileId, sha) : undefined;
    if (again) return toStatementImport(again, true);
    throw error;
  }
}

async function reconcile(trx: Db, entry: StatementEntry, item: { bank_transfer_id: number; end_to_end_id: string; amount: number } | undefined, messageId: string, actor: Actor, now: Date): Promise<StatementEntryReport> {
  const transfer = item ? await lockTransfer(trx, item.bank_transfer_id) : undefined;
  const decision = decide(entry, item, messageId, transfer?.status);
  const base = {
    endToEndId: entry.endToEndId,
    bankTransferId: decision.item?.bank_transfer_id ?? null,
    amount: entry.amount,
    expectedAmount: decision.item?.amount ?? null,
    currency: entry.currency,
    bankStatus: entry.returned ? ('returned' as const) : ('booked' as const),
    reason: entry.reason,
  };
  if (decision.kind === 'report') return { ...base, outcome: decision.outcome, message: decision.message };
  const note = { statement: { messageId, endToEndId: entry.endToEndId } };
  if (decision.kind === 'reject') {
    await saveTransferStatus(trx, transfer!.id, { status: TransferStatus.Rejected, rejected_reason: decision.reason, last_modified_date: now });
    await recordAudit(trx, actor, {
      action: 'status',
      entityType: 'BankTransfer',
      entityId: transfer!.id,
      before: toTransferAudit(transfer!),
      after: { ...toTransferAudit({ ...transfer!, status: TransferStatus.Rejected, rejected_reason: decision.reason }), ...note },
    });
    return { ...base, outcome: 'rejected', message: decision.reason };
  }
  try {
    await completeLocked(trx, transfer!, actor, now, {}, note);
  } catch (error) {
    // Checked before anything was written (the balance no longer covers it, the driver is gone): reported, the rest goes on.
    if (error instanceof HttpError && error.statusCode === 409) return { ...base, outcome: 'refused', message: `${error.message}: nothing changed` };
    throw error;
  }
  return { ...base, outcome: 'completed', message: 'Paid by the bank: completed, the driver’s balance debited once' };
}
