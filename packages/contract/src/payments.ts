import { z } from 'zod';
import { IsoDateTime, Kurus, MAX_ID, PageQuery, optionalQuery } from './common';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PaymentMethod, PaymentStatus } from './enums';

/** A query word read without regard to case: 'Succeeded' → 'succeeded', 'cash' → 'Cash'; others stay (and are refused). */
const ignoringCase =
  (words: readonly string[]) =>
  (value: unknown): unknown =>
    typeof value === 'string' ? (words.find((word) => word.toLowerCase() === value.trim().toLowerCase()) ?? value) : value;

/**
 * Filters of the payments list, each optional and matched without regard to case. `paymentDate`
 * is one whole day on the operator's clock (OPERATOR_TIME_ZONE).
 */
export const PaymentsQuery = PageQuery.extend({
  status: optionalQuery(z.preprocess(ignoringCase(PAYMENT_STATUSES), PaymentStatus)),
  paymentMethod: optionalQuery(z.preprocess(ignoringCase(PAYMENT_METHODS), PaymentMethod)),
  paymentDate: optionalQuery(z.iso.date('Use a date in the YYYY-MM-DD format')),
  userId: optionalQuery(z.coerce.number().int().positive().max(MAX_ID)),
});
export type PaymentsQuery = z.infer<typeof PaymentsQuery>;

export const PaymentRow = z.object({
  customerPaymentId: z.number().int(),
  user: z.object({ id: z.number().int().nullable(), firstName: z.string(), lastName: z.string(), email: z.string().nullable() }),
  /** The card payment provider's id for the charge; null for cash. */
  providerPaymentId: z.string().nullable(),
  amount: Kurus,
  currency: z.string(),
  status: PaymentStatus,
  dateCreated: IsoDateTime,
  paymentType: z.string(),
  tripPaymentMethod: PaymentMethod,
  customerPaymentMethodDetails: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  tripId: z.number().int().nullable(),
});
export type PaymentRow = z.infer<typeof PaymentRow>;
