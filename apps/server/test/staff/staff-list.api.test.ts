import { STAFF_ROLES, StaffMember, type StaffRole } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { staffCalls } from './staff-calls';

let t: TestApp;
let staff: ReturnType<typeof staffCalls>;
const members: Record<string, UserRow> = {};
beforeAll(async () => {
  t = await buildTestApp();
  staff = staffCalls(t);
  members.finance = await createUser(t.db, 'Finance', { first_name: 'Ayşe', last_name: 'Aksoy', email: 'ayse.aksoy@staff.test', phone_number: '+90 542 100 2000' });
  members.support = await createUser(t.db, 'Support', { first_name: 'Berk', last_name: 'Balcı', last_sign_in_at: new Date('2026-03-01T08:30:00Z') });
  members.dispatcher = await createUser(t.db, 'Dispatcher', { first_name: 'Cem', last_name: 'Cömert', deactivated_at: new Date('2026-02-01T10:00:00Z') });
  members.viewer = await createUser(t.db, 'Viewer', { first_name: 'Derya', last_name: 'Demir' });
  members.deleted = await createUser(t.db, 'Viewer', { first_name: 'Gone', last_name: 'Aaa', deleted_at: new Date() });
});
afterAll(() => t.close());

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const rows = async (query = '') => {
  const res = await staff.list(query);
  expect(res.statusCode, res.body).toBe(200);
  return z.array(StaffMember).parse(res.json());
};
const ids = async (query = '') => (await rows(query)).map((row) => row.id);

describe(`GET /api/staff/GetStaff on ${database}`, () => {
  it('lists every staff member (no customer, driver or deleted user) by surname, with role, status and last sign-in, and the Pagination header', async () => {
    const res = await staff.list();
    expect(JSON.parse(res.headers.pagination as string)).toMatchObject({ currentPage: 1, itemsPerPage: 10, totalItems: 5, totalPages: 1 });
    const list = await rows();
    expect(list.map((row) => row.id)).toEqual([members.finance!.id, members.support!.id, members.dispatcher!.id, members.viewer!.id, t.users.admin.id]);
    expect(list.find((row) => row.id === members.support!.id)).toMatchObject({ role: 'Support', active: true, lastSignInAt: '2026-03-01T08:30:00.000Z', deactivatedAt: null });
    expect(list.find((row) => row.id === members.dispatcher!.id)).toMatchObject({ role: 'Dispatcher', active: false, deactivatedAt: '2026-02-01T10:00:00.000Z', lastSignInAt: null });
    expect(list.find((row) => row.id === members.finance!.id)).toMatchObject({
      prettyId: `FIN-${String(members.finance!.id).padStart(6, '0')}`, email: 'ayse.aksoy@staff.test', firstName: 'Ayşe', lastName: 'Aksoy', phoneNumber: '+90 542 100 2000',
    });
  });

  it('filters by role, by status and by a search (name, e-mail, phone digits, pretty id of any staff role)', async () => {
    expect(await ids('role=Finance')).toEqual([members.finance!.id]);
    expect(await ids('role=Admin')).toEqual([t.users.admin.id]);
    expect(await ids('status=deactivated')).toEqual([members.dispatcher!.id]);
    expect(await ids('status=active')).not.toContain(members.dispatcher!.id);
    expect(await ids('status=all')).toHaveLength(5);
    expect(await ids('status=')).toHaveLength(5);
    expect(await ids('search=AKSOY')).toEqual([members.finance!.id]);
    expect(await ids('search=derya%20demir')).toEqual([members.viewer!.id]);
    expect(await ids('search=5421002000')).toEqual([members.finance!.id]);
    expect(await ids(`search=sup-${members.support!.id}`)).toEqual([members.support!.id]);
    expect(await ids(`search=DSP-${String(members.dispatcher!.id).padStart(6, '0')}`)).toEqual([members.dispatcher!.id]);
    // a driver's pretty id names no staff member, even the number of one
    expect(await ids(`search=DRV-${members.support!.id}`)).toEqual([]);
    expect(await ids(`search=${t.users.driver.email}`)).toEqual([]);
    expect(await ids('role=Support&status=deactivated')).toEqual([]);
  });

  it('pages', async () => {
    const res = await staff.list('pageSize=2&pageNumber=2');
    expect(JSON.parse(res.headers.pagination as string)).toMatchObject({ currentPage: 2, itemsPerPage: 2, totalItems: 5, totalPages: 3 });
    expect(z.array(StaffMember).parse(res.json()).map((row) => row.id)).toEqual([members.dispatcher!.id, members.viewer!.id]);
  });

  it('refuses a bad role, status, page or search (400)', async () => {
    for (const query of ['role=Driver', 'role=admin', 'status=gone', 'pageSize=101', 'pageNumber=0', `search=${'x'.repeat(101)}`]) {
      expect((await staff.list(query)).statusCode, query).toBe(400);
    }
  });

  it('exports the filtered staff as CSV in the same order, headers in the language asked', async () => {
    const res = await staff.list('format=csv&status=active&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Id,First name,Last name,E-mail,Phone number,Role,Status,Last sign-in (Asia/Famagusta),Deactivated at (Asia/Famagusta),Registration date (Asia/Famagusta)');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`FIN-${String(members.finance!.id).padStart(6, '0')},Ayşe,Aksoy,ayse.aksoy@staff.test`);
    expect(lines[1]).toContain('Finance,Active');
    const turkish = await staff.list('format=csv&status=deactivated&lang=tr');
    const [header, row] = turkish.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toContain('Rol;Durum;Son giriş');
    expect(row).toContain('Sevk görevlisi;Devre dışı');
  });
});

