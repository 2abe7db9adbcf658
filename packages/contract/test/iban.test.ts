import { describe, expect, it } from 'vitest';
import { Bic, IBAN_LENGTHS, Iban, electronicIban, formatIban, ibanCheckDigits, ibanProblem, ibanRemainder, isValidIban } from '../src/iban';
import { UpdateIbanBody } from '../src/users';
import { accepts, issuesOf, parsed } from './support/schema-checks';

/** IBANs of ISO 13616 (issue 25 item 4): published examples of the registry, and their typos. */
const VALID = ['TR330006100519786457841326', 'CY17002001280000001200527600', 'DE89370400440532013000', 'GB82WEST12345698765432', 'NO9386011117947', 'MT84MALT011000012345MTLCAST001S'];

describe('[25.4] IBANs', () => {
  it('accepts the registry’s examples, of every length from 15 to 31', () => {
    for (const iban of VALID) {
      expect(ibanProblem(iban), iban).toBeNull();
      expect(isValidIban(iban)).toBe(true);
      expect(ibanRemainder(iban)).toBe(1);
    }
  });

  it('knows the lengths of Türkiye (26) and Cyprus (28) among the registry’s', () => {
    expect(IBAN_LENGTHS.TR).toBe(26);
    expect(IBAN_LENGTHS.CY).toBe(28);
    expect(IBAN_LENGTHS.DE).toBe(22);
    expect(IBAN_LENGTHS.US).toBeUndefined();
  });

  it('says what is wrong: the form, a country without IBANs, the length, the check digits', () => {
    expect(ibanProblem('')).toBe('format');
    expect(ibanProblem('TR')).toBe('format');
    expect(ibanProblem('TRXX0006100519786457841326')).toBe('format');
    expect(ibanProblem('1R330006100519786457841326')).toBe('format');
    expect(ibanProblem('TR33-0006100519786457841326')).toBe('format');
    expect(ibanProblem('tr330006100519786457841326')).toBe('format'); // the electronic form is upper case
    expect(ibanProblem('TR33000610051978645784132a')).toBe('format');
    expect(ibanProblem('TR3X0006100519786457841326')).toBe('format');
    expect(ibanProblem('US330006100519786457841326')).toBe('country');
    expect(ibanProblem('TR33000610051978645784132')).toBe('length');
    expect(ibanProblem('TR3300061005197864578413260')).toBe('length');
    expect(ibanProblem('TR330006100519786457841327')).toBe('checksum');
    expect(ibanProblem('TR340006100519786457841326')).toBe('checksum');
    expect(ibanProblem('CY17002001280000001200527601')).toBe('checksum');
    expect(isValidIban('TR330006100519786457841327')).toBe(false);
    // two neighbouring digits swapped: the mod-97 check catches it
    expect(ibanProblem('TR330006100591786457841326')).toBe('checksum');
  });

  it('reads letters of the account as 10–35 (ISO 7064 mod 97-10)', () => {
    expect(ibanRemainder('GB82WEST12345698765432')).toBe(1);
    expect(ibanRemainder('GB82WEST12345698765433')).not.toBe(1);
    expect(ibanRemainder('GB82XEST12345698765432')).not.toBe(1);
  });

  it('computes check digits that make an IBAN valid, with a leading zero when needed', () => {
    expect(ibanCheckDigits('TR', '0006100519786457841326')).toBe('33');
    expect(ibanCheckDigits('CY', '002001280000001200527600')).toBe('17');
    for (let account = 0; account < 40; account += 1) {
      const bban = `000620${String(account).padStart(16, '0')}`;
      const digits = ibanCheckDigits('TR', bban);
      expect(digits).toMatch(/^\d{2}$/);
      expect(isValidIban(`TR${digits}${bban}`)).toBe(true);
    }
  });

  it('takes what a person types: spaces and lower case, grouped in fours to read', () => {
    expect(electronicIban(' tr33 0006 1005\t1978 6457 8413 26 ')).toBe('TR330006100519786457841326');
    expect(isValidIban('tr33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(formatIban('cy17 002001280000001200527600')).toBe('CY17 0020 0128 0000 0012 0052 7600');
  });

  it('the schema answers the electronic form, and a message and field code per problem', () => {
    expect(parsed(Iban, 'tr33 0006 1005 1978 6457 8413 26')).toBe('TR330006100519786457841326');
    expect(issuesOf(Iban, 'hello')).toEqual([': Enter an IBAN: two letters, two check digits, then the account number']);
    expect(issuesOf(Iban, 'US330006100519786457841326')).toEqual([': This country does not use IBANs']);
    expect(issuesOf(Iban, 'TR33000610051978645784132')).toEqual([': This IBAN has the wrong length for its country']);
    expect(issuesOf(Iban, 'TR330006100519786457841327')).toEqual([': This IBAN’s check digits are wrong: check it for a typing mistake']);
    expect(accepts(Iban, 'T'.repeat(65))).toBe(false);
    expect(accepts(Iban, 26)).toBe(false);
    const result = Iban.safeParse('TR330006100519786457841327');
    expect(result.success ? null : (result.error.issues[0] as { params?: unknown }).params).toEqual({ fieldCode: 'iban_checksum' });
  });

  it('UpdateIbanBody: an IBAN or null to clear it; nothing else', () => {
    expect(parsed(UpdateIbanBody, { iban: 'CY17 0020 0128 0000 0012 0052 7600' })).toEqual({ iban: 'CY17002001280000001200527600' });
    expect(parsed(UpdateIbanBody, { iban: null })).toEqual({ iban: null });
    expect(accepts(UpdateIbanBody, {})).toBe(false);
    expect(accepts(UpdateIbanBody, { iban: '' })).toBe(false);
  });

  it('BICs of 8 or 11 characters, upper-cased and trimmed', () => {
    expect(parsed(Bic, ' tczbtr2a ')).toBe('TCZBTR2A');
    expect(parsed(Bic, 'TCZBTR2AXXX')).toBe('TCZBTR2AXXX');
    for (const wrong of ['TCZBTR2', 'TCZBTR2AX', 'TCZB1R2A', 'TCZBTR2AXXXX', '']) expect(accepts(Bic, wrong), wrong).toBe(false);
  });
});
