import { TWO_FACTOR_REQUIRED_ROLES, type Role, type TwoFactorDisableBody, type TwoFactorEnrolment, type TwoFactorStatus } from '@taxi/contract';
import type { AppDeps } from '../../../app-deps';
import type { Db } from '../../../db/database';
import { HttpError, conflict, notFound } from '../../../lib/http-errors';
import { recordAudit, type Actor } from '../../audit/audit';
import { verifyPassword } from '../passwords';
import { endSessions } from '../sessions';
import type { ChallengePurpose } from './challenge';
import { qrCodeDataUrl } from './qr-code';
import { newRecoveryCodes, normalRecoveryCode } from './recovery-codes';
import { recordCodeFailure, totpKeyOf, useSecondFactor, type CodeStep } from './second-factor';
import * as repository from './two-factor.repository';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

/** The name authenticator apps show above the account. */
export const TWO_FACTOR_ISSUER = 'Taxi back office';

export const INVALID_CODE = 'The code is not valid';
export const WRONG_PASSWORD = 'The password is not right';
const ALREADY_ON = 'Two-factor sign-in is already on; turn it off first';
const NOT_STARTED = 'Start the enrolment first: there is no new secret waiting for its code';
const NOT_ON = 'Two-factor sign-in is not on';
const REQUIRED = 'Two-factor sign-in is required for your role and cannot be turned off';

/** The staff member a 2FA call is about: the signed-in one, or the one a sign-in challenge names. */
export interface TwoFactorUser {
  id: number;
  email: string;
  role: Role;
  password_hash: string;
}

/** A wrong code or password on a signed-in call: 400 (a 401 would end the web app's session). */
const invalid = (field: 'code' | 'password') =>
  new HttpError(400, field === 'code' ? INVALID_CODE : WRONG_PASSWORD, 'auth.invalid_code', { fieldErrors: { [field]: { code: 'invalid' } } });

/**
 * The step a right password leads to: `sign-in` (a code) for a user whose second factor is on,
 * `setup` (enrol first) for one the app settings require to have one, or null (a session now).
 */
export async function secondStepOf(db: Db, user: { id: number; role: Role }): Promise<ChallengePurpose | null> {
  if ((await repository.findTwoFactor(db, user.id))?.enabled_at) return 'sign-in';
  return (await isRequiredFor(db, user.role)) ? 'setup' : null;
}

/** Whether the app settings make `role` have a second factor. */
export async function isRequiredFor(db: Db, role: Role): Promise<boolean> {
  return (TWO_FACTOR_REQUIRED_ROLES as readonly Role[]).includes(role) && (await repository.isRequiredForAdminAndFinance(db));
}

export async function twoFactorStatus(deps: AppDeps, user: TwoFactorUser): Promise<TwoFactorStatus> {
  const factor = await repository.findTwoFactor(deps.db, user.id);
  const enabled = Boolean(factor?.enabled_at);
  return {
    enabled,
    enabledAt: factor?.enabled_at ? new Date(factor.enabled_at).toISOString() : null,
    recoveryCodesLeft: enabled ? await repository.countRecoveryCodesLeft(deps.db, user.id) : 0,
    required: await isRequiredFor(deps.db, user.role),
  };
}

/**
 * A new secret, kept encrypted and waiting for its first code (replacing an earlier one that still
 * waits): as base32 text, an otpauth:// URI and that URI's QR code. 409 while 2FA is on.
 */
export async function startEnrolment(deps: AppDeps, user: Pick<TwoFactorUser, 'id' | 'email'>): Promise<TwoFactorEnrolment> {
  const { box, now } = deps.twoFactor;
  const secret = newTotpSecret();
  if (!(await repository.savePendingSecret(deps.db, user.id, box.seal(secret, user.id), new Date(now())))) throw conflict(ALREADY_ON, 'auth.two_factor_enabled');
  const uri = otpauthUri({ issuer: TWO_FACTOR_ISSUER, account: user.email, secret });
  return { secret, otpauthUri: uri, qrCode: qrCodeDataUrl(uri) };
}

/** What else the transaction that turns 2FA on does (the sign-in of the enrolment at sign-in). */
type OnEnabled = (trx: Db) => Promise<void>;

/**
 * Turns the waiting secret on with its first code (within the sign-in throttle: a wrong one counts
 * as a failed sign-in) and answers the ten recovery codes, shown this once and stored as keyed
 * hashes; audited `auth.2fa_enabled`. A wrong code: `auth.2fa_failed` and `wrong()`'s error.
 */
