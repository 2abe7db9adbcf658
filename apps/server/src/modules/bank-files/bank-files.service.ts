import { type BankFile, type CreateBankFileBody, type CreateBankFileResponse, MAX_BANK_FILE_TRANSFERS } from '@taxi/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/http-errors';
import { orDuplicate } from '../../lib/unique-violation';
import { recordAudit, type Actor } from '../audit/audit';
import { findSettings } from '../app-settings/app-settings.repository';
import { secondApprovalThreshold } from '../bank-transfers/bank-transfers.repository';
import * as repository from './bank-files.repository';
import { eligibility, endToEndIdOf, messageIdOf } from './bank-files.rules';
import { bankFileCsv, controlSum, pain001Xml, type PaymentFile } from './pain001';

/** The operator's calendar day of `at`, YYYY-MM-DD. */
export const operatorDay = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

export function toBankFile(row: repository.BankFileRow): BankFile {
  return {
    bankFileId: row.id,
    messageId: row.message_id,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: { id: row.created_by, email: row.creator_email },
    numberOfTransactions: row.number_of_transactions,
    controlSum: Number(row.control_sum),
    openCount: row.open_count,
    completedCount: row.completed_count,
    rejectedCount: row.rejected_count,
    statementImports: row.statement_imports,
  };
}

export async function getBankFile(db: Db, id: number): Promise<BankFile> {
  const row = await repository.findBankFile(db, id);
  if (!row) throw notFound('Bank file');
  return toBankFile(row);
}

const ALREADY_FILED = 'A selected payout went into another bank file at the same time; make the file again';

/**
 * Makes a bank payout file of In Progress payouts (docs/money.md "Bank payout file"): the selected
 * ones (each must be able to go in: 409 naming those that cannot), or every one that can (the
 * others are listed in `skipped`). Under the payouts' row locks: records the file and which
 * payouts went into it (each into one file only, a unique index), with the sender of App Settings
 * and the IBANs as they are now, so every download of it is the same. Above the four-eyes
 * threshold the creator gives the second approval. The payouts stay In Progress until the bank's
 * statement says what happened. Audited: the file, and each payout.
 */
export function createBankFile(db: Db, body: CreateBankFileBody, actor: Actor, timeZone: string, now = new Date()): Promise<CreateBankFileResponse> {
  if (actor.id === null) throw conflict('A bank file is made by a staff member', 'conflict');
  const creatorId = actor.id;
  return orDuplicate(
    () => conflict(ALREADY_FILED, 'bank_file.not_eligible'),
    () =>
      db.transaction().execute(async (trx) => {
        const settings = await findSettings(trx);
        if (!settings?.transfer_from_iban || !settings.transfer_from_bic) {
          throw conflict('Set the sender’s IBAN and BIC in App Settings before making a bank file', 'bank_file.sender_missing');
        }
        const threshold = await secondApprovalThreshold(trx);
        const ids = body.transferIds ?? (await repository.openUnfiledIds(trx, MAX_BANK_FILE_TRANSFERS));
        const rows = new Map((await repository.lockCandidates(trx, ids)).map((row) => [row.id, row]));
        const checked = ids.map((id) => ({ id, row: rows.get(id), ...eligibility(rows.get(id), id, threshold, creatorId) }));
        const skipped = checked.flatMap((entry) => (entry.skip ? [entry.skip] : []));
        if (body.transferIds && skipped.length > 0) {
          throw conflict(`These payouts cannot go into a bank file: ${skipped.map((skip) => skip.message).join('; ')}`, 'bank_file.not_eligible', { count: skipped.length });
        }
        const paid = checked.filter((entry) => !entry.skip && entry.row).map((entry) => ({ ...entry, row: entry.row! }));
        if (paid.length === 0) throw conflict('No In Progress payout can go into a bank file now', 'bank_file.nothing_to_pay');

        const items = paid.map(({ row }) => ({
          bank_transfer_id: row.id,
          end_to_end_id: endToEndIdOf(row.id),
          amount: row.amount,
          creditor_name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || `Driver ${row.user_id}`,
          creditor_iban: row.iban!,
        }));
        const { id } = await repository.insertBankFile(trx, {
          message_id: `new-${creatorId}-${now.getTime()}-${Math.random().toString(36).slice(2, 10)}`,
          created_at: now,
          created_by: creatorId,
          debtor_name: settings.transfer_from_name,
          debtor_iban: settings.transfer_from_iban,
          debtor_bic: settings.transfer_from_bic,
          number_of_transactions: items.length,
          control_sum: controlSum(items),
        });
        const messageId = messageIdOf(id, operatorDay(now, timeZone));
        await repository.setMessageId(trx, id, messageId);
        await repository.insertItems(trx, items.map((item) => ({ ...item, bank_file_id: id })));
        const secondApprovals = paid.filter((entry) => entry.secondApproval).map((entry) => entry.id);
        await repository.saveSecondApproval(trx, secondApprovals, creatorId, now);

        await recordAudit(trx, actor, { action: 'create', entityType: 'BankFile', entityId: id, after: { messageId, transferIds: items.map((item) => item.bank_transfer_id), controlSum: controlSum(items), secondApprovals } });
        for (const entry of paid) {
          await recordAudit(trx, actor, {
            action: entry.secondApproval ? 'approve' : 'bankFile',
            entityType: 'BankTransfer',
            entityId: entry.id,
            after: { bankFileId: id, messageId, iban: entry.row.iban, amount: entry.row.amount, ...(entry.secondApproval ? { approval: 'second', secondApprovedBy: creatorId } : {}) },
          });
        }
        return { ...(await getBankFile(trx, id)), skipped };
      }),
  );
}

/** The file's content as the bank takes it, rebuilt from what was recorded (the same every time). */
export async function paymentFileOf(db: Db, id: number, timeZone: string): Promise<PaymentFile> {
  const file = await repository.findBankFile(db, id);
  if (!file) throw notFound('Bank file');
  const items = await repository.fileItems(db, id);
  return {
    messageId: file.message_id,
    createdAt: new Date(file.created_at),
    debtorName: file.debtor_name,
    debtorIban: file.debtor_iban,
    debtorBic: file.debtor_bic,
    executionDate: operatorDay(new Date(file.created_at), timeZone),
    transfers: items.map((item) => ({
      endToEndId: item.end_to_end_id,
      amount: Number(item.amount),
      creditorName: item.creditor_name,
      creditorIban: item.creditor_iban,
      remittance: `Payout #${item.bank_transfer_id}${item.description ? `: ${item.description}` : ''}`,
    })),
  };
}

export async function downloadBankFile(db: Db, id: number, format: 'pain001' | 'csv', timeZone: string) {
  const file = await paymentFileOf(db, id, timeZone);
  return format === 'pain001'
    ? { body: pain001Xml(file), type: 'application/xml; charset=utf-8', name: `${file.messageId}.pain.001.xml` }
    : { body: bankFileCsv(file), type: 'text/csv; charset=utf-8', name: `${file.messageId}.csv` };
}
