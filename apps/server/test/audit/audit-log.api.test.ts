import type { AuditFacets, EntityHistory, TripType } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { credit, createTransfer } from '../bank-transfers/money-records';
import { buildTestApp, type As, type TestApp } from '../helpers/build-test-app';
import { parseCsv } from '../helpers/csv';
import { TEST_PASSWORD, createUser } from '../helpers/factories';
import { tripTypeBody } from '../trip-types/trip-type-body';
import { createDocument, createVehicle } from '../users/user-records';
import { insertEntry, insertMany, pageOf } from './audit-records';

/**
 * The audit log (issue 24 item 4): what real changes, sign-ins and refused sign-ins record, read back
 * through GET /api/audit/GetAuditEntries with each filter, paging and the CSV export, the History
 * routes of the details pages, and who may read what.
 */
let t: TestApp;
let admin: UserRow;
let driver: UserRow;
let transferId: number;
let tripTypeId: number;
let documentId: number;
let vehicleId: number;

const get = (url: string, who: As = 'admin') => t.injectAs(who, { method: 'GET', url });
const list = async (query: string) => {
  const res = await get(`/api/audit/GetAuditEntries?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return pageOf(res);
};
const history = async (kind: string, id: number) => {
  const res = await get(`/api/audit/GetEntityHistory/${kind}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EntityHistory>();
};
const signIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username, password } });

beforeAll(async () => {
  t = await buildTestApp();
  admin = t.users.admin;
  driver = await createUser(t.db, 'Driver');
  // a payout completed by the admin: its balance first comes through the ledger
  await credit(t.db, driver.id, 50_000);
  transferId = await createTransfer(t.db, { user_id: driver.id, amount: 12_345 });
  expect((await t.injectAs('admin', { method: 'PATCH', url: `/api/bankTransfers/UpdateBankTransferStatus/${transferId}`, payload: { status: 2, rejectedReason: null } })).statusCode).toBe(200);
  // a trip type created, then its base fare changed
  const created = await t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: tripTypeBody({ baseFare: 8550 }) });
  tripTypeId = created.json<TripType>().tripTypeId;
  expect((await t.injectAs('admin', { method: 'PUT', url: `/api/TripType/UpdateTripType/${tripTypeId}`, payload: tripTypeBody({ typeName: created.json<TripType>().typeName, baseFare: 9000 }) })).statusCode).toBe(200);
  // a decision on the driver's identity card and one on their vehicle's papers
  documentId = (await createDocument(t.db, { user_id: driver.id })).id;
  expect((await t.injectAs('admin', { method: 'PATCH', url: `/api/documents/UpdateDocumentStatus/${documentId}`, payload: { documentStatus: 1 } })).statusCode).toBe(200);
  vehicleId = (await createVehicle(t.db, driver.id)).id;
  const vehicleDocument = await createDocument(t.db, { vehicle_id: vehicleId }, 0, 'VehicleRegistration');
  expect((await t.injectAs('admin', { method: 'PATCH', url: `/api/documents/UpdateDocumentStatus/${vehicleDocument.id}`, payload: { documentStatus: 2, rejectionReason: 'Expired' } })).statusCode).toBe(200);
  // the driver signs in; someone tries a wrong password on their account and on nobody's
  expect((await signIn(driver.email, TEST_PASSWORD)).statusCode).toBe(200);
  expect((await signIn(driver.email, 'wrong-password')).statusCode).toBe(401);
  expect((await signIn('nobody@test.taxi', 'wrong-password')).statusCode).toBe(401);
});
afterAll(() => t.close());

