import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTry } from '@taxi/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, balanceOf, createTransfer, credit, moneySnapshot } from './money-records';

/** POST /api/driver/payouts (RequestPayout): a driver asks for at most balance − open payouts. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const request = (who: Parameters<TestApp['injectAs']>[0], payload: unknown) => t.injectAs(who, { method: 'POST', url: '/api/driver/payouts', payload: payload as object });

describe('a driver requests a payout', () => {
  it('creates a Pending payout (201) that the admin list shows; the balance is not touched yet; audited with the driver', async () => {
    const driver = await createUser(t.db, 'Driver');
    await credit(t.db, driver.id, 50_000);
    const res = await request(driver, { amount: 20_000, description: '  Weekly payout  ' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ amount: 20_000, status: 0, description: 'Weekly payout', rejectedReason: null, balance: 50_000, user: { id: driver.id } });
    expect(await balanceOf(t.db, driver.id)).toBe(50_000);
    const listed = await t.injectAs('admin', { method: 'GET', url: `/api/bankTransfers/GetBankTransfers?userId=${driver.id}` });
    expect(listed.json().map((row: { bankTransferId: number }) => row.bankTransferId)).toEqual([created.bankTransferId]);
    const audit = await auditOf(t.db, created.bankTransferId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: driver.id, actor_email: driver.email, action: 'request', before: null });
    expect(audit[0]!.after).toEqual({ bankTransferId: created.bankTransferId, userId: driver.id, amount: 20_000, status: 0, rejectedReason: null });
  });

  it('refuses more than the balance less the open (0/1) payouts; completed and rejected ones do not count', async () => {
    const driver = await createUser(t.db, 'Driver');
    await credit(t.db, driver.id, 100_000);
    await createTransfer(t.db, { user_id: driver.id, amount: 30_000, status: 0 });
    await createTransfer(t.db, { user_id: driver.id, amount: 20_000, status: 1 });
    await createTransfer(t.db, { user_id: driver.id, amount: 90_000, status: 3 });
    // available: 100 000 − 30 000 − 20 000 = 50 000
    const before = await moneySnapshot(t.db);
    const refused = await request(driver, { amount: 50_001 });
    expect(refused.statusCode).toBe(400);
    const message = `The amount must not exceed your available balance of ${formatTry(50_000)} (balance less open payouts)`;
    expect(refused.json()).toEqual({ message, errors: { amount: [message] }, code: 'payout.exceeds_available', params: expect.any(Object), fieldErrors: { amount: { code: 'exceeds_available', params: expect.any(Object) } } });
    expect(await moneySnapshot(t.db)).toEqual(before);
    expect((await request(driver, { amount: 50_000 })).statusCode).toBe(201);
    expect((await request(driver, { amount: 1 })).statusCode).toBe(400);
  });

  it('bad input is a 400 naming the field and changes nothing', async () => {
    const driver = await createUser(t.db, 'Driver');
    await credit(t.db, driver.id, 10_000);
    const before = await moneySnapshot(t.db);
    for (const [payload, field] of [
      [{ amount: 0 }, 'amount'],
      [{ amount: -500 }, 'amount'],
      [{ amount: 10_001 }, 'amount'],
      [{ amount: 12.5 }, 'amount'],
      [{ amount: '100' }, 'amount'],
      [{}, 'amount'],
      [{ amount: 1e15 }, 'amount'],
      [{ amount: 100, description: 'd'.repeat(501) }, 'description'],
      [{ amount: 100, description: 'bad\u0000byte' }, 'description'],
    ] as const) {
      const res = await request(driver, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await moneySnapshot(t.db)).toEqual(before);
  });

  it('a driver with a negative balance (cash commissions owed) cannot ask for anything', async () => {
    const driver = await createUser(t.db, 'Driver');
    await credit(t.db, driver.id, -2_500);
    const res = await request(driver, { amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`The amount must not exceed your available balance of ${formatTry(0)} (balance less open payouts)`);
  });

  it('only a driver may ask (admin and customer 403, no token 401)', async () => {
    expect((await request('admin', { amount: 1 })).statusCode).toBe(403);
    expect((await request('customer', { amount: 1 })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/driver/payouts', payload: { amount: 1 } })).statusCode).toBe(401);
  });
});
