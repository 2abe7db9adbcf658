import type { LoginResponse } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChallengeSigner } from '../../src/modules/auth/two-factor/challenge';
import { TEST_JWT_SECRET, buildTestApp, type TestApp } from '../helpers/build-test-app';
import { advance, auditOf, challengeOf, codeFor, enrol, freshAddress, login, secondStep, staff, stopClock } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  stopClock(t);
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`two-factor sign-in on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answers Login exactly as before for a user without a second factor', async () => {
    const admin = await staff(t);
    const res = await login(t, admin);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['token', 'user']);
  });

  it('asks a user with a second factor for the code: a challenge, no session, then the code signs in', async () => {
    const admin = await staff(t);
    const { secret } = await enrol(t, admin);
    advance(t);
    const challenge = await challengeOf(t, admin);
    // the challenge is no session token
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/TwoFactor', headers: bearer(challenge) })).statusCode).toBe(401);
    const res = await secondStep(t, challenge, codeFor(t, secret), '10.77.0.1');
    expect(res.statusCode).toBe(200);
    const session = res.json<LoginResponse>();
    expect(session.user).toMatchObject({ id: admin.id, email: admin.email, role: 'Admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/TwoFactor', headers: bearer(session.token) })).statusCode).toBe(200);
    // a session token is no challenge
    expect((await secondStep(t, session.token, codeFor(t, secret, 1))).json().code).toBe('auth.challenge_invalid');
    const audit = await auditOf(t, admin.id);
    expect(audit.at(-1)).toMatchObject({ action: 'auth.sign_in', after: { ip: '10.77.0.1', secondFactor: 'totp' } });
  });

  it('accepts a code of the step before or after (±30 s), and each code only once: a replay is refused', async () => {
    const admin = await staff(t);
    const { secret } = await enrol(t, admin);
    advance(t, 5);
    const code = codeFor(t, secret, -1);
    expect((await secondStep(t, await challengeOf(t, admin), code)).statusCode).toBe(200);
    const replay = await secondStep(t, await challengeOf(t, admin), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'The code is not valid', code: 'auth.invalid_code' });
    // an earlier step than the last one used is refused too, a later one works
    expect((await secondStep(t, await challengeOf(t, admin), codeFor(t, secret, -2))).statusCode).toBe(401);
    expect((await secondStep(t, await challengeOf(t, admin), codeFor(t, secret, 0))).statusCode).toBe(200);
    expect((await secondStep(t, await challengeOf(t, admin), codeFor(t, secret, 1))).statusCode).toBe(200);
    expect((await secondStep(t, await challengeOf(t, admin), codeFor(t, secret, 2))).statusCode).toBe(401); // 60 s ahead
    const failures = (await auditOf(t, admin.id)).filter((row) => row.action === 'auth.2fa_failed');
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatchObject({ actor_id: admin.id, after: { step: 'sign-in' } });
  });

  it('lets two requests with one code race: exactly one session', async () => {
    const admin = await staff(t);
    const { secret } = await enrol(t, admin);
    advance(t);
    const challenge = await challengeOf(t, admin);
    const answers = await Promise.all([0, 1, 2, 3].map(() => secondStep(t, challenge, codeFor(t, secret))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401, 401]);
  });

  it('takes each recovery code once (in any case, with or without its dash), audited', async () => {
    const admin = await staff(t);
    const { recoveryCodes } = await enrol(t, admin);
    const [first, second] = recoveryCodes as [string, string];
    const res = await secondStep(t, await challengeOf(t, admin), first.toUpperCase().replace('-', ' '));
    expect(res.statusCode).toBe(200);
    expect((await secondStep(t, await challengeOf(t, admin), first)).statusCode).toBe(401);
    expect((await secondStep(t, await challengeOf(t, admin), second)).statusCode).toBe(200);
    const left = await t.injectAs(admin, { method: 'GET', url: '/api/auth/TwoFactor' });
    expect(left.json().recoveryCodesLeft).toBe(8);
    const actions = (await auditOf(t, admin.id)).map((row) => row.action);
    expect(actions.filter((action) => action === 'auth.recovery_code_used')).toHaveLength(2);
    expect((await auditOf(t, admin.id)).filter((row) => row.action === 'auth.sign_in').map((row) => (row.after as { secondFactor: string }).secondFactor)).toEqual(['recovery', 'recovery']);
  });

  it('counts wrong codes against the sign-in throttle per username (429 after 5), and a right password does not reset it', async () => {
    const admin = await staff(t);
    const { secret } = await enrol(t, admin);
    advance(t);
    const challenge = await challengeOf(t, admin);
    for (let i = 0; i < 4; i += 1) expect((await secondStep(t, challenge, String(100000 + i))).statusCode).toBe(401);
    // the password again (right): the count of wrong codes stays
    const again = await challengeOf(t, admin);
    expect((await secondStep(t, again, '999999')).statusCode).toBe(401);
    const locked = await secondStep(t, again, codeFor(t, secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_requests');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // the password step is locked too
    expect((await login(t, admin)).statusCode).toBe(429);
  });

  it('counts wrong codes per address too (30 per 15 minutes over usernames not known there)', async () => {
    const address = freshAddress();
    const users = await Promise.all(Array.from({ length: 7 }, () => staff(t)));
    for (const user of users) await enrol(t, user);
    advance(t);
    let failures = 0;
    for (const user of users) {
      const challenge = await challengeOf(t, user, freshAddress());
      for (let i = 0; i < 5 && failures < 30; i += 1, failures += 1) expect((await secondStep(t, challenge, '000000', address)).statusCode).toBe(401);
    }
    const fresh = await staff(t);
    const { secret } = await enrol(t, fresh);
    advance(t);
    expect((await secondStep(t, await challengeOf(t, fresh), codeFor(t, secret), address)).statusCode).toBe(429);
  });

  it('refuses a forged, expired or outdated challenge with 401 auth.challenge_invalid', async () => {
    const admin = await staff(t);
    const { secret } = await enrol(t, admin);
    advance(t);
    const forged = await new ChallengeSigner('another-secret-that-is-long-enough-for-hs256').sign('sign-in', { userId: admin.id, tokenVersion: 0 });
    const late = new ChallengeSigner(TEST_JWT_SECRET, () => Math.floor(Date.now() / 1000) - 301);
    const expired = await late.sign('sign-in', { userId: admin.id, tokenVersion: 0 });
    const setup = await new ChallengeSigner(TEST_JWT_SECRET).sign('setup', { userId: admin.id, tokenVersion: 0 });
    for (const challenge of [forged, expired, setup, 'not.a.token']) {
      const res = await secondStep(t, challenge, codeFor(t, secret));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('auth.challenge_invalid');
    }
    // a sign-out (any token version change) ends the challenges issued before it
    const challenge = await challengeOf(t, admin);
    expect((await t.injectAs(admin, { method: 'POST', url: '/api/auth/Logout' })).statusCode).toBe(204);
    expect((await secondStep(t, challenge, codeFor(t, secret))).json().code).toBe('auth.challenge_invalid');
  });

  it('refuses a deactivated user at the second step', async () => {
    const admin = await staff(t);
    const { secret } = await enrol(t, admin);
    advance(t);
    const challenge = await challengeOf(t, admin);
    await t.db.updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', admin.id).execute();
    expect((await secondStep(t, challenge, codeFor(t, secret))).statusCode).toBe(401);
  });
});