describe(`audit log (issue 24 item 4) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("answers a payout's completion with who, what, when and both sides (money in kuruş)", async () => {
    const { entries, pagination } = await list(`entityType=BankTransfer&entityId=${transferId}`);
    expect(pagination.totalItems).toBe(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      actor: { id: admin.id, email: admin.email, name: `${admin.first_name} ${admin.last_name}` },
      action: 'status',
      entityType: 'BankTransfer',
      entityId: String(transferId),
      before: { bankTransferId: transferId, userId: driver.id, amount: 12_345, status: 0, rejectedReason: null },
      after: { bankTransferId: transferId, userId: driver.id, amount: 12_345, status: 2, rejectedReason: null, balanceAfter: 50_000 - 12_345 },
    });
    expect(Date.now() - Date.parse(entry!.createdAt)).toBeLessThan(60_000);
    expect(entry!.createdAt).toMatch(/Z$/);
  });

  it('filters by entity type named in any case: "user" finds the sign-ins (recorded as User) and "USER" the same', async () => {
    const lower = await list(`entityType=user&entityId=${driver.id}`);
    const upper = await list(`entityType=USER&entityId=${driver.id}`);
    expect(lower.entries.map((entry) => entry.action)).toEqual(['auth.sign_in_failed', 'auth.sign_in']);
    expect(upper.entries).toEqual(lower.entries);
    const [failed, success] = lower.entries;
    expect(success).toMatchObject({ actor: { id: driver.id, email: driver.email }, after: { ip: expect.any(String) } });
    expect(failed).toMatchObject({ actor: { id: null, email: driver.email, name: null }, before: null });
  });

  it('filters by action, and keeps a refused sign-in of nobody under the name that was typed', async () => {
    const { entries } = await list('action=auth.sign_in_failed');
    expect(entries.map((entry) => entry.entityId)).toEqual(['nobody@test.taxi', String(driver.id)]);
    expect(entries.every((entry) => entry.action === 'auth.sign_in_failed')).toBe(true);
  });

  it('filters by the staff member who acted, and combines filters', async () => {
    const byAdmin = await list(`actorId=${admin.id}&pageSize=100`);
    expect(byAdmin.entries.every((entry) => entry.actor.id === admin.id)).toBe(true);
    expect(byAdmin.entries.map((entry) => `${entry.action} ${entry.entityType}`)).toEqual([
      'document-status Document',
      'document-status Document',
      'update TripType',
      'create TripType',
      'status BankTransfer',
    ]);
    const update = await list(`actorId=${admin.id}&entityType=tripType&action=update`);
    expect(update.entries).toHaveLength(1);
    expect(update.entries[0]).toMatchObject({ entityId: String(tripTypeId), before: { baseFare: 8550 }, after: { baseFare: 9000 } });
    expect((await list(`actorId=${driver.id}&action=status`)).entries).toEqual([]);
  });

  it.each([
    ['an entity id without its type', `entityId=${transferId}`, 'entityType'],
    ['an end day before the start day', 'dateFrom=2026-03-02&dateTo=2026-03-01', 'dateTo'],
    ['a day that does not exist', 'dateFrom=2026-02-30', 'dateFrom'],
    ['an action that is not a code', 'action=drop%20table', 'action'],
    ['an entity type with a control character', 'entityType=user%07', 'entityType'],
    ['a staff member id of 0', 'actorId=0', 'actorId'],
    ['a page of 101', 'pageSize=101', 'pageSize'],
  ])('refuses %s with a 400 naming the field', async (_label, query, field) => {
    const res = await get(`/api/audit/GetAuditEntries?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors)).toContain(field);
  });

  it('pages newest first (time, then id) with the Pagination header', async () => {
    await insertMany(t.db, 25, 'Paging');
    const pages = await Promise.all([1, 2, 3].map((pageNumber) => list(`entityType=Paging&pageSize=10&pageNumber=${pageNumber}`)));
    expect(pages.map((page) => page.entries.length)).toEqual([10, 10, 5]);
    expect(pages[0]!.pagination).toMatchObject({ currentPage: 1, totalItems: 25, totalPages: 3 });
    const ids = pages.flatMap((page) => page.entries.map((entry) => Number(entry.entityId)));
    expect(ids).toEqual(Array.from({ length: 25 }, (_, index) => 25 - index));
  });

  it('exports the filtered entries as CSV: BOM, headers in the language asked, both sides as JSON, the filters kept', async () => {
    const english = await get(`/api/audit/GetAuditEntries?format=csv&entityType=BankTransfer&entityId=${transferId}`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    expect(english.headers.pagination).toBeUndefined();
    expect(english.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(english.body.slice(1));
    expect(header).toEqual(['Id', 'Time (Asia/Famagusta)', 'Staff member id', 'Staff member e-mail', 'Action', 'Entity type', 'Entity id', 'Before (JSON)', 'After (JSON)']);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.slice(2, 7)).toEqual([String(admin.id), admin.email, 'status', 'BankTransfer', String(transferId)]);
    expect(JSON.parse(row![7]!)).toMatchObject({ status: 0, amount: 12_345 });
    expect(JSON.parse(row![8]!)).toMatchObject({ status: 2, balanceAfter: 50_000 - 12_345 });
    const turkish = await get('/api/audit/GetAuditEntries?format=csv&lang=tr&entityType=Paging');
    const [trHeader, ...trRows] = parseCsv(turkish.body.slice(1), ';');
    expect(trHeader?.slice(0, 5)).toEqual(['Id', 'Zaman (Asia/Famagusta)', 'Personel id', 'Personel e-postası', 'İşlem']);
    expect(trRows.map((cells) => Number(cells[6]))).toEqual(Array.from({ length: 25 }, (_, index) => 25 - index));
  });

  it('exports more entries than one batch, each once, in the list order', async () => {
    await insertMany(t.db, 1_203, 'Batches');
    const res = await get('/api/audit/GetAuditEntries?format=csv&entityType=Batches');
    const ids = parseCsv(res.body.slice(1)).slice(1).map((cells) => Number(cells[6]));
    expect(ids).toEqual(Array.from({ length: 1_203 }, (_, index) => 1_203 - index));
  });

  it('offers every action and entity type recorded (types lower-cased, once each) and the staff, not the apps’ users', async () => {
    const res = await get('/api/audit/GetAuditFacets');
    expect(res.statusCode).toBe(200);
    const facets = res.json<AuditFacets>();
    expect(facets.actions).toEqual(expect.arrayContaining(['auth.sign_in', 'auth.sign_in_failed', 'create', 'document-status', 'status', 'update']));
    expect(facets.actions).toEqual([...facets.actions].sort());
    expect(facets.entityTypes).toEqual(expect.arrayContaining(['banktransfer', 'document', 'triptype', 'user']));
    expect(new Set(facets.entityTypes).size).toBe(facets.entityTypes.length);
    expect(facets.staff.map((member) => member.id)).toContain(admin.id);
    expect(facets.staff.map((member) => member.id)).not.toContain(driver.id);
    expect(facets.staff.find((member) => member.id === admin.id)).toEqual({ id: admin.id, email: admin.email, name: `${admin.first_name} ${admin.last_name}`, role: 'Admin' });
  });

  it("answers a payout's History: its completion", async () => {
    const { entries, hasMore } = await history('bankTransfer', transferId);
    expect(hasMore).toBe(false);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['status', expect.objectContaining({ status: 0 }), expect.objectContaining({ status: 2 })],
    ]);
  });

  it("answers a user's and a vehicle's History with the decisions on their documents", async () => {
    const user = await history('user', driver.id);
    expect(user.entries.map((entry) => `${entry.action} ${entry.entityType} ${entry.entityId}`)).toEqual([
      `auth.sign_in_failed User ${driver.id}`,
      `auth.sign_in User ${driver.id}`,
      `document-status Document ${documentId}`,
    ]);
    const vehicle = await history('vehicle', vehicleId);
    expect(vehicle.entries.map((entry) => [entry.action, entry.after])).toEqual([['document-status', expect.objectContaining({ documentStatus: 2, rejectionReason: 'Expired' })]]);
  });

  it("answers a trip type's History newest first, the latest 20 and whether there are more", async () => {
    const first = await history('tripType', tripTypeId);
    expect(first.entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    const busy = await createUser(t.db, 'Customer');
    for (let index = 0; index < 21; index += 1) await insertEntry(t.db, { actor_id: busy.id, actor_email: busy.email, action: 'auth.sign_in', entity_type: 'User', entity_id: String(busy.id) });
    const many = await history('user', busy.id);
    expect(many.entries).toHaveLength(20);
    expect(many.hasMore).toBe(true);
  });

  it('refuses a History of an id that is not one (400) and of an entity without a panel (404)', async () => {
    expect((await get('/api/audit/GetEntityHistory/user/abc')).statusCode).toBe(400);
    expect((await get('/api/audit/GetEntityHistory/document/1')).statusCode).toBe(404);
  });

  it('has no route that changes or deletes an entry: every audit route is a GET', () => {
    const audit = t.app.routeTable.filter((route) => route.url.toLowerCase().startsWith('/api/audit'));
    expect(audit.length).toBeGreaterThanOrEqual(6);
    expect(audit.filter((route) => route.method !== 'GET' && route.method !== 'HEAD')).toEqual([]);
  });
});

