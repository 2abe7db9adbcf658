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
    for (const status of [2, 3] as const) {
      rerender(<TransferActions transfer={transfer(status)} />);
      expect(buttons()).toEqual(['Completed']);
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

  it('sends one request for a double click on Completed (the buttons wait for the answer)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TransferActions transfer={transfer(1)} />);
    const completed = screen.getByRole('button', { name: 'Completed' });
    fireEvent.click(completed);
    fireEvent.click(completed);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({ status: 2, rejectedReason: null });
    answer(new Response(JSON.stringify(transfer(2)), { status: 200 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Completed' }).hasAttribute('disabled')).toBe(false));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
