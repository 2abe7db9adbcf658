import { ONLY_ADMIN, type UserDetails } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { auditOf } from './user-records';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let sequence = 0;
/** The whole new-user form of SPEC.md §3, as the web sends it. */
function form(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    id: 0,
    prettyId: '',
    registrationDate: '',
    firstName: 'Zeynep',
    lastName: 'Kaya',
    email: `zeynep${sequence}@test.taxi`,
    phoneNumber: '+90 533 111 2233',
    password: 'Sufficient8',
    address: 'Lefkoşa',
    role: 'Admin',
    roles: ['Admin'],
    photoUrl: null,
    ...overrides,
  };
}
const create = (payload: unknown) => t.injectAs('admin', { method: 'POST', url: '/api/users/CreateUser/', payload: payload as object });
const countByEmail = async (email: string) =>
  Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', email.toLowerCase()).executeTakeFirstOrThrow()).n);

describe(`POST /api/users/CreateUser/ on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('creates an admin (201, the details answer), who can sign in; audited without the password', async () => {
    const body = form({ firstName: '  Zeynep ', email: ' New.Admin@Test.TAXI ' });
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const user = res.json<UserDetails>();
    expect(user).toMatchObject({ firstName: 'Zeynep', lastName: 'Kaya', email: 'new.admin@test.taxi', role: 'Admin', verificationStatus: 0, documents: [], balance: 0 });
    expect(user.prettyId).toBe(`ADM-${String(user.id).padStart(6, '0')}`);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username: 'new.admin@test.taxi', password: 'Sufficient8' } });
    expect(login.statusCode).toBe(200);
    const audit = await auditOf(t.db, 'User', user.id);
    // the creation, then the new admin's own sign-in (auth audit rows are on entity 'User' too)
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'auth.sign_in']);
    expect(audit[0]).toMatchObject({ action: 'create', actor_id: t.users.admin.id, after: { email: 'new.admin@test.taxi', role: 'Admin' } });
    expect(JSON.stringify(audit)).not.toMatch(/Sufficient8|argon2/);
  });

  it.each([
    [{ role: 'Customer' }, ['role']],
    [{ role: 'Driver', roles: ['Admin'] }, ['role']],
    [{ roles: ['Customer', 'Driver'] }, ['roles']],
    [{ role: 'Customer', roles: ['Admin', 'Driver'] }, ['role', 'roles']],
  ])('refuses a body naming another role than Admin (%o) with 400 naming the field, creating nothing', async (roles, fields) => {
    const body = form(roles);
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(fields);
    for (const field of fields) expect(errors[field]).toEqual([ONLY_ADMIN]);
    expect(await countByEmail(body.email)).toBe(0);
  });

  it('creates an Admin when role and roles are left out or say Admin', async () => {
    for (const roles of [{ role: undefined, roles: undefined }, { role: 'Admin', roles: ['Admin'] }, { roles: [] }]) {
      const res = await create(form(roles));
      expect(res.statusCode, JSON.stringify(roles)).toBe(201);
      expect(res.json<UserDetails>().role).toBe('Admin');
    }
  });

  it('refuses an e-mail address already used (any case) with 409, creating nothing', async () => {
    const first = form();
    expect((await create(first)).statusCode).toBe(201);
    const again = await create(form({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'A user with this e-mail address already exists', code: 'user.duplicate_email' });
    expect(await countByEmail(first.email)).toBe(1);
  });

  it('two creates of one e-mail at once: one 201, the other 409 (the unique index decides)', async () => {
    const body = form();
    const answers = await Promise.all([create(body), create({ ...body, firstName: 'Other' })]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual({ message: 'A user with this e-mail address already exists', code: 'user.duplicate_email' });
    expect(await countByEmail(body.email)).toBe(1);
  });

  it('refuses a password under 8 characters with 400 naming it', async () => {
    const body = form({ password: 'Short7!' });
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.password).toEqual(['Password must be at least 8 characters']);
    expect(await countByEmail(body.email)).toBe(0);
  });

  it('refuses a body with missing fields, naming each (400), creating nothing', async () => {
    const res = await create({ role: 'Admin' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.errors).toMatchObject({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['E-mail is required'],
      phoneNumber: ['Phone number is required'],
      password: ['Password is required'],
      address: ['Address is required'],
    });
    expect(body.message).toContain('firstName');
    const blank = await create(form({ firstName: '   ', email: 'not-an-address' }));
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json<{ errors: object }>().errors).sort()).toEqual(['email', 'firstName']);
  });
});
