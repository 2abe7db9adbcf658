import { describe, expect, it } from 'vitest';
import { BANK_FILE_SKIP_REASONS, BankFile, BankFileDownloadQuery, CreateBankFileBody, ImportStatementBody, MAX_BANK_FILE_TRANSFERS, MAX_STATEMENT_CHARS, StatementImport } from '../src/bank-files';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const file = {
  bankFileId: 1, messageId: 'TAXI-20261127-000001', createdAt: '2026-11-27T18:00:00.000Z', createdBy: { id: 2, email: 'finance@demo.taxi' },
  numberOfTransactions: 2, controlSum: 12_345, openCount: 1, completedCount: 1, rejectedCount: 0, statementImports: 1,
};

describe('[25.4] bank files', () => {
  it('a file answer carries every field', () => {
    expectShape(BankFile, file);
  });

  it('CreateBankFileBody: none (all that can go in) or 1 to 1000 distinct payout ids', () => {
    expect(parsed(CreateBankFileBody, {})).toEqual({});
    expect(parsed(CreateBankFileBody, { transferIds: [3, 1] })).toEqual({ transferIds: [3, 1] });
    expect(issuesOf(CreateBankFileBody, { transferIds: [] })).toEqual(['transferIds: Select at least one payout']);
    expect(issuesOf(CreateBankFileBody, { transferIds: [1, 1] })).toEqual(['transferIds: A payout is selected twice']);
    const many = Array.from({ length: MAX_BANK_FILE_TRANSFERS + 1 }, (_, index) => index + 1);
    expect(issuesOf(CreateBankFileBody, { transferIds: many })).toEqual(['transferIds: At most 1000 payouts in one file']);
    expect(accepts(CreateBankFileBody, { transferIds: many.slice(1) })).toBe(true);
    for (const wrong of [0, -1, 1.5, 2_147_483_648, '1']) expect(accepts(CreateBankFileBody, { transferIds: [wrong] }), String(wrong)).toBe(false);
  });

  it('the reasons a payout stays out of a file', () => {
    expect(BANK_FILE_SKIP_REASONS).toEqual(['not_in_progress', 'in_another_file', 'no_iban', 'awaiting_first_approval', 'same_approver', 'driver_deleted']);
  });

  it('a file downloads as pain001 or csv only', () => {
    expect(parsed(BankFileDownloadQuery, { format: 'pain001' })).toEqual({ format: 'pain001' });
    expect(parsed(BankFileDownloadQuery, { format: 'csv' })).toEqual({ format: 'csv' });
    expect(issuesOf(BankFileDownloadQuery, { format: 'xls' })).toEqual(['format: format must be pain001 or csv']);
  });
});

describe('[25.5] statements', () => {
  it('ImportStatementBody: camt053 or csv, a text of 1 to 3,000,000 characters', () => {
    expect(parsed(ImportStatementBody, { format: 'csv', content: 'a,b\n1,2' })).toEqual({ format: 'csv', content: 'a,b\n1,2' });
    expect(issuesOf(ImportStatementBody, { format: 'camt053', content: '' })).toEqual(['content: The statement is empty']);
    expect(issuesOf(ImportStatementBody, { format: 'camt053', content: 'x'.repeat(MAX_STATEMENT_CHARS + 1) })).toEqual(['content: The statement is too large']);
    expect(accepts(ImportStatementBody, { format: 'camt053', content: 'x'.repeat(MAX_STATEMENT_CHARS) })).toBe(true);
    expect(accepts(ImportStatementBody, { format: 'mt940', content: 'x' })).toBe(false);
    expect(accepts(ImportStatementBody, { content: 'x' })).toBe(false);
  });

  it('an import answer carries its counts, its report and whether it was a repeat', () => {
    const entry = { endToEndId: 'PAYOUT-1', bankTransferId: 1, amount: 100, expectedAmount: 100, currency: 'TRY', bankStatus: 'booked', reason: null, outcome: 'completed', message: 'Paid' };
    const report = {
      statementImportId: 4, bankFileId: 1, createdAt: '2026-11-27T18:00:00.000Z', createdBy: 2, format: 'camt053', repeated: false,
      completedCount: 1, rejectedCount: 0, alreadySettledCount: 0, unmatchedCount: 0, mismatchedCount: 0,
      missing: [{ bankTransferId: 2, endToEndId: 'PAYOUT-2' }], entries: [entry],
    };
    expectShape(StatementImport, report);
    expect(accepts(StatementImport, { ...report, entries: [{ ...entry, outcome: 'lost' }] })).toBe(false);
    expect(accepts(StatementImport, { ...report, entries: [{ ...entry, bankStatus: 'pending' }] })).toBe(false);
  });
});