export async function confirmEnrolment(
  deps: AppDeps,
  ip: string,
  user: Pick<TwoFactorUser, 'id' | 'email'>,
  code: string,
  { step = 'confirm', wrong = () => invalid('code'), onEnabled }: { step?: CodeStep; wrong?: () => Error; onEnabled?: OnEnabled } = {},
): Promise<string[]> {
  const { box, now } = deps.twoFactor;
  const factor = await repository.findTwoFactor(deps.db, user.id);
  if (factor?.enabled_at) throw conflict(ALREADY_ON, 'auth.two_factor_enabled');
  if (!factor) throw conflict(NOT_STARTED, 'auth.two_factor_not_started');
  const recoveryCodes = newRecoveryCodes();
  const confirmed = await deps.loginThrottle.attempt(ip, user.email, async () => {
    const matched = matchTotp(totpKeyOf(deps.twoFactor, user.id, factor.secret_encrypted), code, now());
    const ok =
      matched !== null &&
      (await deps.db.transaction().execute(async (trx) => {
        if (!(await repository.enableTwoFactor(trx, user.id, matched, new Date(now())))) return false;
        await repository.replaceRecoveryCodes(trx, user.id, recoveryCodes.map((text) => box.keyedHash(normalRecoveryCode(text)!)));
        await recordAudit(trx, user, { action: 'auth.2fa_enabled', entityType: 'User', entityId: user.id, after: { ip } });
        await onEnabled?.(trx);
        return true;
      }));
    return { ok, value: ok };
  });
  if (!confirmed) {
    await recordCodeFailure(deps.db, user, step, ip);
    throw wrong();
  }
  return recoveryCodes;
}

/**
 * Turns the signed-in user's second factor off with a current code (app or recovery) or their
 * password, within the sign-in throttle; audited `auth.2fa_disabled`. 409 when the app settings
 * require it of their role, or when it is not on.
 */
export async function disableTwoFactor(deps: AppDeps, ip: string, user: TwoFactorUser, body: TwoFactorDisableBody): Promise<void> {
  const factor = await repository.findTwoFactor(deps.db, user.id);
  if (!factor?.enabled_at) throw conflict(NOT_ON, 'auth.two_factor_not_enabled');
  if (await isRequiredFor(deps.db, user.role)) throw conflict(REQUIRED, 'auth.two_factor_required');
  const done = await deps.loginThrottle.attempt(ip, user.email, async () => {
    const ok = await deps.db.transaction().execute(async (trx) => {
      const proved = body.code !== undefined ? (await useSecondFactor(trx, deps.twoFactor, user, body.code, ip)) !== null : await verifyPassword(user.password_hash, body.password ?? '');
      if (!proved) return false;
      await repository.deleteTwoFactor(trx, user.id);
      await recordAudit(trx, user, { action: 'auth.2fa_disabled', entityType: 'User', entityId: user.id, before: { enabledAt: factor.enabled_at }, after: { ip, with: body.code !== undefined ? 'code' : 'password' } });
      return true;
    });
    return { ok, value: ok };
  });
  if (!done) {
    await recordCodeFailure(deps.db, user, 'disable', ip);
    throw invalid(body.code !== undefined ? 'code' : 'password');
  }
}

/**
 * An Admin removes another staff member's second factor (a lost phone): audited `auth.2fa_reset`
 * and every session of that user ends at once (live sockets too). They enrol again when they like,
 * or at their next sign-in when the app settings require it. 404 for an unknown or deleted user,
 * 409 for the Admin's own (Disable is for that: it asks for a code or the password) or when there
 * is none.
 */
export async function resetTwoFactor(deps: AppDeps, actor: Actor, userId: number): Promise<void> {
  if (actor.id === userId) throw conflict('Use Disable for your own second factor', 'auth.two_factor_reset_self');
  await deps.db.transaction().execute(async (trx) => {
    const user = await repository.findUserById(trx, userId);
    if (!user || user.deleted_at) throw notFound('User');
    const factor = await repository.findTwoFactor(trx, userId);
    if (!factor || !(await repository.deleteTwoFactor(trx, userId))) throw conflict(NOT_ON, 'auth.two_factor_not_enabled');
    await endSessions(trx, userId);
    await recordAudit(trx, actor, {
      action: 'auth.2fa_reset',
      entityType: 'User',
      entityId: userId,
      before: { enabledAt: factor.enabled_at, email: user.email },
      after: { sessionsEnded: true },
    });
  });
  await deps.liveAccess.changed(userId); // their open live sockets close now, on every instance
}
