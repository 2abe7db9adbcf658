import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { createTransfer, credit } from './money-records';

/** GetBankTransfersViewModel: every summary figure against a hand computation, and the first page. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const viewModel = (query = '') => t.injectAs('admin', { method: 'GET', url: `/api/bankTransfers/GetBankTransfersViewModel/${query}` });

describe('GetBankTransfersViewModel', () => {
  it('with no transfers every figure is 0 (no division by zero)', async () => {
    const res = await viewModel();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      summary: {
        percentageOfCompletedTransfers: 0, totalAmountOfCompletedTransfers: 0, numberOfCompletedTransfers: 0,
        percentageOfRejectedTransfers: 0, totalAmountOfRejectedTransfers: 0, numberOfRejectedTransfers: 0,
        numberOfTransfers: 0, numberOfPendingTransfers: 0, numberOfInProgressTransfers: 0, totalTransferAmount: 0, rejectedToCompletedRatio: 0,
      },
      transfers: [],
      pagination: { currentPage: 1, itemsPerPage: 10, totalItems: 0, totalPages: 0, totalIsExact: true },
    });
  });

  it('computes every figure as by hand, and page 1 of 10 newest first', async () => {
    const a = await createUser(t.db, 'Driver');
    const b = await createUser(t.db, 'Driver');
    await credit(t.db, a.id, 1_000_000);
    await credit(t.db, b.id, 1_000_000);
    // a: 3 completed (10 000 + 20 000 + 30 001), 1 rejected (5 000), 2 pending (1 000, 2 000)
    // b: 1 completed (7 000), 2 rejected (3 000, 4 000), 4 in progress (100 each)
    const seeds: [number, number, number][] = [
      [a.id, 10_000, 2], [a.id, 20_000, 2], [a.id, 30_001, 2], [a.id, 5_000, 3], [a.id, 1_000, 0], [a.id, 2_000, 0],
      [b.id, 7_000, 2], [b.id, 3_000, 3], [b.id, 4_000, 3], [b.id, 100, 1], [b.id, 100, 1], [b.id, 100, 1], [b.id, 100, 1],
    ];
    const ids: number[] = [];
    for (const [index, [userId, amount, status]] of seeds.entries()) {
      ids.push(await createTransfer(t.db, { user_id: userId, amount, status, date_created: new Date(Date.UTC(2026, 0, 1, 0, index)) }));
    }
    const res = await viewModel();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 13 transfers: 4 completed = 30.769…% → 30.77; 3 rejected = 23.076…% → 23.08; ratio 3/4 = 0.75
    expect(body.summary).toEqual({
      percentageOfCompletedTransfers: 30.77,
      totalAmountOfCompletedTransfers: 67_001,
      numberOfCompletedTransfers: 4,
      percentageOfRejectedTransfers: 23.08,
      totalAmountOfRejectedTransfers: 12_000,
      numberOfRejectedTransfers: 3,
      numberOfTransfers: 13,
      numberOfPendingTransfers: 2,
      numberOfInProgressTransfers: 4,
      totalTransferAmount: 82_401,
      rejectedToCompletedRatio: 0.75,
    });
    expect(body.transfers.map((row: { bankTransferId: number }) => row.bankTransferId)).toEqual(ids.toReversed().slice(0, 10));
    expect(body.pagination).toEqual({ currentPage: 1, itemsPerPage: 10, totalItems: 13, totalPages: 2, totalIsExact: true });

    // one user's overview: a has 6 transfers, 3 completed = 50 %, 1 rejected = 16.666…% → 16.67, ratio 1/3 → 0.3333
    const mine = (await viewModel(`?userId=${a.id}`)).json();
    expect(mine.summary).toEqual({
      percentageOfCompletedTransfers: 50,
      totalAmountOfCompletedTransfers: 60_001,
      numberOfCompletedTransfers: 3,
      percentageOfRejectedTransfers: 16.67,
      totalAmountOfRejectedTransfers: 5_000,
      numberOfRejectedTransfers: 1,
      numberOfTransfers: 6,
      numberOfPendingTransfers: 2,
      numberOfInProgressTransfers: 0,
      totalTransferAmount: 68_001,
      rejectedToCompletedRatio: 0.3333,
    });
    expect(mine.transfers).toHaveLength(6);
    expect(mine.pagination.totalItems).toBe(6);

    // b: 7 transfers, 1 completed (14.2857…% → 14.29), 2 rejected (28.571…% → 28.57), ratio 2
    const theirs = (await viewModel(`?userId=${b.id}`)).json().summary;
    expect([theirs.percentageOfCompletedTransfers, theirs.percentageOfRejectedTransfers, theirs.rejectedToCompletedRatio]).toEqual([14.29, 28.57, 2]);
  });

  it('rejected with none completed gives a ratio of 0; the path answers without the trailing slash too; a bad userId is 400', async () => {
    const c = await createUser(t.db, 'Driver');
    await createTransfer(t.db, { user_id: c.id, amount: 500, status: 3 });
    const res = await t.injectAs('admin', { method: 'GET', url: `/api/bankTransfers/GetBankTransfersViewModel?userId=${c.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toMatchObject({ numberOfRejectedTransfers: 1, percentageOfRejectedTransfers: 100, rejectedToCompletedRatio: 0 });
    expect((await viewModel('?userId=abc')).statusCode).toBe(400);
  });
});
