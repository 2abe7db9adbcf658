import { type PaymentStatus, TripStatus } from '@taxi/contract';
import type { Insertable } from 'kysely';
import type { PaymentsTable } from '../db/schema';
import type { Random } from '../lib/random';
import { DAY_MS, plus } from './demo-clock';
import type { PlannedTrip } from './trips';

export type PaymentRow = Insertable<PaymentsTable> & { trip_id: number; user_id: number; amount: number; status: PaymentStatus; date_created: Date };

/** Payments older than this were written by the previous provider integration, which said `completed`. */
const LEGACY_PAYMENT_AGE_MS = 75 * DAY_MS;
const FAILED_CARD_ATTEMPT_RATE = 0.04;
const REFUNDED_FEE_RATE = 0.15;

const PROVIDER_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function paymentRow(random: Random, trip: PlannedTrip, status: PaymentStatus, at: Date): PaymentRow {
  const card = trip.row.payment_method === 'Card';
  return {
    trip_id: trip.id,
    user_id: trip.customer.id,
    provider_payment_id: card ? `pi_${random.string(PROVIDER_ID_ALPHABET, 24)}` : null,
    amount: trip.row.fare,
    currency: 'TRY',
    status,
    payment_type: 'TripPayment',
    method: trip.row.payment_method,
    card_brand: card ? trip.customer.card.brand : null,
    card_last4: card ? trip.customer.card.last4 : null,
    date_created: at,
  };
}

/**
 * The payments of one demo trip (every amount is the trip's fare), drawn trip after trip in id order:
 * - Completed trip: exactly one successful payment (`succeeded`; `completed` when older than 75
 *   days), Cash or Card as the trip says. About 4 % of card trips first have a declined attempt
 *   (`cancelled`) a minute before the one that went through, so those trips have two rows.
 * - Canceled by the customer: the cancellation fee, charged to the card when it is not zero;
 *   15 % of those fees were refunded after a complaint (`refounded`).
 * - Canceled by the driver, and trips still under way: no payment.
 */
export function paymentsOfTrip(random: Random, trip: PlannedTrip, now: Date): PaymentRow[] {
  const successStatus = (at: Date): PaymentStatus => (now.getTime() - at.getTime() > LEGACY_PAYMENT_AGE_MS ? 'completed' : 'succeeded');
  const { status, end_time: end, fare } = trip.row;
  if (!end) return [];
  if (status === TripStatus.Completed) {
    const payments: PaymentRow[] = [];
    let paidAt = plus(end, random.int(5, 60) * 1000);
    if (trip.row.payment_method === 'Card' && random.chance(FAILED_CARD_ATTEMPT_RATE)) {
      payments.push(paymentRow(random, trip, 'cancelled', paidAt));
      paidAt = plus(paidAt, random.int(40, 120) * 1000);
    }
    payments.push(paymentRow(random, trip, successStatus(paidAt), paidAt));
    return payments;
  }
  if (status === TripStatus.CanceledByCustomer && fare > 0) {
    return [paymentRow(random, trip, random.chance(REFUNDED_FEE_RATE) ? 'refounded' : successStatus(end), end)];
  }
  return [];
}
