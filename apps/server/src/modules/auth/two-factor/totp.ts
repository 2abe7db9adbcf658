import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@taxi/contract';

/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto alone: HMAC-SHA1 by default, 30-second
 * steps, 6 digits, secrets in base32 (RFC 4648) as authenticator apps read them. Tested against
 * the RFC 6238 appendix B vectors (test/auth-two-factor/totp.test.ts).
 */

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what `otpauth://` URIs carry). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 to bytes; case, spaces and padding do not matter. Throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** HOTP (RFC 4226 §5.3): the dynamically truncated HMAC of the 8-byte big-endian counter. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac(algorithm, key).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The time step of a moment: floor(unix seconds / 30). */
export const totpStep = (nowMs: number, periodSeconds = TOTP_PERIOD_SECONDS) => Math.floor(nowMs / 1000 / periodSeconds);

/** The code of a step. */
export const totpAt = (key: Uint8Array, step: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1') => hotp(key, step, digits, algorithm);

/**
 * The step whose code `code` is, within ±`window` steps of now (the clock drift RFC 6238 §5.2
 * allows; 1 step = 30 s either way), or null. Every candidate is compared in constant time.
 * Whether that step was used already is the caller's check (a code is accepted once).
 */
export function matchTotp(key: Uint8Array, code: string, nowMs: number, window = 1): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const given = Buffer.from(code);
  const now = totpStep(nowMs);
  let matched: number | null = null;
  for (let step = now - window; step <= now + window; step += 1) {
    // The latest matching step (two steps sharing a code is a one-in-a-million chance).
    if (timingSafeEqual(given, Buffer.from(totpAt(key, step)))) matched = step;
  }
  return matched;
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), as base32 (32 characters). */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The key URI authenticator apps read from the QR code (Google Authenticator's "Key Uri Format"). */
export function otpauthUri({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
