import { readFile } from 'node:fs/promises';
import type { TripType, TripTypeBody } from '@taxi/contract';
import { adminApi } from './support/api';
import { DEMO_ADMIN, expect, test } from './support/fixtures';

/**
 * The one list pattern (docs/list-pattern.md), proven on trip types: paging and filters in the URL,
 * back/forward and shared links, CSV export, cards below the breakpoint. Every other list screen
 * is built from the same DataTable, so these behaviours hold there too.
 */
const prefix = `List ${Date.now().toString(36)}`;
const body = (index: number): TripTypeBody => ({
  typeName: `${prefix} ${String(index).padStart(2, '0')}`, description: 'List pattern fixture', numberOfPassengers: 4, systemPercentage: 20,
  baseFare: 1000 + index, perKmFare: 500, perMinuteFare: 100, cancellationSurcharge: 10, nightSurcharge: 10, peakTimeSurcharge: 10,
});

test.describe('[2.4] the list pattern on trip types', () => {
  test.beforeAll(async ({ browser }) => {
    // Twelve trip types with one prefix: two pages at 10 rows once the search narrows to them.
    const context = await browser.newContext();
    const login = await context.request.post('/api/auth/Login', { data: DEMO_ADMIN });
    const { token } = (await login.json()) as { token: string };
    const api = adminApi(context.request, token);
    const existing = await api.get<TripType[]>('/api/TripType/GetTripTypes');
    for (let index = 1; index <= 12; index++) {
      if (!existing.some((tripType) => tripType.typeName === body(index).typeName)) await api.sendOk('POST', '/api/TripType/CreateTripType', body(index));
    }
    await context.close();
  });

  test('[2.4] lists: the search and the page live in the URL; back and a shared link restore the view', async ({ adminPage: page }) => {
    await page.goto('/triptypes?pageSize=10');
    await page.getByLabel('Search by name').fill(prefix);
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(prefix).replace(/%20/g, '(%20|\\+)')}`));
    await expect(page.getByTestId('list-range')).toHaveText('1–10 of 12');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/pageNumber=2/);
    await expect(page.getByTestId('list-range')).toHaveText('11–12 of 12');
    await expect(page.getByRole('cell', { name: `${prefix} 12`, exact: true })).toBeVisible();

    await page.goBack();
    await expect(page.getByTestId('list-range')).toHaveText('1–10 of 12');
    const shared = page.url().replace(/pageNumber=\d+&?/, '') + '&pageNumber=2';
    await page.goto(shared);
    await expect(page.getByLabel('Search by name')).toHaveValue(prefix);
    await expect(page.getByTestId('list-range')).toHaveText('11–12 of 12');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('[2.4] lists: a new page size starts at page 1 and a bad value in the URL falls back to the default', async ({ adminPage: page }) => {
    await page.goto(`/triptypes?search=${encodeURIComponent(prefix)}&pageSize=10&pageNumber=2`);
    await page.getByLabel('Rows per page').selectOption('25');
    await expect(page).not.toHaveURL(/pageNumber=/);
    await expect(page.getByTestId('list-range')).toHaveText('1–12 of 12');
    await page.goto(`/triptypes?search=${encodeURIComponent(prefix)}&pageSize=7&pageNumber=abc`);
    await expect(page.getByLabel('Rows per page')).toHaveValue('25');
    await expect(page.getByTestId('list-range')).toHaveText('1–12 of 12');
  });

  test("[2.4] lists: 'Export CSV' downloads UTF-8 with a BOM and the list's headers", async ({ adminPage: page }) => {
    await page.goto('/triptypes');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('trip-types.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = text.slice(1).trim().split(/\r?\n/);
    expect(header).toContain('Name');
    expect(header).toContain('Base fare (TRY)');
    expect(rows.some((row) => row.includes(`${prefix} 12`))).toBe(true);
  });

  test('[2.4] lists: at 390 px each row is a card with its name, fares and actions, and nothing scrolls sideways', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/triptypes?search=${encodeURIComponent(prefix)}&pageSize=10`);
    const row = page.getByTestId(/^trip-type-row-/).first();
    await expect(row).toBeVisible();
    await expect(row.getByText(`${prefix} 01`)).toBeVisible();
    await expect(row.getByText('Base fare')).toBeVisible();
    await expect(row.getByRole('link', { name: `View ${prefix} 01` })).toBeVisible();
    await expect(row.getByRole('link', { name: `Edit ${prefix} 01` })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
