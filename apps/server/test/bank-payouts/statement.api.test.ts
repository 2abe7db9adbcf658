import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateBankFileResponse, StatementImport } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, balanceOf, createTransfer, credit, ledgerSum, moneySnapshot, payoutDebits, transferRow } from '../bank-transfers/money-records';
import { camt053, setSender, testIban } from './bank-fixtures';

/** Statement reconciliation (issue 25 item 5, docs/money.md "Statement reconciliation"). */
let t: TestApp;
let finance: UserRow;
beforeAll(async () => {
  t = await buildTestApp();
  finance = await createUser(t.db, 'Finance');
  await setSender(t.db);
});
afterAll(() => t.close());

let serial = 100;
async function fileOf(amounts: number[]) {
  const payouts = [];
  for (const amount of amounts) {
    const driver = await createUser(t.db, 'Driver', { iban: testIban(++serial) });
    await credit(t.db, driver.id, 900_000);
    payouts.push({ driver, id: await createTransfer(t.db, { user_id: driver.id, amount, status: 1 }) });
  }
  const res = await t.injectAs(finance, { method: 'POST', url: '/api/bankFiles/CreateBankFile', payload: { transferIds: payouts.map((payout) => payout.id) } });
  expect(res.statusCode).toBe(201);
  return { file: res.json<CreateBankFileResponse>(), payouts };
}
const importStatement = (fileId: number, content: string, format = 'camt053') =>
  t.injectAs(finance, { method: 'POST', url: `/api/bankFiles/ImportStatement/${fileId}`, payload: { format, content } });

