import type { BankTransfer, TransferStatus } from '@taxi/contract';
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
  };
}

/** What the audit records of a payout: its money and state, not the user's personal block. */
export const toTransferAudit = (row: { id: number; user_id: number | null; amount: number; status: number; rejected_reason: string | null }) => ({
  bankTransferId: row.id,
  userId: row.user_id,
  amount: row.amount,
  status: row.status,
  rejectedReason: row.rejected_reason,
});
