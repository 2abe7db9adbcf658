import type { DashboardSummary } from '@taxi/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStoredFiguresExactly } from '../../src/modules/dashboard/dashboard-exact-counts';
import { FOLD_AFTER_ROWS } from '../../src/modules/dashboard/dashboard.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { credit } from '../bank-transfers/money-records';
import { createTripType, requestTrip, secondInstance, type SecondInstance } from '../live/support';
import { createDocument, createVehicle } from '../users/user-records';

/**
 * GET /api/Dashboard/GetSummary answers counts the database keeps (migration 0010): after every
 * kind of change, made through the API of this instance or of a second one on the same database,
 * or by SQL, they equal a fresh exact count (countStoredFiguresExactly, the query GetSummary ran
 * before), and each change moved them as it should (so a change the counts missed fails).
 */
let t: TestApp;
let other: SecondInstance;
beforeAll(async () => {
  t = await buildTestApp();
  other = await secondInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
type Counts = Omit<DashboardSummary, 'connectedDrivers'>;
type Figure = Exclude<keyof Counts, 'pendingVerificationsBy'>;
/** How a change moves the figures; pendingDrivers, pendingCustomers and pendingVehicles are pendingVerificationsBy's. */
type Moved = Partial<Record<Figure | 'pendingDrivers' | 'pendingCustomers' | 'pendingVehicles', number>>;
const QUEUES = { drivers: 'pendingDrivers', customers: 'pendingCustomers', vehicles: 'pendingVehicles' } as const;

async function summaryFrom(app: FastifyInstance): Promise<Counts> {
  const res = await app.inject({ method: 'GET', url: '/api/Dashboard/GetSummary', headers: { authorization: `Bearer ${await t.tokenFor('admin')}` } });
  expect(res.statusCode).toBe(200);
  const { connectedDrivers, ...counts } = res.json<DashboardSummary>();
  expect(connectedDrivers).toBeTypeOf('number');
  return counts;
}

/** The summary equals the exact count now, and differs from `before` by `moved` (every other figure unchanged). */
async function expectCounts(before: Counts, moved: Moved, app = t.app): Promise<Counts> {
  const after = await summaryFrom(app);
  expect(after).toEqual(await countStoredFiguresExactly(t.db, t.deps.config.operatorTimeZone));
  const expected = { ...before, pendingVerificationsBy: { ...before.pendingVerificationsBy } };
  for (const key of Object.keys(before) as (keyof Counts)[]) if (key !== 'pendingVerificationsBy') expected[key] += moved[key] ?? 0;
  for (const [queue, key] of Object.entries(QUEUES) as [keyof typeof QUEUES, keyof Moved][]) expected.pendingVerificationsBy[queue] += moved[key] ?? 0;
  expect(after).toEqual(expected);
  return after;
}

const changeRows = async () => Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM dashboard_count_changes`.execute(t.db)).rows[0]!.n);
const register = (role: 'Customer' | 'Driver', app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: `${role.toLowerCase()}-${Math.random().toString(36).slice(2)}@dash.test`, password: 'Sufficient8!', firstName: 'Dash', lastName: role, phoneNumber: '+90 533 000 0000', role },
  });
const asAdmin = async (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object, app = t.app) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${await t.tokenFor('admin')}` }, ...(payload ? { payload } : {}) });

