import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { normalRecoveryCode, newRecoveryCodes } from '../../src/modules/auth/two-factor/recovery-codes';
import { qrCodeDataUrl } from '../../src/modules/auth/two-factor/qr-code';
import { SecretBox, parseTwoFactorKey, resolveTwoFactorKey } from '../../src/modules/auth/two-factor/secret-box';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpAt, totpStep, type TotpAlgorithm } from '../../src/modules/auth/two-factor/totp';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** RFC 6238 appendix B: the seeds are ASCII "12345678901234567890" repeated to the hash's length. */
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const RFC6238: Array<[number, string, TotpAlgorithm]> = [
  [59, '94287082', 'sha1'], [59, '46119246', 'sha256'], [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'], [1111111109, '68084774', 'sha256'], [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'], [1111111111, '67062674', 'sha256'], [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'], [1234567890, '91819424', 'sha256'], [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'], [2000000000, '90698825', 'sha256'], [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'], [20000000000, '77737706', 'sha256'], [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238) and HOTP (RFC 4226)', () => {
  it.each(RFC6238)('at %i s the 8-digit code is %s (%s)', (seconds, code, algorithm) => {
    expect(totpAt(SEEDS[algorithm], totpStep(seconds * 1000), 8, algorithm)).toBe(code);
  });

  it('gives the RFC 4226 appendix D HOTP values (6 digits, counters 0–9)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });

  it('reads base32 as RFC 4648 writes it, and writes it back', () => {
    const vectors: Array<[string, string]> = [['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
    expect(base32Decode('mzxw 6ytb oi==').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow();
  });

  it('makes 160-bit secrets of 32 base32 characters', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the code of this step and of one step either side (30 s of drift), not two', () => {
    const key = SEEDS.sha1;
    const now = 1_111_111_111_000;
    const step = totpStep(now);
    expect(matchTotp(key, totpAt(key, step), now)).toBe(step);
    expect(matchTotp(key, totpAt(key, step - 1), now)).toBe(step - 1);
    expect(matchTotp(key, totpAt(key, step + 1), now)).toBe(step + 1);
    expect(matchTotp(key, totpAt(key, step - 2), now)).toBeNull();
    expect(matchTotp(key, totpAt(key, step + 2), now)).toBeNull();
    expect(matchTotp(key, '12345', now)).toBeNull();
    expect(matchTotp(key, 'abcdef', now)).toBeNull();
  });

  it('writes the otpauth:// key URI authenticator apps read', () => {
    const uri = otpauthUri({ issuer: 'Taxi back office', account: 'ayşe@demo.taxi', secret: 'JBSWY3DPEHPK3PXP' });
    expect(uri).toBe('otpauth://totp/Taxi%20back%20office:ay%C5%9Fe%40demo.taxi?secret=JBSWY3DPEHPK3PXP&issuer=Taxi%20back%20office&algorithm=SHA1&digits=6&period=30');
  });

  it('draws QR codes that read back as their URI, on a white square (readable in dark mode)', () => {
    // 40 secrets: each draws its own code (its own mask), and one in eight used to be misread by the encoder's own decoder
    for (let index = 0; index < 40; index += 1) {
      const uri = otpauthUri({ issuer: 'Taxi back office', account: 'admin@demo.taxi', secret: newTotpSecret() });
      const url = qrCodeDataUrl(uri);
      expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(url.split(',')[1]!, 'base64').toString();
      expect(svg).toContain('fill="#fff"');
      expect(svg.length).toBeLessThan(12_000);
      // read back by jsQR, a decoder apart from the encoder's library
      const image = rasterise(svg);
      expect(jsQR(image.data, image.width, image.height)?.data, uri).toBe(uri);
    }
  });
});

/** The SVG's rectangles as RGBA pixels, 4 per module (enough for the decoder). */
function rasterise(svg: string) {
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]);
  const scale = 4;
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const path = /<path[^>]* d="([^"]+)"/.exec(svg)![1]!;
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py += 1) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px += 1) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { width, height: width, data };
}

describe('secrets at rest (AES-256-GCM under TWO_FACTOR_KEY)', () => {
  const box = new SecretBox(Buffer.alloc(32, 1));

  it('seals a secret so that the stored text does not contain it, and opens it for its owner only', () => {
    const secret = newTotpSecret();
    const sealed = box.seal(secret, 7);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(sealed).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(box.seal(secret, 7)).not.toBe(sealed); // a fresh nonce each time
    expect(box.open(sealed, 7)).toBe(secret);
    expect(() => box.open(sealed, 8)).toThrow(); // copied to another user's row
    expect(() => new SecretBox(Buffer.alloc(32, 2)).open(sealed, 7)).toThrow(); // another key
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'), 7)).toThrow();
  });

  it('takes TWO_FACTOR_KEY as 32 bytes of base64 and nothing else', () => {
    expect(parseTwoFactorKey(Buffer.alloc(32, 3).toString('base64'))).toEqual(Buffer.alloc(32, 3));
    expect(() => parseTwoFactorKey(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => parseTwoFactorKey('not base64 at all!')).toThrow(/32 bytes/);
  });

  it('generates a key into DATA_DIR once (mode 600) when TWO_FACTOR_KEY is unset, and keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'two-factor-key-'));
    const first = resolveTwoFactorKey(null, dir);
    expect(first).toHaveLength(32);
    expect(resolveTwoFactorKey(null, dir)).toEqual(first);
    const file = path.join(dir, 'two-factor-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toEqual(first);
    expect(resolveTwoFactorKey(Buffer.alloc(32, 9), dir)).toEqual(Buffer.alloc(32, 9));
  });
});

describe('recovery codes', () => {
  it('makes ten different codes of 50 random bits, shown as abcde-fghij', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  });

  it('compares a typed code without case, spaces or dashes', () => {
    expect(normalRecoveryCode(' ABCDE-fgh23 ')).toBe('abcdefgh23');
    expect(normalRecoveryCode('abcde fgh23')).toBe('abcdefgh23');
    expect(normalRecoveryCode('123456')).toBeNull();
    expect(normalRecoveryCode('abcde-fgh1')).toBeNull();
  });

  it('hashes them under a key, so the same code hashes differently under another key', () => {
    const a = new SecretBox(Buffer.alloc(32, 1)).keyedHash('abcdefgh23');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(new SecretBox(Buffer.alloc(32, 2)).keyedHash('abcdefgh23')).not.toBe(a);
  });
});
