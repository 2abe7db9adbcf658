import { formatTry, isSuccessfulPayment } from '@taxi/contract';
import type { Insertable } from 'kysely';
import type { LedgerEntriesTable } from '../db/schema';
import { tripSettlement } from '../modules/ledger/ledger.rules';
import type { PaymentRow } from './payments';
import type { PlannedTrip } from './trips';

export type LedgerRow = Insertable<LedgerEntriesTable> & { user_id: number; amount: number; created_at: Date };

/**
 * What each successful trip payment does to the driver's balance (DESIGN.md §5), at the payment's
 * time: card → + fare less the company's share (CardTripCredit), cash → − the company's share
 * (CashTripCommission), through the same rule as the settlement service (modules/ledger). Declined
 * (`cancelled`) and refunded (`refounded`) payments move nothing: a refunded cancellation fee never
 * reached the driver. Zero amounts are not written.
 */
export function planTripSettlements(trips: readonly PlannedTrip[], payments: readonly PaymentRow[]): LedgerRow[] {
  const tripsById = new Map(trips.map((trip) => [trip.id, trip]));
  const rows: LedgerRow[] = [];
  for (const payment of payments) {
    const trip = tripsById.get(payment.trip_id);
    if (!trip || !isSuccessfulPayment(payment.status)) continue;
    const { systemPercentage } = trip.vehicle.tripType;
    const move = tripSettlement(payment.method, payment.amount, systemPercentage);
    if (!move) continue;
    const card = payment.method === 'Card';
    rows.push({
      user_id: trip.driver.id,
      amount: move.amount,
      kind: move.kind,
      trip_id: trip.id,
      bank_transfer_id: null,
      description: `${card ? 'Card' : 'Cash'} trip #${trip.id}: fare ${formatTry(payment.amount)}, commission ${systemPercentage}%`,
      created_at: payment.date_created,
    });
  }
  return rows;
}

/** Running balance of one user at an instant, from ledger rows. */
export const balanceAt = (rows: readonly LedgerRow[], at: Date) =>
  rows.reduce((sum, row) => (row.created_at.getTime() <= at.getTime() ? sum + row.amount : sum), 0);
