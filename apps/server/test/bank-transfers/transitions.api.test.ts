import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransferStatus, formatTry } from '@taxi/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, balanceOf, createTransfer, credit, ledgerSum, moneySnapshot, payoutDebits, transferRow } from './money-records';

/**
 * The payout state machine through the API (DESIGN.md §5): every pair of statuses, allowed or
 * refused, with its answer and its effect on the transfer, the ledger, the balance and the audit.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const update = (id: number, payload: unknown) => t.injectAs('admin', { method: 'PATCH', url: `/api/bankTransfers/UpdateBankTransferStatus/${id}`, payload: payload as object });
const NAMES = ['Pending', 'In Progress', 'Completed', 'Rejected'];
const ALLOWED = new Set(['0>1', '0>2', '1>2', '1>3']);
const bodyFor = (to: number) => (to === 3 ? { status: 3, rejectedReason: 'Wrong IBAN' } : { status: to });

/** A driver with ₺1,000 and a payout of ₺400 in `status`. */
async function payoutIn(status: number) {
  const driver = await createUser(t.db, 'Driver');
  await credit(t.db, driver.id, 100_000);
  const id = await createTransfer(t.db, { user_id: driver.id, amount: 40_000, status });
  return { driver, id };
}

describe(`payout transitions on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  for (const from of [0, 1, 2, 3]) {
    for (const to of [0, 1, 2, 3]) {
      const allowed = ALLOWED.has(`${from}>${to}`);
      it(`${NAMES[from]} → ${NAMES[to]}: ${allowed ? '200' : '409, nothing changed'}`, async () => {
        const { driver, id } = await payoutIn(from);
        const before = await moneySnapshot(t.db);
        const res = await update(id, bodyFor(to));
        if (!allowed) {
          expect(res.statusCode).toBe(409);
          const { message, code, params } = res.json<{ message: string; code: string; params: unknown }>();
          expect(params).toEqual({ status: from, requested: to });
          if (from === to) expect([message, code]).toEqual([`This transfer is already ${NAMES[from]}`, 'transfer.already_in_status']);
          else if (from >= 2) expect([message, code]).toEqual([`This transfer is already ${NAMES[from]}; its status can no longer change`, 'transfer.final']);
          else {
            expect(message).toMatch(new RegExp(`^A ${NAMES[from]} transfer cannot become ${NAMES[to]}; it can only become `));
            expect(code).toBe('transfer.transition_not_allowed');
          }
          expect(await moneySnapshot(t.db)).toEqual(before);
          return;
        }
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ bankTransferId: id, status: to, amount: 40_000, user: { id: driver.id, firstName: driver.first_name, lastName: driver.last_name, email: driver.email } });
        const row = await transferRow(t.db, id);
        expect(row.status).toBe(to);
        expect(row.rejected_reason).toBe(to === 3 ? 'Wrong IBAN' : null);
        expect(row.last_modified_date.getTime()).toBeGreaterThan(row.date_created.getTime() - 1);
        const debits = await payoutDebits(t.db, id);
        if (to === TransferStatus.Completed) {
          expect(debits.map((entry) => [entry.amount, entry.kind, entry.user_id])).toEqual([[-40_000, 'Payout', driver.id]]);
          expect(await balanceOf(t.db, driver.id)).toBe(60_000);
          expect(body.balance).toBe(60_000);
        } else {
          expect(debits).toEqual([]);
          expect(await balanceOf(t.db, driver.id)).toBe(100_000);
        }
        expect(await ledgerSum(t.db, driver.id)).toBe(await balanceOf(t.db, driver.id));
        const audit = await auditOf(t.db, id);
        expect(audit).toHaveLength(1);
        expect(audit[0]).toMatchObject({ actor_id: t.users.admin.id, actor_email: t.users.admin.email, action: 'status' });
        // the whole before and after (DESIGN.md §5), and the balance a completion left
        const snapshot = { bankTransferId: id, userId: driver.id, amount: 40_000 };
        expect(audit[0]!.before).toEqual({ ...snapshot, status: from, rejectedReason: null });
        expect(audit[0]!.after).toEqual({ ...snapshot, status: to, rejectedReason: to === 3 ? 'Wrong IBAN' : null, ...(to === 2 ? { balanceAfter: 60_000 } : {}) });
      });
    }
  }

  it('Pending → In Progress → Completed, and another In Progress → Rejected: the balance drops once by the amount', async () => {
    const { driver, id } = await payoutIn(0);
    const other = await createTransfer(t.db, { user_id: driver.id, amount: 10_000 });
    expect((await update(id, { status: 1 })).statusCode).toBe(200);
    expect((await update(id, { status: 2 })).statusCode).toBe(200);
    expect((await update(other, { status: 1 })).statusCode).toBe(200);
    const rejected = await update(other, { status: 3, rejectedReason: '  The IBAN does not match  ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 3, rejectedReason: 'The IBAN does not match' });
    expect(await balanceOf(t.db, driver.id)).toBe(60_000);
    expect((await auditOf(t.db, id)).map((entry) => entry.action)).toEqual(['status', 'status']);
  });

  it('a double-click on Completed pays once: the second answer is 409', async () => {
    const { driver, id } = await payoutIn(1);
    const first = await update(id, { status: 2 });
    const second = await update(id, { status: 2 });
    expect([first.statusCode, second.statusCode]).toEqual([200, 409]);
    expect(second.json().message).toBe('This transfer is already Completed');
    expect(await payoutDebits(t.db, id)).toHaveLength(1);
    expect(await balanceOf(t.db, driver.id)).toBe(60_000);
  });

  it('completing is refused (409) when the balance no longer covers the amount; nothing changes', async () => {
    const driver = await createUser(t.db, 'Driver');
    await credit(t.db, driver.id, 30_000);
    const id = await createTransfer(t.db, { user_id: driver.id, amount: 40_000, status: 1 });
    const before = await moneySnapshot(t.db);
    const res = await update(id, { status: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `The driver's balance (${formatTry(30_000)}) no longer covers this transfer (${formatTry(40_000)})`,
      code: 'transfer.balance_not_covering',
      params: { balance: 30_000, amount: 40_000 },
    });
    expect(await moneySnapshot(t.db)).toEqual(before);
    await credit(t.db, driver.id, 10_000);
    expect((await update(id, { status: 2 })).statusCode).toBe(200);
    expect(await balanceOf(t.db, driver.id)).toBe(0);
  });

  it('a transfer whose driver was deleted cannot complete (409), nothing changes', async () => {
    const { driver, id } = await payoutIn(1);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', driver.id).execute();
    const before = await moneySnapshot(t.db);
    const res = await update(id, { status: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The driver of this transfer no longer exists', code: 'transfer.driver_deleted' });
    expect(await moneySnapshot(t.db)).toEqual(before);
  });

  it('bad input is a 400 naming the field and changes nothing', async () => {
    const { id } = await payoutIn(1);
    const before = await moneySnapshot(t.db);
    const REASON = 'Please provide a reason for rejection';
    for (const [payload, field, message, fieldError] of [
      [{ status: 3 }, 'rejectedReason', REASON, { code: 'rejection_reason_required' }],
      [{ status: 3, rejectedReason: '' }, 'rejectedReason', REASON, { code: 'rejection_reason_required' }],
      [{ status: 3, rejectedReason: '   \n ' }, 'rejectedReason', REASON, { code: 'rejection_reason_required' }],
      [{ status: 3, rejectedReason: null }, 'rejectedReason', REASON, { code: 'rejection_reason_required' }],
      [{ status: 4 }, 'status', undefined, { code: 'invalid' }],
      [{ status: -1 }, 'status', undefined, { code: 'invalid' }],
      [{ status: '2' }, 'status', undefined, { code: 'invalid' }],
      [{ status: 1.5 }, 'status', undefined, { code: 'invalid' }],
      [{}, 'status', undefined, { code: 'invalid' }],
      [{ status: 3, rejectedReason: 'r'.repeat(501) }, 'rejectedReason', undefined, { code: 'too_long', params: { maximum: 500 } }],
    ] as const) {
      const res = await update(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<{ message: string; code: string; errors: Record<string, string[]>; fieldErrors: Record<string, unknown> }>();
      expect(Object.keys(body.errors), JSON.stringify(payload)).toContain(field);
      if (message) expect(body.errors[field]).toEqual([message]);
      // The stable code beside the English message: the web translates it (issue 22, item 10).
      expect(body.code, JSON.stringify(payload)).toBe('validation_failed');
      expect(body.fieldErrors[field], JSON.stringify(payload)).toEqual(fieldError);
    }
    expect(await moneySnapshot(t.db)).toEqual(before);
  });

  it('an unknown transfer is 404; a bad id is 400', async () => {
    expect((await update(2_000_000, { status: 1 })).statusCode).toBe(404);
    expect((await t.injectAs('admin', { method: 'PATCH', url: '/api/bankTransfers/UpdateBankTransferStatus/abc', payload: { status: 1 } })).statusCode).toBe(400);
  });
});
