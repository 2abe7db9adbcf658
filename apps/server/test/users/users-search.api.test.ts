import type { PaginationInfo, UserListItem } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';

let t: TestApp;
let ayse: UserRow;
let emre: UserRow;
let otherRole: UserRow;
let gone: UserRow;
let ibrahim: UserRow;
beforeAll(async () => {
  t = await buildTestApp();
  ayse = await createUser(t.db, 'Driver', { first_name: 'Ayşe', last_name: "O'Brien_Yılmaz", email: 'ayse.search@test.taxi', phone_number: '+90 (533) 871-4402' });
  emre = await createUser(t.db, 'Driver', { first_name: 'Emre', last_name: 'Demir', email: 'emre.search@example.org', phone_number: '+90 542 100 2000' });
  otherRole = await createUser(t.db, 'Customer', { first_name: 'Emre', last_name: 'Customer', email: 'emre.customer@test.taxi' });
  gone = await createUser(t.db, 'Driver', { first_name: 'Emre', last_name: 'Gone', email: 'emre.gone@test.taxi', deleted_at: new Date() });
  ibrahim = await createUser(t.db, 'Driver', { first_name: 'İbrahim', last_name: 'Işık', email: 'ibrahim.search@test.taxi' });
});
afterAll(() => t.close());

const search = async (term: string, role = 'Driver') => {
  const res = await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUsers?Role=${role}&pageSize=100&search=${encodeURIComponent(term)}` });
  expect(res.statusCode).toBe(200);
  return { ids: res.json<UserListItem[]>().map((user) => user.id), pagination: JSON.parse(String(res.headers.pagination)) as PaginationInfo };
};

describe(`GET /api/users/GetUsers?search= on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it.each([
    ['a part of the first name, any case', 'EMR'],
    ['the last name', 'demir'],
    ['the full name', 'emre dem'],
    ['a part of the e-mail', 'EXAMPLE.ORG'],
    ['the phone as written', '542 100'],
    ['the phone digits without spaces', '5421002000'],
  ])('finds by %s, within the role, leaving deleted users out', async (_case, term) => {
    const { ids, pagination } = await search(term);
    expect(ids).toEqual([emre.id]);
    expect(pagination).toMatchObject({ totalItems: 1, totalPages: 1, currentPage: 1 });
  });

  it('finds by pretty id: DRV-000042, drv-42 or the bare number; another role prefix finds nothing', async () => {
    const pretty = `DRV-${String(ayse.id).padStart(6, '0')}`;
    expect((await search(pretty)).ids).toEqual([ayse.id]);
    expect((await search(`drv-${ayse.id}`)).ids).toEqual([ayse.id]);
    expect((await search(String(ayse.id))).ids).toContain(ayse.id);
    expect((await search(`CUS-${String(ayse.id).padStart(6, '0')}`)).ids).toEqual([]);
    expect((await search(`CUS-${otherRole.id}`, 'Customer')).ids).toEqual([otherRole.id]);
  });

  // Not yet: 'IŞIK' for 'Işık' (Turkish pairs I with ı; the database's lower() gives i).
  it("finds a Turkish name typed as written, its first name in capitals or with a plain i (the database lower-cases both sides)", async () => {
    for (const term of ['İbrahim Işık', 'İBRAHİM', 'ibrahim', 'Ibrahim', 'brahim Işık']) expect((await search(term)).ids, term).toEqual([ibrahim.id]);
  });

  it('matches non-ASCII letters and treats % _ \\ as plain characters', async () => {
    expect((await search('ayşe')).ids).toEqual([ayse.id]);
    expect((await search('n_y')).ids).toEqual([ayse.id]);
    expect((await search('%')).ids).toEqual([]);
    expect((await search('_')).ids).toEqual([ayse.id]);
    expect((await search('(533) 871')).ids).toEqual([ayse.id]);
  });

  it('an empty search lists everyone of the role; a search over 100 characters is 400', async () => {
    const all = await search('');
    expect(all.ids).toEqual(expect.arrayContaining([ayse.id, emre.id]));
    expect(all.ids).not.toContain(gone.id);
    const long = await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUsers?Role=Driver&search=${'x'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json<{ errors: object }>().errors)).toEqual(['search']);
  });

  it('the CSV export honours the search', async () => {
    const res = await t.injectAs('admin', { method: 'GET', url: '/api/users/GetUsers?Role=Driver&format=csv&search=emre' });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('emre.search@example.org');
  });
});
