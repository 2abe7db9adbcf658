import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Length of TWO_FACTOR_KEY: AES-256. */
export const TWO_FACTOR_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * Encrypts the TOTP secrets at rest (docs/security.md "Two-factor sign-in"): AES-256-GCM under
 * TWO_FACTOR_KEY, a fresh 96-bit nonce per value, and the owner's user id as associated data, so a
 * value copied to another user's row does not decrypt. Stored as `v1.<nonce>.<tag>.<ciphertext>`
 * (base64url). The same key also keys the recovery codes' hashes (`keyedHash`).
 */
export class SecretBox {
  private readonly hashKey: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length !== TWO_FACTOR_KEY_BYTES) throw new Error(`The two-factor key must be ${TWO_FACTOR_KEY_BYTES} bytes`);
    this.hashKey = createHmac('sha256', key).update('taxi recovery codes').digest();
  }

  seal(plaintext: string, owner: number): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`user:${owner}`));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The plaintext; throws when the value was changed, belongs to another user or another key. */
  open(sealed: string, owner: number): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Not a sealed two-factor secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`user:${owner}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** HMAC-SHA-256 of a recovery code under a key derived from TWO_FACTOR_KEY: the database alone cannot test guesses. */
  keyedHash(value: string): string {
    return createHmac('sha256', this.hashKey).update(value).digest('hex');
  }
}

/** TWO_FACTOR_KEY's bytes: base64 (or base64url) of exactly 32 bytes; a message naming the fault otherwise. */
export function parseTwoFactorKey(value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value.trim()) || key.length !== TWO_FACTOR_KEY_BYTES) {
    throw new Error(`must be ${TWO_FACTOR_KEY_BYTES} bytes in base64 (e.g. \`openssl rand -base64 32\`)`);
  }
  return key;
}

/**
 * TWO_FACTOR_KEY, or a key generated on first start and kept in DATA_DIR/two-factor-key (mode 600),
 * as the JWT secret is (tokens.ts `resolveJwtSecret`). Several instances need the same key: set it.
 */
export function resolveTwoFactorKey(configured: Buffer | null, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, 'two-factor-key');
  if (existsSync(file)) return parseTwoFactorKey(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  // Written whole under another name, then linked into place: a second process starting at the
  // same moment reads either no file or the whole key, and the first link wins.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(TWO_FACTOR_KEY_BYTES).toString('base64'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return parseTwoFactorKey(readFileSync(file, 'utf8'));
}
