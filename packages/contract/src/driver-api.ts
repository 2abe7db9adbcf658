import { z } from 'zod';
import { Kurus, text } from './common';
import { MAX_KURUS } from './money';

/** A position report from the driver app. */
export const DriverPositionBody = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  heading: z.number().min(0).max(360).optional(),
  speedKmh: z.number().min(0).max(400).optional(),
});
export type DriverPositionBody = z.infer<typeof DriverPositionBody>;

export const DriverPresenceBody = z.object({ online: z.boolean() });

/**
 * A payout request: the driver asks to be paid part of their balance (kuruş). The server also
 * refuses more than the balance less the driver's open (pending, in-progress) payouts.
 */
export const PayoutRequestBody = z.object({
  amount: Kurus.min(1, 'The amount must be at least 1 kuruş').max(MAX_KURUS, 'The amount is too large'),
  description: text({ max: 500, multiline: true }).default(''),
});
export type PayoutRequestBody = z.infer<typeof PayoutRequestBody>;
