import { TransferStatus } from '@taxi/contract';
import { nameOf, type NotificationSource, SCAN_LIMIT } from './source';

/** A driver asked for a payout (Finance: it is Pending). One per payout. */
export const payoutRequested: NotificationSource = {
  kind: 'payoutRequested',
  permission: 'transfers.decide',
  async scan({ db }) {
    const rows = await db
      .selectFrom('bank_transfers as t')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.amount', 'u.first_name', 'u.last_name'])
      .where('t.status', '=', TransferStatus.Pending)
      .orderBy('t.date_created', 'desc')
      .limit(SCAN_LIMIT)
      .execute();
    return rows.map((row) => ({
      entityType: 'BankTransfer',
      entityId: row.id,
      target: { kind: 'bankTransfer', id: row.id },
      params: { name: nameOf(row.first_name, row.last_name), amount: row.amount },
    }));
  },
};
