import type { Db } from '../../../db/database';
import { recordAudit } from '../../audit/audit';
import { normalRecoveryCode } from './recovery-codes';
import { findTwoFactor, useRecoveryCode, useTotpStep } from './two-factor.repository';
import type { TwoFactorKit } from './two-factor-kit';
import { base32Decode, matchTotp } from './totp';

/** Which kind of code was used. */
export type FactorUsed = 'totp' | 'recovery';

/** A user's TOTP key (the decrypted secret's bytes). */
export const totpKeyOf = (kit: TwoFactorKit, userId: number, sealed: string) => base32Decode(kit.box.open(sealed, userId));

/**
 * Checks a code of a user whose second factor is on and uses it up, atomically: an app code of
 * a step later than the last one used (±1 step of now), or an unused recovery code (audited as
 * `auth.recovery_code_used`, in `db`'s transaction when it is one). Null when it is neither.
 */
export async function useSecondFactor(db: Db, kit: TwoFactorKit, user: { id: number; email: string }, code: string, ip: string): Promise<FactorUsed | null> {
  const factor = await findTwoFactor(db, user.id);
  if (!factor?.enabled_at) return null;
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = matchTotp(totpKeyOf(kit, user.id, factor.secret_encrypted), digits, kit.now());
    return step !== null && (await useTotpStep(db, user.id, step)) ? 'totp' : null;
  }
  const recovery = normalRecoveryCode(code);
  if (!recovery || !(await useRecoveryCode(db, user.id, kit.box.keyedHash(recovery), new Date(kit.now())))) return null;
  await recordAudit(db, user, { action: 'auth.recovery_code_used', entityType: 'User', entityId: user.id, after: { ip } });
  return 'recovery';
}

/** Where a wrong code was given. */
export type CodeStep = 'sign-in' | 'setup' | 'confirm' | 'disable';

/** A wrong code in the audit log: whose, at which step, from where (never the code). */
export async function recordCodeFailure(db: Db, user: { id: number; email: string }, step: CodeStep, ip: string) {
  await recordAudit(db, user, { action: 'auth.2fa_failed', entityType: 'User', entityId: user.id, after: { ip, step } });
}
