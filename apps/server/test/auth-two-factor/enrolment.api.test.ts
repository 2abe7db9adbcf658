import type { TwoFactorEnrolment, TwoFactorStatus } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { advance, auditOf, codeFor, enrol, freshAddress, staff, stopClock } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  stopClock(t);
});
afterAll(() => t.close());

const status = async (user: Parameters<TestApp['injectAs']>[0]) => (await t.injectAs(user, { method: 'GET', url: '/api/auth/TwoFactor' })).json<TwoFactorStatus>();

describe(`two-factor enrolment on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('starts with a base32 secret, its otpauth:// URI and a QR code, kept encrypted until the first code', async () => {
    const admin = await staff(t);
    expect(await status(admin)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false });
    const res = await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Start' });
    expect(res.statusCode).toBe(200);
    const enrolment = res.json<TwoFactorEnrolment>();
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toBe(`otpauth://totp/Taxi%20back%20office:${encodeURIComponent(admin.email)}?secret=${enrolment.secret}&issuer=Taxi%20back%20office&algorithm=SHA1&digits=6&period=30`);
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const row = await t.db.selectFrom('user_two_factor').selectAll().where('user_id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row.enabled_at).toBeNull();
    // the column holds the secret encrypted: neither its base32 text nor its bytes
    expect(row.secret_encrypted).not.toContain(enrolment.secret);
    expect(row.secret_encrypted.toLowerCase()).not.toContain(enrolment.secret.toLowerCase());
    expect(t.deps.twoFactor.box.open(row.secret_encrypted, admin.id)).toBe(enrolment.secret);
    expect((await status(admin)).enabled).toBe(false); // waiting for its first code
  });

  it('turns it on with the first code: ten recovery codes shown once and stored as hashes, audited', async () => {
    const admin = await staff(t, 'Finance');
    const { secret } = (await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Start' })).json<TwoFactorEnrolment>();
    const wrong = await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Confirm', payload: { code: codeFor(t, secret, 3) }, remoteAddress: freshAddress() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'auth.invalid_code', fieldErrors: { code: { code: 'invalid' } } });
    const res = await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Confirm', payload: { code: codeFor(t, secret) }, remoteAddress: '10.9.9.9' });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    const stored = await t.db.selectFrom('user_recovery_codes').select('code_hash').where('user_id', '=', admin.id).execute();
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.code_hash).join(' ');
    for (const code of recoveryCodes) expect(hashes).not.toContain(code.replace('-', ''));
    expect(await status(admin)).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10, required: false });
    const audit = await auditOf(t, admin.id);
    expect(audit.map((row) => row.action)).toEqual(['auth.2fa_failed', 'auth.2fa_enabled']);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, after: { step: 'confirm' } });
    expect(audit[1]).toMatchObject({ actor_id: admin.id, after: { ip: '10.9.9.9' } });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('refuses a confirm with nothing started (409), a second start while on (409), and a malformed code (400)', async () => {
    const admin = await staff(t);
    const early = await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Confirm', payload: { code: '123456' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('auth.two_factor_not_started');
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect((await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Confirm', payload: { code } })).statusCode).toBe(400);
    }
    await enrol(t, admin);
    const again = await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Start' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('auth.two_factor_enabled');
  });

  it('replaces a secret still waiting for its code when enrolment starts again', async () => {
    const admin = await staff(t);
    const first = (await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Start' })).json<TwoFactorEnrolment>();
    const second = (await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Start' })).json<TwoFactorEnrolment>();
    expect(second.secret).not.toBe(first.secret);
    const stale = await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Confirm', payload: { code: codeFor(t, first.secret) }, remoteAddress: freshAddress() });
    expect(stale.statusCode).toBe(400);
    const fresh = await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Confirm', payload: { code: codeFor(t, second.secret) }, remoteAddress: freshAddress() });
    expect(fresh.statusCode).toBe(200);
  });

  it('lets every staff role enrol, the Viewer too, and no customer or driver (403)', async () => {
    for (const role of ['Support', 'Dispatcher', 'Viewer'] as const) {
      const user = await createUser(t.db, role);
      expect((await t.injectAs(user, { method: 'POST', url: '/api/auth/TwoFactor/Start' })).statusCode).toBe(200);
    }
    for (const who of ['customer', 'driver'] as const) {
      expect((await t.injectAs(who, { method: 'POST', url: '/api/auth/TwoFactor/Start' })).statusCode).toBe(403);
      expect((await t.injectAs(who, { method: 'GET', url: '/api/auth/TwoFactor' })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/TwoFactor/Start' })).statusCode).toBe(401);
  });

  it('turns it off with a current code, a recovery code or the password, audited; a wrong one is 400', async () => {
    const byCode = await staff(t);
    const { secret } = await enrol(t, byCode);
    advance(t);
    const wrongCode = await t.injectAs(byCode, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: { code: codeFor(t, secret, 4) }, remoteAddress: freshAddress() });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('auth.invalid_code');
    const off = await t.injectAs(byCode, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: { code: codeFor(t, secret) }, remoteAddress: freshAddress() });
    expect(off.statusCode).toBe(204);
    expect(await t.db.selectFrom('user_two_factor').selectAll().where('user_id', '=', byCode.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('user_recovery_codes').selectAll().where('user_id', '=', byCode.id).execute()).toEqual([]);
    expect((await auditOf(t, byCode.id)).map((row) => row.action)).toEqual(['auth.2fa_enabled', 'auth.2fa_failed', 'auth.2fa_disabled']);

    const byRecovery = await staff(t);
    const { recoveryCodes } = await enrol(t, byRecovery);
    expect((await t.injectAs(byRecovery, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: { code: recoveryCodes[3]!.toUpperCase() }, remoteAddress: freshAddress() })).statusCode).toBe(204);
    expect((await auditOf(t, byRecovery.id)).map((row) => row.action)).toEqual(['auth.2fa_enabled', 'auth.recovery_code_used', 'auth.2fa_disabled']);

    const byPassword = await staff(t);
    await enrol(t, byPassword);
    const wrongPassword = await t.injectAs(byPassword, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: { password: 'not-the-password' }, remoteAddress: freshAddress() });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: 'auth.invalid_code', fieldErrors: { password: { code: 'invalid' } } });
    expect((await t.injectAs(byPassword, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: { password: TEST_PASSWORD }, remoteAddress: freshAddress() })).statusCode).toBe(204);
    expect((await status(byPassword)).enabled).toBe(false);
  });

  it('refuses Disable without 2FA (409) and a body with both or neither of code and password (400)', async () => {
    const admin = await staff(t);
    expect((await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: { password: TEST_PASSWORD } })).json().code).toBe('auth.two_factor_not_enabled');
    await enrol(t, admin);
    expect((await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: {} })).statusCode).toBe(400);
    expect((await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: { code: '123456', password: TEST_PASSWORD } })).statusCode).toBe(400);
    expect((await status(admin)).enabled).toBe(true);
  });

  it('counts wrong codes on Confirm and Disable against the sign-in throttle (429 after 5)', async () => {
    const admin = await staff(t);
    const { secret } = await enrol(t, admin);
    advance(t);
    for (let i = 0; i < 5; i += 1) {
      const res = await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: { password: `wrong-${i}` }, remoteAddress: freshAddress() });
      expect(res.statusCode).toBe(400);
    }
    const locked = await t.injectAs(admin, { method: 'POST', url: '/api/auth/TwoFactor/Disable', payload: { code: codeFor(t, secret) }, remoteAddress: freshAddress() });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await status(admin)).enabled).toBe(true);
  });
});
