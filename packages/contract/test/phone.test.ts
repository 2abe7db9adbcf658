import { describe, expect, it } from 'vitest';
import { PHONE_KEY_DIGITS, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, PhoneNumber, normaliseSpaces, phoneDigits, phoneKey } from '../src/phone';
import { issuesOf, parsed } from './support/schema-checks';

describe('phone numbers', () => {
  it('keeps the digits alone and normalises spaces', () => {
    expect(phoneDigits('+90 (533) 123-45.67/8')).toBe('9053312345678');
    expect(phoneDigits('call me')).toBe('');
    expect(normaliseSpaces('\u00a0 +90\t 533\n123 ')).toBe('+90 533 123');
  });

  it(`accepts ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits, whatever the punctuation`, () => {
    expect([PHONE_MIN_DIGITS, PHONE_MAX_DIGITS]).toEqual([7, 15]);
    expect(parsed(PhoneNumber, ' 123  45 67 ')).toBe('123 45 67');
    expect(parsed(PhoneNumber, '+90 (533) 123-45.67')).toBe('+90 (533) 123-45.67');
    expect(parsed(PhoneNumber, '+1 234 567 890 123 45')).toBe('+1 234 567 890 123 45');
    expect(issuesOf(PhoneNumber, '123 456')).toEqual([': A phone number has at least 7 digits']);
    expect(issuesOf(PhoneNumber, '+1 234 567 890 123 456')).toEqual([': A phone number has at most 15 digits']);
    expect(issuesOf(PhoneNumber, '0533 123 45 67 ext')).toEqual([': Use digits, spaces and + ( ) - . / only']);
    expect(issuesOf(PhoneNumber, '')).toEqual([': Phone number is required']);
    expect(issuesOf(PhoneNumber, undefined)).toEqual([': Phone number is required']);
    expect(issuesOf(PhoneNumber, '1234567' + ' '.repeat(33) + '8')).toEqual([': Phone number is too long']);
  });
});

describe('phoneKey', () => {
  it(`names a number by its last ${PHONE_KEY_DIGITS} digits, so every spelling of one number meets`, () => {
    expect(PHONE_KEY_DIGITS).toBe(10);
    expect(phoneKey('+90 533 123 45 67')).toBe('5331234567');
    expect(phoneKey('0533 123 45 67')).toBe('5331234567');
    expect(phoneKey('(533) 123-45-67')).toBe('5331234567');
    expect(phoneKey('00 90 533 123 45 67')).toBe('5331234567');
  });

  it('keeps a shorter number whole, and tells it apart from a longer one', () => {
    expect(phoneKey('123 45 67')).toBe('1234567');
    expect(phoneKey('012 345 67 89')).toBe('0123456789');
    expect(phoneKey('')).toBe('');
    expect(phoneKey('123 45 67')).not.toBe(phoneKey('0533 123 45 67'));
  });
});
