import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateBankFileResponse, StatementImport } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { balanceOf, createTransfer, credit, ledgerSum, payoutDebits } from '../bank-transfers/money-records';
import { camt053, setSender, testIban } from './bank-fixtures';

/** Statement imports at the same moment on PostgreSQL: one debit per payout, whatever arrives together. */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('[25.5] statement imports under parallel requests on PostgreSQL', () => {
  let t: TestApp;
  let staff: UserRow[];
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await Promise.all([createUser(t.db, 'Finance'), createUser(t.db, 'Admin'), createUser(t.db, 'Finance')]);
    await setSender(t.db);
  });
  afterAll(() => t.close());

  async function fileOf(count: number) {
    const payouts = [];
    for (let index = 0; index < count; index += 1) {
      const driver = await createUser(t.db, 'Driver', { iban: testIban(5_000 + driver_serial++) });
      await credit(t.db, driver.id, 100_000);
      payouts.push({ driver, id: await createTransfer(t.db, { user_id: driver.id, amount: 40_000, status: 1 }) });
    }
    const res = await t.injectAs(staff[0]!, { method: 'POST', url: '/api/bankFiles/CreateBankFile', payload: { transferIds: payouts.map((payout) => payout.id) } });
    return { file: res.json<CreateBankFileResponse>(), payouts };
  }
  let driver_serial = 0;
  const importAs = (as: UserRow, fileId: number, content: string, format = 'camt053') => t.injectAs(as, { method: 'POST', url: `/api/bankFiles/ImportStatement/${fileId}`, payload: { format, content } });

  it('the same statement imported three times at once: one import, one debit per payout, the others answer it as repeated', async () => {
    const { file, payouts } = await fileOf(4);
    const statement = camt053(payouts.map((payout) => ({ endToEndId: `PAYOUT-${payout.id}`, amount: '400.00' })));
    const answers = await Promise.all(staff.map((member) => importAs(member, file.bankFileId, statement)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const reports = answers.map((res) => res.json<StatementImport>());
    expect(new Set(reports.map((report) => report.statementImportId)).size).toBe(1);
    expect(reports.filter((report) => !report.repeated)).toHaveLength(1);
    for (const payout of payouts) {
      expect(await payoutDebits(t.db, payout.id)).toHaveLength(1);
      expect(await balanceOf(t.db, payout.driver.id)).toBe(60_000);
      expect(await ledgerSum(t.db, payout.driver.id)).toBe(60_000);
    }
  });

  it('two different statements naming the same payouts (camt.053 and CSV) at once: one debit each, the later one finds them settled', async () => {
    const { file, payouts } = await fileOf(5);
    const xml = camt053(payouts.map((payout) => ({ endToEndId: `PAYOUT-${payout.id}`, amount: '400.00' })));
    const csv = ['EndToEndId,Amount,Currency,Status', ...[...payouts].reverse().map((payout) => `PAYOUT-${payout.id},400.00,TRY,BOOKED`)].join('\n');
    const [a, b] = await Promise.all([importAs(staff[0]!, file.bankFileId, xml), importAs(staff[1]!, file.bankFileId, csv, 'csv')]);
    const reports = [a.json<StatementImport>(), b.json<StatementImport>()];
    expect(reports.map((report) => report.completedCount).sort()).toEqual([0, 5]);
    expect(reports.map((report) => report.alreadySettledCount).sort()).toEqual([0, 5]);
    for (const payout of payouts) expect(await payoutDebits(t.db, payout.id)).toHaveLength(1);
  });

  it('a statement racing a manual completion of one of its payouts: one debit', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { file, payouts } = await fileOf(1);
      const statement = camt053([{ endToEndId: `PAYOUT-${payouts[0]!.id}`, amount: '400.00' }]);
      const manual = () => t.injectAs(staff[2]!, { method: 'PATCH', url: `/api/bankTransfers/UpdateBankTransferStatus/${payouts[0]!.id}`, payload: { status: 2 } });
      const answers = round % 2 ? await Promise.all([manual(), importAs(staff[1]!, file.bankFileId, statement)]) : await Promise.all([importAs(staff[1]!, file.bankFileId, statement), manual()]);
      expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
      expect(await payoutDebits(t.db, payouts[0]!.id)).toHaveLength(1);
      expect(await balanceOf(t.db, payouts[0]!.driver.id)).toBe(60_000);
    }
  });
});
