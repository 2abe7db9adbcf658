import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { createTransfer, credit, moneySnapshot } from './money-records';

/**
 * GetBankTransfers and GetBankTransfer: filters (user, status, whole days on the operator's clock,
 * Asia/Famagusta = UTC+2 in January), newest first, the Pagination header, CSV, the user block.
 */
let t: TestApp;
let driver: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  driver = await createUser(t.db, 'Driver', { email: 'payee@test.taxi', address: 'Lefkoşa', phone_number: '+90 533 111 2233', photo_url: '/avatars/p.png' });
  await credit(t.db, driver.id, 250_000);
  const at = (iso: string) => new Date(iso);
  // 2026-01-14 23:59 local, 2026-01-15 00:30 local, 2026-01-15 23:59 local, 2026-01-16 00:00 local
  ids.beforeDay = await createTransfer(t.db, { user_id: driver.id, amount: 1_000, status: 2, date_created: at('2026-01-14T21:59:00Z') });
  ids.dayStart = await createTransfer(t.db, { user_id: driver.id, amount: 2_000, status: 0, date_created: at('2026-01-14T22:30:00Z') });
  ids.dayEnd = await createTransfer(t.db, { user_id: driver.id, amount: 3_000, status: 3, date_created: at('2026-01-15T21:59:00Z') });
  ids.nextDay = await createTransfer(t.db, { user_id: driver.id, amount: 4_000, status: 1, date_created: at('2026-01-15T22:00:00Z') });
});
afterAll(() => t.close());

const list = (query: string) => t.injectAs('admin', { method: 'GET', url: `/api/bankTransfers/GetBankTransfers?${query}` });
const idsOf = (res: { json: () => { bankTransferId: number }[] }) => res.json().map((row) => row.bankTransferId);