describe(`every staff route needs staff.manage (the Admin alone) on ${database}`, () => {
  const routes = (id: number) =>
    [
      ['GET', '/api/staff/GetStaff', undefined],
      ['GET', '/api/staff/GetStaff?format=csv', undefined],
      ['POST', '/api/staff/CreateStaffMember', { firstName: 'No', lastName: 'Body', email: 'nobody@staff.test', phoneNumber: '+90 533', role: 'Admin' }],
      ['PATCH', `/api/staff/ChangeStaffRole/${id}`, { role: 'Admin' }],
      ['POST', `/api/staff/DeactivateStaffMember/${id}`, undefined],
      ['POST', `/api/staff/ReactivateStaffMember/${id}`, undefined],
      ['POST', `/api/staff/ResetStaffPassword/${id}`, undefined],
    ] as const;

  it('answers 403 auth.role_required to Finance, Support, Dispatcher and Viewer, 403 to drivers and customers, 401 without a token, and changes nothing', async () => {
    const target = await createUser(t.db, 'Viewer');
    const refusedRoles = STAFF_ROLES.filter((role): role is Exclude<StaffRole, 'Admin'> => role !== 'Admin');
    for (const role of refusedRoles) {
      const caller = await createUser(t.db, role);
      for (const [method, url, payload] of routes(target.id)) {
        const res = await t.injectAs(caller, { method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'auth.role_required' });
      }
    }
    for (const caller of ['driver', 'customer'] as const) {
      for (const [method, url, payload] of routes(target.id)) expect((await t.injectAs(caller, { method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(403);
    }
    for (const [method, url, payload] of routes(target.id)) expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'Viewer', deactivated_at: null, token_version: target.token_version, password_hash: target.password_hash });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'nobody@staff.test').execute()).toEqual([]);
  });

  it('lets the Admin through every one', async () => {
    const target = await createUser(t.db, 'Viewer');
    const statuses: number[] = [];
    for (const [method, url, payload] of routes(target.id)) statuses.push((await t.injectAs('admin', { method, url, ...(payload ? { payload } : {}) })).statusCode);
    // list, export, create, promote to Admin, deactivate, reactivate, reset
    expect(statuses).toEqual([200, 200, 201, 200, 200, 200, 200]);
  });
});
