import { z } from 'zod';
import { fieldCode } from './errors';

/**
 * IBANs (ISO 13616) and BICs (ISO 9362), issue 25 item 4. An IBAN is kept in its electronic form:
 * upper case, no spaces. It is valid when its country is in the IBAN registry, its length is that
 * country's, and the mod-97 check of ISO 7064 gives 1.
 */

/** The length of an IBAN per country, from the SWIFT IBAN registry (ISO 13616). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24,
  DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27,
  GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20,
  LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28,
  PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** The electronic form of what a person typed: spaces removed, upper case. */
export const electronicIban = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** ISO 7064 mod 97-10 of an IBAN (country and check digits moved to the end, letters as 10–35). */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** Why `iban` (electronic form) is not a valid IBAN, or null when it is. */
export function ibanProblem(iban: string): IbanProblem | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return ibanRemainder(iban) === 1 ? null : 'checksum';
}

export const isValidIban = (iban: string) => ibanProblem(electronicIban(iban)) === null;

/** The two check digits that make `country + ?? + bban` a valid IBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - ibanRemainder(`${country}00${bban}`)).padStart(2, '0');
}

const IBAN_MESSAGES: Record<IbanProblem, string> = {
  format: 'Enter an IBAN: two letters, two check digits, then the account number',
  country: 'This country does not use IBANs',
  length: 'This IBAN has the wrong length for its country',
  checksum: 'This IBAN’s check digits are wrong: check it for a typing mistake',
};

/** An IBAN as a request sends it: spaces allowed, any case; stored and answered in electronic form. */
export const Iban = z
  .string()
  .max(64, 'Enter an IBAN: two letters, two check digits, then the account number')
  .transform(electronicIban)
  .superRefine((iban, context) => {
    const problem = ibanProblem(iban);
    if (problem) context.addIssue({ code: 'custom', message: IBAN_MESSAGES[problem], params: fieldCode(`iban_${problem}`) });
  });

/** A BIC (ISO 9362: 8 or 11 characters), upper case. */
export const Bic = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'Enter a BIC of 8 or 11 letters and digits');

/** Groups an IBAN in fours for reading: TR33 0006 1005 … */
export const formatIban = (iban: string) => electronicIban(iban).replace(/(.{4})/g, '$1 ').trim();
