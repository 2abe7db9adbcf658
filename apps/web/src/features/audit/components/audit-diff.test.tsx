import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AuditDiff } from './audit-diff';
import { AuditChangesSummary } from './audit-changes-summary';

const completion: AuditEntry = {
  id: 41,
  actor: { id: 1, email: 'admin@demo.taxi', name: 'Demo Admin' },
  action: 'status',
  entityType: 'BankTransfer',
  entityId: '7',
  before: { bankTransferId: 7, amount: 12_345, status: 0, rejectedReason: null },
  after: { bankTransferId: 7, amount: 12_345, status: 2, rejectedReason: null, balanceAfter: 37_655 },
  createdAt: '2026-07-15T09:30:00.000Z',
};

const side = (row: HTMLElement, which: 'before' | 'after') => within(row).getByTestId(`diff-${which}`).textContent;

describe('AuditDiff: an entry before → after as it reads (issue 24 item 4)', () => {
  it("shows a payout's status by name, money in lira, and marks the changed fields in words", () => {
    renderWithProviders(<AuditDiff entry={completion} />);
    const status = screen.getByTestId('diff-row-status');
    expect(within(status).getByText('Status')).toBeTruthy();
    expect([side(status, 'before'), side(status, 'after')]).toEqual(['Pending', 'Completed']);
    expect(within(status).getByText('Changed')).toBeTruthy();
    const amount = screen.getByTestId('diff-row-amount');
    expect(side(amount, 'after')).toBe('₺123.45');
    expect(within(amount).queryByText('Changed')).toBeNull();
    expect([side(screen.getByTestId('diff-row-balanceAfter'), 'before'), side(screen.getByTestId('diff-row-balanceAfter'), 'after')]).toEqual(['—', '₺376.55']);
  });

  it('compact: only the changed fields', () => {
    renderWithProviders(<AuditDiff entry={completion} compact />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['StatusChanged', 'Balance afterChanged']);
  });

  it('names an unknown field, action or value by its code', () => {
    renderWithProviders(<AuditDiff entry={{ ...completion, action: 'auth.2fa_enabled', entityType: 'user', before: null, after: { secretLabel: 'TOTP' } }} />);
    expect(screen.getByText('secretLabel')).toBeTruthy();
    expect(side(screen.getByTestId('diff-row-secretLabel'), 'after')).toBe('TOTP');
  });

  it('lists the values of an entry with one side (a creation) without comparing them', () => {
    renderWithProviders(<AuditDiff entry={{ ...completion, action: 'request', before: null, after: { amount: 4_321, status: 0 } }} />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Amount', 'Status']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['₺43.21', 'Pending']);
    expect(screen.queryByText('Changed')).toBeNull();
    expect(screen.queryByText('Before')).toBeNull();
  });

  it('compact: one line a field, the arrow read as "changed to"', () => {
    renderWithProviders(<AuditDiff entry={completion} compact />);
    expect(screen.getByTestId('diff-row-status').querySelector('dd')?.textContent).toBe('Pending→changed toCompleted');
  });

  it('the list cell names the changed fields', () => {
    renderWithProviders(<AuditChangesSummary entry={completion} />);
    expect(screen.getByText('Status, Balance after')).toBeTruthy();
  });
});
