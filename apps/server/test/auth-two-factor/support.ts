import type { LoginAnswer, Role } from '@taxi/contract';
import { expect } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { base32Decode, totpAt, totpStep } from '../../src/modules/auth/two-factor/totp';
import type { TestApp } from '../helpers/build-test-app';
import { TEST_PASSWORD, createUser } from '../helpers/factories';

/** A moment in the middle of a 30-second step, so ±1 step is exactly one step either way. */
export const T0 = Date.UTC(2026, 10, 27, 12, 0, 15);

/** Stops the second factor's clock at `at` (ms) for this app. */
export function stopClock(t: TestApp, at = T0) {
  t.deps.twoFactor.now = () => at;
}

/** The app code of `secret` at the app's clock, `offset` steps away. */
export const codeFor = (t: TestApp, secret: string, offset = 0) => totpAt(base32Decode(secret), totpStep(t.deps.twoFactor.now()) + offset);

/** A fresh staff member (their own throttle counters). */
export const staff = (t: TestApp, role: Role = 'Admin') => createUser(t.db, role);

let address = 0;
/** A client address no other request of the run used (the per-address limit stays out of the way). */
export const freshAddress = () => `10.24.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

export const login = (t: TestApp, user: UserRow, remoteAddress = freshAddress(), password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username: user.email, password }, remoteAddress });

export const secondStep = (t: TestApp, challenge: string, code: string, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/LoginTwoFactor', payload: { challenge, code }, remoteAddress });

/** Signs in with the password and answers the challenge (expecting one). */
export async function challengeOf(t: TestApp, user: UserRow, remoteAddress?: string): Promise<string> {
  const res = await login(t, user, remoteAddress);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<LoginAnswer>();
  expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return (answer as { challenge: string }).challenge;
}

/** Enrols `user` through the API (Start, then Confirm with the current code): their secret and recovery codes. */
export async function enrol(t: TestApp, user: UserRow): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await t.injectAs(user, { method: 'POST', url: '/api/auth/TwoFactor/Start' });
  expect(start.statusCode, start.body).toBe(200);
  const { secret } = start.json<{ secret: string }>();
  const confirm = await t.injectAs(user, { method: 'POST', url: '/api/auth/TwoFactor/Confirm', payload: { code: codeFor(t, secret) }, remoteAddress: freshAddress() });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The audit entries of a user, oldest first: [action, after] pairs. */
export async function auditOf(t: TestApp, userId: number) {
  const rows = await t.db.selectFrom('audit_entries').select(['action', 'actor_id', 'after', 'before']).where('entity_type', '=', 'User').where('entity_id', '=', String(userId)).orderBy('id').execute();
  return rows;
}

/** Sets the app setting that makes Admin and Finance enrol. */
export async function requireForAdminAndFinance(t: TestApp, required: boolean) {
  await t.db.updateTable('app_settings').set({ two_factor_required_for_admin_and_finance: required }).where('id', '=', 1).execute();
}

/** Moves the second factor's clock `steps` steps of 30 s on. */
export function advance(t: TestApp, steps = 1) {
  const now = t.deps.twoFactor.now();
  t.deps.twoFactor.now = () => now + steps * 30_000;
}
