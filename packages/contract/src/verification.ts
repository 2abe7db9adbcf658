import { z } from 'zod';
import { IsoDateTime } from './common';
import { VerificationStatusCode } from './enums';

/** Body of the user and vehicle verification PATCH calls (SPEC.md §7). */
export const UpdateVerificationBody = z
  .object({
    verificationStatus: VerificationStatusCode,
    verifiedUntil: z.iso.datetime({ offset: true }).or(z.iso.date()).nullish(),
    rejectionReason: z.string().trim().max(500).nullish(),
  })
  .refine((body) => body.verificationStatus !== 1 || !!body.verifiedUntil, {
    message: 'An approved-until date is required to approve',
    path: ['verifiedUntil'],
  });
export type UpdateVerificationBody = z.infer<typeof UpdateVerificationBody>;

export const VerificationResult = z.object({
  verificationStatus: VerificationStatusCode,
  verifiedUntil: IsoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
});
export type VerificationResult = z.infer<typeof VerificationResult>;
