import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, balanceOf, createTransfer, credit, ledgerSum, payoutDebits, transferRow } from '../bank-transfers/money-records';

/**
 * Four-eyes under parallel requests on PostgreSQL (PGlite has one connection, so a missing lock
 * would go unnoticed there): the transfer's row lock makes every approval of one payout queue up.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const tally = (codes: number[]) => codes.reduce<Record<number, number>>((counts, code) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }), {});

describe.skipIf(!serverUrl)('[25.3] four-eyes approvals under parallel requests on PostgreSQL', () => {
  let t: TestApp;
  let staff: UserRow[];
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await Promise.all(Array.from({ length: 10 }, (_, index) => createUser(t.db, index % 2 ? 'Finance' : 'Admin')));
  });
  afterAll(() => t.close());

  const approve = (as: UserRow, id: number) => t.injectAs(as, { method: 'POST', url: `/api/bankTransfers/ApproveBankTransfer/${id}` });
  async function firstApproved(amount = 2_000_000) {
    const driver = await createUser(t.db, 'Driver');
    await credit(t.db, driver.id, 10_000_000);
    const id = await createTransfer(t.db, { user_id: driver.id, amount, status: 1 });
    expect((await approve(staff[0]!, id)).json().status).toBe(1);
    return { driver, id };
  }

  it('nine staff give the second approval at once: exactly one wins (200, Completed), eight get 409, one debit', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { driver, id } = await firstApproved();
      const answers = await Promise.all(staff.slice(1).map((member) => approve(member, id)));
      expect(tally(answers.map((res) => res.statusCode))).toEqual({ 200: 1, 409: 8 });
      for (const res of answers.filter((answer) => answer.statusCode === 409)) expect(res.json().message).toBe('This transfer is already Completed');
      expect(await payoutDebits(t.db, id)).toHaveLength(1);
      expect(await balanceOf(t.db, driver.id)).toBe(8_000_000);
      expect(await ledgerSum(t.db, driver.id)).toBe(8_000_000);
      expect((await auditOf(t.db, id)).map((entry) => entry.action)).toEqual(['approve', 'status']);
      const winner = answers.find((res) => res.statusCode === 200)!.json();
      expect((await transferRow(t.db, id)).second_approved_by).toBe(winner.approval.secondApproval.id);
    }
  });

  it('the same person approving twice at once: one first approval, one 409; never completed by one person', async () => {
    for (let round = 0; round < 5; round += 1) {
      const driver = await createUser(t.db, 'Driver');
      await credit(t.db, driver.id, 10_000_000);
      const id = await createTransfer(t.db, { user_id: driver.id, amount: 3_000_000, status: 1 });
      const answers = await Promise.all([approve(staff[3]!, id), approve(staff[3]!, id), approve(staff[3]!, id)]);
      expect(tally(answers.map((res) => res.statusCode))).toEqual({ 200: 1, 409: 2 });
      for (const res of answers.filter((answer) => answer.statusCode === 409)) expect(res.json().code).toBe('transfer.second_approval_same_person');
      const row = await transferRow(t.db, id);
      expect(row).toMatchObject({ status: 1, first_approved_by: staff[3]!.id, second_approved_by: null });
      expect(await payoutDebits(t.db, id)).toHaveLength(0);
    }
  });

  it('a second approval racing a rejection: exactly one wins; Completed with one debit, or Rejected with none', async () => {
    const outcomes = new Set<number>();
    for (let round = 0; round < 8; round += 1) {
      const { driver, id } = await firstApproved();
      const reject = () => t.injectAs(staff[2]!, { method: 'PATCH', url: `/api/bankTransfers/UpdateBankTransferStatus/${id}`, payload: { status: 3, rejectedReason: 'Account closed' } });
      // each round the other request is sent first
      const [approved, rejected] = round % 2 ? await Promise.all([approve(staff[1]!, id), reject()]) : (await Promise.all([reject(), approve(staff[1]!, id)])).reverse();
      expect([approved!.statusCode, rejected!.statusCode].sort()).toEqual([200, 409]);
      const row = await transferRow(t.db, id);
      outcomes.add(row.status);
      const debits = await payoutDebits(t.db, id);
      if (row.status === 2) {
        expect(approved!.statusCode).toBe(200);
        expect(debits).toHaveLength(1);
        expect(await balanceOf(t.db, driver.id)).toBe(8_000_000);
      } else {
        expect(row.status).toBe(3);
        expect(rejected!.statusCode).toBe(200);
        expect(debits).toHaveLength(0);
        expect(await balanceOf(t.db, driver.id)).toBe(10_000_000);
      }
    }
    expect([...outcomes].every((status) => status === 2 || status === 3)).toBe(true);
  });
});
