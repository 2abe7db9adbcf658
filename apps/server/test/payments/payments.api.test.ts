import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';

/**
 * GetPayments: each filter alone and combined, read without regard to case; paymentDate is one
 * whole day on the operator's clock (Asia/Famagusta, UTC+2 in March); the Pagination header; CSV.
 */
let t: TestApp;
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
const ids: Record<string, number> = {};

async function payment(key: string, values: { user_id: number; status: string; method: 'Cash' | 'Card'; amount: number; at: string }) {
  const card = values.method === 'Card';
  const row = await t.db
    .insertInto('payments')
    .values({
      user_id: values.user_id,
      status: values.status,
      method: values.method,
      amount: values.amount,
      provider_payment_id: card ? `pi_${key}` : null,
      card_brand: card ? 'visa' : null,
      card_last4: card ? '4242' : null,
      date_created: new Date(values.at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  alice = await createUser(t.db, 'Customer', { email: 'alice@test.taxi' });
  bob = await createUser(t.db, 'Customer');
  // 2026-03-10 local = 2026-03-09T22:00Z … 2026-03-10T22:00Z
  await payment('a1', { user_id: alice.id, status: 'succeeded', method: 'Card', amount: 12_550, at: '2026-03-09T22:00:00Z' });
  await payment('a2', { user_id: alice.id, status: 'refounded', method: 'Card', amount: 2_000, at: '2026-03-10T12:00:00Z' });
  await payment('a3', { user_id: alice.id, status: 'succeeded', method: 'Cash', amount: 3_000, at: '2026-03-10T21:59:59Z' });
  await payment('b1', { user_id: bob.id, status: 'cancelled', method: 'Card', amount: 4_000, at: '2026-03-09T21:59:59Z' });
  await payment('b2', { user_id: bob.id, status: 'completed', method: 'Cash', amount: 5_000, at: '2026-03-10T22:00:00Z' });
  await payment('b3', { user_id: bob.id, status: 'succeeded', method: 'Cash', amount: 6_000, at: '2026-03-10T08:00:00Z' });
});
afterAll(() => t.close());

const list = (query: string) => t.injectAs('admin', { method: 'GET', url: `/api/Payments/GetPayments?${query}` });
const keysOf = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode, query).toBe(200);
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  return res.json().map((row: { customerPaymentId: number }) => byId.get(row.customerPaymentId));
};

describe('GetPayments', () => {
  it('lists every payment newest first with the Pagination header and every field', async () => {
    expect(await keysOf('')).toEqual(['b2', 'a3', 'a2', 'b3', 'a1', 'b1']);
    const res = await list('pageSize=2&pageNumber=2');
    expect(JSON.parse(String(res.headers.pagination))).toEqual({ currentPage: 2, itemsPerPage: 2, totalItems: 6, totalPages: 3, totalIsExact: true });
    const [a1] = (await list(`userId=${alice.id}&paymentMethod=Card&status=succeeded`)).json();
    expect(a1).toEqual({
      customerPaymentId: ids.a1,
      user: { id: alice.id, firstName: alice.first_name, lastName: alice.last_name, email: 'alice@test.taxi' },
      providerPaymentId: 'pi_a1',
      amount: 12_550,
      currency: 'TRY',
      status: 'succeeded',
      dateCreated: '2026-03-09T22:00:00.000Z',
      paymentType: 'TripPayment',
      tripPaymentMethod: 'Card',
      customerPaymentMethodDetails: { brand: 'visa', last4: '4242' },
      tripId: null,
    });
    expect((await list(`userId=${bob.id}&paymentMethod=Cash&status=completed`)).json()[0].customerPaymentMethodDetails).toBeNull();
  });

  it('each filter alone', async () => {
    expect(await keysOf('status=succeeded')).toEqual(['a3', 'b3', 'a1']);
    expect(await keysOf('status=refounded')).toEqual(['a2']);
    expect(await keysOf('status=cancelled')).toEqual(['b1']);
    expect(await keysOf('status=completed')).toEqual(['b2']);
    expect(await keysOf('paymentMethod=Card')).toEqual(['a2', 'a1', 'b1']);
    expect(await keysOf('paymentMethod=Cash')).toEqual(['b2', 'a3', 'b3']);
    expect(await keysOf('paymentDate=2026-03-10')).toEqual(['a3', 'a2', 'b3', 'a1']);
    expect(await keysOf('paymentDate=2026-03-09')).toEqual(['b1']);
    expect(await keysOf('paymentDate=2026-03-11')).toEqual(['b2']);
    expect(await keysOf(`userId=${bob.id}`)).toEqual(['b2', 'b3', 'b1']);
    expect(await keysOf('userId=999999')).toEqual([]);
  });

  it('filters combined', async () => {
    expect(await keysOf(`status=succeeded&paymentMethod=Cash`)).toEqual(['a3', 'b3']);
    expect(await keysOf(`status=succeeded&paymentDate=2026-03-10&userId=${alice.id}`)).toEqual(['a3', 'a1']);
    expect(await keysOf(`status=succeeded&paymentMethod=Card&paymentDate=2026-03-10&userId=${alice.id}`)).toEqual(['a1']);
    expect(await keysOf(`paymentMethod=Cash&paymentDate=2026-03-10&userId=${bob.id}`)).toEqual(['b3']);
    expect(await keysOf(`status=refounded&userId=${bob.id}`)).toEqual([]);
  });

  it('reads status and method without regard to case; empty means none', async () => {
    expect(await keysOf('status=Succeeded')).toEqual(['a3', 'b3', 'a1']);
    expect(await keysOf('status=SUCCEEDED&paymentMethod=cash')).toEqual(['a3', 'b3']);
    expect(await keysOf('status=Refounded&paymentMethod=CARD')).toEqual(['a2']);
    expect(await keysOf('status=&paymentMethod=&paymentDate=&userId=')).toHaveLength(6);
  });

  it('refuses values that are not statuses, methods, dates or ids (400 naming the field)', async () => {
    for (const [query, field] of [
      ['status=refunded', 'status'],
      ['status=paid', 'status'],
      ['paymentMethod=cheque', 'paymentMethod'],
      ['paymentDate=2026-02-30', 'paymentDate'],
      ['paymentDate=10.03.2026', 'paymentDate'],
      ['paymentDate=2026-03-10T10:00:00Z', 'paymentDate'],
      ['userId=-7', 'userId'],
      ['userId=abc', 'userId'],
      ['pageSize=0', 'pageSize'],
    ]) {
      const res = await list(query!);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
  });

  it('exports the same filtered rows as CSV, unpaged, in the admin’s language', async () => {
    const res = await list('status=succeeded&paymentMethod=card&format=csv&pageSize=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Customer payment id,User id,First name,Last name,E-mail,Provider payment id,Amount,Currency,Status');
    expect(lines[1]).toContain(`${ids.a1},${alice.id},`);
    expect(lines[1]).toContain(',pi_a1,125.50,TRY,Succeeded,2026-03-10 00:00:00,TripPayment,Card,visa,4242,');
    const tr = await list('status=refounded&format=csv&lang=tr');
    expect(tr.body).toContain('İade edildi');
    expect(tr.body).toContain('Kart');
    expect(tr.body).toContain(';Oluşturulma tarihi (Asia/Famagusta);');
  });

  it('only admins may list payments', async () => {
    expect((await t.injectAs('driver', { method: 'GET', url: '/api/Payments/GetPayments' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/Payments/GetPayments' })).statusCode).toBe(401);
  });
});
