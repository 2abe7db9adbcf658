import type { LoginAnswer, LoginResponse, RegisterBody, SessionUser } from '@taxi/contract';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { conflict, unauthorized } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit';
import { findUserByEmail, insertUser } from '../users/users.repository';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { reserve } from './rate-limit';
import { secondStepOf } from './two-factor/two-factor.service';

export const INVALID_LOGIN = 'Invalid username or password';
export const DUPLICATE_EMAIL = 'A user with this e-mail address already exists';
export const TOO_MANY_REGISTRATIONS = 'Too many sign-ups from this address. Try again later.';
/** Self-registrations accepted per client address and hour (issue 7, defect 7). */
export const REGISTRATION_LIMIT = { perAddress: 10, windowMs: 60 * 60 * 1000 } as const;

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    photoUrl: user.photo_url,
    role: user.role,
  };
}

export type PasswordVerifier = (passwordHash: string, password: string) => Promise<boolean>;

/**
 * Signs a user in by e-mail and password; every failure looks the same to the caller. An
 * unknown, deleted or deactivated user is checked against a decoy hash, so timing does not tell
 * them apart. Both outcomes are audited (issue 24): a success as the user's own `auth.sign_in`
 * (and their last sign-in), a failure as `auth.sign_in_failed` on the account it named, if any,
 * with the address. A user with a second factor (or one the app settings require to enrol) gets a
 * 5-minute challenge for the next step instead of a session (two-factor/two-factor-sign-in.ts);
 * their right password then neither resets the throttle's count nor makes the address known.
 */
export async function login(deps: AppDeps, ip: string, username: string, password: string, verify: PasswordVerifier = verifyPassword): Promise<LoginAnswer> {
  const attempt = await deps.loginThrottle.attempt(ip, username, async () => {
    const found = await findUserByEmail(deps.db, username);
    const candidate = found && !found.deleted_at && !found.deactivated_at ? found : undefined;
    const valid = await verify(candidate?.password_hash ?? (await decoyHash()), password);
    const user = candidate && valid ? candidate : null;
    const next = user ? await secondStepOf(deps.db, user) : null;
    return { ok: user !== null, pending: next !== null, value: { user, found, next } };
  });
  const { user, found, next } = attempt;
  if (!user) {
    await recordSignInFailure(deps, ip, username, found?.id ?? null);
    throw unauthorized(INVALID_LOGIN, 'auth.invalid_login');
  }
  if (next) {
    const challenge = await deps.twoFactor.challenges.sign(next, { userId: user.id, tokenVersion: user.token_version });
    return next === 'sign-in' ? { twoFactorRequired: true, challenge } : { twoFactorSetupRequired: true, challenge };
  }
  await deps.db.transaction().execute((trx) => recordSignIn(trx, user, ip));
  return sessionOf(deps, user);
}

/** A completed sign-in: the user's last sign-in and `auth.sign_in` with the address (and the second factor used). Inside the caller's transaction. */
export async function recordSignIn(db: Db, user: UserRow, ip: string, secondFactor?: 'totp' | 'recovery' | 'enrolled') {
  await db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', user.id).execute();
  await recordAudit(db, { id: user.id, email: user.email }, { action: 'auth.sign_in', entityType: 'User', entityId: user.id, after: secondFactor ? { ip, secondFactor } : { ip } });
}

/** The session of a signed-in user: an 8-hour token of their current token version, and the user. */
export async function sessionOf(deps: AppDeps, user: UserRow): Promise<LoginResponse> {
  const sessionUser = toSessionUser(user);
  return { token: await deps.tokens.sign({ ...sessionUser, tokenVersion: user.token_version }), user: sessionUser };
}

/** A refused sign-in in the audit log: who was named (the account when there is one) and from where. */
async function recordSignInFailure(deps: AppDeps, ip: string, username: string, userId: number | null) {
  const named = username.slice(0, 254);
  await recordAudit(deps.db, { id: null, email: named }, { action: 'auth.sign_in_failed', entityType: 'User', entityId: userId ?? named, after: { ip } });
}

/** Self-registration of a customer or driver (never an admin), at most 10 an hour per address. */
export async function register(deps: AppDeps, ip: string, body: RegisterBody): Promise<SessionUser> {
  // A refused duplicate counts too: it tells which e-mail addresses exist.
  await reserve(deps.counters, [{ key: `register:ip:${ip}`, limit: REGISTRATION_LIMIT.perAddress, windowMs: REGISTRATION_LIMIT.windowMs }], TOO_MANY_REGISTRATIONS);
  if (await findUserByEmail(deps.db, body.email)) throw conflict(DUPLICATE_EMAIL, 'user.duplicate_email');
  const user = await insertUser(deps.db, {
    email: body.email,
    password_hash: await hashPassword(body.password),
    role: body.role,
    first_name: body.firstName,
    last_name: body.lastName,
    phone_number: body.phoneNumber,
    address: body.address,
    photo_url: null,
    rating: null,
  });
  return toSessionUser(user);
}
