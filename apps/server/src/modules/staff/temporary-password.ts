import { randomInt } from 'node:crypto';
import { TEMPORARY_PASSWORD_LENGTH } from '@taxi/contract';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand (no 0/O, 1/l/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * A temporary password for a new or reset staff member: 16 characters drawn uniformly from 57 by
 * the operating system's secure generator (about 93 bits), in groups of four joined by dashes
 * (`Hk7p-9mQa-x3Zt-Wq2e`), shown once and stored hashed only.
 */
export function temporaryPassword(draw: (max: number) => number = randomInt): string {
  const characters = Array.from({ length: TEMPORARY_PASSWORD_LENGTH }, () => ALPHABET[draw(ALPHABET.length)]!);
  return Array.from({ length: TEMPORARY_PASSWORD_LENGTH / 4 }, (_, group) => characters.slice(group * 4, group * 4 + 4).join('')).join('-');
}
