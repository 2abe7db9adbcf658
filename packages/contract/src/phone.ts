import { z } from 'zod';
import { text } from './common';

/** A phone number has 7 to 15 digits (E.164 allows at most 15), whatever the spaces and punctuation. */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** Trimmed, every run of white space (tabs aside, which no field accepts: non-breaking ones too) made one plain space. */
export const normaliseSpaces = (value: string) => value.trim().replace(/\s+/gu, ' ');

/** The digits of a phone number alone: what two spellings of one number share (`+90 533 123 45 67` → `905331234567`). */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');

const PHONE_CHARACTERS = /^\+?[0-9(][0-9 ()./-]*$/;

/**
 * A phone number typed by staff (the dispatch desk's new caller): an optional leading `+`, digits,
 * spaces and `( ) - . /`, 7 to 15 digits; spaces normalised (`+90  533 123` → `+90 533 123`).
 */
export const PhoneNumber = text({ max: 40, error: 'Phone number is required', tooLong: 'Phone number is too long' })
  .min(1, 'Phone number is required')
  .transform(normaliseSpaces)
  .pipe(
    z
      .string()
      .regex(PHONE_CHARACTERS, 'Use digits, spaces and + ( ) - . / only')
      .refine((value) => phoneDigits(value).length >= PHONE_MIN_DIGITS, `A phone number has at least ${PHONE_MIN_DIGITS} digits`)
      .refine((value) => phoneDigits(value).length <= PHONE_MAX_DIGITS, `A phone number has at most ${PHONE_MAX_DIGITS} digits`),
  );
export type PhoneNumber = z.infer<typeof PhoneNumber>;

/** How many trailing digits name a number whatever its prefix (a Turkish national number: 533 123 45 67). */
export const PHONE_KEY_DIGITS = 10;

/**
 * What makes two spellings one number: its last 10 digits (its whole digits when shorter), so
 * `+90 533 123 45 67`, `0533 123 45 67` and `5331234567` are one number, `123 45 67` another.
 */
export function phoneKey(value: string): string {
  const digits = phoneDigits(value);
  return digits.length > PHONE_KEY_DIGITS ? digits.slice(-PHONE_KEY_DIGITS) : digits;
}
