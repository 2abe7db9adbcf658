import { APPROVE_TRANSFER_SAME_PERSON, type BankTransfer, type BankTransfersViewModel, type PayoutRequestBody, TransferStatus, type UpdateBankTransferStatusBody, formatTry } from '@taxi/contract';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { orDuplicate } from '../../lib/unique-violation';
import { paginationInfo } from '../../plugins/pagination';
import { recordAudit, type Actor } from '../audit/audit';
import { lockBalance, postLedgerEntry } from '../ledger/ledger.repository';
import { toBankTransfer, toTransferAudit } from './bank-transfers.mappers';
import * as repository from './bank-transfers.repository';
import { refusedTransition } from './bank-transfers.rules';

const ENTITY = 'BankTransfer';
/** The overview's preload: page 1 of 10 (SPEC.md §8). */
const VIEW_MODEL_PAGE = { pageNumber: 1, pageSize: 10 } as const;
const ALREADY_PAID = 'This transfer has already been completed';

async function readTransfer(db: Db, id: number): Promise<BankTransfer> {
  const row = await repository.findTransfer(db, id);
  if (!row) throw notFound('Bank transfer');
  return toBankTransfer(row);
}

export const getTransfer = readTransfer;

/** The overview: every summary figure (one statement) and page 1 with its pagination, optionally of one user. */
export async function getViewModel(db: Db, timeZone: string, userId: number | undefined): Promise<BankTransfersViewModel> {
  const [summary, page] = await Promise.all([
    repository.loadSummary(db, userId),
    repository.listTransfers(db, { userId }, timeZone, { limit: VIEW_MODEL_PAGE.pageSize, offset: 0 }),
  ]);
  return { summary, transfers: page.rows.map(toBankTransfer), pagination: paginationInfo(VIEW_MODEL_PAGE, page.totalItems, page.totalIsExact) };
}

/**
 * Moves a payout along its state machine (bank-transfers.rules.ts) under the transfer's row lock:
 * two admins acting at once queue up, the second sees the new status and gets 409. Completing
 * debits the driver's balance through one ledger row in the same transaction (409 when the
 * balance no longer covers it; the unique index on the payout makes a second debit impossible).
 * Above the four-eyes threshold, completing is an approval (`approveTransfer`): the first one is
 * recorded and the status stays. Audited with the admin. A refused change changes nothing.
 */
export function updateTransferStatus(db: Db, id: number, body: UpdateBankTransferStatusBody, actor: Actor, now = new Date()): Promise<BankTransfer> {
  if (body.status === TransferStatus.Completed) return approveTransfer(db, id, actor, now);
  return db.transaction().execute(async (trx) => {
    const transfer = await lockOpenTransfer(trx, id, body.status);
    const file = body.status === TransferStatus.Rejected ? await repository.bankFileOf(trx, id) : undefined;
    if (file) throw conflict(`This payout is in bank file ${file.message_id}: the bank’s statement decides whether it was paid or returned`, 'conflict');
    const rejectedReason = body.status === TransferStatus.Rejected ? (body.rejectedReason ?? null) : transfer.rejected_reason;
    await repository.saveTransferStatus(trx, id, { status: body.status, rejected_reason: rejectedReason, last_modified_date: now });
    await recordAudit(trx, actor, {
      action: 'status',
      entityType: ENTITY,
      entityId: id,
      before: toTransferAudit(transfer),
      after: toTransferAudit({ ...transfer, status: body.status, rejected_reason: rejectedReason }),
    });
    return readTransfer(trx, id);
  });
}

/** The transfer's row under its lock, when it may move to `to` (404, 409 otherwise). */
async function lockOpenTransfer(trx: Db, id: number, to: TransferStatus) {
  const transfer = await repository.lockTransfer(trx, id);
  if (!transfer) throw notFound('Bank transfer');
  const refusal = refusedTransition(transfer.status as TransferStatus, to);
  if (refusal) throw conflict(refusal.message, refusal.code, { status: transfer.status, requested: to });
  return transfer;
}

/**
 * A staff member approves completing a payout (four-eyes, docs/money.md). At or below the App
 * Settings threshold (or with the threshold 0) one approval completes it. Above it, the first
 * approval is recorded (who, when; audited `approve`) and the status stays; the second, by a
 * different staff member (409 for the same one), completes it. Completing debits the balance once,
 * under the transfer's lock then the driver's: of two second approvals at once, one wins and the
 * other reads Completed (409).
 */
