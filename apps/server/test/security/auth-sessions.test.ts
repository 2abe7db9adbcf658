import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, INVALID_LOGIN } from '../../src/modules/auth/auth.service';
import { decoyHash, verifyPassword } from '../../src/modules/auth/passwords';
import { endSessions } from '../../src/modules/auth/sessions';
import { SESSION_ENDED } from '../../src/plugins/access-guard';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/build-test-app';
import { createUser, TEST_PASSWORD } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SUMMARY = '/api/Dashboard/GetSummary';
const withToken = (token: string, url = SUMMARY, scheme = 'Bearer') => t.app.inject({ method: 'GET', url, headers: { authorization: `${scheme} ${token}` } });
const key = new TextEncoder().encode(TEST_JWT_SECRET);
const claims = (id: number | string, extra: Record<string, unknown> = {}) => ({ role: 'Admin', email: 'a@test.taxi', name: 'A B', ver: 0, ...extra, sub: String(id) });
const signed = (payload: Record<string, unknown>, alg = 'HS256') =>
  new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).setIssuedAt().setExpirationTime('1h').sign(key);

describe('the guard sees the current user (issue 7, defect 3)', () => {
  it('ends a deleted user\'s token at once, with 401', async () => {
    const admin = await createUser(t.db, 'Admin');
    const token = await t.tokenFor(admin);
    expect((await withToken(token)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', admin.id).execute();
    await endSessions(t.db, admin.id);
    const res = await withToken(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SESSION_ENDED, code: 'auth.session_ended' });
  });

  it('refuses the token of a user deleted or demoted without a version bump (the row is read)', async () => {
    const deleted = await createUser(t.db, 'Admin');
    const demoted = await createUser(t.db, 'Admin');
    const deletedToken = await t.tokenFor(deleted);
    const demotedToken = await t.tokenFor(demoted);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', deleted.id).execute();
    await t.db.updateTable('users').set({ role: 'Customer' }).where('id', '=', demoted.id).execute();
    expect((await withToken(deletedToken)).statusCode).toBe(401);
    expect((await withToken(demotedToken)).statusCode).toBe(401);
    // A token of a user id that never existed is no better.
    expect((await withToken(await signed(claims(987_654)))).statusCode).toBe(401);
  });

  it('ends a demoted admin\'s token at once, and leaves other admins signed in', async () => {
    const demoted = await createUser(t.db, 'Admin');
    const other = await createUser(t.db, 'Admin');
    const demotedToken = await t.tokenFor(demoted);
    const otherToken = await t.tokenFor(other);
    expect((await withToken(demotedToken)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ role: 'Driver' }).where('id', '=', demoted.id).execute();
    await endSessions(t.db, demoted.id);
    expect((await withToken(demotedToken)).statusCode).toBe(401);
    expect((await withToken(demotedToken, '/api/driver/profile')).statusCode).toBe(401);
    expect((await withToken(otherToken)).statusCode).toBe(200);
  });

  it('ends every token on a password change (endSessions) and accepts the next sign-in', async () => {
    const admin = await createUser(t.db, 'Admin');
    const before = await t.tokenFor(admin);
    await endSessions(t.db, admin.id);
    expect((await withToken(before)).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username: admin.email, password: TEST_PASSWORD }, remoteAddress: '10.60.0.1' });
    expect(res.statusCode).toBe(200);
    expect((await withToken(res.json().token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/Logout', () => {
  it('answers 204 and ends the token (and every other of the user); others are unaffected', async () => {
    const admin = await createUser(t.db, 'Admin');
    const first = await t.tokenFor(admin);
    const second = await t.tokenFor(admin);
    const otherToken = await t.tokenFor('admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/Logout', headers: { authorization: `Bearer ${first}` } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const token of [first, second]) {
      const after = await withToken(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(SESSION_ENDED);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/Logout', headers: { authorization: `Bearer ${first}` } })).statusCode).toBe(401);
    expect((await withToken(otherToken)).statusCode).toBe(200);
  });

  it('works for drivers and customers too, and needs a token', async () => {
    const customer = await createUser(t.db, 'Customer');
    const token = await t.tokenFor(customer);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/Logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(204);
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/Logout' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Authentication required', code: 'unauthorized' });
  });
});

describe('sign-in of a deleted user', () => {
  it('is refused with the same 401 as a wrong password', async () => {
    const gone = await createUser(t.db, 'Admin', { deleted_at: new Date() });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username: gone.email, password: TEST_PASSWORD }, remoteAddress: '10.61.0.1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: INVALID_LOGIN, code: 'auth.invalid_login' });
  });
});

describe('the decoy hash (timing does not tell which e-mails exist)', () => {
  it('still runs one verification for an unknown or deleted e-mail, against the decoy', async () => {
    const gone = await createUser(t.db, 'Customer', { deleted_at: new Date() });
    for (const username of ['nobody-at-all@test.taxi', gone.email]) {
      const seen: string[] = [];
      const spy = async (hash: string, password: string) => {
        seen.push(hash);
        return verifyPassword(hash, password);
      };
      await expect(login(t.deps, '10.62.0.1', username, TEST_PASSWORD, spy)).rejects.toMatchObject({ statusCode: 401, message: INVALID_LOGIN });
      expect(seen).toEqual([await decoyHash()]);
    }
    expect(await decoyHash()).toMatch(/^\$argon2id\$/);
  });
});

describe('tokens the guard refuses (issue 7, defect 16)', () => {
  it.each([
    ['alg none', async (id: number) => `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims(id), exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.`],
    ['HS512 with the right secret', (id: number) => signed(claims(id), 'HS512')],
    ['HS384 with the right secret', (id: number) => signed(claims(id), 'HS384')],
    ['a non-numeric sub', () => signed(claims('admin'))],
    ['a sub like 1e3', () => signed(claims('1e3'))],
    ['a sub with a leading zero', (id: number) => signed(claims(`0${id}`))],
    ['no ver claim', (id: number) => signed({ role: 'Admin', email: 'a@test.taxi', name: 'A B', sub: String(id) })],
    ['an older ver', async (id: number) => signed(claims(id, { ver: -1 }))],
  ])('%s → 401', async (_label, make) => {
    const res = await withToken(await make(t.users.admin.id));
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().message).toBe('string');
  });

  it('accepts a well-formed token of the current version', async () => {
    expect((await withToken(await signed(claims(t.users.admin.id, { email: t.users.admin.email })))).statusCode).toBe(200);
  });
});

describe('the Authorization header (issue 7, defect 9)', () => {
  it('takes the bearer scheme in any case', async () => {
    const token = await t.tokenFor('admin');
    for (const scheme of ['bearer', 'BEARER', 'Bearer', 'bEaReR']) expect((await withToken(token, SUMMARY, scheme)).statusCode).toBe(200);
  });

  it('refuses other schemes and a missing token with 401', async () => {
    const token = await t.tokenFor('admin');
    for (const header of [`Basic ${token}`, 'Bearer', 'Bearer ', `Bearer ${token} extra`]) {
      const res = await t.app.inject({ method: 'GET', url: SUMMARY, headers: { authorization: header } });
      expect(res.statusCode).toBe(401);
    }
  });
});
