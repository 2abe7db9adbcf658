/**
 * What the sign-in page and the account security page share of two-factor sign-in (issue 24
 * item 3): the enrolment panel (QR code, secret, first code), the recovery codes, the code box.
 */
export { CodeField } from './code-field';
export { EnrolmentPanel, isTotpCode } from './enrolment-panel';
export { RecoveryCodesPanel } from './recovery-codes-panel';
