import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@taxi/contract';
import { base32Encode } from './totp';

/**
 * Recovery codes: ten per enrolment, each 10 base32 characters (50 random bits) shown as
 * `abcde-fghij`. Only keyed hashes are stored (SecretBox.keyedHash), and each works once.
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** The form a typed recovery code is compared in: lower case, no spaces or dashes; null when it cannot be one. */
export function normalRecoveryCode(typed: string): string | null {
  const normal = typed.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z2-7]{10}$/.test(normal) ? normal : null;
}
