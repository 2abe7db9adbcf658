import { z } from 'zod';
import { IsoDateTime, Kurus, PageQuery, optionalQuery } from './common';
import { PaymentMethod, PaymentStatus } from './enums';

export const PaymentsQuery = PageQuery.extend({
  status: optionalQuery(PaymentStatus),
  paymentMethod: optionalQuery(PaymentMethod),
  paymentDate: optionalQuery(z.iso.date()),
  userId: optionalQuery(z.coerce.number().int().positive()),
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
