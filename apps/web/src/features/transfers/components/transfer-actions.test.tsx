import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BankTransfer, TransferStatus } from '@taxi/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { TransferActions } from './transfer-actions';

const transfer = (status: TransferStatus): BankTransfer => ({
  bankTransferId: 7,
  user: { id: 3, photoUrl: null, firstName: 'Ayşe', lastName: 'Kaya', email: null, address: null, phoneNumber: null },
  amount: 12_345,
  balance: 50_000,
  description: '',
  status,
  dateCreated: '2026-11-20T10:00:00.000Z',
  lastModifiedDate: '2026-11-20T10:00:00.000Z',
  rejectedReason: null,
});

const buttons = () => screen.getAllByRole('button').map((button) => button.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('TransferActions (SPEC.md §4, §5)', () => {
  it("offers 'In progress' only at Pending, the reason and 'Reject' only at In Progress, 'Completed' always", () => {
    const { rerender } = renderWithProviders(<TransferActions transfer={transfer(0)} />);
    expect(buttons()).toEqual(['In progress', 'Completed']);
    expect(screen.queryByLabelText(/Reason for rejection/)).toBeNull();
    rerender(<TransferActions transfer={transfer(1)} />);
    expect(buttons()).toEqual(['Reject', 'Completed']);
    expect(screen.getByLabelText(/Reason for rejection/)).toBeTruthy();
    for (const [status, word] of [[2, 'Completed'], [3, 'Rejected']] as const) {
      rerender(<TransferActions transfer={transfer(status)} />);
      expect(buttons()).toEqual(['Completed']);
      // Still visible (SPEC.md §4) but disabled, with the reason beside it (issue 22, item 3).
      const completed = screen.getByRole('button', { name: 'Completed' });
      expect(completed.hasAttribute('disabled')).toBe(true);
      expect(screen.getByTestId('completed-disabled-reason').textContent).toBe(`This transfer is already ${word}; its status can no longer change.`);
      expect(completed.getAttribute('aria-describedby')).toBe(screen.getByTestId('completed-disabled-reason').id);
    }
  });

  it("refuses an empty or blank reason with 'Please provide a reason for rejection' and sends nothing", () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TransferActions transfer={transfer(1)} />);
    fireEvent.change(screen.getByLabelText(/Reason for rejection/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('Please provide a reason for rejection')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Completed asks first: the amount, the balance and what remains; a double click on the confirmation sends one request', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TransferActions transfer={transfer(1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('confirm-remains').textContent).toBe('₺376.55'));
    expect(screen.getByTestId('confirm-amount').textContent).toBe('₺123.45');
    expect(screen.getByTestId('confirm-balance').textContent).toBe('₺500.00');
    expect(screen.queryByTestId('confirm-not-covered')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Complete transfer' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ status: 2, rejectedReason: null });
    answer(new Response(JSON.stringify(transfer(2)), { status: 200 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Complete transfer' })).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says before the click when the balance no longer covers the amount, and offers no confirmation', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TransferActions transfer={{ ...transfer(0), amount: 60_000 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(screen.getByTestId('confirm-not-covered').textContent).toBe("The driver's balance no longer covers this transfer: ₺100.00 short. It cannot be completed now."));
    expect(screen.getByTestId('confirm-remains').textContent).toBe('-₺100.00');
    expect(screen.getByRole('button', { name: 'Complete transfer' }).hasAttribute('disabled')).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });
});
