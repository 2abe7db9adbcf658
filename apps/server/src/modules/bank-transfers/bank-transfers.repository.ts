import { sql } from 'kysely';
import type { BankTransfersSummary } from '@taxi/contract';
import type { Db } from '../../db/database';
import { type ListSpec, type PageRange, listPage } from '../../db/list-page';
import { dayEnd, dayStart } from '../../lib/operator-days';

/** What a transfers list shows: optionally one user, one status and whole days on the operator's clock. */
export interface TransfersFilter {
  userId?: number | undefined;
  status?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** A transfer with its user's block and current balance (null when the user row is gone). */
export interface TransferRow {
  id: number;
  user_id: number | null;
  amount: number;
  description: string;
  status: number;
  rejected_reason: string | null;
  date_created: Date;
  last_modified_date: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  address: string | null;
  phone_number: string | null;
  photo_url: string | null;
  balance: number | null;
  iban: string | null;
  first_approved_by: number | null;
  first_approved_at: Date | null;
  first_approver_first_name: string | null;
  first_approver_last_name: string | null;
  first_approver_email: string | null;
  second_approved_by: number | null;
  second_approved_at: Date | null;
  second_approver_first_name: string | null;
  second_approver_last_name: string | null;
  second_approver_email: string | null;
  second_approval_required: boolean;
  bank_file_id: number | null;
  bank_file_message_id: string | null;
}

/**
 * Whether completing the payout needs two approvals (issue 25): a threshold in App Settings above
 * 0 and an amount above it. Read with the row, so lists and answers carry it.
 */
const SECOND_APPROVAL_REQUIRED = sql<boolean>`coalesce((SELECT s.payout_second_approval_threshold > 0 AND bt.amount > s.payout_second_approval_threshold FROM app_settings s WHERE s.id = 1), false)`.as(
  'second_approval_required',
);

const COLUMNS = [
  'bt.id',
  'bt.user_id',
  'bt.amount',
  'bt.description',
  'bt.status',
  'bt.rejected_reason',
  'bt.date_created',
  'bt.last_modified_date',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.address',
  'u.phone_number',
  'u.photo_url',
  'u.balance',
  'u.iban',
  'bt.first_approved_by',
  'bt.first_approved_at',
  'a1.first_name as first_approver_first_name',
  'a1.last_name as first_approver_last_name',
  'a1.email as first_approver_email',
  'bt.second_approved_by',
  'bt.second_approved_at',
  'a2.first_name as second_approver_first_name',
  'a2.last_name as second_approver_last_name',
  'a2.email as second_approver_email',
  'bfi.bank_file_id',
  'bf.message_id as bank_file_message_id',
  SECOND_APPROVAL_REQUIRED,
] as const;

/** The payout with its user, its approvers and its bank file (each joined on a key, at most one row). */
function joined(db: Db) {
  return db
    .selectFrom('bank_transfers as bt')
    .leftJoin('users as u', 'u.id', 'bt.user_id')
    .leftJoin('users as a1', 'a1.id', 'bt.first_approved_by')
    .leftJoin('users as a2', 'a2.id', 'bt.second_approved_by')
    .leftJoin('bank_file_items as bfi', 'bfi.bank_transfer_id', 'bt.id')
    .leftJoin('bank_files as bf', 'bf.id', 'bfi.bank_file_id');
}

function listed(db: Db, filter: TransfersFilter, timeZone: string) {
  let query = joined(db);
  if (filter.userId !== undefined) query = query.where('bt.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('bt.status', '=', filter.status);
  if (filter.dateFrom) query = query.where('bt.date_created', '>=', dayStart(filter.dateFrom, timeZone));
  if (filter.dateTo) query = query.where('bt.date_created', '<', dayEnd(filter.dateTo, timeZone));
  return query;
}

/** The transfers list: newest first (date, then id). */
export function transfersList(db: Db, filter: TransfersFilter, timeZone: string): ListSpec {
  const filtered = listed(db, filter, timeZone);
  return { filtered, selected: filtered.select(COLUMNS), keys: ['bt.date_created', 'bt.id'] };
}

/** One page of transfers and how many match (db/list-page.ts: exact up to the cap). */
export const listTransfers = (db: Db, filter: TransfersFilter, timeZone: string, page: PageRange) =>
  listPage<TransferRow>(db, transfersList(db, filter, timeZone), page);

/**
 * The transfers that follow `after` in the list's order, for the CSV export in keyset batches;
 * the cursor keeps the timestamp as text (a JS Date drops microseconds).
 */
export async function listTransfersAfter(db: Db, filter: TransfersFilter, timeZone: string, after: { keyset: string; id: number } | undefined, limit: number) {
  let query = listed(db, filter, timeZone)
    .select(COLUMNS)
    .select(sql<string>`bt.date_created::text`.as('keyset'));
  if (after) query = query.where(sql<boolean>`(bt.date_created, bt.id) < (${after.keyset}::timestamptz, ${after.id})`);
  return (await query.orderBy('bt.date_created', 'desc').orderBy('bt.id', 'desc').limit(limit).execute()) as (TransferRow & { keyset: string })[];
}

export async function findTransfer(db: Db, id: number): Promise<TransferRow | undefined> {
  return (await joined(db).select(COLUMNS).where('bt.id', '=', id).executeTakeFirst()) as
    | TransferRow
    | undefined;
}

/** The transfer's row, locked until the transaction ends: every status change of one payout queues up here. */
export function lockTransfer(trx: Db, id: number) {
  return trx.selectFrom('bank_transfers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function saveTransferStatus(
  trx: Db,
  id: number,
  change: { status: number; rejected_reason: string | null; last_modified_date: Date; second_approved_by?: number; second_approved_at?: Date },
) {
  await trx.updateTable('bank_transfers').set(change).where('id', '=', id).execute();
}

export function insertTransfer(trx: Db, values: { user_id: number; amount: number; description: string; date_created: Date }) {
  return trx
    .insertInto('bank_transfers')
    .values({ ...values, status: 0, last_modified_date: values.date_created })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The sum of a user's payouts still open (Pending or In Progress), kuruş. */
export async function openPayoutsTotal(trx: Db, userId: number): Promise<number> {
  const row = await trx
    .selectFrom('bank_transfers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('status', 'in', [0, 1])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Every figure of the overview (SPEC.md §3) in ONE statement, over every transfer (or one user's).
 * Percentages are shares of the number of transfers rounded half away from zero to two decimals
 * (numeric `round`), the ratio is rejected / completed rounded to four decimals, 0 when none
 * completed (docs/money.md).
 */
export async function loadSummary(db: Db, userId: number | undefined): Promise<BankTransfersSummary> {
  let transfers = db.selectFrom('bank_transfers');
  if (userId !== undefined) transfers = transfers.where('user_id', '=', userId);
  return db
    .selectFrom(
      transfers
        .select([
          sql<number>`count(*)`.as('total'),
          sql<number>`count(*) FILTER (WHERE status = 0)`.as('pending'),
          sql<number>`count(*) FILTER (WHERE status = 1)`.as('inProgress'),
          sql<number>`count(*) FILTER (WHERE status = 2)`.as('completed'),
          sql<number>`count(*) FILTER (WHERE status = 3)`.as('rejected'),
          sql<number>`coalesce(sum(amount), 0)`.as('totalAmount'),
          sql<number>`coalesce(sum(amount) FILTER (WHERE status = 2), 0)`.as('completedAmount'),
          sql<number>`coalesce(sum(amount) FILTER (WHERE status = 3), 0)`.as('rejectedAmount'),
        ])
        .as('t'),
    )
    .select([
      sql<number>`coalesce(round(100.0 * completed / nullif(total, 0), 2), 0)::float8`.as('percentageOfCompletedTransfers'),
      sql<number>`"completedAmount"::bigint`.as('totalAmountOfCompletedTransfers'),
      sql<number>`completed::int`.as('numberOfCompletedTransfers'),
      sql<number>`coalesce(round(100.0 * rejected / nullif(total, 0), 2), 0)::float8`.as('percentageOfRejectedTransfers'),
      sql<number>`"rejectedAmount"::bigint`.as('totalAmountOfRejectedTransfers'),
      sql<number>`rejected::int`.as('numberOfRejectedTransfers'),
      sql<number>`total::int`.as('numberOfTransfers'),
      sql<number>`pending::int`.as('numberOfPendingTransfers'),
      sql<number>`"inProgress"::int`.as('numberOfInProgressTransfers'),
      sql<number>`"totalAmount"::bigint`.as('totalTransferAmount'),
      sql<number>`coalesce(round(rejected::numeric / nullif(completed, 0), 4), 0)::float8`.as('rejectedToCompletedRatio'),
    ])
    .executeTakeFirstOrThrow();
}

/** The first of a payout's two approvals (four-eyes): who and when; the status does not move. */
export async function saveFirstApproval(trx: Db, id: number, approverId: number, at: Date) {
  await trx.updateTable('bank_transfers').set({ first_approved_by: approverId, first_approved_at: at, last_modified_date: at }).where('id', '=', id).execute();
}

/** The App Settings threshold above which completing a payout needs two approvals (0: off). */
export async function secondApprovalThreshold(db: Db): Promise<number> {
  const row = await db.selectFrom('app_settings').select('payout_second_approval_threshold').where('id', '=', 1).executeTakeFirst();
  return row ? Number(row.payout_second_approval_threshold) : 0;
}

/** The bank file a payout went into, if any. */
export function bankFileOf(db: Db, transferId: number) {
  return db
    .selectFrom('bank_file_items as i')
    .innerJoin('bank_files as f', 'f.id', 'i.bank_file_id')
    .select(['f.id', 'f.message_id'])
    .where('i.bank_transfer_id', '=', transferId)
    .executeTakeFirst();
}
