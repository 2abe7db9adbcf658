import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateBankFileResponse } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { auditOf, createTransfer, credit, moneySnapshot, payoutDebits, transferRow } from '../bank-transfers/money-records';
import { SENDER_IBAN, setSender, testIban, xmllint } from './bank-fixtures';

/** The bank payout file (issue 25 item 4, docs/money.md "Bank payout file"). */
let t: TestApp;
let finance: UserRow;
let admin: UserRow;
beforeAll(async () => {
  t = await buildTestApp();
  finance = await createUser(t.db, 'Finance');
  admin = await createUser(t.db, 'Admin');
  await setSender(t.db);
});
afterAll(() => t.close());

let serial = 0;
async function payout(amount: number, { status = 1, iban = testIban(++serial, serial % 2 ? 'TR' : 'CY') as string | null } = {}) {
  const driver = await createUser(t.db, 'Driver', { iban, first_name: 'Ayşe & <Co>', last_name: `Yılmaz ${serial}` });
  await credit(t.db, driver.id, 50_000_000);
  return { driver, id: await createTransfer(t.db, { user_id: driver.id, amount, status, description: `Week ${serial}` }) };
}
const create = (as: UserRow, payload: object = {}) => t.injectAs(as, { method: 'POST', url: '/api/bankFiles/CreateBankFile', payload });
const download = (id: number, format: string) => t.injectAs(finance, { method: 'GET', url: `/api/bankFiles/DownloadBankFile/${id}?format=${format}` });

