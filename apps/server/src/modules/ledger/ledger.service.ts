import { type PaymentMethod, formatTry } from '@taxi/contract';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/http-errors';
import { orDuplicate } from '../../lib/unique-violation';
import { lockBalance, postLedgerEntry } from './ledger.repository';
import { tripSettlement } from './ledger.rules';

export interface TripPaymentSettlement {
  tripId: number;
  driverId: number;
  method: PaymentMethod;
  /** The fare paid, kuruş. */
  fare: number;
  systemPercentage: number;
  at?: Date;
}

/**
 * Settles a trip's successful payment on the driver's balance (card: credit, cash: commission
 * debit), under the driver's row lock, in one transaction. A trip is settled once per kind (409
 * the second time). Returns the new balance (unchanged when the amount is zero).
 */
export function settleTripPayment(db: Db, settlement: TripPaymentSettlement): Promise<number> {
  return orDuplicate(
    () => conflict(`Trip #${settlement.tripId} is already settled`, 'trip.already_settled'),
    () => db.transaction().execute((trx) => settleTripPaymentIn(trx, settlement)),
  );
}

/**
 * settleTripPayment inside the caller's transaction (a trip completed by its driver: the trip,
 * its payment and the ledger row commit together). Takes the driver's row lock.
 */
export async function settleTripPaymentIn(trx: Db, settlement: TripPaymentSettlement): Promise<number> {
  const { tripId, driverId, method, fare, systemPercentage, at = new Date() } = settlement;
  const driver = await lockBalance(trx, driverId);
  if (!driver) throw notFound('Driver');
  const move = tripSettlement(method, fare, systemPercentage);
  if (!move) return driver.balance;
  return postLedgerEntry(trx, {
    user_id: driverId,
    amount: move.amount,
    kind: move.kind,
    trip_id: tripId,
    bank_transfer_id: null,
    description: `${method} trip #${tripId}: fare ${formatTry(fare)}, commission ${systemPercentage}%`,
    created_at: at,
  });
}
