import type { LoginTwoFactorSetupResponse, TwoFactorEnrolment } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../helpers/factories';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { advance, auditOf, challengeOf, codeFor, enrol, freshAddress, login, requireForAdminAndFinance, secondStep, staff, stopClock } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  stopClock(t);
});
afterAll(() => t.close());

const setupStart = (challenge: string) => t.app.inject({ method: 'POST', url: '/api/auth/LoginTwoFactorSetup/Start', payload: { challenge } });
const setupConfirm = (challenge: string, code: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/LoginTwoFactorSetup/Confirm', payload: { challenge, code }, remoteAddress });

describe(`the setting: two-factor required for Admin and Finance, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  beforeAll(() => requireForAdminAndFinance(t, true));
  afterAll(() => requireForAdminAndFinance(t, false));

  it('makes an Admin or Finance user without one enrol at sign-in before any session: challenge, secret, first code → session and recovery codes', async () => {
    for (const role of ['Admin', 'Finance'] as const) {
      const user = await staff(t, role);
      const res = await login(t, user);
      expect(res.statusCode).toBe(200);
      const { challenge, ...rest } = res.json<{ challenge: string }>();
      expect(rest).toEqual({ twoFactorSetupRequired: true });
      // the setup challenge opens neither the code step nor any guarded route
      expect((await secondStep(t, challenge, '123456')).json().code).toBe('auth.challenge_invalid');
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/TwoFactor', headers: { authorization: `Bearer ${challenge}` } })).statusCode).toBe(401);
      const start = await setupStart(challenge);
      expect(start.statusCode).toBe(200);
      const { secret } = start.json<TwoFactorEnrolment>();
      const wrong = await setupConfirm(challenge, codeFor(t, secret, 5));
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('auth.invalid_code');
      const done = await setupConfirm(challenge, codeFor(t, secret), '10.55.0.1');
      expect(done.statusCode).toBe(200);
      const session = done.json<LoginTwoFactorSetupResponse>();
      expect(session.user).toMatchObject({ id: user.id, role });
      expect(session.recoveryCodes).toHaveLength(10);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/TwoFactor', headers: { authorization: `Bearer ${session.token}` } })).json()).toMatchObject({ enabled: true, required: true });
      const actions = (await auditOf(t, user.id)).map((row) => row.action);
      expect(actions).toEqual(['auth.2fa_failed', 'auth.2fa_enabled', 'auth.sign_in']);
      // from now on, the ordinary second step
      advance(t);
      expect((await secondStep(t, await challengeOf(t, user), codeFor(t, secret))).statusCode).toBe(200);
    }
  });

  it('leaves the other staff roles and the apps alone: the password answers a session', async () => {
    const support = await staff(t, 'Support');
    expect(Object.keys((await login(t, support)).json()).sort()).toEqual(['token', 'user']);
    const viewer = await staff(t, 'Viewer');
    expect(Object.keys((await login(t, viewer)).json()).sort()).toEqual(['token', 'user']);
    expect(Object.keys((await login(t, t.users.driver)).json()).sort()).toEqual(['token', 'user']);
  });

  it('does not let a required user turn it off (409), nor reuse a setup challenge once enrolled', async () => {
    const admin = await staff(t);
    const challenge = (await login(t, admin)).json<{ challenge: string }>().challenge;
    const { secret } = (await setupStart(challenge)).json<TwoFactorEnrolment>();
    const { token } = (await setupConfirm(challenge, codeFor(t, secret))).json<LoginTwoFactorSetupResponse>();
    const off = await t.app.inject({ method: 'POST', url: '/api/auth/TwoFactor/Disable', headers: { authorization: `Bearer ${token}` }, payload: { password: TEST_PASSWORD } });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('auth.two_factor_required');
    const restart = await setupStart(challenge);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().code).toBe('auth.two_factor_enabled');
  });

  it('counts wrong codes at the enrolment step against the throttle (429 after 5)', async () => {
    const admin = await staff(t, 'Finance');
    const challenge = (await login(t, admin)).json<{ challenge: string }>().challenge;
    const { secret } = (await setupStart(challenge)).json<TwoFactorEnrolment>();
    for (let i = 0; i < 5; i += 1) expect((await setupConfirm(challenge, String(200000 + i))).statusCode).toBe(401);
    expect((await setupConfirm(challenge, codeFor(t, secret))).statusCode).toBe(429);
  });
});

describe(`an Admin resets another staff member's second factor, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const reset = (as: Parameters<TestApp['injectAs']>[0], id: number) => t.injectAs(as, { method: 'POST', url: `/api/auth/TwoFactor/Reset/${id}` });

  it('removes it, ends every session of theirs at once, and audits who did it', async () => {
    const finance = await staff(t, 'Finance');
    const { secret } = await enrol(t, finance);
    advance(t);
    const session = (await secondStep(t, await challengeOf(t, finance), codeFor(t, secret))).json<{ token: string }>();
    const res = await reset('admin', finance.id);
    expect(res.statusCode).toBe(204);
    expect(await t.db.selectFrom('user_two_factor').selectAll().where('user_id', '=', finance.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('user_recovery_codes').selectAll().where('user_id', '=', finance.id).execute()).toEqual([]);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/TwoFactor', headers: { authorization: `Bearer ${session.token}` } });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('auth.session_ended');
    const entry = (await auditOf(t, finance.id)).at(-1);
    expect(entry).toMatchObject({ action: 'auth.2fa_reset', actor_id: t.users.admin.id, before: { enabledAt: expect.any(String), email: finance.email }, after: { sessionsEnded: true } });
    // no second factor any more: the password alone signs in (the setting is off here)
    expect(Object.keys((await login(t, finance)).json()).sort()).toEqual(['token', 'user']);
  });

  it('is for staff.manage only (403), never one’s own (409), and needs a second factor to remove (409) of a user who exists (404)', async () => {
    const support = await staff(t, 'Support');
    await enrol(t, support);
    const finance = await staff(t, 'Finance');
    expect((await reset(finance, support.id)).statusCode).toBe(403);
    expect((await reset('customer', support.id)).statusCode).toBe(403);
    const own = await reset(t.users.admin, t.users.admin.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('auth.two_factor_reset_self');
    const none = await reset('admin', finance.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('auth.two_factor_not_enabled');
    expect((await reset('admin', 2_000_000_000)).statusCode).toBe(404);
    expect((await t.injectAs(support, { method: 'GET', url: '/api/auth/TwoFactor' })).json().enabled).toBe(true);
  });

  it('shows on the user details whether a user has it, and deleting the user removes it', async () => {
    const admin = await staff(t);
    const details = async () => (await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUserDeatils/${admin.id}` })).json<{ twoFactorEnabled: boolean }>();
    expect((await details()).twoFactorEnabled).toBe(false);
    await enrol(t, admin);
    expect((await details()).twoFactorEnabled).toBe(true);
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/users/DeleteUser/${admin.id}` })).statusCode).toBe(204);
    expect(await t.db.selectFrom('user_two_factor').selectAll().where('user_id', '=', admin.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('user_recovery_codes').selectAll().where('user_id', '=', admin.id).execute()).toEqual([]);
  });
});
