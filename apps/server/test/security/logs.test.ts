import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET, buildTestApp, type TestApp } from '../helpers/build-test-app';
import { TEST_PASSWORD } from '../helpers/factories';
import { memoryLog } from '../helpers/memory-log';
import { tripTypeBody } from '../trip-types/trip-type-body';


/**
 * Issue 7: a sign-in and a few writes logged at `trace` (the most the server can log), and the log
 * holds no password, no password hash, no token, no JWT secret and no anti-forgery cookie value.
 */
describe('logs keep secrets out', () => {
  const log = memoryLog();
  let t: TestApp;
  const secrets: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({}, log.logger);
    const xsrf = 'xsrf-cookie-value-4f9a1c';
    const registered = 'Registered-Pass-77!';
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username: t.users.admin.email, password: TEST_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json<{ token: string }>().token;
    const authorization = `Bearer ${token}`;
    const failed = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username: t.users.admin.email, password: 'Wrong-Guess-123' } });
    expect(failed.statusCode).toBe(401);
    const created = await t.app.inject({ method: 'POST', url: '/api/TripType/CreateTripType', headers: { authorization }, payload: tripTypeBody() });
    expect(created.statusCode).toBe(201);
    const settings = await t.app.inject({ method: 'GET', url: '/api/AppSettings/GetAppSettings', headers: { authorization } });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/AppSettings/UpdateAppSettings',
      headers: { authorization, 'x-xsrf-token': xsrf },
      cookies: { 'XSRF-TOKEN': xsrf },
      payload: { ...settings.json<Record<string, unknown>>(), transferFromName: 'Logged Taxi Ltd' },
    });
    expect(saved.statusCode).toBe(200);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'new.driver@test.taxi', password: registered, firstName: 'New', lastName: 'Driver', phoneNumber: '+90 533 111 2233', role: 'Driver' },
    });
    expect(register.statusCode).toBe(201);
    const refused = await t.app.inject({ method: 'POST', url: '/api/TripType/CreateTripType', headers: { authorization }, payload: { typeName: TEST_PASSWORD } });
    expect(refused.statusCode).toBe(400);
    const stored = await t.db.selectFrom('users').select('password_hash').where('id', '=', t.users.admin.id).executeTakeFirstOrThrow();
    Object.assign(secrets, {
      'the password': TEST_PASSWORD,
      'the wrong guess': 'Wrong-Guess-123',
      'a registered password': registered,
      'the password hash': stored.password_hash,
      'an argon2 hash': '$argon2',
      'the token': token,
      "the token's signature": token.split('.')[2]!,
      'the JWT secret': TEST_JWT_SECRET,
      'the XSRF cookie': xsrf,
    });
  });
  afterAll(() => t.close());

  it('logged the requests at all (the check below has something to read)', () => {
    expect(log.lines.length).toBeGreaterThan(10);
    expect(log.text()).toContain('/api/auth/Login');
    expect(log.text()).toContain('/api/AppSettings/UpdateAppSettings');
  });

  it('holds no password, hash, token, secret or XSRF cookie value', () => {
    const text = log.text();
    const found = Object.entries(secrets).filter(([, value]) => text.includes(value)).map(([name]) => name);
    expect(found).toEqual([]);
  });

  it('redacts credentials whatever a handler logs (headers, cookies, passwords, tokens)', () => {
    const probe = memoryLog();
    probe.logger.info({
      req: { headers: { authorization: 'Bearer probe-token', cookie: 'XSRF-TOKEN=probe-cookie', 'x-xsrf-token': 'probe-xsrf' } },
      res: { headers: { 'set-cookie': 'XSRF-TOKEN=probe-set-cookie' } },
      body: { username: 'someone', password: 'probe-password', token: 'probe-body-token' },
    }, 'probe');
    const text = probe.text();
    expect(text).toContain('someone');
    for (const secret of ['probe-token', 'probe-cookie', 'probe-xsrf', 'probe-set-cookie', 'probe-password', 'probe-body-token']) expect(text).not.toContain(secret);
  });
});
