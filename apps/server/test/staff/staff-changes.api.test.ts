import { StaffMember, StaffPasswordAnswer } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/auth/passwords';
import { SESSION_ENDED } from '../../src/plugins/access-guard';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { TEST_PASSWORD, createUser } from '../helpers/factories';
import { auditOf, newStaffBody, staffCalls } from './staff-calls';

let t: TestApp;
let staff: ReturnType<typeof staffCalls>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = staffCalls(t);
});
afterAll(() => t.close());

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const rowOf = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const TEMPORARY = /^[A-HJ-NP-Za-km-z2-9]{4}(-[A-HJ-NP-Za-km-z2-9]{4}){3}$/;

/** A staff member made through the route: the answer, and their token from signing in with the temporary password. */
async function created(role: string) {
  const res = await staff.create(newStaffBody(role));
  expect(res.statusCode).toBe(201);
  const answer = StaffPasswordAnswer.parse(res.json());
  const signIn = await staff.signIn(answer.member.email, answer.temporaryPassword);
  expect(signIn.status).toBe(200);
  return { ...answer, token: signIn.token! };
}

describe(`POST /api/staff/CreateStaffMember on ${database}`, () => {
  it('creates a Finance member with a strong temporary password, shown once, stored hashed, that signs in (201, no-store, audited)', async () => {
    const body = newStaffBody('Finance', { email: 'Deniz.Finance@Test.Taxi', firstName: ' Deniz ' });
    const res = await staff.create(body);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { member, temporaryPassword } = StaffPasswordAnswer.parse(res.json());
    expect(member).toMatchObject({ email: 'deniz.finance@test.taxi', firstName: 'Deniz', lastName: body.lastName, phoneNumber: body.phoneNumber, role: 'Finance', active: true, deactivatedAt: null, lastSignInAt: null });
    expect(member.prettyId).toBe(`FIN-${String(member.id).padStart(6, '0')}`);
    expect(temporaryPassword).toMatch(TEMPORARY);

    const row = await rowOf(member.id);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(temporaryPassword);
    expect(await verifyPassword(row.password_hash, temporaryPassword)).toBe(true);

    const signIn = await staff.signIn('deniz.finance@test.taxi', temporaryPassword);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ id: member.id, role: 'Finance' });
    // the Finance role reads payouts, and may not manage staff
    expect((await staff.withToken(signIn.token!, '/api/bankTransfers/GetBankTransfers')).statusCode).toBe(200);
    expect((await staff.withToken(signIn.token!, '/api/staff/GetStaff')).statusCode).toBe(403);
    // the list shows the sign-in
    expect(StaffMember.parse((await staff.list(`search=${member.prettyId}`)).json()[0]).lastSignInAt).not.toBeNull();

    const audit = await auditOf(t, member.id);
    const create = audit.find((entry) => entry.action === 'staff.create')!;
    expect(create).toMatchObject({ actor_id: t.users.admin.id, before: null, after: { id: member.id, email: member.email, role: 'Finance', active: true } });
    expect(JSON.stringify(audit)).not.toContain(temporaryPassword);
  });

  it('gives every create a different password', async () => {
    const first = StaffPasswordAnswer.parse((await staff.create(newStaffBody('Viewer'))).json());
    const second = StaffPasswordAnswer.parse((await staff.create(newStaffBody('Viewer'))).json());
    expect(first.temporaryPassword).not.toBe(second.temporaryPassword);
  });

  it('creates each staff role, an Admin included', async () => {
    for (const role of ['Admin', 'Support', 'Dispatcher'] as const) {
      const res = await staff.create(newStaffBody(role));
      expect(res.statusCode).toBe(201);
      expect(res.json().member.role).toBe(role);
    }
  });

  it('refuses a taken e-mail (409 user.duplicate_email, whatever the case) and changes nothing', async () => {
    const before = await t.db.selectFrom('users').select('id').execute();
    const res = await staff.create(newStaffBody('Support', { email: t.users.driver.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'user.duplicate_email' });
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a role that is not a staff role, a missing field and a bad e-mail (400 naming the field)', async () => {
    for (const [body, field] of [
      [newStaffBody('Driver'), 'role'],
      [newStaffBody('Customer'), 'role'],
      [newStaffBody('admin'), 'role'],
      [{ ...newStaffBody('Finance'), firstName: ' ' }, 'firstName'],
      [{ ...newStaffBody('Finance'), email: 'not-an-address' }, 'email'],
      [{ ...newStaffBody('Finance'), phoneNumber: undefined }, 'phoneNumber'],
    ] as const) {
      const res = await staff.create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });
});

