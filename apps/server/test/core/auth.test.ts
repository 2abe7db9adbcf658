import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/build-test-app';
import { TEST_PASSWORD } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (body: unknown, remoteAddress = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: body as object, remoteAddress });

describe('POST /api/auth/Login', () => {
  it('signs an admin in with a token and the session user', async () => {
    const res = await login({ username: t.users.admin.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({
      id: t.users.admin.id,
      email: t.users.admin.email,
      firstName: t.users.admin.first_name,
      lastName: t.users.admin.last_name,
      photoUrl: null,
      role: 'Admin',
    });
    const [, payload] = body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(t.users.admin.id), role: 'Admin', email: t.users.admin.email });
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
  });

  it('matches the e-mail case-insensitively', async () => {
    const res = await login({ username: t.users.admin.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with one message for a wrong password or an unknown user', async () => {
    const wrong = await login({ username: t.users.admin.email, password: 'nope-nope' }, '10.0.0.2');
    const unknown = await login({ username: 'nobody@test.taxi', password: TEST_PASSWORD }, '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password', code: 'auth.invalid_login' });
    }
  });

  it('answers 400 naming each missing field', async () => {
    const res = await login({}, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['password', 'username']);
    expect(body.message).toContain('username');
  });

  it('locks a username out after repeated failures, with 429', async () => {
    const username = t.users.customer.email;
    for (let i = 0; i < 5; i += 1) expect((await login({ username, password: 'wrong-one' }, `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await login({ username, password: TEST_PASSWORD }, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  });
});

describe('POST /api/auth/register', () => {
  const body = { email: 'new.driver@test.taxi', password: 'long-enough', firstName: 'Ayşe', lastName: 'Kaya', phoneNumber: '+90 533 111 2233', role: 'Driver' };

  it('creates a driver who can then sign in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'new.driver@test.taxi', role: 'Driver' });
    expect((await login({ username: body.email, password: body.password }, '10.2.0.1')).statusCode).toBe(200);
  });

  it('refuses a duplicate e-mail with 409, an admin role or a short password with 400', async () => {
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...body, email: 'NEW.DRIVER@test.taxi' } });
    expect(duplicate.statusCode).toBe(409);
    const admin = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...body, email: 'x@test.taxi', role: 'Admin' } });
    expect(admin.statusCode).toBe(400);
    const short = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...body, email: 'y@test.taxi', password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password[0]).toMatch(/at least 8 characters/);
    const count = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('email', 'in', ['x@test.taxi', 'y@test.taxi']).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('the Admin guard', () => {
  const url = '/api/Dashboard/GetSummary';

  it('answers 401 without a token, with a tampered token and with an expired one', async () => {
    const none = await t.app.inject({ method: 'GET', url });
    const token = await t.tokenFor('admin');
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'Admin', sub: '999' })).toString('base64url');
    const tampered = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${header}.${forged}.${signature}` } });
    const expiredToken = await new SignJWT({ role: 'Admin', email: 'a@b.c', name: 'A B' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.users.admin.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const expired = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${expiredToken}` } });
    const garbage = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-jwt' } });
    for (const res of [none, tampered, expired, garbage]) {
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('answers 403 for customer and driver tokens, 200 for an admin', async () => {
    expect((await t.injectAs('customer', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('driver', { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs('admin', { method: 'GET', url })).statusCode).toBe(200);
  });

  it('lets only drivers use the driver-side API', async () => {
    expect((await t.injectAs('driver', { method: 'GET', url: '/api/driver/profile' })).json()).toMatchObject({ id: t.users.driver.id, role: 'Driver' });
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/driver/profile' })).statusCode).toBe(403);
  });
});
