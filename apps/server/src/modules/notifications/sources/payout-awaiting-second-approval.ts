import { TransferStatus } from '@taxi/contract';
import { nameOf, type NotificationSource, SCAN_LIMIT } from './source';

/**
 * A payout above the four-eyes threshold has its first approval and waits for a second one by
 * someone else (Finance, Admin: docs/money.md "Four-eyes"). One per first approval: a payout
 * approved again after its first approval was taken back is news again.
 */
export const payoutAwaitingSecondApproval: NotificationSource = {
  kind: 'payoutAwaitingSecondApproval',
  permission: 'transfers.approve',
  async scan({ db }) {
    const rows = await db
      .selectFrom('bank_transfers as t')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('users as approver', 'approver.id', 't.first_approved_by')
      .select(['t.id', 't.amount', 't.first_approved_at', 'u.first_name', 'u.last_name', 'approver.first_name as approver_first_name', 'approver.last_name as approver_last_name'])
      .where('t.status', 'in', [TransferStatus.Pending, TransferStatus.InProgress])
      .where('t.first_approved_by', 'is not', null)
      .where('t.second_approved_by', 'is', null)
      .orderBy('t.first_approved_at', 'desc')
      .limit(SCAN_LIMIT)
      .execute();
    return rows.map((row) => ({
      entityType: 'BankTransfer',
      entityId: row.id,
      period: row.first_approved_at?.toISOString(),
      target: { kind: 'bankTransfer', id: row.id },
      params: {
        name: nameOf(row.first_name, row.last_name),
        amount: row.amount,
        approver: nameOf(row.approver_first_name, row.approver_last_name),
      },
    }));
  },
};
