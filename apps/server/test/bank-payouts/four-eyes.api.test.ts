import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, balanceOf, createTransfer, credit, ledgerSum, moneySnapshot, payoutDebits, transferRow } from '../bank-transfers/money-records';

/** Four-eyes payouts (issue 25 item 3, docs/money.md "Four-eyes"): the default threshold is ₺10,000 = 1,000,000 kuruş. */
const SAME_PERSON = 'You gave this payout’s first approval: a different staff member must give the second';
let t: TestApp;
let first: UserRow;
let second: UserRow;
beforeAll(async () => {
  t = await buildTestApp();
  first = await createUser(t.db, 'Finance');
  second = await createUser(t.db, 'Admin');
});
afterAll(() => t.close());

const approve = (as: UserRow | 'admin', id: number) => t.injectAs(as, { method: 'POST', url: `/api/bankTransfers/ApproveBankTransfer/${id}` });
const complete = (as: UserRow | 'admin', id: number) => t.injectAs(as, { method: 'PATCH', url: `/api/bankTransfers/UpdateBankTransferStatus/${id}`, payload: { status: 2 } });
async function payout(amount: number, status = 1) {
  const driver = await createUser(t.db, 'Driver');
  await credit(t.db, driver.id, 5_000_000);
  return { driver, id: await createTransfer(t.db, { user_id: driver.id, amount, status }) };
}
const setThreshold = async (threshold: number) => {
  await t.db.updateTable('app_settings').set({ payout_second_approval_threshold: threshold }).where('id', '=', 1).execute();
};

describe(`[25.3] four-eyes payouts on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('above the threshold: the first approval is recorded and audited, the status and balance stay; a different staff member completes it with one debit', async () => {
    const { driver, id } = await payout(1_000_001);
    const res = await complete(first, id); // SPEC's call is the first approval
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, approval: { secondApprovalRequired: true, firstApproval: { id: first.id, email: first.email }, secondApproval: null } });
    expect(await payoutDebits(t.db, id)).toHaveLength(0);
    expect(await balanceOf(t.db, driver.id)).toBe(5_000_000);
    const [firstAudit] = await auditOf(t.db, id);
    expect(firstAudit).toMatchObject({ action: 'approve', actor_id: first.id });

    const done = await approve(second, id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 2, approval: { firstApproval: { id: first.id }, secondApproval: { id: second.id } } });
    expect(await payoutDebits(t.db, id)).toHaveLength(1);
    expect(await balanceOf(t.db, driver.id)).toBe(5_000_000 - 1_000_001);
    expect(await ledgerSum(t.db, driver.id)).toBe(5_000_000 - 1_000_001);
    const audits = await auditOf(t.db, id);
    expect(audits.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['approve', first.id],
      ['status', second.id],
    ]);
    expect(audits[1]!.after).toMatchObject({ status: 2, firstApprovedBy: first.id, secondApprovedBy: second.id, balanceAfter: 5_000_000 - 1_000_001 });
    expect((await approve(first, id)).json().message).toBe('This transfer is already Completed');
  });

  it('the one who gave the first approval cannot give the second: 409 with a clear message, nothing changes', async () => {
    const { id } = await payout(2_000_000);
    expect((await approve(first, id)).statusCode).toBe(200);
    const before = await moneySnapshot(t.db);
    for (const again of [() => approve(first, id), () => complete(first, id)]) {
      const res = await again();
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: SAME_PERSON, code: 'transfer.second_approval_same_person' });
    }
    expect(await moneySnapshot(t.db)).toEqual(before);
  });

  it('at or below the threshold one approval completes, as before (SPEC’s call unchanged)', async () => {
    for (const amount of [1_000_000, 999_999]) {
      const { id } = await payout(amount);
      const res = await approve(first, id);
      expect(res.json()).toMatchObject({ status: 2, approval: { secondApprovalRequired: false, firstApproval: null, secondApproval: null } });
      expect(await payoutDebits(t.db, id)).toHaveLength(1);
    }
    const { id } = await payout(500_000);
    expect((await complete('admin', id)).json().status).toBe(2);
  });

  it('a threshold of 0 turns the rule off; a Pending payout can be approved too and stays Pending', async () => {
    await setThreshold(0);
    try {
      const { id } = await payout(3_000_000);
      expect((await approve(first, id)).json().status).toBe(2);
    } finally {
      await setThreshold(1_000_000);
    }
    const { id } = await payout(3_000_000, 0);
    expect((await approve(first, id)).json()).toMatchObject({ status: 0, approval: { firstApproval: { id: first.id } } });
    expect((await approve(second, id)).json().status).toBe(2);
  });

  it('a payout with a first approval can still be rejected; then neither approval nor completion moves it, and nothing is debited', async () => {
    const { id } = await payout(4_000_000);
    await approve(first, id);
    const rejected = await t.injectAs(second, { method: 'PATCH', url: `/api/bankTransfers/UpdateBankTransferStatus/${id}`, payload: { status: 3, rejectedReason: 'Wrong account' } });
    expect(rejected.json()).toMatchObject({ status: 3, rejectedReason: 'Wrong account' });
    const res = await approve(second, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This transfer is already Rejected; its status can no longer change');
    expect(await payoutDebits(t.db, id)).toHaveLength(0);
    expect((await transferRow(t.db, id)).second_approved_by).toBeNull();
  });

  it('a first approval of a payout the balance no longer covers is refused like a completion (409), nothing changes', async () => {
    const driver = await createUser(t.db, 'Driver');
    await credit(t.db, driver.id, 1_500_000);
    const id = await createTransfer(t.db, { user_id: driver.id, amount: 2_000_000, status: 1 });
    const before = await moneySnapshot(t.db);
    const res = await approve(first, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'transfer.balance_not_covering', params: { amount: 2_000_000 } });
    expect(await moneySnapshot(t.db)).toEqual(before);
  });

  it('only Finance and Admin approve (403 for Support and Viewer, nothing changes); 404 unknown, 400 a bad id', async () => {
    const { id } = await payout(2_000_000);
    const others = await Promise.all((['Support', 'Viewer', 'Dispatcher'] as const).map((role) => createUser(t.db, role)));
    const before = await moneySnapshot(t.db);
    for (const other of others) expect((await approve(other, id)).statusCode).toBe(403);
    expect((await t.injectAs('driver', { method: 'POST', url: `/api/bankTransfers/ApproveBankTransfer/${id}` })).statusCode).toBe(403);
    expect(await moneySnapshot(t.db)).toEqual(before);
    expect((await approve(first, 999_999)).statusCode).toBe(404);
    expect((await approve(first, 0)).statusCode).toBe(400);
  });

  it('the list shows who gave the first approval, for the screen’s second-approval button', async () => {
    const { driver, id } = await payout(4_500_000);
    await approve(first, id);
    const res = await t.injectAs('admin', { method: 'GET', url: `/api/bankTransfers/GetBankTransfers?userId=${driver.id}` });
    expect(res.json()[0]).toMatchObject({ bankTransferId: id, approval: { secondApprovalRequired: true, firstApproval: { id: first.id, name: `${first.first_name} ${first.last_name}` } } });
  });
});