describe('GetBankTransfers', () => {
  it('lists a user’s transfers newest first with the Pagination header', async () => {
    const res = await list(`userId=${driver.id}&pageSize=3`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([ids.nextDay, ids.dayEnd, ids.dayStart]);
    expect(JSON.parse(String(res.headers.pagination))).toEqual({ currentPage: 1, itemsPerPage: 3, totalItems: 4, totalPages: 2, totalIsExact: true });
    const second = await list(`userId=${driver.id}&pageSize=3&pageNumber=2`);
    expect(idsOf(second)).toEqual([ids.beforeDay]);
    expect(res.json()[0]).toMatchObject({
      amount: 4_000,
      balance: 250_000,
      status: 1,
      description: 'Test payout',
      rejectedReason: null,
      dateCreated: '2026-01-15T22:00:00.000Z',
      user: { id: driver.id, firstName: driver.first_name, lastName: driver.last_name, email: 'payee@test.taxi', address: 'Lefkoşa', phoneNumber: '+90 533 111 2233', photoUrl: '/avatars/p.png' },
    });
  });

  it('filters by status 0–3', async () => {
    for (const [status, id] of [[0, ids.dayStart], [1, ids.nextDay], [2, ids.beforeDay], [3, ids.dayEnd]] as const) {
      expect(idsOf(await list(`userId=${driver.id}&status=${status}`))).toEqual([id]);
    }
  });

  it('takes dateFrom and dateTo as whole days on the operator’s clock, both inclusive', async () => {
    expect(idsOf(await list(`userId=${driver.id}&dateFrom=2026-01-15&dateTo=2026-01-15`))).toEqual([ids.dayEnd, ids.dayStart]);
    expect(idsOf(await list(`userId=${driver.id}&dateFrom=2026-01-15`))).toEqual([ids.nextDay, ids.dayEnd, ids.dayStart]);
    expect(idsOf(await list(`userId=${driver.id}&dateTo=2026-01-14`))).toEqual([ids.beforeDay]);
    expect(idsOf(await list(`userId=${driver.id}&dateFrom=2026-01-16&dateTo=2026-01-16`))).toEqual([ids.nextDay]);
    expect(idsOf(await list(`userId=${driver.id}&dateFrom=2026-01-15&dateTo=2026-01-16&status=3`))).toEqual([ids.dayEnd]);
  });

  it('refuses dates that are not dates, an end before the start, and bad numbers (400 naming the field)', async () => {
    for (const [query, field] of [
      ['dateFrom=2026-02-30', 'dateFrom'],
      ['dateFrom=yesterday', 'dateFrom'],
      ['dateTo=15/01/2026', 'dateTo'],
      ['dateTo=2026-01-15T10:00:00Z', 'dateTo'],
      ['dateFrom=2026-01-16&dateTo=2026-01-15', 'dateTo'],
      ['status=4', 'status'],
      ['status=-1', 'status'],
      ['userId=0', 'userId'],
      ['pageSize=101', 'pageSize'],
      ['pageNumber=0', 'pageNumber'],
    ]) {
      const res = await list(query!);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
    expect((await list('dateFrom=2026-01-16&dateTo=2026-01-15')).json().errors.dateTo).toEqual(['The end date must not be before the start date']);
  });

  it('exports the same filtered rows as CSV, unpaged', async () => {
    const res = await list(`userId=${driver.id}&status=3&format=csv&pageSize=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Id,User id,First name,Last name,E-mail,Amount (TRY),Balance (TRY),Description,Status,Date created (Asia/Famagusta),Last modified (Asia/Famagusta),Rejection reason');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${ids.dayEnd},${driver.id},`);
    expect(lines[1]).toContain(',30.00,2500.00,Test payout,Rejected,');
    const all = await list(`userId=${driver.id}&format=csv&lang=tr`);
    expect(all.body.trim().split('\r\n')).toHaveLength(5);
    expect(all.body).toContain('Reddedildi');
    expect(all.body).toContain(';30,00;2500,00;Test payout;Reddedildi;');
  });
});

describe('GetBankTransfer', () => {
  it('answers one transfer with the user block including the id', async () => {
    const res = await t.injectAs('admin', { method: 'GET', url: `/api/bankTransfers/GetBankTransfer/${ids.dayEnd}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bankTransferId: ids.dayEnd,
      user: { id: driver.id, photoUrl: '/avatars/p.png', firstName: driver.first_name, lastName: driver.last_name, email: 'payee@test.taxi', address: 'Lefkoşa', phoneNumber: '+90 533 111 2233' },
      amount: 3_000,
      balance: 250_000,
      description: 'Test payout',
      status: 3,
      dateCreated: '2026-01-15T21:59:00.000Z',
      lastModifiedDate: '2026-01-15T21:59:00.000Z',
      rejectedReason: 'Wrong IBAN',
      iban: null,
      approval: { secondApprovalRequired: false, firstApproval: null, secondApproval: null },
      bankFile: null,
    });
  });

  it('404 for an unknown id, 400 for a bad one; reading changes nothing', async () => {
    const before = await moneySnapshot(t.db);
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/bankTransfers/GetBankTransfer/999999' })).statusCode).toBe(404);
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/bankTransfers/GetBankTransfer/0' })).statusCode).toBe(400);
    expect(await moneySnapshot(t.db)).toEqual(before);
  });

  it('a user without e-mail, address or phone gets nulls (the screen says "No email provided")', async () => {
    const bare = await createUser(t.db, 'Driver', { address: '', phone_number: '' });
    await credit(t.db, bare.id, 5_000);
    const id = await createTransfer(t.db, { user_id: bare.id, amount: 5_000 });
    await t.db.updateTable('users').set({ email: '' }).where('id', '=', bare.id).execute();
    const res = await t.injectAs('admin', { method: 'GET', url: `/api/bankTransfers/GetBankTransfer/${id}` });
    expect(res.json().user).toMatchObject({ id: bare.id, email: null, address: null, phoneNumber: null });
  });
});
