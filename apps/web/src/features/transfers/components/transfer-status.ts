import { type BankTransfer, TransferStatus } from '@taxi/contract';

/** The tabs of the overview and the status each one filters by (SPEC.md §2.7: none, 0, 1, 2, 3). */
export const TRANSFER_TABS = ['all', 'pending', 'inProgress', 'completed', 'rejected'] as const;
export type TransferTab = (typeof TRANSFER_TABS)[number];

export const TAB_STATUS: Record<TransferTab, TransferStatus | undefined> = {
  all: undefined,
  pending: TransferStatus.Pending,
  inProgress: TransferStatus.InProgress,
  completed: TransferStatus.Completed,
  rejected: TransferStatus.Rejected,
};

/** The badge and banner colour of each status: waiting, moving, paid, refused (shades whose text keeps 4.5:1). */
export const STATUS_COLORS: Record<TransferStatus, string> = { 0: 'yellow.4', 1: 'blue.8', 2: 'teal.9', 3: 'red.8' };

/** Pending or In Progress: the payout may still be paid. */
export const isOpenTransfer = (status: TransferStatus) => status === TransferStatus.Pending || status === TransferStatus.InProgress;

/** Completed or Rejected: nothing can change any more (docs/money.md). */
export const isFinalTransfer = (status: TransferStatus) => !isOpenTransfer(status);

/** An open payout the driver's current balance no longer covers: completing it would be refused (409). */
export const exceedsBalance = (transfer: Pick<BankTransfer, 'status' | 'amount' | 'balance'>) => isOpenTransfer(transfer.status) && transfer.amount > transfer.balance;