describe(`PATCH /api/staff/ChangeStaffRole/{id} on ${database}`, () => {
  it('changes the role, ends the old token at once (401), audits before → after; the new role signs in', async () => {
    const { member, temporaryPassword, token } = await created('Viewer');
    expect((await staff.withToken(token)).statusCode).toBe(200);
    const res = await staff.changeRole(member.id, 'Support');
    expect(res.statusCode).toBe(200);
    expect(StaffMember.parse(res.json())).toMatchObject({ id: member.id, role: 'Support', prettyId: `SUP-${String(member.id).padStart(6, '0')}` });
    const ended = await staff.withToken(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: SESSION_ENDED, code: 'auth.session_ended' });
    const again = await staff.signIn(member.email, temporaryPassword);
    expect(again.body.user.role).toBe('Support');
    expect((await staff.withToken(again.token!, '/api/vehicles/GetVehicles')).statusCode).toBe(200);
    const change = (await auditOf(t, member.id)).find((entry) => entry.action === 'staff.change_role')!;
    expect(change).toMatchObject({ actor_id: t.users.admin.id, before: { role: 'Viewer' }, after: { role: 'Support' } });
  });

  it('promotes to Admin and demotes an Admin while another active Admin remains', async () => {
    const { member } = await created('Dispatcher');
    expect((await staff.changeRole(member.id, 'Admin')).json().role).toBe('Admin');
    expect((await staff.changeRole(member.id, 'Finance')).json().role).toBe('Finance');
  });

  it('refuses the role they have (409 staff.already_in_role), a customer or driver (409 staff.not_staff), a deleted or unknown user (404), a non-staff role (400)', async () => {
    const { member } = await created('Finance');
    const tokenVersion = (await rowOf(member.id)).token_version;
    expect((await staff.changeRole(member.id, 'Finance')).json()).toMatchObject({ code: 'staff.already_in_role' });
    expect((await rowOf(member.id)).token_version).toBe(tokenVersion);
    for (const user of [t.users.driver, t.users.customer]) {
      const res = await staff.changeRole(user.id, 'Admin');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'staff.not_staff', message: 'This user is not a staff member' });
      expect((await rowOf(user.id)).role).toBe(user.role);
    }
    const deleted = await createUser(t.db, 'Support', { deleted_at: new Date() });
    expect((await staff.changeRole(deleted.id, 'Viewer')).statusCode).toBe(404);
    expect((await staff.changeRole(2_000_000_000, 'Viewer')).statusCode).toBe(404);
    expect((await staff.changeRole(member.id, 'Driver')).statusCode).toBe(400);
    expect((await staff.changeRole(member.id, 'Customer')).statusCode).toBe(400);
  });
});