export function approveTransfer(db: Db, id: number, actor: Actor, now = new Date()): Promise<BankTransfer> {
  return orDuplicate(
    () => conflict(ALREADY_PAID, 'transfer.already_paid'),
    () =>
      db.transaction().execute(async (trx) => {
        const transfer = await lockOpenTransfer(trx, id, TransferStatus.Completed);
        const threshold = await repository.secondApprovalThreshold(trx);
        const fourEyes = threshold > 0 && transfer.amount > threshold;
        // A bank file's creator may have given the second approval already (modules/bank-files).
        const awaiting = fourEyes && transfer.second_approved_by === null;
        if (awaiting && transfer.first_approved_by === null) {
          if (actor.id === null) throw conflict('A payout above the four-eyes threshold needs two staff approvals', 'conflict');
          await coveringDriver(trx, transfer); // approving what cannot be paid is refused as completing it would be
          await repository.saveFirstApproval(trx, id, actor.id, now);
          await recordAudit(trx, actor, {
            action: 'approve',
            entityType: ENTITY,
            entityId: id,
            before: toTransferAudit(transfer),
            after: { ...toTransferAudit({ ...transfer, first_approved_by: actor.id }), approval: 'first', threshold },
          });
          return readTransfer(trx, id);
        }
        if (awaiting && transfer.first_approved_by === actor.id) throw conflict(APPROVE_TRANSFER_SAME_PERSON, 'transfer.second_approval_same_person');
        return completeLocked(trx, transfer, actor, now, awaiting && actor.id !== null ? { second_approved_by: actor.id, second_approved_at: now } : {});
      }),
  );
}

type LockedTransfer = NonNullable<Awaited<ReturnType<typeof repository.lockTransfer>>>;

/**
 * Completes a payout whose row the caller has locked and checked: the one debit, the status,
 * the audit entry. The one completion path: by hand (`approveTransfer`) and by a bank statement.
 */
export async function completeLocked(
  trx: Db,
  transfer: LockedTransfer,
  actor: Actor,
  now: Date,
  extra: { second_approved_by?: number; second_approved_at?: Date } = {},
  auditNote: Record<string, unknown> = {},
): Promise<BankTransfer> {
  const balanceAfter = await debitPayout(trx, transfer, now);
  await repository.saveTransferStatus(trx, transfer.id, { status: TransferStatus.Completed, rejected_reason: transfer.rejected_reason, last_modified_date: now, ...extra });
  await recordAudit(trx, actor, {
    action: 'status',
    entityType: ENTITY,
    entityId: transfer.id,
    before: toTransferAudit(transfer),
    after: { ...toTransferAudit({ ...transfer, ...extra, status: TransferStatus.Completed }), balanceAfter, ...auditNote },
  });
  return readTransfer(trx, transfer.id);
}

/** The payout's driver under their lock, when their balance still covers it (409 otherwise). */
async function coveringDriver(trx: Db, transfer: { user_id: number | null; amount: number }) {
  const driver = transfer.user_id === null ? undefined : await lockBalance(trx, transfer.user_id);
  if (!driver) throw conflict('The driver of this transfer no longer exists', 'transfer.driver_deleted');
  if (driver.balance < transfer.amount) {
    throw conflict(`The driver's balance (${formatTry(driver.balance)}) no longer covers this transfer (${formatTry(transfer.amount)})`, 'transfer.balance_not_covering', {
      balance: driver.balance,
      amount: transfer.amount,
    });
  }
  return driver;
}

/** The one debit of a completed payout, under the driver's lock; returns the new balance. */
async function debitPayout(trx: Db, transfer: { id: number; user_id: number | null; amount: number; description: string }, now: Date): Promise<number> {
  const driver = await coveringDriver(trx, transfer);
  return postLedgerEntry(trx, {
    user_id: driver.id,
    amount: -transfer.amount,
    kind: 'Payout',
    trip_id: null,
    bank_transfer_id: transfer.id,
    description: `Payout #${transfer.id}${transfer.description ? `: ${transfer.description}` : ''}`,
    created_at: now,
  });
}

/**
 * A driver asks to be paid `amount` of their balance. Under the lock on the driver's user row, so
 * two requests at once queue up: the amount must not exceed the balance less the driver's open
 * (Pending, In Progress) payouts (400 naming `amount`). Starts Pending; audited with the driver.
 */
export function requestPayout(db: Db, driverId: number, body: PayoutRequestBody, actor: Actor, now = new Date()): Promise<BankTransfer> {
  return db.transaction().execute(async (trx) => {
    const driver = await lockBalance(trx, driverId);
    if (!driver) throw notFound('Driver');
    const available = driver.balance - (await repository.openPayoutsTotal(trx, driverId));
    if (body.amount > available) {
      const message = `The amount must not exceed your available balance of ${formatTry(Math.max(available, 0))} (balance less open payouts)`;
      const figures = { available: Math.max(available, 0) };
      throw badRequest(message, 'payout.exceeds_available', { params: figures, errors: { amount: [message] }, fieldErrors: { amount: { code: 'exceeds_available', params: figures } } });
    }
    const { id } = await repository.insertTransfer(trx, { user_id: driverId, amount: body.amount, description: body.description, date_created: now });
    const created = await readTransfer(trx, id);
    await recordAudit(trx, actor, { action: 'request', entityType: ENTITY, entityId: id, after: toTransferAudit({ id, user_id: driverId, amount: body.amount, status: 0, rejected_reason: null }) });
    return created;
  });
}
