import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { type ListSpec, type PageRange, listPage } from '../../db/list-page';

/** A payout as a bank file needs it: its state, its approvals, its driver's name and IBAN, and its file if any. */
export interface CandidateRow {
  id: number;
  user_id: number | null;
  amount: number;
  status: number;
  description: string;
  first_approved_by: number | null;
  second_approved_by: number | null;
  first_name: string | null;
  last_name: string | null;
  iban: string | null;
  deleted_at: Date | null;
  in_file: number | null;
}

/** Every In Progress payout in no file yet, oldest first, at most `limit`. */
export async function openUnfiledIds(trx: Db, limit: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('bank_transfers as bt')
    .leftJoin('bank_file_items as bfi', 'bfi.bank_transfer_id', 'bt.id')
    .select('bt.id')
    .where('bt.status', '=', 1)
    .where('bfi.bank_transfer_id', 'is', null)
    .orderBy('bt.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The payouts `ids`, their rows locked (in id order, so two files made at once never deadlock)
 * until the transaction ends: a payout cannot change state, or go into another file, meanwhile.
 */
export async function lockCandidates(trx: Db, ids: readonly number[]): Promise<CandidateRow[]> {
  if (ids.length === 0) return [];
  await trx.selectFrom('bank_transfers').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  return trx
    .selectFrom('bank_transfers as bt')
    .leftJoin('users as u', 'u.id', 'bt.user_id')
    .leftJoin('bank_file_items as bfi', 'bfi.bank_transfer_id', 'bt.id')
    .select([
      'bt.id',
      'bt.user_id',
      'bt.amount',
      'bt.status',
      'bt.description',
      'bt.first_approved_by',
      'bt.second_approved_by',
      'u.first_name',
      'u.last_name',
      'u.iban',
      'u.deleted_at',
      'bfi.bank_file_id as in_file',
    ])
    .where('bt.id', 'in', ids)
    .execute() as Promise<CandidateRow[]>;
}

export function insertBankFile(trx: Db, values: { message_id: string; created_at: Date; created_by: number; debtor_name: string; debtor_iban: string; debtor_bic: string; number_of_transactions: number; control_sum: number }) {
  return trx.insertInto('bank_files').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function setMessageId(trx: Db, id: number, messageId: string) {
  await trx.updateTable('bank_files').set({ message_id: messageId }).where('id', '=', id).execute();
}

export async function insertItems(trx: Db, items: { bank_file_id: number; bank_transfer_id: number; end_to_end_id: string; amount: number; creditor_name: string; creditor_iban: string }[]) {
  await trx.insertInto('bank_file_items').values(items).execute();
}

/** The bank file creator's second approval of a four-eyes payout (the first was someone else's). */
export async function saveSecondApproval(trx: Db, ids: readonly number[], approverId: number, at: Date) {
  if (ids.length === 0) return;
  await trx.updateTable('bank_transfers').set({ second_approved_by: approverId, second_approved_at: at }).where('id', 'in', ids).execute();
}

export interface BankFileRow {
  id: number;
  message_id: string;
  created_at: Date;
  created_by: number;
  creator_email: string | null;
  debtor_name: string;
  debtor_iban: string;
  debtor_bic: string;
  number_of_transactions: number;
  control_sum: number;
  open_count: number;
  completed_count: number;
  rejected_count: number;
  statement_imports: number;
}

const FILE_COLUMNS = [
  'bf.id',
  'bf.message_id',
  'bf.created_at',
  'bf.created_by',
  'c.email as creator_email',
  'bf.debtor_name',
  'bf.debtor_iban',
  'bf.debtor_bic',
  'bf.number_of_transactions',
  'bf.control_sum',
  sql<number>`(SELECT count(*)::int FROM bank_file_items i JOIN bank_transfers t ON t.id = i.bank_transfer_id WHERE i.bank_file_id = bf.id AND t.status IN (0, 1))`.as('open_count'),
  sql<number>`(SELECT count(*)::int FROM bank_file_items i JOIN bank_transfers t ON t.id = i.bank_transfer_id WHERE i.bank_file_id = bf.id AND t.status = 2)`.as('completed_count'),
  sql<number>`(SELECT count(*)::int FROM bank_file_items i JOIN bank_transfers t ON t.id = i.bank_transfer_id WHERE i.bank_file_id = bf.id AND t.status = 3)`.as('rejected_count'),
  sql<number>`(SELECT count(*)::int FROM statement_imports s WHERE s.bank_file_id = bf.id)`.as('statement_imports'),
] as const;

const files = (db: Db) => db.selectFrom('bank_files as bf').leftJoin('users as c', 'c.id', 'bf.created_by');

export function findBankFile(db: Db, id: number): Promise<BankFileRow | undefined> {
  return files(db).select(FILE_COLUMNS).where('bf.id', '=', id).executeTakeFirst() as Promise<BankFileRow | undefined>;
}

/** The bank files, newest first. */
export function listBankFiles(db: Db, range: PageRange) {
  const filtered = files(db);
  const spec: ListSpec = { filtered, selected: filtered.select(FILE_COLUMNS), keys: ['bf.created_at', 'bf.id'] };
  return listPage<BankFileRow>(db, spec, range);
}

/** A file's payouts as the file carries them, in the file's order. */
export function fileItems(db: Db, bankFileId: number) {
  return db
    .selectFrom('bank_file_items as i')
    .innerJoin('bank_transfers as t', 't.id', 'i.bank_transfer_id')
    .select(['i.bank_transfer_id', 'i.end_to_end_id', 'i.amount', 'i.creditor_name', 'i.creditor_iban', 't.description'])
    .where('i.bank_file_id', '=', bankFileId)
    .orderBy('i.bank_transfer_id')
    .execute();
}
