import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService, type TokenSubject } from '../../src/modules/auth/tokens';

// The synchronous HS256 verifier (modules/auth/tokens.ts) against jose's jwtVerify, which it
// replaced: everything jose refused with `algorithms: ['HS256']` and no clock tolerance is refused.

const SECRET = 'token-verify-test-secret-long-enough-for-hs256';
const key = new TextEncoder().encode(SECRET);
const NOW = 1_800_000_000;
const service = new TokenService(SECRET, () => NOW);
const subject: TokenSubject = { id: 42, email: 'a@test.taxi', firstName: 'A', lastName: 'B', role: 'Admin', tokenVersion: 3 };
const claims = (extra: Record<string, unknown> = {}) => ({ role: 'Admin', email: 'a@test.taxi', name: 'A B', ver: 3, sub: '42', iat: NOW - 10, exp: NOW + 3600, ...extra });

const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** A token signed by hand, so that headers jose would not write can be tried. */
const handMade = (header: Record<string, unknown>, payload: unknown, secret = SECRET) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};
const joseAccepts = async (token: string) => {
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'], clockTolerance: 0, currentDate: new Date(NOW * 1000) });
    return true;
  } catch {
    return false;
  }
};

describe('TokenService.verify', () => {
  it('accepts its own token and reads the principal', async () => {
    const token = await service.sign(subject);
    expect(service.verify(token)).toEqual({ id: 42, email: 'a@test.taxi', roles: ['Admin'], tokenVersion: 3 });
  });

  it('refuses an expired token, and one expiring this very second (no tolerance)', () => {
    expect(service.verify(handMade({ alg: 'HS256' }, claims({ exp: NOW - 1 })))).toBeNull();
    expect(service.verify(handMade({ alg: 'HS256' }, claims({ exp: NOW })))).toBeNull();
    expect(service.verify(handMade({ alg: 'HS256' }, claims({ exp: NOW + 1 })))).not.toBeNull();
  });

  it('refuses a token without exp, or with a non-numeric exp, nbf or iat', () => {
    const { exp: _exp, ...withoutExp } = claims();
    for (const payload of [withoutExp, claims({ exp: String(NOW + 60) }), claims({ nbf: 'soon' }), claims({ iat: null })]) {
      expect(service.verify(handMade({ alg: 'HS256' }, payload))).toBeNull();
    }
  });

  it('refuses a token not valid yet (nbf in the future)', () => {
    expect(service.verify(handMade({ alg: 'HS256' }, claims({ nbf: NOW + 1 })))).toBeNull();
    expect(service.verify(handMade({ alg: 'HS256' }, claims({ nbf: NOW })))).not.toBeNull();
  });

  it('refuses a wrong signature, a tampered payload, another secret and a re-encoded signature', async () => {
    const token = await service.sign(subject);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const otherPayload = b64({ ...claims(), role: 'Admin', sub: '1' });
    expect(service.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    expect(service.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(service.verify(handMade({ alg: 'HS256' }, claims(), 'another-secret-that-is-long-enough-too'))).toBeNull();
    expect(service.verify(`${header}.${payload}.${signature}=`)).toBeNull();
    // Standard base64 with its padding: the same bytes, another spelling.
    expect(service.verify(`${header}.${payload}.${Buffer.from(signature, 'base64url').toString('base64')}`)).toBeNull();
  });

  it('refuses every algorithm but HS256, and the crit and b64 header extensions', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`;
    const hs384 = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS384' }).sign(key);
    const hs512 = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS512' }).sign(key);
    const lowerCase = handMade({ alg: 'hs256' }, claims());
    const noAlg = handMade({ typ: 'JWT' }, claims());
    const crit = handMade({ alg: 'HS256', crit: ['exp'] }, claims());
    const unencoded = handMade({ alg: 'HS256', b64: false, crit: ['b64'] }, claims());
    for (const token of [none, hs384, hs512, lowerCase, noAlg, crit, unencoded]) {
      expect(service.verify(token), token).toBeNull();
      expect(await joseAccepts(token), token).toBe(false);
    }
  });

  it('refuses malformed tokens: segments, encodings, JSON that is not an object', () => {
    const good = handMade({ alg: 'HS256' }, claims());
    const malformed = [
      '',
      'a.b',
      `${good}.extra`,
      good.replace('.', '..'),
      handMade({ alg: 'HS256' }, '[1,2]'),
      handMade({ alg: 'HS256' }, 'not json'),
      `${b64('["HS256"]')}.${good.split('.')[1]}.${good.split('.')[2]}`,
      good.replace(/^e/, '*'),
    ];
    for (const token of malformed) expect(service.verify(token), token).toBeNull();
  });

  it('refuses claims outside the contract: sub not a plain positive integer, no ver, negative ver', () => {
    for (const extra of [{ sub: 'admin' }, { sub: '1e3' }, { sub: '042' }, { sub: '0' }, { ver: undefined }, { ver: -1 }, { ver: 1.5 }, { role: 'Root' }]) {
      expect(service.verify(handMade({ alg: 'HS256' }, claims(extra))), JSON.stringify(extra)).toBeNull();
    }
  });

  it('agrees with jose on a spread of valid and invalid tokens', async () => {
    const tokens = [
      await service.sign(subject),
      handMade({ alg: 'HS256', typ: 'JWT' }, claims()),
      handMade({ alg: 'HS256' }, claims({ exp: NOW })),
      handMade({ alg: 'HS256' }, claims({ nbf: NOW + 5 })),
      handMade({ alg: 'HS256' }, claims(), 'wrong-secret-wrong-secret-wrong-secret'),
      handMade({ alg: 'HS256', kid: 'x' }, claims()),
    ];
    for (const token of tokens) expect(service.verify(token) !== null, token).toBe(await joseAccepts(token));
  });

  it('remembers a verified token, but never past its exp, and re-checks it after 60 s', () => {
    let now = NOW;
    const clocked = new TokenService(SECRET, () => now);
    const token = handMade({ alg: 'HS256' }, claims({ exp: NOW + 90 }));
    expect(clocked.verify(token)).not.toBeNull();
    now = NOW + 59;
    expect(clocked.verify(token)).not.toBeNull();
    now = NOW + 89;
    expect(clocked.verify(token)).not.toBeNull();
    now = NOW + 90;
    expect(clocked.verify(token)).toBeNull();
    now = NOW + 1000;
    expect(clocked.verify(token)).toBeNull();
  });

  it('a remembered token does not make a tampered copy valid; its principal cannot be changed', () => {
    const token = handMade({ alg: 'HS256' }, claims());
    const principal = service.verify(token)!;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(service.verify(`${header}.${b64(claims({ sub: '1' }))}.${signature}`)).toBeNull();
    expect(service.verify(`${header}.${payload}.${signature.slice(0, -1)}`)).toBeNull();
    expect(Object.isFrozen(principal) && Object.isFrozen(principal.roles)).toBe(true);
    expect(service.verify(token)).toBe(principal);
  });
});

