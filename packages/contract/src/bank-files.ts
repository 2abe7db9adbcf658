import { z } from 'zod';
import { IsoDateTime, Kurus, MAX_ID, PageQuery, text } from './common';

/**
 * Bank payout files (ISO 20022 pain.001.001.09 and CSV) and bank statement imports (camt.053 or
 * CSV), issue 25 items 4 and 5 (docs/money.md "Bank payout file", "Statement reconciliation").
 */

/** The most payouts one file carries. */
export const MAX_BANK_FILE_TRANSFERS = 1000;

/**
 * `POST /api/bankFiles/CreateBankFile`: the In Progress payouts to pay. Without `transferIds`, every
 * In Progress payout that can go into a file (the others are listed in `skipped`); with them, each
 * must be able to (409 naming those that cannot).
 */
export const CreateBankFileBody = z.object({
  transferIds: z
    .array(z.number().int().positive().max(MAX_ID))
    .min(1, 'Select at least one payout')
    .max(MAX_BANK_FILE_TRANSFERS, `At most ${MAX_BANK_FILE_TRANSFERS} payouts in one file`)
    .refine((ids) => new Set(ids).size === ids.length, 'A payout is selected twice')
    .optional(),
});
export type CreateBankFileBody = z.infer<typeof CreateBankFileBody>;

/** Why a payout cannot go into a bank file. */
export const BANK_FILE_SKIP_REASONS = ['not_in_progress', 'in_another_file', 'no_iban', 'awaiting_first_approval', 'same_approver', 'driver_deleted'] as const;
export const BankFileSkip = z.object({ bankTransferId: z.number().int(), reason: z.enum(BANK_FILE_SKIP_REASONS), message: z.string() });
export type BankFileSkip = z.infer<typeof BankFileSkip>;

export const BankFile = z.object({
  bankFileId: z.number().int(),
  /** pain.001 GrpHdr/MsgId (also its PmtInfId): the statement names the file by it. */
  messageId: z.string(),
  createdAt: IsoDateTime,
  createdBy: z.object({ id: z.number().int(), email: z.string().nullable() }),
  numberOfTransactions: z.number().int(),
  /** The sum of the file's amounts, kuruş. */
  controlSum: Kurus,
  /** How many of the file's payouts are still In Progress, Completed, Rejected. */
  openCount: z.number().int(),
  completedCount: z.number().int(),
  rejectedCount: z.number().int(),
  statementImports: z.number().int(),
});
export type BankFile = z.infer<typeof BankFile>;

export const CreateBankFileResponse = BankFile.extend({ skipped: z.array(BankFileSkip) });
export type CreateBankFileResponse = z.infer<typeof CreateBankFileResponse>;

export const BankFilesQuery = PageQuery;

export const BankFileDownloadQuery = z.object({ format: z.enum(['pain001', 'csv'], { error: 'format must be pain001 or csv' }) });
export type BankFilesQuery = z.infer<typeof BankFilesQuery>;

/** The largest statement accepted (characters of its text): a bigger one is 400 before it is read. */
export const MAX_STATEMENT_CHARS = 3_000_000;
/** The largest request body of a statement import (bytes of JSON); beyond it 413. */
export const MAX_STATEMENT_BODY_BYTES = 4 * 1024 * 1024;

export const STATEMENT_FORMATS = ['camt053', 'csv'] as const;
export const StatementFormat = z.enum(STATEMENT_FORMATS);

/** `POST /api/bankFiles/ImportStatement/{id}`: the statement as text, camt.053 XML or CSV. */
export const ImportStatementBody = z.object({
  format: StatementFormat,
  content: text({ max: MAX_STATEMENT_CHARS, multiline: true, tooLong: 'The statement is too large' }).min(1, 'The statement is empty'),
});
export type ImportStatementBody = z.infer<typeof ImportStatementBody>;

/** What the import did with one entry of the statement. */
export const STATEMENT_OUTCOMES = ['completed', 'rejected', 'already_settled', 'unmatched', 'amount_mismatch', 'refused'] as const;
export const StatementEntryReport = z.object({
  endToEndId: z.string().nullable(),
  bankTransferId: z.number().int().nullable(),
  /** The amount the statement gives (kuruş) and the payout's, when matched. */
  amount: Kurus.nullable(),
  expectedAmount: Kurus.nullable(),
  currency: z.string().nullable(),
  /** `booked` (paid) or `returned` (the bank gave it back, with a reason). */
  bankStatus: z.enum(['booked', 'returned']),
  reason: z.string().nullable(),
  outcome: z.enum(STATEMENT_OUTCOMES),
  message: z.string(),
});
export type StatementEntryReport = z.infer<typeof StatementEntryReport>;

export const StatementImport = z.object({
  statementImportId: z.number().int(),
  bankFileId: z.number().int(),
  createdAt: IsoDateTime,
  createdBy: z.number().int(),
  format: StatementFormat,
  /** True when this very statement had been imported before: nothing changed this time. */
  repeated: z.boolean(),
  completedCount: z.number().int(),
  rejectedCount: z.number().int(),
  alreadySettledCount: z.number().int(),
  unmatchedCount: z.number().int(),
  mismatchedCount: z.number().int(),
  /** The file's payouts the statement does not mention. */
  missing: z.array(z.object({ bankTransferId: z.number().int(), endToEndId: z.string() })),
  entries: z.array(StatementEntryReport),
});
export type StatementImport = z.infer<typeof StatementImport>;