describe(`[25.5] statement reconciliation on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a camt.053 statement: paid payouts complete (one debit each), a returned one is rejected with the bank’s reason, unmatched and mismatched are reported; the report is kept', async () => {
    const { file, payouts } = await fileOf([100_000, 250_050, 70_000, 40_000, 30_000]);
    const [paid, paid2, returned, mismatched, silent] = payouts as [(typeof payouts)[0], (typeof payouts)[0], (typeof payouts)[0], (typeof payouts)[0], (typeof payouts)[0]];
    const statement = camt053([
      { endToEndId: `PAYOUT-${paid.id}`, amount: '1000.00' },
      { endToEndId: `PAYOUT-${paid2.id}`, amount: '2500.5', messageId: file.messageId },
      { endToEndId: `PAYOUT-${returned.id}`, amount: '700.00', returned: { code: 'AC04', text: 'Account closed' } },
      { endToEndId: `PAYOUT-${mismatched.id}`, amount: '399.99' },
      { endToEndId: 'PAYOUT-999999', amount: '10.00' },
    ]);
    const res = await importStatement(file.bankFileId, statement);
    expect(res.statusCode).toBe(200);
    const report = res.json<StatementImport>();
    expect(report).toMatchObject({ repeated: false, completedCount: 2, rejectedCount: 1, alreadySettledCount: 0, unmatchedCount: 1, mismatchedCount: 1 });
    expect(report.missing).toEqual([{ bankTransferId: silent.id, endToEndId: `PAYOUT-${silent.id}` }]);
    expect(report.entries.map((entry) => [entry.bankTransferId, entry.outcome])).toEqual([
      [paid.id, 'completed'],
      [paid2.id, 'completed'],
      [returned.id, 'rejected'],
      [mismatched.id, 'amount_mismatch'],
      [null, 'unmatched'],
    ]);
    expect(report.entries[3]).toMatchObject({ amount: 39_999, expectedAmount: 40_000 });

    expect(await transferRow(t.db, paid.id)).toMatchObject({ status: 2 });
    expect(await payoutDebits(t.db, paid.id)).toHaveLength(1);
    expect(await balanceOf(t.db, paid.driver.id)).toBe(800_000);
    expect(await balanceOf(t.db, paid2.driver.id)).toBe(900_000 - 250_050);
    expect(await ledgerSum(t.db, paid2.driver.id)).toBe(900_000 - 250_050);
    expect(await transferRow(t.db, returned.id)).toMatchObject({ status: 3, rejected_reason: 'Returned by the bank: AC04: Account closed' });
    expect(await balanceOf(t.db, returned.driver.id)).toBe(900_000);
    expect(await transferRow(t.db, mismatched.id)).toMatchObject({ status: 1 });
    expect(await payoutDebits(t.db, mismatched.id)).toHaveLength(0);
    expect((await auditOf(t.db, paid.id)).map((entry) => entry.action)).toEqual(['bankFile', 'status']);

    const kept = await t.injectAs(finance, { method: 'GET', url: `/api/bankFiles/GetStatementImports/${file.bankFileId}` });
    expect(kept.json()).toEqual([{ ...report, repeated: false }]);
    const after = (await t.injectAs(finance, { method: 'GET', url: `/api/bankFiles/GetBankFile/${file.bankFileId}` })).json();
    expect(after).toMatchObject({ openCount: 2, completedCount: 2, rejectedCount: 1, statementImports: 1 });
  });

  it('importing the same statement twice changes nothing the second time; an overlapping statement (CSV) finds its payouts already settled', async () => {
    const { file, payouts } = await fileOf([11_100, 22_200]);
    const statement = camt053([
      { endToEndId: `PAYOUT-${payouts[0]!.id}`, amount: '111.00' },
      { endToEndId: `PAYOUT-${payouts[1]!.id}`, amount: '222.00', returned: { code: 'AC01' } },
    ]);
    const first = (await importStatement(file.bankFileId, statement)).json<StatementImport>();
    expect(first).toMatchObject({ completedCount: 1, rejectedCount: 1 });
    const before = await moneySnapshot(t.db);
    const second = await importStatement(file.bankFileId, statement);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ...first, repeated: true });
    expect(await moneySnapshot(t.db)).toEqual(before);

    const csv = `EndToEndId,Amount,Currency,Status,Reason\r\nPAYOUT-${payouts[0]!.id},111.00,TRY,BOOKED,\r\n"PAYOUT-${payouts[1]!.id}",222,try,returned,"AC01, wrong account"\r\n`;
    const overlapping = (await importStatement(file.bankFileId, csv, 'csv')).json<StatementImport>();
    expect(overlapping).toMatchObject({ repeated: false, completedCount: 0, rejectedCount: 0, alreadySettledCount: 2, unmatchedCount: 0, mismatchedCount: 0 });
    const afterCsv = await moneySnapshot(t.db);
    expect(afterCsv.ledger).toEqual(before.ledger);
    expect(afterCsv.transfers).toEqual(before.transfers);
    expect(await payoutDebits(t.db, payouts[0]!.id)).toHaveLength(1);
  });

  it('an entry for a payout of another file is unmatched; a balance that no longer covers the payout is reported, not applied', async () => {
    const one = await fileOf([10_000]);
    const other = await fileOf([20_000]);
    const driver = other.payouts[0]!.driver;
    const res = (await importStatement(one.file.bankFileId, camt053([{ endToEndId: `PAYOUT-${other.payouts[0]!.id}`, amount: '200.00' }]))).json<StatementImport>();
    expect(res).toMatchObject({ unmatchedCount: 1, completedCount: 0 });
    await credit(t.db, driver.id, -890_000); // 10,000 left, less than the 20,000 paid
    const refused = (await importStatement(other.file.bankFileId, camt053([{ endToEndId: `PAYOUT-${other.payouts[0]!.id}`, amount: '200.00' }]))).json<StatementImport>();
    expect(refused).toMatchObject({ completedCount: 0, mismatchedCount: 1 });
    expect(refused.entries[0]!.message).toContain('no longer covers');
    expect(await payoutDebits(t.db, other.payouts[0]!.id)).toHaveLength(0);
  });

  describe('malformed and hostile statements: a clear 400, nothing changes', () => {
    const billionLaughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt><Ntry><Amt Ccy="TRY">&lol3;</Amt></Ntry></Stmt></BkToCstmrStmt></Document>`;
    const externalEntity = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt><Id>&xxe;</Id></Stmt></BkToCstmrStmt></Document>`;
    const cases: [string, string, string, string?][] = [
      ['a billion laughs (DTD with entities)', billionLaughs, 'DOCTYPE'],
      ['an external entity (XXE)', externalEntity, 'DOCTYPE'],
      ['an undeclared entity', camt053([{ endToEndId: 'PAYOUT-1&foo;', amount: '1.00' }]), 'not well-formed'],
      ['not XML at all', 'hello, bank', 'not well-formed'],
      ['unclosed XML', camt053([]).replace('</Document>', ''), 'not well-formed'],
      ['another schema (a pain.001 file)', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>', 'not an ISO 20022 camt.053'],
      ['a camt.053 Document without a statement', '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><Foo/></Document>', 'no statement'],
      ['an amount with three decimals', camt053([{ endToEndId: 'PAYOUT-1', amount: '1.005' }]), 'at most two decimals'],
      ['an amount that is not a number', camt053([{ endToEndId: 'PAYOUT-1', amount: '1e3' }]), 'at most two decimals'],
      ['elements nested 100 deep', camt053([]).replace('<Id>STMT-1-1</Id>', `${'<X>'.repeat(100)}${'</X>'.repeat(100)}`), 'nested too deeply'],
      ['a CSV without its header', 'PAYOUT-1,1.00,TRY,BOOKED\r\n', 'header', 'csv'],
      ['a CSV with an unknown status', 'EndToEndId,Amount,Currency,Status\r\nPAYOUT-1,1.00,TRY,MAYBE\r\n', 'BOOKED or RETURNED', 'csv'],
      ['a CSV with a ragged row', 'EndToEndId,Amount,Currency,Status\r\nPAYOUT-1,1.00,TRY\r\n', 'Row 2', 'csv'],
      ['a CSV with an open quote', 'EndToEndId,Amount,Currency,Status\r\n"PAYOUT-1,1.00,TRY,BOOKED\r\n', 'never closed', 'csv'],
    ];
    it.each(cases)('%s', async (_name, content, words, format = 'camt053') => {
      const { file, payouts } = await fileOf([10_000]);
      const paidFirst = content.replaceAll('PAYOUT-1', `PAYOUT-${payouts[0]!.id}`);
      const before = await moneySnapshot(t.db);
      const res = await importStatement(file.bankFileId, paidFirst, format);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('statement.invalid');
      expect(res.json().message).toContain(words);
      expect(await moneySnapshot(t.db)).toEqual(before);
      expect(await t.db.selectFrom('statement_imports').selectAll().where('bank_file_id', '=', file.bankFileId).execute()).toHaveLength(0);
    });

    it('a statement over 3,000,000 characters is 400; a body over 4 MB is 413; a missing format or empty content is 400', async () => {
      const { file } = await fileOf([10_000]);
      const before = await moneySnapshot(t.db);
      const big = await importStatement(file.bankFileId, `<a>${'x'.repeat(3_000_001)}</a>`);
      expect(big.statusCode).toBe(400);
      expect(big.json().errors.content).toEqual(['The statement is too large']);
      expect((await importStatement(file.bankFileId, 'x'.repeat(4_300_000))).statusCode).toBe(413);
      expect((await importStatement(file.bankFileId, '')).statusCode).toBe(400);
      expect((await t.injectAs(finance, { method: 'POST', url: `/api/bankFiles/ImportStatement/${file.bankFileId}`, payload: { content: camt053([]) } })).statusCode).toBe(400);
      expect((await importStatement(999_999, camt053([]))).statusCode).toBe(404);
      expect(await moneySnapshot(t.db)).toEqual(before);
    });
  });
});
