import { readFile } from 'node:fs/promises';
import type { AppSettingsResponse, BankTransfer, BankTransfersViewModel } from '@taxi/contract';
import { expect as baseExpect, checkA11y, horizontalOverflow, test, toast } from './support/fixtures';
import { seedPayout, setTransferStatus, transferOf, uncoveredPayout, userDetailsOf } from './support/payouts';

/**
 * SPEC.md §2.7 bank transfers (overview and details), §4 the buttons' visibility, §5 the reason
 * to reject, §8 the messages. Tests that change a transfer seed their own payout through the
 * driver API, click as an admin would, and read the state back through the API.
 */
const lira = (kurus: number, language: 'en' | 'tr' = 'en') =>
  new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(kurus / 100);
const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const percent = (value: number) => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);

// Big tables, a shared CPU, and axe on every final page: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('[2.7] transfers overview', () => {
  test('[2.7] transfers: the summary cards, the ratio bar and the tabs show the figures of the view model', async ({ adminPage: page, api }) => {
    await page.goto('/transfers');
    const { summary, pagination } = await api.get<BankTransfersViewModel>('/api/bankTransfers/GetBankTransfersViewModel/');
    await expect(page.getByTestId('summary-completed-value')).toHaveText(percent(summary.percentageOfCompletedTransfers));
    await expect(page.getByTestId('summary-completed-hint')).toHaveText(`${lira(summary.totalAmountOfCompletedTransfers)} in ${summary.numberOfCompletedTransfers} transfers`);
    await expect(page.getByTestId('summary-rejected-value')).toHaveText(percent(summary.percentageOfRejectedTransfers));
    await expect(page.getByTestId('summary-rejected-hint')).toHaveText(`${lira(summary.totalAmountOfRejectedTransfers)} in ${summary.numberOfRejectedTransfers} transfers`);
    await expect(page.getByTestId('summary-total-value')).toHaveText(String(summary.numberOfTransfers));
    await expect(page.getByTestId('summary-total-hint')).toHaveText(`${summary.numberOfRejectedTransfers} rejected · ${lira(summary.totalTransferAmount)} in total`);
    // one precision for the ratio and the percentages: at most two decimals
    await expect(page.getByTestId('summary-ratio-value')).toHaveText(String(Math.round(summary.rejectedToCompletedRatio * 100) / 100));
    expect(summary.numberOfTransfers).toBe(pagination.totalItems);

    const counts = { all: summary.numberOfTransfers, pending: summary.numberOfPendingTransfers, inProgress: summary.numberOfInProgressTransfers, completed: summary.numberOfCompletedTransfers, rejected: summary.numberOfRejectedTransfers };
    for (const [tab, count] of Object.entries(counts)) await expect(page.getByTestId(`tab-${tab}-count`)).toHaveText(String(count));
    await expect(page.getByRole('tab')).toHaveText([`All${counts.all}`, `Pending${counts.pending}`, `In Progress${counts.inProgress}`, `Completed${counts.completed}`, `Rejected${counts.rejected}`]);
    await expect(page.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('transfers-table').locator('thead th')).toHaveText(['Id', 'User', 'Amount', 'Balance', 'Date Created', 'Status', 'Actions']);
    await expect(page.getByTestId('list-range')).toHaveText(`1–10 of ${count(summary.numberOfTransfers)}`);
  });

  test('[2.7] transfers: each tab lists the transfers of its status, in the URL, and back returns to the previous tab', async ({ adminPage: page, api }) => {
    await page.goto('/transfers');
    const tabs = [['Pending', 'pending', 0], ['In Progress', 'inProgress', 1], ['Completed', 'completed', 2], ['Rejected', 'rejected', 3]] as const;
    for (const [word, tab, status] of tabs) {
      const { rows, pagination } = await api.getPage<BankTransfer>(`/api/bankTransfers/GetBankTransfers?status=${status}&pageSize=10`);
      await page.getByRole('tab', { name: new RegExp(`^${word}`) }).click();
      await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
      await expect(page.getByTestId('list-range')).toHaveText(`${pagination.totalItems ? 1 : 0}–${rows.length} of ${count(pagination.totalItems)}`);
      await expect(page.getByTestId('transfers-table').getByTestId('transfer-status')).toHaveText(rows.map(() => word));
      await expect(page.getByTestId(/^transfer-row-/)).toHaveCount(rows.length);
      for (const row of rows.slice(0, 3)) await expect(page.getByTestId(`transfer-row-${row.bankTransferId}`)).toContainText(lira(row.amount));
    }
    await page.goBack();
    await expect(page.getByRole('tab', { name: /^Completed/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('[2.7] transfers: page sizes 5, 10 and 15 (default 10), the page in the URL, and the cells of a row', async ({ adminPage: page, api }) => {
    await page.goto('/transfers');
    const sizes = page.getByLabel('Rows per page');
    await expect(sizes).toHaveValue('10');
    await expect(sizes.locator('option')).toHaveText(['5', '10', '15']);
    const { rows, pagination } = await api.getPage<BankTransfer>('/api/bankTransfers/GetBankTransfers?pageNumber=2&pageSize=5');
    await sizes.selectOption('5');
    await expect(page).toHaveURL(/pageSize=5/);
    await expect(page.getByTestId(/^transfer-row-/)).toHaveCount(5);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/pageNumber=2/);
    await expect(page.getByTestId('list-range')).toHaveText(`6–10 of ${count(pagination.totalItems)}`);
    const first = rows[0]!;
    const row = page.getByTestId(`transfer-row-${first.bankTransferId}`);
    await expect(row.locator('td')).toHaveText([
      `#${first.bankTransferId}`,
      `${first.user.firstName} ${first.user.lastName}${first.user.email ?? 'No email provided'}`,
      lira(first.amount),
      lira(first.balance),
      /\d{4}/,
      ['Pending', 'In Progress', 'Completed', 'Rejected'][first.status]!,
      '',
    ]);
    await row.getByRole('link', { name: `View transfer #${first.bankTransferId} of ${first.user.firstName} ${first.user.lastName}` }).click();
    await expect(page).toHaveURL(`/transfers/details/${first.bankTransferId}`);
    await page.goBack();
    await expect(page.getByTestId('list-range')).toHaveText(`6–10 of ${count(pagination.totalItems)}`);
    await sizes.selectOption('15');
    await expect(page).not.toHaveURL(/pageNumber=/);
    await expect(page.getByTestId(/^transfer-row-/)).toHaveCount(15);
  });

  test("[2.7] transfers: ?userId= shows that user's transfers and figures behind a removable chip; the export keeps the filter", async ({ adminPage: page, api, request }) => {
    const { driver } = await seedPayout(request, api, 1_234);
    const mine = await api.getPage<BankTransfer>(`/api/bankTransfers/GetBankTransfers?userId=${driver.id}&pageSize=15`);
    await page.goto(`/transfers?userId=${driver.id}`);
    const chip = page.getByTestId('user-filter-chip');
    await expect(chip).toContainText(`${driver.firstName} ${driver.lastName}`);
    await expect(page.getByTestId('tab-all-count')).toHaveText(String(mine.pagination.totalItems));
    await expect(page.getByTestId(/^transfer-row-/)).toHaveCount(Math.min(10, mine.rows.length));
    for (const row of mine.rows.slice(0, 10)) await expect(page.getByTestId(`transfer-row-${row.bankTransferId}`)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).trim().split(/\r?\n/)).toHaveLength(mine.pagination.totalItems + 1);

    await chip.getByRole('button', { name: /^Remove filter/ }).click();
    await expect(page).not.toHaveURL(/userId=/);
    await expect(chip).toHaveCount(0);
    const all = await api.get<BankTransfersViewModel>('/api/bankTransfers/GetBankTransfersViewModel/');
    await expect(page.getByTestId('tab-all-count')).toHaveText(String(all.summary.numberOfTransfers));
  });
});

test.describe('[2.7] transfer details and decisions', () => {
  test('[2.7] transfers: the details show the banner, ids and dates, the sender from the app settings, the user, the amount and the description', async ({ adminPage: page, api, request }) => {
    const { transfer: seeded, driver } = await seedPayout(request, api, 2_550, 1);
    const settings = await api.get<AppSettingsResponse>('/api/AppSettings/GetAppSettings');
    await page.goto(`/transfers/details/${seeded.bankTransferId}`);
    await expect(page.getByTestId('transfer-banner')).toContainText('Pending');
    await expect(page.getByTestId('transfer-id')).toHaveText(`Transfer #${seeded.bankTransferId}`);
    await expect(page.getByTestId('transfer-created')).toHaveText(/\d{4}/);
    await expect(page.getByTestId('transfer-modified')).toHaveText(/\d{4}/);
    await expect(page.getByTestId('transfer-amount')).toHaveText(lira(2_550));
    await expect(page.getByTestId('transfer-description')).toHaveText('E2E payout of 2550 kuruş');
    const sender = page.getByTestId('transfer-sender');
    for (const value of [settings.transferFromName, settings.transferFromAddress, settings.transferFromPhone, settings.tranferFromEmail]) await expect(sender).toContainText(value);
    const user = page.getByTestId('transfer-user');
    for (const value of [`${driver.firstName} ${driver.lastName}`, driver.address, driver.phoneNumber, driver.email]) await expect(user).toContainText(value);
    await user.getByRole('link', { name: `${driver.firstName} ${driver.lastName}` }).click();
    await expect(page).toHaveURL(`/users/details/${driver.id}`);
  });

  test('[2.7] transfers: Pending → In Progress → Completed; a double click on Completed pays once, and the balance on the user page drops by the amount', async ({ adminPage: page, api, request }) => {
    const amount = 3_175;
    const { transfer: seeded, driver } = await seedPayout(request, api, amount, 2);
    const balanceBefore = (await userDetailsOf(api, driver.id)).balance;
    await page.goto(`/transfers/details/${seeded.bankTransferId}`);
    const actions = page.getByTestId('transfer-actions');
    await expect(actions.getByRole('button')).toHaveText(['In progress', 'Completed']);
    await expect(actions.getByLabel('Reason for rejection')).toHaveCount(0);

    await actions.getByRole('button', { name: 'In progress' }).click();
    await expect(toast(page, 'Transfer status updated successfully')).toBeVisible();
    await expect(page.getByTestId('transfer-banner')).toContainText('In Progress');
    await expect(actions.getByRole('button')).toHaveText(['Reject', 'Completed']);
    await expect(actions.getByLabel('Reason for rejection')).toBeVisible();
    expect((await transferOf(api, seeded.bankTransferId)).status).toBe(1);

    const patches: string[] = [];
    page.on('request', (sent) => sent.method() === 'PATCH' && patches.push(sent.url()));
    await actions.getByRole('button', { name: 'Completed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete transfer' }).dblclick();
    await expect(page.getByTestId('transfer-banner')).toContainText('Completed');
    expect(patches).toHaveLength(1);
    const after = await transferOf(api, seeded.bankTransferId);
    expect(after.status).toBe(2);
    expect((await userDetailsOf(api, driver.id)).balance).toBe(balanceBefore - amount);
    await expect(page.getByTestId('transfer-balance')).toHaveText(lira(balanceBefore - amount));

    await page.getByTestId('transfer-user').getByRole('link', { name: `${driver.firstName} ${driver.lastName}` }).click();
    await expect(page.getByTestId('user-balance')).toHaveText(lira(balanceBefore - amount));
  });

  test('[5] transfers: rejecting needs a reason; with one, the transfer is Rejected and shows it', async ({ adminPage: page, api, request }) => {
    const { transfer: seeded } = await seedPayout(request, api, 1_999, 3);
    await setTransferStatus(api, seeded.bankTransferId, 1);
    await page.goto(`/transfers/details/${seeded.bankTransferId}`);
    const actions = page.getByTestId('transfer-actions');
    const patches: string[] = [];
    page.on('request', (sent) => sent.method() === 'PATCH' && patches.push(sent.url()));
    await actions.getByLabel('Reason for rejection').fill('   ');
    await actions.getByRole('button', { name: 'Reject' }).click();
    await expect(actions.getByText('Please provide a reason for rejection')).toBeVisible();
    await expect(actions.getByLabel('Reason for rejection')).toBeFocused();
    expect(patches).toHaveLength(0);
    expect((await transferOf(api, seeded.bankTransferId)).status).toBe(1);

    await actions.getByLabel('Reason for rejection').fill('The IBAN does not match the driver’s name');
    await actions.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Transfer status updated successfully')).toBeVisible();
    await expect(page.getByTestId('transfer-banner')).toContainText('Rejection reason: The IBAN does not match the driver’s name');
    await expect(actions.getByRole('button')).toHaveText(['Completed']);
    const after = await transferOf(api, seeded.bankTransferId);
    expect(after.status).toBe(3);
    expect(after.rejectedReason).toBe('The IBAN does not match the driver’s name');
  });

  test("[8] transfers: 'Completed' stays visible on a rejected transfer but disabled, with the reason beside it; the server still refuses", async ({ adminPage: page, api }) => {
    const { rows } = await api.getPage<BankTransfer>('/api/bankTransfers/GetBankTransfers?status=3&pageSize=1');
    const rejected = rows[0]!;
    await page.goto(`/transfers/details/${rejected.bankTransferId}`);
    const completed = page.getByTestId('transfer-actions').getByRole('button', { name: 'Completed' });
    await expect(completed).toBeVisible();
    await expect(completed).toBeDisabled();
    await expect(completed).toHaveAccessibleDescription('This transfer is already Rejected; its status can no longer change.');
    await expect(page.getByTestId('completed-disabled-reason')).toBeVisible();
    const refused = await api.send('PATCH', `/api/bankTransfers/UpdateBankTransferStatus/${rejected.bankTransferId}`, { status: 2, rejectedReason: null });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'transfer.final', params: { status: 3, requested: 2 } });
    expect((await transferOf(api, rejected.bankTransferId)).status).toBe(3);
  });

  test('payouts: completing asks first and shows what remains', async ({ adminPage: page, api, request }) => {
    const amount = 2_222;
    const { transfer: seeded, driver } = await seedPayout(request, api, amount, 5);
    const balance = (await userDetailsOf(api, driver.id)).balance;
    await page.goto(`/transfers/details/${seeded.bankTransferId}`);
    const actions = page.getByTestId('transfer-actions');
    await actions.getByRole('button', { name: 'Completed' }).click();
    const dialog = page.getByRole('dialog', { name: `Complete transfer #${seeded.bankTransferId}?` });
    await expect(dialog.getByTestId('confirm-amount')).toHaveText(lira(amount));
    await expect(dialog.getByTestId('confirm-balance')).toHaveText(lira(balance));
    await expect(dialog.getByTestId('confirm-remains')).toHaveText(lira(balance - amount));
    await expect(dialog.getByTestId('confirm-not-covered')).toHaveCount(0);
    expect((await transferOf(api, seeded.bankTransferId)).status).toBe(0);
    await checkA11y(page, 'the completion dialog');
    await page.screenshot({ path: '/tmp/shots-payouts/complete-dialog-en-light-1366.png' });
    // Cancel changes nothing and gives focus back to the button.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(actions.getByRole('button', { name: 'Completed' })).toBeFocused();
    expect((await transferOf(api, seeded.bankTransferId)).status).toBe(0);

    await actions.getByRole('button', { name: 'Completed' }).click();
    await dialog.getByRole('button', { name: 'Complete transfer' }).click();
    const banner = page.getByTestId('transfer-banner');
    await expect(banner).toContainText('Completed');
    // Focus goes to the changed status (WCAG 2.4.3); the toast covers neither it nor the figures.
    await expect(banner).toBeFocused();
    const shown = toast(page, 'Transfer status updated successfully');
    await expect(shown).toBeVisible();
    await page.waitForTimeout(400);
    const box = (await shown.boundingBox())!;
    for (const figure of [banner, page.getByTestId('transfer-balance'), page.getByTestId('transfer-amount'), page.getByTestId('transfer-details').getByTestId('transfer-status')]) {
      const other = (await figure.boundingBox())!;
      const apart = box.x + box.width <= other.x || other.x + other.width <= box.x || box.y + box.height <= other.y || other.y + other.height <= box.y;
      expect(apart, `the toast covers ${await figure.getAttribute('data-testid')}`).toBe(true);
    }
    await page.screenshot({ path: '/tmp/shots-payouts/completed-toast-en-light-1366.png' });
    await expect(actions.getByRole('button', { name: 'Completed' })).toBeDisabled();
    await expect(page.getByTestId('completed-disabled-reason')).toHaveText('This transfer is already Completed; its status can no longer change.');
    expect((await userDetailsOf(api, driver.id)).balance).toBe(balance - amount);
    await expect(page.getByTestId('transfer-balance')).toHaveText(lira(balance - amount));
  });

  test('payouts: a transfer the balance no longer covers is marked', async ({ adminPage: page, api, request }) => {
    const short = await uncoveredPayout(request, api);
    await page.goto(`/transfers?userId=${short!.user.id}`);
    const row = page.getByTestId(`transfer-row-${short!.bankTransferId}`);
    await expect(row.getByTestId('over-balance')).toContainText('More than the balance');
    const mine = (await api.getPage<BankTransfer>(`/api/bankTransfers/GetBankTransfers?userId=${short!.user.id}&pageSize=10`)).rows;
    await expect(page.getByTestId('over-balance')).toHaveCount(mine.filter((item) => item.status < 2 && item.amount > item.balance).length);
    await page.screenshot({ path: '/tmp/shots-payouts/list-mark-en-light-1366.png' });
    // The dialog says so before the click, and offers no confirmation.
    await page.goto(`/transfers/details/${short!.bankTransferId}`);
    await page.getByTestId('transfer-actions').getByRole('button', { name: 'Completed' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('confirm-not-covered')).toContainText("The driver's balance no longer covers this transfer");
    await expect(dialog.getByRole('button', { name: 'Complete transfer' })).toBeDisabled();
    await page.screenshot({ path: '/tmp/shots-payouts/dialog-not-covered-en-light-1366.png' });
    // The server still refuses, with its code.
    const refused = await api.send('PATCH', `/api/bankTransfers/UpdateBankTransferStatus/${short!.bankTransferId}`, { status: 2, rejectedReason: null });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'transfer.balance_not_covering', params: { amount: short!.amount } });
  });

  test("[8] transfers: when the app settings cannot be read the details say 'Failed to get app settings'", async ({ adminPage: page, api }) => {
    const { rows } = await api.getPage<BankTransfer>('/api/bankTransfers/GetBankTransfers?pageSize=1');
    await page.route('**/api/AppSettings/GetAppSettings', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.goto(`/transfers/details/${rows[0]!.bankTransferId}`);
    await expect(toast(page, 'Failed to get app settings')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('transfer-sender')).toContainText('The sender could not be loaded.');
    await expect(page.getByTestId('transfer-amount')).toHaveText(lira(rows[0]!.amount));
  });

  test('[8] transfers: an unknown transfer id goes to /offline (failed preload)', async ({ adminPage: page }) => {
    await page.goto('/transfers/details/999999');
    await expect(page).toHaveURL(/\/offline$/);
  });
});

