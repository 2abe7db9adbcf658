import { TransferStatus } from '@taxi/contract';

/** The name of a payout status as messages and the audit show it. */
export const TRANSFER_STATUS_NAMES: Record<TransferStatus, string> = {
  [TransferStatus.Pending]: 'Pending',
  [TransferStatus.InProgress]: 'In Progress',
  [TransferStatus.Completed]: 'Completed',
  [TransferStatus.Rejected]: 'Rejected',
};

/**
 * The payout state machine (DESIGN.md §5, docs/money.md): 0 → 1, 1 → 3 (with a reason),
 * 0 or 1 → 2 (debits the balance once). 2 and 3 are final; nothing moves to 0.
 */
export const ALLOWED_TRANSITIONS: Record<TransferStatus, readonly TransferStatus[]> = {
  [TransferStatus.Pending]: [TransferStatus.InProgress, TransferStatus.Completed],
  [TransferStatus.InProgress]: [TransferStatus.Completed, TransferStatus.Rejected],
  [TransferStatus.Completed]: [],
  [TransferStatus.Rejected]: [],
};

export interface TransitionRefusal {
  message: string;
  code: 'transfer.already_in_status' | 'transfer.final' | 'transfer.transition_not_allowed';
}

/** Why `from → to` is refused (409), or null when it is allowed. */
export function refusedTransition(from: TransferStatus, to: TransferStatus): TransitionRefusal | null {
  if (ALLOWED_TRANSITIONS[from].includes(to)) return null;
  const fromName = TRANSFER_STATUS_NAMES[from];
  if (from === to) return { message: `This transfer is already ${fromName}`, code: 'transfer.already_in_status' };
  if (ALLOWED_TRANSITIONS[from].length === 0) return { message: `This transfer is already ${fromName}; its status can no longer change`, code: 'transfer.final' };
  const allowed = ALLOWED_TRANSITIONS[from].map((status) => TRANSFER_STATUS_NAMES[status]).join(' or ');
  return { message: `A ${fromName} transfer cannot become ${TRANSFER_STATUS_NAMES[to]}; it can only become ${allowed}`, code: 'transfer.transition_not_allowed' };
}
