import { z } from 'zod';

/**
 * The stable machine names of every error answer (DESIGN.md §3): `{message, code}`. `message` is
 * English for API clients and may change; `code` never does, and the web shows its own translated
 * text for each (`errors:code.<code>` in apps/web/src/locales). Adding a code is an addition to the
 * contract; renaming or removing one is a breaking change.
 */
export const ERROR_CODES = [
  // Any endpoint
  'bad_request',
  'validation_failed',
  'invalid_json',
  'body_too_large',
  'unauthorized',
  'forbidden',
  'not_found',
  'no_route',
  'conflict',
  'duplicate',
  'still_referenced',
  'value_not_allowed',
  'changed_concurrently',
  'too_many_requests',
  'websocket_only',
  'internal',
  'not_ready',
  // Sign-in and sessions
  'auth.invalid_login',
  'auth.token_invalid',
  'auth.session_ended',
  'auth.role_required',
  'auth.xsrf_failed',
  'auth.invalid_code',
  'auth.challenge_invalid',
  'auth.two_factor_enabled',
  'auth.two_factor_not_enabled',
  'auth.two_factor_not_started',
  'auth.two_factor_required',
  'auth.two_factor_reset_self',
  'media.bad_link',
  // Users, documents, verification
  'user.duplicate_email',
  'user.cannot_delete_self',
  'user.already_deleted',
  'user.open_payouts',
  // Staff (issue 24)
  'staff.last_admin',
  'staff.cannot_deactivate_self',
  'staff.cannot_reset_self',
  'staff.not_staff',
  'staff.already_in_role',
  'staff.already_deactivated',
  'staff.already_active',
  'verification.until_in_past',
  'verification.already_in_status',
  'verification.documents_not_approved',
  'document.already_in_status',
  // Payouts
  'transfer.already_in_status',
  'transfer.final',
  'transfer.transition_not_allowed',
  'transfer.balance_not_covering',
  'transfer.driver_deleted',
  'transfer.already_paid',
  'payout.exceeds_available',
  // Four-eyes payouts, bank files and statements (issue 25)
  'transfer.second_approval_same_person',
  'bank_file.sender_missing',
  'bank_file.not_eligible',
  'bank_file.nothing_to_pay',
  'statement.invalid',
  // Trip types, trips and drivers
  'trip_type.duplicate_name',
  'trip_type.unknown',
  'trip.wrong_state',
  'trip.no_longer_waiting',
  'trip.finish_current_first',
  'trip.already_settled',
  'driver.not_allowed_online',
  'driver.not_online',
  'driver.approval_expired',
  'driver.document_expired',
  // Dispatch desk (issue 26, DESK)
  'customer.duplicate_phone',
  'trip.no_driver',
  // The dispatch desk (issue 26)
  'dispatch.customer_unknown',
  'dispatch.driver_not_free',
  'dispatch.wrong_state',
  'dispatch.offer_expired',
  'dispatch.offer_withdrawn',
  'dispatch.offer_answered',
  'dispatch.booked_trip',
] as const;
export const ErrorCode = z.enum(ERROR_CODES).describe('Stable machine name of the error; the message may change, the code does not');
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * Why one field was refused, beside its English message in `errors`: `required`, `too_long`
 * (`params.maximum`), `too_short` / `too_small` (`params.minimum`), `too_big` (`params.maximum`),
 * `invalid`, or a rule's own code (`rejection_reason_required`, …).
 */
export const FIELD_ERROR_CODES = [
  'required',
  'too_long',
  'too_short',
  'too_small',
  'too_big',
  'invalid',
  'rejection_reason_required',
  'verified_until_required',
  'verified_until_in_past',
  'end_before_start',
  'exceeds_available',
  'iban_format',
  'iban_country',
  'iban_length',
  'iban_checksum',
] as const;
export const FieldErrorCode = z.enum(FIELD_ERROR_CODES);
export type FieldErrorCode = z.infer<typeof FieldErrorCode>;

/** Figures a translated text needs (amounts in kuruş, a status number, a limit). */
export const ErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof ErrorParams>;

export const FieldError = z.object({ code: FieldErrorCode, params: ErrorParams.optional() });
export type FieldError = z.infer<typeof FieldError>;

export const ApiError = z.object({
  message: z.string().describe('English, for API clients and logs'),
  code: ErrorCode,
  params: ErrorParams.optional().describe('Figures of the message (amounts in kuruş), for a translated text'),
  errors: z.record(z.string(), z.array(z.string())).optional().describe('English messages per field (validation)'),
  fieldErrors: z.record(z.string(), FieldError).optional().describe('The code of each refused field, for a translated text under it'),
});
export type ApiError = z.infer<typeof ApiError>;

/** A rule's own field code, carried by a zod `refine`/`superRefine` issue: `{ params: fieldCode('…') }`. */
export const fieldCode = (code: FieldErrorCode) => ({ fieldCode: code });
