import type { LoginResponse, LoginTwoFactorBody, LoginTwoFactorSetupConfirmBody, LoginTwoFactorSetupResponse, TwoFactorEnrolment } from '@taxi/contract';
import type { AppDeps } from '../../../app-deps';
import type { UserRow } from '../../../db/schema';
import { unauthorized } from '../../../lib/http-errors';
import { recordSignIn, sessionOf } from '../auth.service';
import type { ChallengePurpose } from './challenge';
import { recordCodeFailure, useSecondFactor } from './second-factor';
import { INVALID_CODE, confirmEnrolment, startEnrolment } from './two-factor.service';
import { findUserById } from './two-factor.repository';

export const CHALLENGE_INVALID = 'This sign-in has expired or is no longer valid; sign in again';

/**
 * The user a sign-in challenge names, as they are now: 401 when the challenge is not a valid,
 * unexpired one for `purpose`, or the user was deleted or deactivated or their token version moved
 * on since (a sign-out, a password or role change, an Admin's reset of their second factor).
 */
async function challengedUser(deps: AppDeps, purpose: ChallengePurpose, challenge: string): Promise<UserRow> {
  const claims = await deps.twoFactor.challenges.verify(purpose, challenge);
  const user = claims ? await findUserById(deps.db, claims.userId) : undefined;
  if (!claims || !user || user.deleted_at || user.deactivated_at || user.token_version !== claims.tokenVersion) {
    throw unauthorized(CHALLENGE_INVALID, 'auth.challenge_invalid');
  }
  return user;
}

const wrongCode = () => unauthorized(INVALID_CODE, 'auth.invalid_code');

/**
 * The second step of a sign-in (`POST /api/auth/LoginTwoFactor`): an app code (accepted once) or
 * a recovery code (once each) for the challenge's user answers the session. Counted by the sign-in
 * throttle like a password (per username and per address, 429 past the limit); a wrong code is
 * 401 `auth.invalid_code` and audited `auth.2fa_failed`.
 */
export async function loginTwoFactor(deps: AppDeps, ip: string, body: LoginTwoFactorBody): Promise<LoginResponse> {
  const user = await challengedUser(deps, 'sign-in', body.challenge);
  const used = await deps.loginThrottle.attempt(ip, user.email, async () => {
    const factor = await deps.db.transaction().execute(async (trx) => {
      const kind = await useSecondFactor(trx, deps.twoFactor, user, body.code, ip);
      if (kind) await recordSignIn(trx, user, ip, kind);
      return kind;
    });
    return { ok: factor !== null, value: factor };
  });
  if (!used) {
    await recordCodeFailure(deps.db, user, 'sign-in', ip);
    throw wrongCode();
  }
  return sessionOf(deps, user);
}

/** Enrolment at sign-in, step 1 (`POST /api/auth/LoginTwoFactorSetup/Start`): a new secret for the challenge's user. */
export async function startSetupAtSignIn(deps: AppDeps, challenge: string): Promise<TwoFactorEnrolment> {
  return startEnrolment(deps, await challengedUser(deps, 'setup', challenge));
}

/**
 * Enrolment at sign-in, step 2 (`POST /api/auth/LoginTwoFactorSetup/Confirm`): the first code
 * turns the second factor on and signs the user in, in one transaction; the answer is the session
 * and the recovery codes. A wrong code counts like a wrong password (401, throttled).
 */
export async function confirmSetupAtSignIn(deps: AppDeps, ip: string, body: LoginTwoFactorSetupConfirmBody): Promise<LoginTwoFactorSetupResponse> {
  const user = await challengedUser(deps, 'setup', body.challenge);
  const recoveryCodes = await confirmEnrolment(deps, ip, user, body.code, {
    step: 'setup',
    wrong: wrongCode,
    onEnabled: (trx) => recordSignIn(trx, user, ip, 'enrolled'),
  });
  return { ...(await sessionOf(deps, user)), recoveryCodes };
}
