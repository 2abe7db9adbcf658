import { describe, expect, it } from 'vitest';
import { DemoInfo, Email, LoginBody, LoginResponse, MIN_PASSWORD_LENGTH, Password, RegisterBody, SessionUser, TokenClaims } from '../src/auth';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const register = { email: 'Ayse@Example.com', password: 'long-enough', firstName: 'Ayşe', lastName: 'Yılmaz', phoneNumber: '+90 533 000 00 00', address: 'Girne', role: 'Driver' };

describe('sign-in', () => {
  it('needs a username and a password, bounded', () => {
    expect(parsed(LoginBody, { username: ' admin@demo.taxi ', password: ' Admin123! ' })).toEqual({ username: 'admin@demo.taxi', password: ' Admin123! ' });
    expect(issuesOf(LoginBody, { username: '  ', password: 'x' })).toEqual(['username: username is required']);
    expect(issuesOf(LoginBody, { username: 'a', password: '' })).toEqual(['password: Password is required']);
    expect(accepts(LoginBody, { username: 'a'.repeat(254), password: 'p'.repeat(200) })).toBe(true);
    expect(accepts(LoginBody, { username: 'a'.repeat(255), password: 'p' })).toBe(false);
    expect(accepts(LoginBody, { username: 'a', password: 'p'.repeat(201) })).toBe(false);
    expect(accepts(LoginBody, { username: 'a\u0000b', password: 'p' })).toBe(false);
  });

  it('answers a token and the session user', () => {
    const user = { id: 1, email: 'a@b.co', firstName: 'A', lastName: 'B', photoUrl: null, role: 'Admin' };
    expectShape(SessionUser, user);
    expectShape(LoginResponse, { token: 'jwt', user });
    expectShape(DemoInfo, { demo: true, email: 'admin@demo.taxi', password: 'Admin123!' }, ['email', 'password']);
  });

  it('signs tokens with the claims of DESIGN.md §4', () => {
    expectShape(TokenClaims, { sub: '1', role: 'Admin', email: 'a@b.co', name: 'A B', exp: 1_800_000_000, ver: 0 });
    expect(accepts(TokenClaims, { sub: '1', role: ['Driver', 'Customer'], email: 'a@b.co', name: 'A B', exp: 1, ver: 3 })).toBe(true);
    expect(accepts(TokenClaims, { sub: '1', role: 'Admin', email: 'a@b.co', name: 'A B', exp: 1, ver: -1 })).toBe(false);
    expect(accepts(TokenClaims, { sub: '1', role: 'Admin', email: 'a@b.co', name: 'A B', exp: 1, ver: 0.5 })).toBe(false);
  });
});

describe('passwords and e-mail addresses', () => {
  it('passwords have 8 to 200 characters, taken as typed', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(parsed(Password, '12345678')).toBe('12345678');
    expect(parsed(Password, ' 234567 ')).toBe(' 234567 ');
    expect(issuesOf(Password, '1234567')).toEqual([': Password must be at least 8 characters']);
    expect(accepts(Password, 'p'.repeat(200))).toBe(true);
    expect(accepts(Password, 'p'.repeat(201))).toBe(false);
  });

  it('e-mail addresses are trimmed, lower-cased and checked', () => {
    expect(parsed(Email, '  Ayse@Example.COM ')).toBe('ayse@example.com');
    expect(issuesOf(Email, 'not-an-email')).toEqual([': Enter a valid e-mail address']);
    expect(accepts(Email, `${'a'.repeat(64)}@${'b'.repeat(180)}.com`)).toBe(true);
    expect(accepts(Email, `${'a'.repeat(64)}@${'b'.repeat(190)}.com`)).toBe(false);
  });
});

describe('self-registration', () => {
  it('creates a Customer or a Driver, never an Admin', () => {
    expect(parsed(RegisterBody, register)).toEqual({ ...register, email: 'ayse@example.com' });
    expect(parsed(RegisterBody, { ...register, role: 'Customer' }).role).toBe('Customer');
    expect(accepts(RegisterBody, { ...register, role: 'Admin' })).toBe(false);
  });

  it('bounds every field; the address may be left out', () => {
    const { address: _address, ...withoutAddress } = register;
    expect(parsed(RegisterBody, withoutAddress).address).toBe('');
    expect(accepts(RegisterBody, { ...register, address: 'a'.repeat(500) })).toBe(true);
    expect(accepts(RegisterBody, { ...register, address: 'a'.repeat(501) })).toBe(false);
    expect(accepts(RegisterBody, { ...register, address: 'line 1\nline 2' })).toBe(true);
    for (const field of ['firstName', 'lastName']) {
      expect(accepts(RegisterBody, { ...register, [field]: ' ' }), field).toBe(false);
      expect(accepts(RegisterBody, { ...register, [field]: 'a'.repeat(100) }), field).toBe(true);
      expect(accepts(RegisterBody, { ...register, [field]: 'a'.repeat(101) }), field).toBe(false);
    }
    expect(accepts(RegisterBody, { ...register, phoneNumber: '123' })).toBe(true);
    expect(accepts(RegisterBody, { ...register, phoneNumber: '12' })).toBe(false);
    expect(accepts(RegisterBody, { ...register, phoneNumber: '1'.repeat(41) })).toBe(false);
    expect(accepts(RegisterBody, { ...register, password: 'short' })).toBe(false);
  });
});
