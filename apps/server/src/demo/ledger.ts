import { formatTry, isSuccessfulPayment } from '@taxi/contract';
import type { Insertable } from 'kysely';
import type { LedgerEntriesTable } from '../db/schema';
import { tripSettlement } from '../modules/ledger/ledger.rules';
import type { PaymentRow } from './payments';

export type LedgerRow = Insertable<LedgerEntriesTable> & { user_id: number; amount: number; created_at: Date };

/** What a settlement needs to know of its trip. */
export interface SettledTrip {
  id: number;
  driverId: number;
  systemPercentage: number;
}

/**
 * What a successful trip payment does to the driver's balance (DESIGN.md §5), at the payment's
 * time: card → + fare less the company's share (CardTripCredit), cash → − the company's share
 * (CashTripCommission), through the same rule as the settlement service (modules/ledger). Declined
 * (`cancelled`) and refunded (`refounded`) payments move nothing: a refunded cancellation fee never
 * reached the driver. Zero amounts are not written (null).
 */
export function settlementOf(payment: Pick<PaymentRow, 'status' | 'method' | 'amount' | 'date_created'>, trip: SettledTrip): LedgerRow | null {
  if (!isSuccessfulPayment(payment.status)) return null;
  const { systemPercentage } = trip;
  const move = tripSettlement(payment.method, payment.amount, systemPercentage);
  if (!move) return null;
  const card = payment.method === 'Card';
  return {
    user_id: trip.driverId,
    amount: move.amount,
    kind: move.kind,
    trip_id: trip.id,
    bank_transfer_id: null,
    description: `${card ? 'Card' : 'Cash'} trip #${trip.id}: fare ${formatTry(payment.amount)}, commission ${systemPercentage}%`,
    created_at: payment.date_created,
  };
}

/** Running balance of one user at an instant, from ledger rows. */
export const balanceAt = (rows: readonly LedgerRow[], at: Date) =>
  rows.reduce((sum, row) => (row.created_at.getTime() <= at.getTime() ? sum + row.amount : sum), 0);
