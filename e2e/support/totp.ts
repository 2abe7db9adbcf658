import { createHmac } from 'node:crypto';

/** The time step of a moment (RFC 6238: 30-second steps since the epoch). */
export const totpStep = (nowMs = Date.now()) => Math.floor(nowMs / 30_000);

/** Base32 (RFC 4648) to bytes; spaces ignored. */
function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of secret.replace(/\s/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * The 6-digit code an authenticator app shows for `secret` at `step` (RFC 6238, HMAC-SHA1),
 * computed here from the secret the page shows, as a phone would: written apart from the server's.
 */
export function totp(secret: string, step = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
