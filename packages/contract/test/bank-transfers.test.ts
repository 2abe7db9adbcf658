import { describe, expect, it } from 'vitest';
import { BankTransfer, BankTransfersQuery, BankTransfersSummary, BankTransfersViewModel, TransferUser, UpdateBankTransferStatusBody, APPROVE_TRANSFER_SAME_PERSON, TransferApproval, TransferApprover } from '../src/bank-transfers';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const user = { id: 7, photoUrl: null, firstName: 'Ayşe', lastName: 'Yılmaz', email: null, address: null, phoneNumber: null };
const transfer = {
  bankTransferId: 1, user, amount: 50_000, balance: -1_200, description: 'Weekly payout', status: 0,
  dateCreated: '2026-01-15T19:30:00.000Z', lastModifiedDate: '2026-01-15T19:30:00.000Z', rejectedReason: null,
};
const summary = {
  percentageOfCompletedTransfers: 50, totalAmountOfCompletedTransfers: 100, numberOfCompletedTransfers: 1, percentageOfRejectedTransfers: 25,
  totalAmountOfRejectedTransfers: 50, numberOfRejectedTransfers: 1, numberOfTransfers: 4, numberOfPendingTransfers: 1, numberOfInProgressTransfers: 1,
  totalTransferAmount: 300, rejectedToCompletedRatio: 1,
};

describe('bank transfers (payouts)', () => {
  it('list query: user, status 0–3 and dates, empty meaning none', () => {
    expect(parsed(BankTransfersQuery, { userId: '7', status: '3', dateFrom: '2026-01-01', dateTo: '2026-01-31' })).toEqual({
      pageNumber: 1, pageSize: 10, userId: 7, status: 3, dateFrom: '2026-01-01', dateTo: '2026-01-31',
    });
    expect(parsed(BankTransfersQuery, { dateFrom: '2026-01-31', dateTo: '2026-01-31' }).dateTo).toBe('2026-01-31');
    expect(issuesOf(BankTransfersQuery, { dateFrom: '2026-02-01', dateTo: '2026-01-31' })).toEqual(['dateTo: The end date must not be before the start date']);
    expect(parsed(BankTransfersQuery, { userId: '', status: '', dateFrom: '', dateTo: '' })).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(parsed(BankTransfersQuery, { status: '0' }).status).toBe(0);
    for (const bad of [{ userId: '0' }, { userId: '-1' }, { userId: '1.5' }, { status: '4' }, { status: 'x' }, { dateFrom: '15/01/2026' }, { dateTo: '2026-13-01' }, { dateTo: '2026-02-30' }, { dateFrom: '2026-01-31T23:59:59+02:00' }, { userId: '2147483648' }]) {
      expect(accepts(BankTransfersQuery, bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('answers carry every field', () => {
    expectShape(TransferUser, user);
    expectShape(BankTransfer, transfer);
    expectShape(BankTransfersSummary, summary);
    expectShape(BankTransfersViewModel, { summary, transfers: [transfer], pagination: { currentPage: 1, itemsPerPage: 10, totalItems: 1, totalPages: 1 } });
    expect(accepts(BankTransfer, { ...transfer, amount: -1 })).toBe(false);
    expect(accepts(BankTransfer, { ...transfer, status: 4 })).toBe(false);
  });

  it('a status change needs a reason only to reject', () => {
    expect(parsed(UpdateBankTransferStatusBody, { status: 1 })).toEqual({ status: 1 });
    expect(parsed(UpdateBankTransferStatusBody, { status: 2, rejectedReason: null })).toEqual({ status: 2, rejectedReason: null });
    expect(parsed(UpdateBankTransferStatusBody, { status: 3, rejectedReason: '  Wrong IBAN  ' })).toEqual({ status: 3, rejectedReason: 'Wrong IBAN' });
    for (const reason of [undefined, null, '', '   ']) {
      expect(issuesOf(UpdateBankTransferStatusBody, { status: 3, rejectedReason: reason })).toEqual(['rejectedReason: Please provide a reason for rejection']);
    }
    expect(accepts(UpdateBankTransferStatusBody, { status: 3, rejectedReason: 'r'.repeat(500) })).toBe(true);
    expect(accepts(UpdateBankTransferStatusBody, { status: 3, rejectedReason: 'r'.repeat(501) })).toBe(false);
    expect(accepts(UpdateBankTransferStatusBody, { status: 3, rejectedReason: 'line 1\nline 2' })).toBe(true);
    expect(accepts(UpdateBankTransferStatusBody, { status: 5 })).toBe(false);
  });
});

describe('[25.3] four-eyes approval on a payout', () => {
  it('who approved and when, and whether a second approval is needed', () => {
    const approver = { id: 4, name: 'Fatma Şahin', email: 'finance@demo.taxi', at: '2026-11-27T18:00:00.000Z' };
    expectShape(TransferApprover, approver);
    expectShape(TransferApproval, { secondApprovalRequired: true, firstApproval: approver, secondApproval: null });
    expect(APPROVE_TRANSFER_SAME_PERSON).toBe('You gave this payout’s first approval: a different staff member must give the second');
  });
});