test.describe('[2.7] transfers at 390 px', () => {
  test('[2.7] transfers: at 390 px the summary stacks, each transfer is a card, and nothing scrolls sideways', async ({ adminPage: page, api }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/transfers');
    const { transfers } = await api.get<BankTransfersViewModel>('/api/bankTransfers/GetBankTransfersViewModel/');
    await expect(page.getByTestId('transfers-table-cards')).toBeVisible();
    await expect(page.getByTestId('transfers-table').locator('table')).toHaveCount(0);
    await expect(page.getByTestId(`transfer-row-${transfers[0]!.bankTransferId}`)).toContainText(lira(transfers[0]!.amount));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByTestId(`transfer-row-${transfers[0]!.bankTransferId}`).getByRole('link', { name: /^View transfer/ }).click();
    await expect(page.getByTestId('transfer-actions')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('[2.7] transfers in Turkish and dark', () => {
  test.use({ layoutSettings: { language: 'tr', darkMode: true, rtl: true } });

  test('[2.7] transfers: the overview and the details speak Turkish, money as Turkish lira', async ({ adminPage: page, api, request }) => {
    await page.goto('/transfers');
    await expect(page.getByTestId('transfers-table').locator('thead th')).toHaveText(['Kimlik', 'Kullanıcı', 'Tutar', 'Bakiye', 'Oluşturulma Tarihi', 'Durum', 'İşlemler']);
    await expect(page.getByRole('tab', { name: /^Beklemede/ })).toBeVisible();
    const { summary } = await api.get<BankTransfersViewModel>('/api/bankTransfers/GetBankTransfersViewModel/');
    await expect(page.getByTestId('summary-total-hint')).toContainText(lira(summary.totalTransferAmount, 'tr'));
    const { transfer: seeded } = await seedPayout(request, api, 1_050, 4);
    await page.goto(`/transfers/details/${seeded.bankTransferId}`);
    await expect(page.getByTestId('transfer-amount')).toHaveText(lira(1_050, 'tr'));
    const actions = page.getByTestId('transfer-actions');
    await expect(actions.getByRole('button')).toHaveText(['İşleme al', 'Tamamlandı']);
    await actions.getByRole('button', { name: 'İşleme al' }).click();
    await expect(toast(page, 'Transfer durumu başarıyla güncellendi')).toBeVisible();
    await actions.getByRole('button', { name: 'Reddet' }).click();
    await expect(actions.getByText('Lütfen ret için bir neden girin')).toBeVisible();
    expect((await transferOf(api, seeded.bankTransferId)).status).toBe(1);

    // The completion dialog and a refusal in Turkish, dark: the server's code in Turkish words.
    await actions.getByRole('button', { name: 'Tamamlandı' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('confirm-amount')).toHaveText(lira(1_050, 'tr'));
    await checkA11y(page, 'the completion dialog in Turkish, dark');
    await page.screenshot({ path: '/tmp/shots-payouts/complete-dialog-tr-dark-1366.png' });
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await page.route('**/api/bankTransfers/UpdateBankTransferStatus/**', (route) => route.continue({ postData: JSON.stringify({ status: 0, rejectedReason: null }) }));
    await actions.getByLabel('Ret nedeni').fill('IBAN hatalı');
    await actions.getByRole('button', { name: 'Reddet' }).click();
    await expect(toast(page, 'İşleniyor durumundaki bir transfer Beklemede olamaz.')).toBeVisible();
    await checkA11y(page, 'the Turkish error toast, dark');
    await page.screenshot({ path: '/tmp/shots-payouts/error-toast-tr-dark-1366.png' });
  });

  test('payouts: at 390 px in Turkish and dark, the dialog, the list mark and the toast fit', async ({ adminPage: page, api, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { transfer: seeded } = await seedPayout(request, api, 1_075, 6);
    await page.goto(`/transfers/details/${seeded.bankTransferId}`);
    await page.getByTestId('transfer-actions').getByRole('button', { name: 'Tamamlandı' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('confirm-remains')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '/tmp/shots-payouts/complete-dialog-tr-dark-390.png' });
    await dialog.getByRole('button', { name: 'Transferi tamamla' }).click();
    await expect(page.getByTestId('transfer-banner')).toBeFocused();
    await expect(toast(page, 'Transfer durumu başarıyla güncellendi')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/shots-payouts/completed-toast-tr-dark-390.png' });
    const open = (await api.getPage<BankTransfer>('/api/bankTransfers/GetBankTransfers?status=0&pageSize=100')).rows;
    const short = open.find((row) => row.amount > row.balance && row.user.id !== null);
    if (short) {
      await page.goto(`/transfers?userId=${short.user.id}`);
      await expect(page.getByTestId(`transfer-row-${short.bankTransferId}`).getByTestId('over-balance')).toContainText('Bakiyeden fazla');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: '/tmp/shots-payouts/list-mark-tr-dark-390.png' });
    }
  });
});