describe(`the dashboard's kept counts on ${database}`, () => {
  it('move with registrations and admin-created users, on this instance and on another', async () => {
    let counts = await summaryFrom(t.app);
    expect((await register('Customer')).statusCode).toBe(201);
    counts = await expectCounts(counts, { customers: 1, pendingVerifications: 1, pendingCustomers: 1 });
    // a change through the second instance shows on the first, and the other way round
    expect((await register('Driver', other.app)).statusCode).toBe(201);
    counts = await expectCounts(counts, { drivers: 1, pendingVerifications: 1, pendingDrivers: 1 });
    const created = await asAdmin('POST', '/api/users/CreateUser/', { firstName: 'New', lastName: 'Admin', email: `admin-${Date.now()}@dash.test`, phoneNumber: '+90 533 111 2233', password: 'Sufficient8', address: 'Lefkoşa', role: 'Admin', roles: ['Admin'] });
    expect(created.statusCode).toBeLessThan(300);
    await expectCounts(counts, { admins: 1 }, other.app);
  });

  it("move with users' and vehicles' verification decisions, not with document decisions", async () => {
    const driver = await createUser(t.db, 'Driver');
    const customer = await createUser(t.db, 'Customer');
    const document = await createDocument(t.db, { user_id: driver.id }, 0, 'IdentityCard');
    const vehicle = await createVehicle(t.db, driver.id);
    let counts = await summaryFrom(t.app);
    expect((await asAdmin('PATCH', `/api/documents/UpdateDocumentStatus/${document.id}`, { documentStatus: 1, rejectionReason: '' })).statusCode).toBe(200);
    counts = await expectCounts(counts, {});
    expect((await asAdmin('PATCH', `/api/users/UpdateUserVerificationStatus/${driver.id}`, { verificationStatus: 1, verifiedUntil: future(), rejectionReason: null })).statusCode).toBe(200);
    counts = await expectCounts(counts, { pendingVerifications: -1, pendingDrivers: -1 });
    expect((await asAdmin('PATCH', `/api/users/UpdateUserVerificationStatus/${customer.id}`, { verificationStatus: 2, verifiedUntil: null, rejectionReason: 'Blurred photo' }, other.app)).statusCode).toBe(200);
    counts = await expectCounts(counts, { pendingVerifications: -1, pendingCustomers: -1 });
    expect((await asAdmin('PATCH', `/api/vehicles/UpdateVehicleVerificationStatus/${vehicle.id}`, { verificationStatus: 1, verifiedUntil: future(), rejectionReason: null })).statusCode).toBe(200);
    counts = await expectCounts(counts, { pendingVerifications: -1, pendingVehicles: -1 });
    // back to pending: counted again
    expect((await asAdmin('PATCH', `/api/vehicles/UpdateVehicleVerificationStatus/${vehicle.id}`, { verificationStatus: 0, verifiedUntil: null, rejectionReason: null }, other.app)).statusCode).toBe(200);
    await expectCounts(counts, { pendingVerifications: 1, pendingVehicles: 1 }, other.app);
  });

  it('move with payout requests and decisions (count and amount)', async () => {
    const driver = await createUser(t.db, 'Driver', { verification_status: 1 });
    await credit(t.db, driver.id, 100_000);
    let counts = await summaryFrom(t.app);
    const request = (amount: number) => t.injectAs(driver, { method: 'POST', url: '/api/driver/payouts', payload: { amount } });
    const first = (await request(20_000)).json<{ bankTransferId: number }>().bankTransferId;
    const second = (await request(5_000)).json<{ bankTransferId: number }>().bankTransferId;
    counts = await expectCounts(counts, { pendingPayouts: 2, pendingPayoutsAmount: 25_000 });
    expect((await asAdmin('PATCH', `/api/bankTransfers/UpdateBankTransferStatus/${first}`, { status: 1 })).statusCode).toBe(200);
    counts = await expectCounts(counts, {});
    expect((await asAdmin('PATCH', `/api/bankTransfers/UpdateBankTransferStatus/${first}`, { status: 2 }, other.app)).statusCode).toBe(200);
    counts = await expectCounts(counts, { pendingPayouts: -1, pendingPayoutsAmount: -20_000 });
    expect((await asAdmin('PATCH', `/api/bankTransfers/UpdateBankTransferStatus/${second}`, { status: 1 })).statusCode).toBe(200);
    expect((await asAdmin('PATCH', `/api/bankTransfers/UpdateBankTransferStatus/${second}`, { status: 3, rejectedReason: 'Wrong IBAN' })).statusCode).toBe(200);
    await expectCounts(counts, { pendingPayouts: -1, pendingPayoutsAmount: -5_000 });
  });

  it('move with a user deletion: the user and their pending vehicles are no longer counted', async () => {
    const driver = await createUser(t.db, 'Driver');
    await createVehicle(t.db, driver.id);
    await createVehicle(t.db, driver.id, { verification_status: 1 });
    const customer = await createUser(t.db, 'Customer', { verification_status: 1 });
    let counts = await summaryFrom(t.app);
    expect((await asAdmin('DELETE', `/api/users/DeleteUser/${driver.id}`)).statusCode).toBe(204);
    counts = await expectCounts(counts, { drivers: -1, pendingVerifications: -2, pendingDrivers: -1, pendingVehicles: -1 });
    expect((await asAdmin('DELETE', `/api/users/DeleteUser/${customer.id}`, undefined, other.app)).statusCode).toBe(204);
    await expectCounts(counts, { customers: -1 });
  });

  it("move with a customer's trip request (trips today)", async () => {
    const tripTypeId = await createTripType(t);
    const counts = await summaryFrom(t.app);
    await requestTrip(t, tripTypeId);
    await expectCounts(counts, { tripsToday: 1 });
  });

  it('follow changes made by SQL: bulk inserts, updates, role changes, deletes and a TRUNCATE', async () => {
    const mark = `bulk-${Date.now()}`;
    await sql`INSERT INTO users (email, password_hash, role, first_name, last_name, verification_status)
      SELECT ${mark} || '-' || g || '@dash.test', 'x', (ARRAY['Customer', 'Driver', 'Admin'])[1 + g % 3], 'Bulk', 'User', g % 3
      FROM generate_series(1, 300) g`.execute(t.db);
    const exact = () => countStoredFiguresExactly(t.db, t.deps.config.operatorTimeZone);
    expect(await summaryFrom(t.app)).toEqual(await exact());
    await sql`UPDATE users SET role = 'Driver', verification_status = 0 WHERE email LIKE ${`${mark}-%`} AND role = 'Customer'`.execute(t.db);
    expect(await summaryFrom(other.app)).toEqual(await exact());
    await sql`UPDATE users SET deleted_at = now() WHERE email LIKE ${`${mark}-1%`}`.execute(t.db);
    await sql`UPDATE vehicles SET verification_status = 0`.execute(t.db);
    expect(await summaryFrom(t.app)).toEqual(await exact());
    await sql`DELETE FROM users WHERE email LIKE ${`${mark}-2%`}`.execute(t.db);
    await sql`INSERT INTO bank_transfers (user_id, amount, status) SELECT id, 1000, 0 FROM users WHERE email LIKE ${`${mark}-3%`}`.execute(t.db);
    expect(await summaryFrom(t.app)).toEqual(await exact());
    // a write that changes no count (a balance, a name, a status set to what it was) adds no change row
    const rowsBefore = await changeRows();
    await sql`UPDATE users SET balance = balance + 1, first_name = 'Renamed', verification_status = verification_status`.execute(t.db);
    await sql`UPDATE bank_transfers SET description = 'renamed'`.execute(t.db);
    expect(await changeRows()).toBe(rowsBefore);
    await sql`TRUNCATE bank_transfers, ledger_entries, bank_file_items`.execute(t.db); // the bank files' items refer to the payouts (issue 25)
    const counts = await summaryFrom(t.app);
    expect(counts).toEqual(await exact());
    expect(counts.pendingPayouts).toBe(0);
  });

  it(`fold their change rows into one past ${FOLD_AFTER_ROWS}, and stay exact while changes and folds run at once`, async () => {
    for (let index = 0; index <= FOLD_AFTER_ROWS; index += 1) await createUser(t.db, 'Customer');
    expect(await changeRows()).toBeGreaterThan(FOLD_AFTER_ROWS);
    const counts = await summaryFrom(t.app);
    expect(await changeRows()).toBe(1);
    expect(counts).toEqual(await countStoredFiguresExactly(t.db, t.deps.config.operatorTimeZone));
    // new users (each its own transaction) and summaries on both instances at once, each summary
    // folding past the threshold (registration through the API is throttled per address)
    await Promise.all([
      ...Array.from({ length: 2 * FOLD_AFTER_ROWS }, (_, index) => createUser(t.db, index % 2 ? 'Customer' : 'Driver')),
      ...Array.from({ length: 20 }, (_, index) => summaryFrom(index % 2 ? t.app : other.app)),
    ]);
    await expectCounts(counts, { customers: FOLD_AFTER_ROWS, drivers: FOLD_AFTER_ROWS, pendingVerifications: 2 * FOLD_AFTER_ROWS, pendingCustomers: FOLD_AFTER_ROWS, pendingDrivers: FOLD_AFTER_ROWS });
  });

  it('are kept by a trigger on every kind of write to each counted table', async () => {
    // tgtype bits: 4 INSERT, 8 DELETE, 16 UPDATE, 32 TRUNCATE
    const { rows } = await sql<{ table: string; events: string }>`
      SELECT "table", string_agg(event, ',' ORDER BY event) AS events FROM (
        SELECT c.relname AS "table", CASE WHEN t.tgtype & 4 <> 0 THEN 'INSERT' WHEN t.tgtype & 8 <> 0 THEN 'DELETE' WHEN t.tgtype & 16 <> 0 THEN 'UPDATE' ELSE 'TRUNCATE' END AS event
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        WHERE NOT t.tgisinternal AND t.tgname LIKE '%\_dashboard\_%'
      ) triggers GROUP BY "table" ORDER BY "table"`.execute(t.db);
    const all = 'DELETE,INSERT,TRUNCATE,UPDATE';
    expect(rows).toEqual([{ table: 'bank_transfers', events: all }, { table: 'users', events: all }, { table: 'vehicles', events: all }]);
  });
});
