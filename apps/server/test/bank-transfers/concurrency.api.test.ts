import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, balanceOf, createTransfer, credit, ledgerSum, payoutDebits } from './money-records';

/**
 * Money under parallel requests on PostgreSQL, where they really run at once on several
 * connections (PGlite has one connection, so a missing lock would go unnoticed there).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

describe.skipIf(!serverUrl)('payouts under parallel requests on PostgreSQL', () => {
  let t: TestApp;
  let admins: Awaited<ReturnType<typeof createUser>>[];
  beforeAll(async () => {
    t = await buildTestApp();
    admins = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db, 'Admin')));
  });
  afterAll(() => t.close());

  it('12 admins complete one payout at once: one 200, eleven 409, the balance debited exactly once', async () => {
    for (const from of [0, 1]) {
      const driver = await createUser(t.db, 'Driver');
      await credit(t.db, driver.id, 100_000);
      const id = await createTransfer(t.db, { user_id: driver.id, amount: 40_000, status: from });
      const answers = await Promise.all(
        admins.map((admin) => t.injectAs(admin, { method: 'PATCH', url: `/api/bankTransfers/UpdateBankTransferStatus/${id}`, payload: { status: 2 } })),
      );
      expect(tally(answers.map((res) => res.statusCode))).toEqual({ 200: 1, 409: 11 });
      for (const res of answers.filter((answer) => answer.statusCode === 409)) expect(res.json().message).toBe('This transfer is already Completed');
      expect(await payoutDebits(t.db, id)).toHaveLength(1);
      expect(await balanceOf(t.db, driver.id)).toBe(60_000);
      expect(await ledgerSum(t.db, driver.id)).toBe(60_000);
      expect(await auditOf(t.db, id)).toHaveLength(1);
    }
  });

  it('completing two payouts of one driver at once never overdraws: the one the balance cannot cover is 409', async () => {
    const driver = await createUser(t.db, 'Driver');
    await credit(t.db, driver.id, 50_000);
    const ids = await Promise.all(Array.from({ length: 8 }, () => createTransfer(t.db, { user_id: driver.id, amount: 20_000, status: 1 })));
    const answers = await Promise.all(
      ids.map((id, index) => t.injectAs(admins[index]!, { method: 'PATCH', url: `/api/bankTransfers/UpdateBankTransferStatus/${id}`, payload: { status: 2 } })),
    );
    expect(tally(answers.map((res) => res.statusCode))).toEqual({ 200: 2, 409: 6 });
    expect(await balanceOf(t.db, driver.id)).toBe(10_000);
    expect(await ledgerSum(t.db, driver.id)).toBe(10_000);
  });

  it('10 payout requests at once cannot together exceed the balance', async () => {
    const driver = await createUser(t.db, 'Driver');
    await credit(t.db, driver.id, 100_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.injectAs(driver, { method: 'POST', url: '/api/driver/payouts', payload: { amount: 30_000 } })));
    expect(tally(answers.map((res) => res.statusCode))).toEqual({ 201: 3, 400: 7 });
    const open = await t.db.selectFrom('bank_transfers').select('amount').where('user_id', '=', driver.id).execute();
    expect(open.reduce((sum, row) => sum + row.amount, 0)).toBe(90_000);
  });

  it('two payout requests at once, each within the balance but not together: one 201, one 400', async () => {
    for (let round = 0; round < 5; round += 1) {
      const driver = await createUser(t.db, 'Driver');
      await credit(t.db, driver.id, 10_000);
      const answers = await Promise.all([6_000, 5_000].map((amount) => t.injectAs(driver, { method: 'POST', url: '/api/driver/payouts', payload: { amount } })));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    }
  });
});
