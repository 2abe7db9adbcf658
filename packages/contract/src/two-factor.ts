import { z } from 'zod';
import { LoginResponse } from './auth';
import { IsoDateTime, text } from './common';
import type { StaffRole } from './permissions';

/**
 * Two-factor sign-in with TOTP (issue 24, item 3; docs/security.md "Two-factor sign-in"): RFC 6238,
 * HMAC-SHA1, 30-second steps, 6 digits, a base32 secret; ten one-time recovery codes.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** How long the challenge between the password and the code stays valid. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 5 * 60;

/** The roles the app setting `twoFactorRequiredForAdminAndFinance` makes enrol before they get a session. */
export const TWO_FACTOR_REQUIRED_ROLES: readonly StaffRole[] = ['Admin', 'Finance'];

/** A 6-digit code of an authenticator app. */
export const TotpCode = z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code of your authenticator app');

/**
 * A code at the sign-in step: the app's 6 digits or a recovery code (`abcde-fghij`; case, spaces
 * and dashes do not matter). Bounded and free of control characters; any other text is simply a
 * wrong code (401, counted by the throttle), so a typo does not tell more than a wrong code.
 */
export const SecondFactorCode = text({ max: 32 }).min(1, 'Enter a code');

/** A short-lived signed token from the sign-in answer, naming the user who gave the right password. */
export const TwoFactorChallengeToken = text({ max: 2000 }).min(1, 'challenge is required');

/** `POST /api/auth/Login` for a user with a second factor: no session yet, the code comes next. */
export const TwoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challenge: z.string() });
/** `POST /api/auth/Login` for an Admin or Finance user without one while the setting requires it: enrol first. */
export const TwoFactorSetupChallenge = z.object({ twoFactorSetupRequired: z.literal(true), challenge: z.string() });

/**
 * The answer of `POST /api/auth/Login`: a session (`{token, user}`, as SPEC.md §7 has it, for every
 * user without a second factor), or a challenge for the second step.
 */
export const LoginAnswer = z.union([LoginResponse, TwoFactorChallenge, TwoFactorSetupChallenge]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** `POST /api/auth/LoginTwoFactor`: the challenge of the sign-in answer and a code (app or recovery). */
export const LoginTwoFactorBody = z.object({ challenge: TwoFactorChallengeToken, code: SecondFactorCode });
export type LoginTwoFactorBody = z.infer<typeof LoginTwoFactorBody>;

/** `POST /api/auth/LoginTwoFactorSetup/Start`: enrolment before the first session (the setting). */
export const LoginTwoFactorSetupStartBody = z.object({ challenge: TwoFactorChallengeToken });
export type LoginTwoFactorSetupStartBody = z.infer<typeof LoginTwoFactorSetupStartBody>;

/** `POST /api/auth/LoginTwoFactorSetup/Confirm`: the first code of the new secret. */
export const LoginTwoFactorSetupConfirmBody = z.object({ challenge: TwoFactorChallengeToken, code: TotpCode });
export type LoginTwoFactorSetupConfirmBody = z.infer<typeof LoginTwoFactorSetupConfirmBody>;

/** The recovery codes, shown this once (only their hashes are kept). */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** The session after enrolling at sign-in, with the recovery codes to keep. */
export const LoginTwoFactorSetupResponse = LoginResponse.extend(RecoveryCodes.shape);
export type LoginTwoFactorSetupResponse = z.infer<typeof LoginTwoFactorSetupResponse>;

/** A new secret waiting for its first code: as text, as an `otpauth://` URI and as a QR code (SVG data URL). */
export const TwoFactorEnrolment = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app'),
  otpauthUri: z.string().describe('otpauth://totp/… (RFC 6238 key URI)'),
  qrCode: z.string().describe('The URI as a QR code: a data:image/svg+xml URL'),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolment>;

/** `POST /api/auth/TwoFactor/Confirm`: the first code of the secret from Start turns it on. */
export const TwoFactorConfirmBody = z.object({ code: TotpCode });
export type TwoFactorConfirmBody = z.infer<typeof TwoFactorConfirmBody>;

/** `POST /api/auth/TwoFactor/Disable`: a current code (app or recovery), or the password. Exactly one. */
export const TwoFactorDisableBody = z
  .object({
    code: SecondFactorCode.optional(),
    password: text({ max: 200, trim: false }).min(1, 'Password is required').optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.password === undefined), { message: 'Give either a code or the password', path: ['code'] });
export type TwoFactorDisableBody = z.infer<typeof TwoFactorDisableBody>;

/** `GET /api/auth/TwoFactor`: the signed-in staff member's second factor. */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: IsoDateTime.nullable(),
  recoveryCodesLeft: z.number().int().min(0),
  /** Whether the app settings require it of this user's role (then it cannot be turned off). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;
