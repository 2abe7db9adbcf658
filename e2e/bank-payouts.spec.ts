import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { AppSettingsResponse, BankTransfer, CreateBankFileResponse, StatementImport } from '@taxi/contract';
import type { AdminApi } from './support/api';
import { expect as baseExpect, checkA11y, seedStorage, test } from './support/fixtures';
import { seedPayout, setTransferStatus, transferOf, userDetailsOf } from './support/payouts';

/**
 * Issue 25 items 3–5 in the browser: a payout through two approvals by two staff members, a bank
 * file made from selected In Progress payouts and downloaded (pain.001 checked with xmllint
 * against the XSD kept in the repo, and CSV), a statement imported with its report. Data is set
 * up through the API; the clicks are the ones these screens add. axe on each new screen.
 */
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const XSD = path.resolve('apps/server/src/modules/bank-files/schemas/pain.001.001.09.xsd');

/** A page of its own, signed in as the demo Finance member (a second pair of eyes beside the admin). */
async function financePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const response = await fetch(new URL('/api/auth/Login', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'finance@demo.taxi', password: 'Staff123!' }),
  });
  expect(response.ok, await response.clone().text()).toBeTruthy();
  const session = (await response.json()) as { token: string; user: { role: string } };
  const page = await (await browser.newContext({ baseURL })).newPage();
  await seedStorage(page, { authToken: session.token, user: JSON.stringify(session.user) });
  return page;
}

/** Runs `body` with the four-eyes threshold at `kurus`, then puts the setting back. */
async function withThreshold(api: AdminApi, kurus: number, body: () => Promise<void>) {
  const { operatorTimeZone: _zone, ...settings } = await api.get<AppSettingsResponse>('/api/AppSettings/GetAppSettings');
  await api.sendOk('PUT', '/api/AppSettings/UpdateAppSettings', { ...settings, payoutSecondApprovalThreshold: kurus });
  try {
    await body();
  } finally {
    await api.sendOk('PUT', '/api/AppSettings/UpdateAppSettings', settings);
  }
}

async function inProgressPayout(request: Parameters<typeof seedPayout>[0], api: AdminApi, amount: number, skip: number): Promise<BankTransfer> {
  const { transfer } = await seedPayout(request, api, amount, skip);
  return setTransferStatus(api, transfer.bankTransferId, 1);
}

test('[25.3] four-eyes: a payout above the threshold is approved by Finance, then completed by a different staff member (one debit)', async ({ adminPage: page, api, request, browser, baseURL }) => {
  await withThreshold(api, 5_000, async () => {
    const payout = await inProgressPayout(request, api, 6_100, 11);
    const balance = (await userDetailsOf(api, payout.user.id!)).balance;

    const finance = await financePage(browser, baseURL);
    await finance.goto(`/transfers/details/${payout.bankTransferId}`);
    const panel = finance.getByTestId('transfer-approval');
    await expect(panel.getByTestId('first-approval')).toHaveText('No approval yet.');
    await panel.getByRole('button', { name: 'Give the first approval' }).click();
    await expect(panel.getByTestId('first-approval')).toContainText('First approval: ');
    await expect(panel.getByTestId('approval-own')).toHaveText('You gave the first approval: a different staff member must give the second.');
    await expect(panel.getByRole('button', { name: /approval/ })).toHaveCount(0);
    // nor may they complete it from the actions: the button is disabled and says why
    await expect(finance.getByTestId('transfer-actions').getByRole('button', { name: 'Completed' })).toBeDisabled();
    await expect(finance.getByTestId('completed-disabled-reason')).toHaveText('You gave the first approval: a different staff member must give the second.');
    expect((await transferOf(api, payout.bankTransferId)).status).toBe(1);
    await checkA11y(finance, 'four-eyes panel after the first approval');
    await finance.screenshot({ path: '/tmp/shots-bank/four-eyes-first-en-1366.png', fullPage: true });
    await finance.context().close();

    await page.goto(`/transfers/details/${payout.bankTransferId}`);
    const adminPanel = page.getByTestId('transfer-approval');
    await expect(adminPanel.getByTestId('first-approval')).toContainText('First approval: ');
    await adminPanel.getByRole('button', { name: 'Give the second approval' }).click();
    await expect(adminPanel.getByTestId('second-approval')).toContainText('Second approval: ');
    const done = await transferOf(api, payout.bankTransferId);
    expect(done.status).toBe(2);
    expect(done.approval?.firstApproval?.id).not.toBe(done.approval?.secondApproval?.id);
    expect((await userDetailsOf(api, payout.user.id!)).balance).toBe(balance - 6_100);
  });
});

