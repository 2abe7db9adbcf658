import type { PaymentRow, PaymentStatus } from '@taxi/contract';
import type { PaymentListRow } from './payments.repository';

export function toPaymentRow(row: PaymentListRow): PaymentRow {
  return {
    customerPaymentId: row.id,
    user: { id: row.user_id, firstName: row.first_name ?? '', lastName: row.last_name ?? '', email: row.email ? row.email : null },
    providerPaymentId: row.provider_payment_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status as PaymentStatus,
    dateCreated: row.date_created.toISOString(),
    paymentType: row.payment_type,
    tripPaymentMethod: row.method,
    customerPaymentMethodDetails: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    tripId: row.trip_id,
  };
}
