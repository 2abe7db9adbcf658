import { type PaymentMethod, driverCreditForCardTrip, driverDebitForCashTrip } from '@taxi/contract';
import type { LedgerEntriesTable } from '../../db/schema';

export type LedgerKind = LedgerEntriesTable['kind'];

/**
 * What one successful trip payment does to the driver's balance (DESIGN.md §5): a card trip
 * credits the fare less the company's share (CardTripCredit), a cash trip debits the company's
 * share of the cash the driver kept (CashTripCommission). Null when it moves nothing (a zero
 * amount is never written). The demo's planner and the settlement service both use this.
 */
export function tripSettlement(method: PaymentMethod, fare: number, systemPercentage: number): { kind: LedgerKind; amount: number } | null {
  const card = method === 'Card';
  const amount = card ? driverCreditForCardTrip(fare, systemPercentage) : -driverDebitForCashTrip(fare, systemPercentage);
  if (amount === 0) return null;
  return { kind: card ? 'CardTripCredit' : 'CashTripCommission', amount };
}
