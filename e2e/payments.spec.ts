import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { AppSettingsResponse, PaymentRow, UserDetails } from '@taxi/contract';
import type { AdminApi } from './support/api';
import { expect as baseExpect, horizontalOverflow, test } from './support/fixtures';

/**
 * SPEC.md §2.10 payments: the title, the four filters (each resets to page 1), the columns, the
 * badges, 'No payments available', `?userId=`, CSV, the list pattern; §2.1 the details placeholder.
 * Every figure on screen is checked against GetPayments with the same filters.
 */
const lira = (kurus: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(kurus / 100);
const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const WORD = { succeeded: 'Succeeded', completed: 'Completed', refounded: 'Refunded', cancelled: 'Cancelled' } as const;

const payments = (api: AdminApi, query: string) => api.getPage<PaymentRow>(`/api/Payments/GetPayments?pageSize=10${query ? `&${query}` : ''}`);
/** The list on screen is the API's answer to `query`: its range and the rows of its first page, in order. */
async function expectList(page: Page, api: AdminApi, query: string) {
  const { rows, pagination } = await payments(api, query);
  if (pagination.totalItems === 0) await expect(page.getByText('No payments available')).toBeVisible();
  else await expect(page.getByTestId('list-range')).toHaveText(`1–${rows.length} of ${count(pagination.totalItems)}`);
  await expect(page.getByTestId(/^payment-row-/)).toHaveCount(rows.length);
  for (const row of rows.slice(0, 3)) await expect(page.getByTestId(`payment-row-${row.customerPaymentId}`)).toBeVisible();
  return rows;
}
/** A day on the operator's clock, as the date filter means it. */
async function operatorDay(api: AdminApi, iso: string) {
  const { operatorTimeZone } = await api.get<AppSettingsResponse>('/api/AppSettings/GetAppSettings');
  return new Intl.DateTimeFormat('en-CA', { timeZone: operatorTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

// Big tables, a shared CPU, and axe on every final page: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('[2.10] payments', () => {
  test('[2.10] payments: the title, the columns of SPEC.md, the method with card brand and last four digits, and the badges', async ({ adminPage: page, api }) => {
    await page.goto('/payments');
    await expect(page.getByRole('heading', { name: 'Payments', level: 2 })).toBeVisible();
    await expect(page.getByTestId('payments-table').locator('thead th')).toHaveText([
      'Customer Payment ID', 'User', 'Card Payment ID', 'Amount', 'Currency', 'Status', 'Date Created', 'Payment Type', 'Trip Payment Method',
    ]);
    const rows = await expectList(page, api, '');
    const row = rows[0]!;
    await expect(page.getByTestId(`payment-row-${row.customerPaymentId}`).locator('td')).toHaveText([
      `#${row.customerPaymentId}`,
      `${row.user.firstName} ${row.user.lastName}`,
      row.providerPaymentId ?? 'None',
      lira(row.amount),
      'TRY',
      WORD[row.status],
      /\d{4}/,
      'Trip payment',
      row.customerPaymentMethodDetails ? `Card · ${row.customerPaymentMethodDetails.brand} •••• ${row.customerPaymentMethodDetails.last4}` : row.tripPaymentMethod,
    ]);

    // the newest card payment with its card's details (a desk booking paid by card, [26.3], has none)
    const card = (await payments(api, 'paymentMethod=Card')).rows.find((payment) => payment.customerPaymentMethodDetails)!;
    await page.getByRole('combobox', { name: 'Payment Method' }).click();
    await page.getByRole('option', { name: 'Card' }).click();
    await expect(page.getByTestId(`payment-row-${card.customerPaymentId}`)).toContainText(`Card · ${card.customerPaymentMethodDetails!.brand} •••• ${card.customerPaymentMethodDetails!.last4}`);

    // Green for succeeded (and completed), red for refunded and cancelled.
    for (const [status, color] of [['succeeded', 'teal'], ['refounded', 'red'], ['cancelled', 'red']] as const) {
      await page.goto(`/payments?status=${status}`);
      const badge = page.getByTestId('payment-status').first();
      await expect(badge).toHaveText(WORD[status]);
      await expect(badge).toHaveAttribute('style', new RegExp(`--mantine-color-${color}`));
    }
  });

  test('[2.10] payments: each filter narrows the list as GetPayments does, resets to page 1 and lives in the URL', async ({ adminPage: page, api }) => {
    await page.goto('/payments?pageNumber=2');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    for (const [word, status] of [['Succeeded', 'succeeded'], ['Refunded', 'refounded'], ['Cancelled', 'cancelled']] as const) {
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: word, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`status=${status}`));
      await expect(page).not.toHaveURL(/pageNumber=/);
      await expectList(page, api, `status=${status}`);
      await expect(page.getByTestId('payment-status')).toHaveText(Array(await page.getByTestId('payment-status').count()).fill(word));
      // Off page 1 again (when there is a page 2), so the next filter shows its reset.
      const next = page.getByRole('button', { name: 'Next page' });
      if (await next.isEnabled()) {
        await next.click();
        await expect(page).toHaveURL(/pageNumber=2/);
      }
    }

    await page.getByRole('combobox', { name: 'Payment Method' }).click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await expect(page).toHaveURL(/paymentMethod=Cash/);
    await expect(page).not.toHaveURL(/pageNumber=/);
    await expectList(page, api, 'status=cancelled&paymentMethod=Cash');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All Statuses' }).click();
    await expect(page).not.toHaveURL(/status=/);
    const cash = await expectList(page, api, 'paymentMethod=Cash');
    for (const row of cash) await expect(page.getByTestId(`payment-row-${row.customerPaymentId}`).locator('td').last()).toHaveText('Cash');

    const day = await operatorDay(api, cash[0]!.dateCreated);
    await page.getByLabel('Payment Date', { exact: true }).fill(day);
    await expect(page).toHaveURL(new RegExp(`paymentDate=${day}`));
    const ofDay = await expectList(page, api, `paymentMethod=Cash&paymentDate=${day}`);
    expect(ofDay.map((row) => row.customerPaymentId)).toContain(cash[0]!.customerPaymentId);

    const userId = cash[0]!.user.id!;
    await page.getByRole('combobox', { name: 'User Id' }).fill(`CUS-${String(userId).padStart(6, '0')}`);
    await page.getByTestId(`user-option-${userId}`).click();
    await expect(page).toHaveURL(new RegExp(`userId=${userId}`));
    await expectList(page, api, `paymentMethod=Cash&paymentDate=${day}&userId=${userId}`);

    await page.goBack();
    await expect(page).not.toHaveURL(/userId=/);
    await expect(page.getByRole('combobox', { name: 'User Id' })).toHaveValue('');
    await page.getByRole('combobox', { name: 'Payment Method' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await page.getByLabel('Payment Date', { exact: true }).fill('');
    await expect(page).not.toHaveURL(/\?./);
    await expectList(page, api, '');
  });

  test("[2.10] payments: ?userId= pre-fills the user filter; the user page's payments card leads there; the export keeps the filter", async ({ adminPage: page, api }) => {
    const someone = (await payments(api, '')).rows.find((row) => row.user.id !== null)!;
    const userId = someone.user.id!;
    await page.goto(`/users/details/${userId}`);
    await page.getByTestId('count-payments').click();
    await expect(page).toHaveURL(`/payments?userId=${userId}`);
    const user = await api.get<UserDetails>(`/api/users/GetUserDeatils/${userId}`);
    await expect(page.getByRole('combobox', { name: 'User Id' })).toHaveValue(`${user.firstName} ${user.lastName} (${user.prettyId})`);
    await expect(page.getByTestId('chip-userId')).toHaveText(`User: ${user.firstName} ${user.lastName} (${user.prettyId})`);
    const rows = await expectList(page, api, `userId=${userId}`);
    for (const row of rows) expect(row.user.id).toBe(userId);
    const { pagination } = await payments(api, `userId=${userId}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('payments.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...lines] = text.slice(1).trim().split(/\r?\n/);
    expect(header).toContain('Customer payment id');
    expect(lines).toHaveLength(pagination.totalItems);
  });

  test("[2.10] payments: nothing matching says 'No payments available'; a user nobody has is named and not sent", async ({ adminPage: page }) => {
    await page.goto('/payments?paymentDate=2001-01-01');
    await expect(page.getByText('No payments available')).toBeVisible();
    await expect(page.getByLabel('Payment Date', { exact: true })).toHaveValue('2001-01-01');
    await page.getByRole('combobox', { name: 'User Id' }).fill('zz-nobody-zz');
    await expect(page.getByText('No user found')).toBeVisible();
    await expect(page).not.toHaveURL(/userId=/);
  });

  test('[2.1] payments: the details page only states that it works', async ({ adminPage: page, api }) => {
    const { rows } = await payments(api, '');
    await page.goto(`/payments/details/${rows[0]!.customerPaymentId}`);
    await expect(page.getByTestId('payment-details-page')).toHaveText(`The payment details page works (payment ${rows[0]!.customerPaymentId}).`);
  });
});

test.describe('[2.10] payments in Turkish, dark, at 390 px', () => {
  test.use({ layoutSettings: { language: 'tr', darkMode: true } });

  test('[2.10] payments: at 390 px in Turkish each payment is a card, the filters speak Turkish, and nothing scrolls sideways', async ({ adminPage: page, api }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/payments?status=refounded');
    await expect(page.getByRole('heading', { name: 'Ödemeler', level: 2 })).toBeVisible();
    for (const label of ['Kullanıcı Kimliği', 'Durum', 'Ödeme Yöntemi', 'Ödeme Tarihi']) await expect(page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label }))).toBeVisible();
    await expect(page.getByTestId('payments-table-cards')).toBeVisible();
    const { rows } = await payments(api, 'status=refounded');
    await expect(page.getByTestId(`payment-row-${rows[0]!.customerPaymentId}`)).toContainText('İade edildi');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
