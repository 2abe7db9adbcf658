import { describe, expect, it } from 'vitest';
import { decodeToken, getTokenRoles, isTokenExpired, JWT_DECODE_ERROR, JWT_FORMAT_ERROR } from './jwt';
import { fakeJwt } from '@/test/fake-jwt';

describe('decodeToken', () => {
  it('decodes the payload of a JWT, UTF-8 included', () => {
    expect(decodeToken(fakeJwt({ name: 'Ayşe Yılmaz', role: 'Admin' }))).toMatchObject({ name: 'Ayşe Yılmaz', role: 'Admin' });
  });

  it('rejects a token that is not three dot-separated parts (SPEC.md §8)', () => {
    expect(() => decodeToken('garbage')).toThrow(JWT_FORMAT_ERROR);
    expect(() => decodeToken('a.b')).toThrow("The inspected token doesn't appear to be a JWT...");
  });

  it('rejects a payload that cannot be decoded (SPEC.md §8)', () => {
    expect(() => decodeToken('a.@@@.c')).toThrow(JWT_DECODE_ERROR);
    expect(() => decodeToken(`a.${btoa('not json')}.c`)).toThrow('Cannot decode the token.');
  });
});

describe('expiry and roles', () => {
  it('treats exp with zero offset', () => {
    const now = 1_700_000_000_000;
    expect(isTokenExpired({ exp: now / 1000 }, now)).toBe(true);
    expect(isTokenExpired({ exp: now / 1000 + 1 }, now)).toBe(false);
    expect(isTokenExpired({}, now)).toBe(false);
  });

  it('reads one role or a list of roles', () => {
    expect(getTokenRoles({ role: 'Admin' })).toEqual(['Admin']);
    expect(getTokenRoles({ role: ['Driver', 'Admin', 3] })).toEqual(['Driver', 'Admin']);
    expect(getTokenRoles({})).toEqual([]);
  });
});