describe('who may read the audit log and the History panels (issue 24: audit.read, audit.export, the entity’s read permission)', () => {
  const as = async (role: 'Viewer' | 'Finance' | 'Support' | 'Dispatcher') => createUser(t.db, role);

  it('Viewer reads the log and its choices but does not export it; Finance, Support and Dispatcher do not read it', async () => {
    const viewer = await as('Viewer');
    expect((await get('/api/audit/GetAuditEntries', viewer)).statusCode).toBe(200);
    expect((await get('/api/audit/GetAuditFacets', viewer)).statusCode).toBe(200);
    expect((await get('/api/audit/GetAuditEntries?format=csv', viewer)).statusCode).toBe(403);
    for (const role of ['Finance', 'Support', 'Dispatcher'] as const) {
      const member = await as(role);
      expect((await get('/api/audit/GetAuditEntries', member)).statusCode, role).toBe(403);
      expect((await get('/api/audit/GetAuditFacets', member)).statusCode, role).toBe(403);
    }
  });

  it('a History panel follows the permission of its details screen', async () => {
    const finance = await as('Finance');
    const dispatcher = await as('Dispatcher');
    const support = await as('Support');
    const status = async (who: UserRow, url: string) => (await get(url, who)).statusCode;
    expect(await status(finance, `/api/audit/GetEntityHistory/bankTransfer/${transferId}`)).toBe(200);
    expect(await status(finance, `/api/audit/GetEntityHistory/vehicle/${vehicleId}`)).toBe(403);
    expect(await status(dispatcher, `/api/audit/GetEntityHistory/bankTransfer/${transferId}`)).toBe(403);
    expect(await status(dispatcher, `/api/audit/GetEntityHistory/vehicle/${vehicleId}`)).toBe(200);
    expect(await status(support, `/api/audit/GetEntityHistory/user/${driver.id}`)).toBe(200);
    expect(await status(support, `/api/audit/GetEntityHistory/tripType/${tripTypeId}`)).toBe(200);
  });
});
