import type { Db } from '../../db/database';
import { settleTripPaymentIn } from '../ledger/ledger.service';
import type { TripRow } from './driver-trips.repository';

export interface TripCharge {
  trip: Pick<TripRow, 'id' | 'customer_id' | 'payment_method'>;
  driverId: number;
  /** What the customer pays, kuruş: the fare of a completed ride, or a cancellation fee. */
  amount: number;
  systemPercentage: number;
  at: Date;
}

/**
 * The customer's payment for a trip (succeeded) and the driver's ledger row for it (card: the
 * fare less the company's share credited; cash: the company's share debited), inside the caller's
 * transaction: a completed ride (DriverTripsService.complete) or a booking cancelled after its
 * driver accepted (the cancellation fee, docs/dispatch.md). Takes the driver's balance lock.
 */
export async function chargeTrip(trx: Db, { trip, driverId, amount, systemPercentage, at }: TripCharge): Promise<void> {
  const card = trip.payment_method === 'Card';
  await trx
    .insertInto('payments')
    .values({ trip_id: trip.id, user_id: trip.customer_id, provider_payment_id: card ? `pi_live_${trip.id}` : null, amount, currency: 'TRY', status: 'succeeded', payment_type: 'TripPayment', method: trip.payment_method, card_brand: null, card_last4: null, date_created: at })
    .execute();
  await settleTripPaymentIn(trx, { tripId: trip.id, driverId, method: trip.payment_method, fare: amount, systemPercentage, at });
}