test('[25.4] bank file: selected In Progress payouts become a pain.001 file valid against the XSD (xmllint) and a CSV', async ({ adminPage: page, api, request }) => {
  const payouts = [await inProgressPayout(request, api, 1_234, 12), await inProgressPayout(request, api, 505, 13)];
  await page.goto('/transfers?tab=inProgress');
  await page.getByRole('button', { name: 'Bank files' }).click();
  for (const payout of payouts) await page.getByTestId(`select-transfer-${payout.bankTransferId}`).check();
  await page.getByRole('button', { name: 'Make a bank file of 2 selected payouts' }).click();
  const row = page.getByTestId(/^bank-file-row-/).first();
  await expect(row).toContainText('2');
  const messageId = (await row.locator('td').first().innerText()).trim();
  expect(messageId).toMatch(/^TAXI-\d{8}-\d{6}$/);
  await checkA11y(page, 'transfers with the bank files panel');
  await page.screenshot({ path: '/tmp/shots-bank/bank-files-en-1366.png', fullPage: true });

  const dir = mkdtempSync(path.join(tmpdir(), 'bank-file-'));
  const save = async (item: string) => {
    await row.getByRole('button', { name: `Download bank file ${messageId}` }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return file;
  };
  const xml = await save('pain.001 XML (ISO 20022)');
  expect(path.basename(xml)).toBe(`${messageId}.pain.001.xml`);
  const text = readFileSync(xml, 'utf8');
  for (const payout of payouts) expect(text).toContain(`<EndToEndId>PAYOUT-${payout.bankTransferId}</EndToEndId>`);
  expect(text).toContain('<InstdAmt Ccy="TRY">12.34</InstdAmt>');
  expect(text).toContain('<InstdAmt Ccy="TRY">5.05</InstdAmt>');
  const lint = spawnSync('xmllint', ['--noout', '--nonet', '--schema', XSD, xml], { encoding: 'utf8' });
  expect(lint.status, lint.stderr).toBe(0);
  const csv = readFileSync(await save('CSV'), 'utf8');
  expect(csv.split('\r\n')[0]).toContain('EndToEndId');
  expect(csv).toContain(',12.34,TRY,');
});

test('[25.5] statement: a camt.053 statement completes the paid payout, rejects the returned one, and shows its report', async ({ adminPage: page, api, request }) => {
  const [paid, returned] = [await inProgressPayout(request, api, 777, 14), await inProgressPayout(request, api, 888, 15)];
  const file = await api.sendOk<CreateBankFileResponse>('POST', '/api/bankFiles/CreateBankFile', { transferIds: [paid.bankTransferId, returned.bankTransferId] });
  const entry = (id: number, amount: string, back = '') => `<Ntry><Amt Ccy="TRY">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd>${back ? '<RvslInd>true</RvslInd>' : ''}<Sts><Cd>BOOK</Cd></Sts>
    <NtryDtls><TxDtls><Refs><EndToEndId>PAYOUT-${id}</EndToEndId></Refs>${back ? `<RtrInf><Rsn><Cd>${back}</Cd></Rsn></RtrInf>` : ''}</TxDtls></NtryDtls></Ntry>`;
  const statement = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt>
    ${entry(paid.bankTransferId, '7.77')}${entry(returned.bankTransferId, '8.88', 'AC04')}${entry(999_999, '1.00')}</Stmt></BkToCstmrStmt></Document>`;

  await page.goto('/transfers');
  await page.getByRole('button', { name: 'Bank files' }).click();
  await page.getByRole('button', { name: `Import the bank's statement for ${file.messageId}` }).click();
  const dialog = page.getByRole('dialog');
  await page.locator('input[type="file"]').setInputFiles({ name: 'statement.xml', mimeType: 'application/xml', buffer: Buffer.from(statement) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  const report = dialog.getByTestId('statement-report');
  await expect(report.getByTestId('statement-count-completed')).toContainText('1');
  await expect(report.getByTestId('statement-count-rejected')).toContainText('1');
  await expect(report.getByTestId('statement-count-unmatched')).toContainText('1');
  await expect(report.getByRole('row')).toHaveCount(4);
  await checkA11y(page, 'statement import report');
  await page.screenshot({ path: '/tmp/shots-bank/statement-report-en-1366.png' });

  expect((await transferOf(api, paid.bankTransferId)).status).toBe(2);
  expect(await transferOf(api, returned.bankTransferId)).toMatchObject({ status: 3, rejectedReason: 'Returned by the bank: AC04' });
  // the same statement again changes nothing
  const again = await api.sendOk<StatementImport>('POST', `/api/bankFiles/ImportStatement/${file.bankFileId}`, { format: 'camt053', content: statement });
  expect(again).toMatchObject({ repeated: true, completedCount: 1 });
});