describe(`POST /api/staff/DeactivateStaffMember/{id} and ReactivateStaffMember/{id} on ${database}`, () => {
  it('deactivates: the token ends at once, sign-in is refused; reactivated, the same password signs in again (audited)', async () => {
    const { member, temporaryPassword, token } = await created('Support');
    const res = await staff.deactivate(member.id);
    expect(res.statusCode).toBe(200);
    const deactivated = StaffMember.parse(res.json());
    expect(deactivated).toMatchObject({ id: member.id, active: false });
    expect(deactivated.deactivatedAt).not.toBeNull();
    expect((await staff.withToken(token)).statusCode).toBe(401);
    const refused = await staff.signIn(member.email, temporaryPassword);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'auth.invalid_login' });
    // the guard refuses even a token of the current version while deactivated
    expect((await t.injectAs(await rowOf(member.id), { method: 'GET', url: '/api/Dashboard/GetSummary' })).statusCode).toBe(401);

    const back = await staff.reactivate(member.id);
    expect(back.statusCode).toBe(200);
    expect(StaffMember.parse(back.json())).toMatchObject({ active: true, deactivatedAt: null });
    const signIn = await staff.signIn(member.email, temporaryPassword);
    expect(signIn.status).toBe(200);
    expect((await staff.withToken(signIn.token!)).statusCode).toBe(200);

    const actions = (await auditOf(t, member.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.create', 'staff.deactivate', 'staff.reactivate']));
    const deactivation = (await auditOf(t, member.id)).find((entry) => entry.action === 'staff.deactivate')!;
    expect(deactivation).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('refuses your own account (409 staff.cannot_deactivate_self), the already deactivated and the already active, customers and drivers', async () => {
    const self = await staff.deactivate(t.users.admin.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'staff.cannot_deactivate_self', message: 'You cannot deactivate your own account' });
    expect((await rowOf(t.users.admin.id)).deactivated_at).toBeNull();

    const { member } = await created('Dispatcher');
    expect((await staff.reactivate(member.id)).json()).toMatchObject({ code: 'staff.already_active' });
    expect((await staff.deactivate(member.id)).statusCode).toBe(200);
    const twice = await staff.deactivate(member.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'staff.already_deactivated' });
    for (const user of [t.users.driver, t.users.customer]) {
      expect((await staff.deactivate(user.id)).json()).toMatchObject({ code: 'staff.not_staff' });
      expect((await staff.reactivate(user.id)).json()).toMatchObject({ code: 'staff.not_staff' });
    }
    expect((await staff.deactivate(2_000_000_000)).statusCode).toBe(404);
    expect((await staff.reactivate(2_000_000_000)).statusCode).toBe(404);
  });

  it("deactivates another Admin while you remain", async () => {
    const { member, token } = await created('Admin');
    expect((await staff.deactivate(member.id)).statusCode).toBe(200);
    expect((await staff.withToken(token)).statusCode).toBe(401);
  });
});

describe(`POST /api/staff/ResetStaffPassword/{id} on ${database}`, () => {
  it('answers a new temporary password once (no-store): the old password and token stop working, the new one signs in (audited, no password in the log)', async () => {
    const { member, temporaryPassword, token } = await created('Viewer');
    const res = await staff.resetPassword(member.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = StaffPasswordAnswer.parse(res.json());
    expect(answer.member).toMatchObject({ id: member.id, role: 'Viewer', active: true });
    expect(answer.temporaryPassword).toMatch(TEMPORARY);
    expect(answer.temporaryPassword).not.toBe(temporaryPassword);
    expect((await staff.withToken(token)).statusCode).toBe(401);
    expect((await staff.signIn(member.email, temporaryPassword)).status).toBe(401);
    expect((await staff.signIn(member.email, answer.temporaryPassword)).status).toBe(200);
    const audit = await auditOf(t, member.id);
    expect(audit.map((entry) => entry.action)).toContain('staff.reset_password');
    expect(JSON.stringify(audit)).not.toContain(answer.temporaryPassword);
  });

  it('resets a deactivated member (they sign in with it once reactivated)', async () => {
    const { member } = await created('Finance');
    await staff.deactivate(member.id);
    const { temporaryPassword } = StaffPasswordAnswer.parse((await staff.resetPassword(member.id)).json());
    expect((await staff.signIn(member.email, temporaryPassword)).status).toBe(401);
    await staff.reactivate(member.id);
    expect((await staff.signIn(member.email, temporaryPassword)).status).toBe(200);
  });

  it('refuses your own password (409 staff.cannot_reset_self), customers and drivers (409 staff.not_staff), unknown users (404)', async () => {
    const hash = (await rowOf(t.users.admin.id)).password_hash;
    const self = await staff.resetPassword(t.users.admin.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'staff.cannot_reset_self' });
    expect((await rowOf(t.users.admin.id)).password_hash).toBe(hash);
    for (const user of [t.users.driver, t.users.customer]) {
      expect((await staff.resetPassword(user.id)).json()).toMatchObject({ code: 'staff.not_staff' });
      expect((await staff.signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    }
    expect((await staff.resetPassword(2_000_000_000)).statusCode).toBe(404);
  });
});
