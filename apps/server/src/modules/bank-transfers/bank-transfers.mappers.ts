import type { BankTransfer, TransferApprover, TransferStatus } from '@taxi/contract';
import type { TransferRow } from './bank-transfers.repository';

/** Empty optional texts travel as null (the screen shows 'No email provided'). */
const orNull = (value: string | null) => (value ? value : null);

export function toBankTransfer(row: TransferRow): BankTransfer {
  return {
    bankTransferId: row.id,
    user: {
      id: row.user_id,
      photoUrl: row.photo_url,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      email: orNull(row.email),
      address: orNull(row.address),
      phoneNumber: orNull(row.phone_number),
    },
    amount: row.amount,
    balance: row.balance ?? 0,
    description: row.description,
    status: row.status as TransferStatus,
    dateCreated: row.date_created.toISOString(),
    lastModifiedDate: row.last_modified_date.toISOString(),
    rejectedReason: row.rejected_reason,
    iban: row.iban,
    approval: {
      secondApprovalRequired: row.second_approval_required,
      firstApproval: approver(row.first_approved_by, row.first_approved_at, row.first_approver_first_name, row.first_approver_last_name, row.first_approver_email),
      secondApproval: approver(row.second_approved_by, row.second_approved_at, row.second_approver_first_name, row.second_approver_last_name, row.second_approver_email),
    },
    bankFile: row.bank_file_id === null || row.bank_file_message_id === null ? null : { bankFileId: row.bank_file_id, messageId: row.bank_file_message_id },
  };
}

function approver(id: number | null, at: Date | null, firstName: string | null, lastName: string | null, email: string | null): TransferApprover | null {
  if (id === null || at === null) return null;
  return { id, name: [firstName, lastName].filter(Boolean).join(' '), email: orNull(email), at: new Date(at).toISOString() };
}

/** What the audit records of a payout: its money and state, not the user's personal block. */
export const toTransferAudit = (row: {
  id: number;
  user_id: number | null;
  amount: number;
  status: number;
  rejected_reason: string | null;
  first_approved_by?: number | null;
  second_approved_by?: number | null;
}) => ({
  bankTransferId: row.id,
  userId: row.user_id,
  amount: row.amount,
  status: row.status,
  rejectedReason: row.rejected_reason,
  ...(row.first_approved_by ? { firstApprovedBy: row.first_approved_by } : {}),
  ...(row.second_approved_by ? { secondApprovedBy: row.second_approved_by } : {}),
});
