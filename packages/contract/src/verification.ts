import { z } from 'zod';
import { IsoDateTime, optionalQuery, text } from './common';
import { VerificationStatus, VerificationStatusCode } from './enums';
import { fieldCode } from './errors';

/** Longest rejection reason of a user, vehicle or document (characters, after trimming). */
export const MAX_REJECTION_REASON_LENGTH = 500;

/** A rejection reason as sent: trimmed; null, absent and '' all mean "none". */
export const RejectionReason = text({
  max: MAX_REJECTION_REASON_LENGTH,
  multiline: true,
  tooLong: `The rejection reason must be at most ${MAX_REJECTION_REASON_LENGTH} characters`,
})
  .nullish()
  .transform((value) => value ?? '');

export const REJECTION_REASON_REQUIRED = 'A rejection reason is required';
export const VERIFIED_UNTIL_REQUIRED = 'An approved-until date is required to approve';
export const VERIFIED_UNTIL_IN_PAST = 'The approved-until date must be in the future';

/**
 * Body of the user and vehicle verification PATCH calls (SPEC.md §7). `verifiedUntil` is an ISO
 * date-time or a date (a date means the end of that day on the operator's clock, OPERATOR_TIME_ZONE:
 * 23:59:59.999 there); it must lie in the future (the server checks that against its clock). Rejecting needs a reason; the reason is ignored otherwise.
 */
export const UpdateVerificationBody = z
  .object({
    verificationStatus: VerificationStatusCode,
    verifiedUntil: z.iso.datetime({ offset: true }).or(z.iso.date()).nullish(),
    rejectionReason: RejectionReason,
  })
  .refine((body) => body.verificationStatus !== VerificationStatus.Approved || !!body.verifiedUntil, {
    message: VERIFIED_UNTIL_REQUIRED,
    path: ['verifiedUntil'],
    params: fieldCode('verified_until_required'),
  })
  .refine((body) => body.verificationStatus !== VerificationStatus.Rejected || body.rejectionReason.length > 0, {
    message: REJECTION_REASON_REQUIRED,
    path: ['rejectionReason'],
    params: fieldCode('rejection_reason_required'),
  });
export type UpdateVerificationBody = z.infer<typeof UpdateVerificationBody>;

/** The answer of a verification PATCH: the new state. */
export const VerificationResult = z.object({
  verificationStatus: VerificationStatusCode,
  verifiedUntil: IsoDateTime.nullable(),
  rejectionReason: z.string().nullable(),
});
export type VerificationResult = z.infer<typeof VerificationResult>;

/**
 * The `verificationStatus` filter of the users and vehicles lists (beyond SPEC, issue 22): 0 Pending,
 * 1 Approved, 2 Rejected; anything else is 400. Absent or empty: every status.
 */
export const VerificationStatusQuery = optionalQuery(
  z
    .enum(['0', '1', '2'], { error: 'must be 0 (Pending), 1 (Approved) or 2 (Rejected)' })
    .transform((value) => Number(value) as VerificationStatus),
);

/**
 * The `expiry` filter of the users and vehicles lists (issue 25): `expiring`, an approval or an
 * approved document ending within 30 days on the operator's clock; `expired`, one that has ended.
 * Absent or empty: no filter.
 */
export const ExpiryQuery = optionalQuery(z.enum(['expiring', 'expired'], { error: 'must be expiring or expired' }));