describe(`[25.4] bank payout file on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('selected In Progress payouts become a pain.001.001.09 file valid against the XSD (xmllint), amounts with two decimals, and a CSV', async () => {
    const a = await payout(123_456);
    const b = await payout(5);
    const c = await payout(100_000_000);
    const res = await create(finance, { transferIds: [a.id, b.id] });
    expect(res.statusCode).toBe(201);
    const file = res.json<CreateBankFileResponse>();
    expect(file).toMatchObject({ numberOfTransactions: 2, controlSum: 123_461, openCount: 2, completedCount: 0, skipped: [] });
    expect(file.messageId).toMatch(/^TAXI-\d{8}-\d{6}$/);

    const xml = await download(file.bankFileId, 'pain001');
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="${file.messageId}.pain.001.xml"`);
    const lint = xmllint(xml.body);
    expect(lint.output).toContain('validates');
    expect(lint.status).toBe(0);
    expect(xml.body).toContain(`<MsgId>${file.messageId}</MsgId>`);
    expect(xml.body).toContain('<NbOfTxs>2</NbOfTxs>');
    expect(xml.body).toContain('<CtrlSum>1234.61</CtrlSum>');
    expect(xml.body).toContain('<InstdAmt Ccy="TRY">1234.56</InstdAmt>');
    expect(xml.body).toContain('<InstdAmt Ccy="TRY">0.05</InstdAmt>');
    expect(xml.body).toContain(`<EndToEndId>PAYOUT-${a.id}</EndToEndId>`);
    expect(xml.body).toContain(`<IBAN>${a.driver.iban}</IBAN>`);
    expect(xml.body).toContain(`<IBAN>${SENDER_IBAN}</IBAN>`);
    expect(xml.body).toContain('<BICFI>TCZBTR2A</BICFI>');
    expect(xml.body).toContain('Ayşe &amp; &lt;Co&gt;');
    expect(xml.body).not.toContain(`PAYOUT-${c.id}`);
    expect((await download(file.bankFileId, 'pain001')).body).toBe(xml.body); // the same bytes every time
    // the check is not vacuous: what the schema does not allow fails it
    expect(xmllint(xml.body.replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>CASH</PmtMtd>')).status).not.toBe(0);
    expect(xmllint(xml.body.replace('<ChrgBr>SLEV</ChrgBr>', '')).status).toBe(0);
    expect(xmllint(xml.body.replace(/<Dbtr>.*<\/Dbtr>/, '')).status).not.toBe(0);

    const csv = await download(file.bankFileId, 'csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('MessageId,EndToEndId,ExecutionDate,DebtorName,DebtorIban,DebtorBic,CreditorName,CreditorIban,Amount,Currency,Remittance');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,PAYOUT-${a.id},`);
    expect(lines[1]).toContain(',1234.56,TRY,');
    expect(lines[2]).toContain(',0.05,TRY,');

    // the payouts stay In Progress, nothing is debited; each is audited with the file
    expect((await transferRow(t.db, a.id)).status).toBe(1);
    expect(await payoutDebits(t.db, a.id)).toHaveLength(0);
    expect((await auditOf(t.db, a.id)).map((entry) => entry.action)).toEqual(['bankFile']);
    const transfer = (await t.injectAs(finance, { method: 'GET', url: `/api/bankTransfers/GetBankTransfer/${a.id}` })).json();
    expect(transfer.bankFile).toEqual({ bankFileId: file.bankFileId, messageId: file.messageId });
  });

  it('a selection with a payout that cannot go in is 409 naming it, and nothing changes; a payout goes into one file only', async () => {
    const good = await payout(10_000);
    const pending = await payout(10_000, { status: 0 });
    const noIban = await payout(10_000, { iban: null });
    const before = await moneySnapshot(t.db);
    for (const [bad, words] of [
      [pending.id, 'only an In Progress payout'],
      [noIban.id, 'no valid IBAN'],
    ] as const) {
      const res = await create(finance, { transferIds: [good.id, bad] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'bank_file.not_eligible' });
      expect(res.json().message).toContain(`Payout #${bad}: `);
      expect(res.json().message).toContain(words);
    }
    expect(await moneySnapshot(t.db)).toEqual(before);
    expect((await create(finance, { transferIds: [good.id] })).statusCode).toBe(201);
    const again = await create(admin, { transferIds: [good.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already in another bank file');
    const reject = await t.injectAs(admin, { method: 'PATCH', url: `/api/bankTransfers/UpdateBankTransferStatus/${good.id}`, payload: { status: 3, rejectedReason: 'No' } });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toContain('the bank’s statement decides');
    for (const body of [{ transferIds: [] }, { transferIds: [good.id, good.id] }, { transferIds: [1.5] }]) expect((await create(finance, body)).statusCode).toBe(400);
  });

  it('without a selection: every In Progress payout that can go in; the others are listed as skipped (no IBAN, four-eyes)', async () => {
    const plain = await payout(20_000);
    const noIban = await payout(20_000, { iban: null });
    const big = await payout(2_000_000); // above the ₺10,000 threshold, no first approval
    const bigApproved = await payout(3_000_000);
    await t.injectAs(finance, { method: 'POST', url: `/api/bankTransfers/ApproveBankTransfer/${bigApproved.id}` });
    const bigOwn = await payout(4_000_000);
    await t.injectAs(admin, { method: 'POST', url: `/api/bankTransfers/ApproveBankTransfer/${bigOwn.id}` });

    const res = await create(admin);
    expect(res.statusCode).toBe(201);
    const file = res.json<CreateBankFileResponse>();
    const skipped = Object.fromEntries(file.skipped.map((skip) => [skip.bankTransferId, skip.reason]));
    expect(skipped).toMatchObject({ [noIban.id]: 'no_iban', [big.id]: 'awaiting_first_approval', [bigOwn.id]: 'same_approver' });
    const items = await t.db.selectFrom('bank_file_items').select('bank_transfer_id').where('bank_file_id', '=', file.bankFileId).execute();
    expect(items.map((item) => item.bank_transfer_id).sort()).toEqual(expect.arrayContaining([plain.id, bigApproved.id]));
    expect(items.map((item) => item.bank_transfer_id)).not.toContain(big.id);
    // making the file is the second approval of the four-eyes payout: recorded and audited
    expect(await transferRow(t.db, bigApproved.id)).toMatchObject({ first_approved_by: finance.id, second_approved_by: admin.id, status: 1 });
    expect((await auditOf(t.db, bigApproved.id)).map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['approve', finance.id],
      ['approve', admin.id],
    ]);
    const none = await create(admin);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('bank_file.nothing_to_pay');
  });

  it('409 without the sender’s IBAN and BIC in App Settings; only Finance and Admin make or download files', async () => {
    const { id } = await payout(10_000);
    await setSender(t.db, null, null);
    try {
      const res = await create(finance, { transferIds: [id] });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'bank_file.sender_missing', message: 'Set the sender’s IBAN and BIC in App Settings before making a bank file' });
    } finally {
      await setSender(t.db);
    }
    for (const role of ['Support', 'Viewer', 'Dispatcher'] as const) {
      const other = await createUser(t.db, role);
      expect((await create(other, { transferIds: [id] })).statusCode).toBe(403);
    }
    const file = (await create(finance, { transferIds: [id] })).json<CreateBankFileResponse>();
    expect((await t.injectAs(await createUser(t.db, 'Viewer'), { method: 'GET', url: `/api/bankFiles/DownloadBankFile/${file.bankFileId}?format=csv` })).statusCode).toBe(403);
    expect((await t.injectAs(await createUser(t.db, 'Viewer'), { method: 'GET', url: '/api/bankFiles/GetBankFiles' })).statusCode).toBe(200);
    expect((await download(file.bankFileId, 'xls')).statusCode).toBe(400);
    expect((await download(999_999, 'csv')).statusCode).toBe(404);
  });

  it('the files list, newest first with the Pagination header', async () => {
    const res = await t.injectAs(finance, { method: 'GET', url: '/api/bankFiles/GetBankFiles?pageNumber=1&pageSize=2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(JSON.parse(res.headers.pagination as string)).toMatchObject({ currentPage: 1, itemsPerPage: 2 });
    const [newer, older] = res.json();
    expect(newer.bankFileId).toBeGreaterThan(older.bankFileId);
  });
});
