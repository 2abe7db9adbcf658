import { describe, expect, it } from 'vitest';
import {
  LoginAnswer, LoginTwoFactorBody, LoginTwoFactorSetupConfirmBody, LoginTwoFactorSetupResponse, LoginTwoFactorSetupStartBody, RECOVERY_CODE_COUNT,
  RecoveryCodes, SecondFactorCode, TOTP_DIGITS, TOTP_PERIOD_SECONDS, TWO_FACTOR_CHALLENGE_SECONDS, TWO_FACTOR_REQUIRED_ROLES, TotpCode, TwoFactorConfirmBody,
  TwoFactorDisableBody, TwoFactorEnrolment, TwoFactorStatus,
} from '../src/two-factor';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const user = { id: 7, email: 'a@b.c', firstName: 'Ayşe', lastName: 'Kaya', photoUrl: null, role: 'Admin' };
const codes = Array.from({ length: RECOVERY_CODE_COUNT }, (_, index) => `abcde-fgh${index}j`);

describe('two-factor sign-in (issue 24 item 3)', () => {
  it('is RFC 6238 as authenticator apps use it: 6 digits, 30 s steps; ten recovery codes; a 5-minute challenge; required for Admin and Finance', () => {
    expect([TOTP_DIGITS, TOTP_PERIOD_SECONDS, RECOVERY_CODE_COUNT, TWO_FACTOR_CHALLENGE_SECONDS]).toEqual([6, 30, 10, 300]);
    expect(TWO_FACTOR_REQUIRED_ROLES).toEqual(['Admin', 'Finance']);
  });

  it("takes an app's code as exactly six digits (spaces around trimmed), and says so", () => {
    expect(parsed(TotpCode, ' 123456 ')).toBe('123456');
    for (const code of ['12345', '1234567', '12a456', '', '12 3456']) expect(accepts(TotpCode, code), code).toBe(false);
    expect(issuesOf(TotpCode, '1')).toEqual([': Enter the 6-digit code of your authenticator app']);
  });

  it('takes a sign-in code of 1–32 characters (an app code or a recovery code; anything else is just a wrong code)', () => {
    expect(parsed(SecondFactorCode, 'ABCDE-FGHIJ')).toBe('ABCDE-FGHIJ');
    expect(accepts(SecondFactorCode, 'x'.repeat(32))).toBe(true);
    expect(accepts(SecondFactorCode, 'x'.repeat(33))).toBe(false);
    expect(issuesOf(SecondFactorCode, '')).toEqual([': Enter a code']);
    expect(accepts(SecondFactorCode, 'a\u0000b')).toBe(false);
  });

  it('answers a sign-in with a session as SPEC has it, or with one of the two challenges', () => {
    expect(parsed(LoginAnswer, { token: 't', user })).toEqual({ token: 't', user });
    expect(parsed(LoginAnswer, { twoFactorRequired: true, challenge: 'c' })).toEqual({ twoFactorRequired: true, challenge: 'c' });
    expect(parsed(LoginAnswer, { twoFactorSetupRequired: true, challenge: 'c' })).toEqual({ twoFactorSetupRequired: true, challenge: 'c' });
    expect(accepts(LoginAnswer, { twoFactorRequired: false, challenge: 'c' })).toBe(false);
    expect(accepts(LoginAnswer, { twoFactorSetupRequired: false, challenge: 'c' })).toBe(false);
    expect(accepts(LoginAnswer, { challenge: 'c' })).toBe(false);
  });

  it('needs the challenge (1–2,000 characters) with each step, and a 6-digit code to confirm an enrolment', () => {
    expect(parsed(LoginTwoFactorBody, { challenge: 'c', code: 'abcde-fghij' })).toEqual({ challenge: 'c', code: 'abcde-fghij' });
    expect(issuesOf(LoginTwoFactorBody, { challenge: '', code: '1' })).toEqual(['challenge: challenge is required']);
    expect(accepts(LoginTwoFactorBody, { challenge: 'c'.repeat(2001), code: '1' })).toBe(false);
    expect(accepts(LoginTwoFactorBody, { challenge: 'c'.repeat(2000), code: '1' })).toBe(true);
    expect(accepts(LoginTwoFactorSetupStartBody, {})).toBe(false);
    expect(accepts(LoginTwoFactorSetupConfirmBody, { challenge: 'c', code: 'abcde-fghij' })).toBe(false);
    expect(accepts(LoginTwoFactorSetupConfirmBody, { challenge: 'c', code: '123456' })).toBe(true);
    expect(accepts(TwoFactorConfirmBody, { code: '12345' })).toBe(false);
  });

  it('shows exactly ten recovery codes, with the session after enrolling at sign-in', () => {
    expect(accepts(RecoveryCodes, { recoveryCodes: codes })).toBe(true);
    expect(accepts(RecoveryCodes, { recoveryCodes: codes.slice(1) })).toBe(false);
    expect(accepts(RecoveryCodes, { recoveryCodes: [...codes, 'x'] })).toBe(false);
    expectShape(LoginTwoFactorSetupResponse, { token: 't', user, recoveryCodes: codes });
    expectShape(TwoFactorEnrolment, { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,' });
  });

  it('turns off with a code or the password: exactly one of them', () => {
    expect(parsed(TwoFactorDisableBody, { code: '123456' })).toEqual({ code: '123456' });
    expect(parsed(TwoFactorDisableBody, { password: ' secret ' })).toEqual({ password: ' secret ' });
    expect(issuesOf(TwoFactorDisableBody, {})).toEqual(['code: Give either a code or the password']);
    expect(issuesOf(TwoFactorDisableBody, { code: '123456', password: 'p' })).toEqual(['code: Give either a code or the password']);
    expect(issuesOf(TwoFactorDisableBody, { password: '' })).toEqual(['password: Password is required']);
    expect(accepts(TwoFactorDisableBody, { password: 'p'.repeat(201) })).toBe(false);
  });

  it("answers a staff member's status with every field", () => {
    expectShape(TwoFactorStatus, { enabled: true, enabledAt: '2026-03-01T10:00:00.000Z', recoveryCodesLeft: 9, required: false });
    expect(accepts(TwoFactorStatus, { enabled: false, enabledAt: null, recoveryCodesLeft: -1, required: false })).toBe(false);
    expect(accepts(TwoFactorStatus, { enabled: false, enabledAt: null, recoveryCodesLeft: 0.5, required: false })).toBe(false);
  });
});
