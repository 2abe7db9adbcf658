import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { AppSettingsResponse, TripDetailsWithFare, TripListItem } from '@taxi/contract';
import type { AdminApi } from './support/api';
import { expect as baseExpect, horizontalOverflow, test } from './support/fixtures';

/**
 * SPEC.md §2.9 trips: the list (filters User Id, Date From, Date To, Status, each back to page 1
 * and in the URL; the columns; page size 10; ?userId=; CSV; cards at 390 px) and the details
 * (id, fare, times, status, customer, driver, vehicle, payments, the map slot, numbered places,
 * the fare explained). Every figure on screen is checked against the API with the same filters.
 */
const lira = (kurus: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(kurus / 100);
const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const WORD = { Completed: 'Completed', CanceledByCustomer: 'Cancelled by customer', CanceledByDriver: 'Cancelled by driver' } as Record<string, string>;

const trips = (api: AdminApi, query: string) => api.getPage<TripListItem>(`/api/trips/GetTrips?pageSize=10${query ? `&${query}` : ''}`);
/** The list on screen is the API's answer to `query`: its range and the rows of its first page, in order. */
async function expectList(page: Page, api: AdminApi, query: string) {
  const { rows, pagination } = await trips(api, query);
  await expect(page.getByTestId('list-range')).toHaveText(`${rows.length ? 1 : 0}–${rows.length} of ${count(pagination.totalItems)}`);
  await expect(page.getByTestId(/^trip-row-/)).toHaveCount(rows.length);
  for (const row of rows.slice(0, 3)) await expect(page.getByTestId(`trip-row-${row.tripId}`)).toBeVisible();
  return { rows, pagination };
}
/** A day on the operator's clock, as the date filters mean it. */
async function operatorDay(api: AdminApi, iso: string) {
  const { operatorTimeZone } = await api.get<AppSettingsResponse>('/api/AppSettings/GetAppSettings');
  return new Intl.DateTimeFormat('en-CA', { timeZone: operatorTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe('[2.9] trips', () => {
  test('[2.9] trips: the list shows the columns of SPEC.md, newest first, 10 a page, with a view link to the details', async ({ adminPage: page, api }) => {
    await page.goto('/trips');
    await expect(page.getByRole('heading', { name: 'Trips', level: 2 })).toBeVisible();
    await expect(page.getByTestId('trips-table').locator('thead th')).toHaveText(['Id', 'Start Time', 'Start Place', 'Status', 'Fare (TRY)', 'Actions']);
    const { rows, pagination } = await expectList(page, api, '');
    expect(rows).toHaveLength(10);
    expect(pagination.itemsPerPage).toBe(10);
    const times = rows.map((row) => row.startTime);
    expect([...times].sort().reverse()).toEqual(times);
    const row = rows.find((candidate) => candidate.tripStatus in WORD) ?? rows[0]!;
    await expect(page.getByTestId(`trip-row-${row.tripId}`).locator('td')).toHaveText([
      `#${row.tripId}`, /\d{4}/, row.startPlace || 'None', WORD[row.tripStatus] ?? /./, lira(row.fare), '',
    ]);
    await page.getByRole('link', { name: `View trip #${row.tripId}` }).click();
    await expect(page).toHaveURL(`/trips/details/${row.tripId}`);
    await expect(page.getByTestId('trip-id')).toHaveText(`Trip #${row.tripId}`);
  });

  test('[2.9] trips: paging lives in the URL, back and forward restore it', async ({ adminPage: page, api }) => {
    await page.goto('/trips');
    await expectList(page, api, '');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/pageNumber=2/);
    const second = await trips(api, 'pageNumber=2');
    await expect(page.getByTestId('list-range')).toHaveText(`11–20 of ${count(second.pagination.totalItems)}`);
    await expect(page.getByTestId(`trip-row-${second.rows[0]!.tripId}`)).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/pageNumber=/);
    await expect(page.getByTestId('list-range')).toHaveText(/^1–10 of/);
    await page.goForward();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(page.getByTestId(`trip-row-${second.rows[0]!.tripId}`)).toBeVisible();
  });

  test('[2.9] trips: each filter narrows the list as GetTrips does, resets to page 1 and lives in the URL', async ({ adminPage: page, api }) => {
    await page.goto('/trips?pageNumber=2');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    for (const [label, code] of [['Cancelled By Customer', 6], ['Cancelled By Driver', 7], ['Completed', 5]] as const) {
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`status=${code}`));
      await expect(page).not.toHaveURL(/pageNumber=/);
      await expectList(page, api, `status=${code}`);
      const next = page.getByRole('button', { name: 'Next page' });
      if (await next.isEnabled()) {
        await next.click();
        await expect(page).toHaveURL(/pageNumber=2/);
      }
    }
    const completed = (await trips(api, 'status=5')).rows;
    await expect(page.getByTestId('trip-status').first()).toHaveText('Completed');

    const day = await operatorDay(api, completed[0]!.startTime);
    await page.getByLabel('Date From', { exact: true }).fill(day);
    await expect(page).toHaveURL(new RegExp(`startDate=${day}`));
    await expect(page).not.toHaveURL(/pageNumber=/);
    await page.getByLabel('Date To', { exact: true }).fill(day);
    await expect(page).toHaveURL(new RegExp(`endDate=${day}`));
    const ofDay = await expectList(page, api, `status=5&startDate=${day}&endDate=${day}`);
    expect(ofDay.rows.map((row) => row.tripId)).toContain(completed[0]!.tripId);

    const detail = await api.get<TripDetailsWithFare>(`/api/trips/GetTrip/${completed[0]!.tripId}`);
    const driverId = detail.driver!.id!;
    await page.getByRole('combobox', { name: 'User Id' }).fill(`DRV-${String(driverId).padStart(6, '0')}`);
    await page.getByTestId(`user-option-${driverId}`).click();
    await expect(page).toHaveURL(new RegExp(`userId=${driverId}`));
    const mine = await expectList(page, api, `status=5&startDate=${day}&endDate=${day}&userId=${driverId}`);
    expect(mine.rows.map((row) => row.tripId)).toContain(completed[0]!.tripId);

    await page.goBack();
    await expect(page).not.toHaveURL(/userId=/);
    await expect(page.getByRole('combobox', { name: 'User Id' })).toHaveValue('');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await page.getByLabel('Date To', { exact: true }).fill('');
    await page.getByLabel('Date From', { exact: true }).fill('');
    await expect(page).not.toHaveURL(/\?./);
    await expectList(page, api, '');
  });

  test('[2.9] trips: a Date To before Date From is named next to the filter and not applied; nothing matching says so', async ({ adminPage: page, api }) => {
    await page.goto('/trips?startDate=2001-01-01&endDate=2001-01-31');
    await expect(page.getByText('No trips available')).toBeVisible();
    await page.getByLabel('Date To', { exact: true }).fill('2000-12-31');
    await expect(page.getByText('Date To must not be before Date From.')).toBeVisible();
    await expect(page).toHaveURL(/endDate=2001-01-31/);
    // the server refuses the same range with a 400 naming endDate
    const refused = await api.send('GET', '/api/trips/GetTrips?startDate=2001-01-01&endDate=2000-12-31');
    expect(refused.status()).toBe(400);
    expect(Object.keys((await refused.json()).errors)).toContain('endDate');
    // a user nobody has: the picker says so and the list keeps its filters
    await page.getByRole('combobox', { name: 'User Id' }).fill('zz-nobody-zz');
    await expect(page.getByText('No user found')).toBeVisible();
    await expect(page).not.toHaveURL(/userId=/);
  });

  test("trips: find a customer's trips by name", async ({ adminPage: page, api }) => {
    // a demo customer's trip: the dispatch spec's callers (on this worker's server before this test)
    // share their names' beginnings, so the picker's list would change while the keyboard walks it
    let customer: NonNullable<TripDetailsWithFare['customer']> | undefined;
    let first: { tripId: number } | undefined;
    for (const row of (await trips(api, 'status=5')).rows) {
      const candidate = (await api.get<TripDetailsWithFare>(`/api/trips/GetTrip/${row.tripId}`)).customer;
      if (candidate && !candidate.email?.endsWith('@dispatch.invalid')) {
        [customer, first] = [candidate, row];
        break;
      }
    }
    if (!customer?.id || !first) throw new Error('no completed trip of a demo customer');
    const name = `${customer.firstName} ${customer.lastName}`;
    const prettyId = `CUS-${String(customer.id).padStart(6, '0')}`;
    await page.goto('/trips?status=5');
    const picker = page.getByRole('combobox', { name: 'User Id' });
    await picker.fill(name);
    await expect(page.getByTestId(`user-option-${customer.id}`)).toBeVisible();
    // the keyboard chooses: down to the customer, Enter
    // down until the customer's option is the highlighted one (the list may still grow as the search answers)
    const option = page.getByTestId(`user-option-${customer.id}`);
    for (let step = 0; step < 25 && (await option.getAttribute('data-combobox-selected')) === null; step += 1) await picker.press('ArrowDown');
    await expect(option).toHaveAttribute('data-combobox-selected', 'true');
    await picker.press('Enter');
    await expect(page).toHaveURL(new RegExp(`status=5&userId=${customer.id}$`));
    await expect(picker).toHaveValue(`${name} (${prettyId})`);
    await expect(page.getByTestId('chip-userId')).toHaveText(`User: ${name} (${prettyId})`);
    const mine = await expectList(page, api, `status=5&userId=${customer.id}`);
    expect(mine.rows.map((row) => row.tripId)).toContain(first.tripId);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/trips$/);
    await expect(picker).toHaveValue('');
  });

  test("[2.9] trips: ?userId= pre-fills the user filter (customer or driver); the export keeps the filter", async ({ adminPage: page, api }) => {
    const first = (await trips(api, 'status=5')).rows[0]!;
    const detail = await api.get<TripDetailsWithFare>(`/api/trips/GetTrip/${first.tripId}`);
    const userId = detail.customer!.id!;
    await page.goto(`/trips?userId=${userId}`);
    await expect(page.getByRole('combobox', { name: 'User Id' })).toHaveValue(`${detail.customer!.firstName} ${detail.customer!.lastName} (CUS-${String(userId).padStart(6, '0')})`);
    const { pagination } = await expectList(page, api, `userId=${userId}`);
    expect(pagination.totalItems).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('trips.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...lines] = text.slice(1).trim().split(/\r?\n/);
    expect(header).toMatch(/^Id,Start time \(Asia\/Famagusta\),End time \(Asia\/Famagusta\),Start place,Status/);
    expect(lines).toHaveLength(pagination.totalItems);
  });

  test('[2.9] trips: the details show id, fare, times, status, customer, driver, vehicle, payments, the map slot, numbered places and the fare explained', async ({ adminPage: page, api }) => {
    const { rows } = await trips(api, 'status=5');
    let trip: TripDetailsWithFare | undefined;
    for (const row of rows) {
      const candidate = await api.get<TripDetailsWithFare>(`/api/trips/GetTrip/${row.tripId}`);
      if (candidate.payments.length && candidate.tripPlaces.length > 1 && candidate.customer && candidate.driver && candidate.vehicle) {
        trip = candidate;
        break;
      }
    }
    expect(trip, 'a completed demo trip with every block').toBeDefined();
    const t = trip!;
    await page.goto(`/trips/details/${t.tripId}`);
    await expect(page.getByTestId('trip-id')).toHaveText(`Trip #${t.tripId}`);
    await expect(page.getByTestId('trip-summary').getByTestId('trip-status')).toHaveText('Completed');
    await expect(page.getByTestId('trip-fare')).toHaveText(lira(t.fare));
    await expect(page.getByTestId('trip-start-time')).toHaveText(/\d{4}/);
    await expect(page.getByTestId('trip-end-time')).toHaveText(/\d{4}/);
    await expect(page.getByTestId('trip-customer-name')).toHaveText(`${t.customer!.firstName} ${t.customer!.lastName}`);
    await expect(page.getByTestId('trip-driver-name')).toHaveText(`${t.driver!.firstName} ${t.driver!.lastName}`);
    await expect(page.getByTestId('trip-vehicle-plate')).toHaveText(t.vehicle!.vehiclePlate);
    for (const payment of t.payments) await expect(page.getByTestId(`trip-payment-${payment.paymentId}`)).toContainText(lira(payment.amount));
    await expect(page.getByTestId('trip-route-map')).toBeVisible();
    for (const [index, place] of t.tripPlaces.entries()) {
      const item = page.getByTestId(`trip-place-${index + 1}`);
      await expect(item).toContainText(String(index + 1));
      await expect(item).toContainText(place.formattedAddress);
      await expect(item).toContainText(place.latitude.toFixed(5));
    }
    await expect(page.getByTestId('trip-fare-total')).toContainText(lira(t.fareExplained.total));
    expect(t.fareExplained.total).toBe(t.fare);
    await expect(page.getByTestId('trip-fare-company')).toContainText(lira(t.fareExplained.companyShare));
    await expect(page.getByTestId('trip-fare-driver')).toContainText(lira(t.fareExplained.driverShare));
    await expect(page.getByTestId('trip-fare-mismatch')).toHaveCount(0);

    await page.getByTestId('trip-customer-name').click();
    await expect(page).toHaveURL(`/users/details/${t.customer!.id}`);
    await page.goBack();
    await page.getByTestId('trip-driver-name').click();
    await expect(page).toHaveURL(`/users/details/${t.driver!.id}`);
  });

  test("one clock: trip details show the start on the operator's clock; a trip under way shows '—' for fare and end", async ({ adminPage: page, api }) => {
    // The browser is in Europe/Istanbul (UTC+3 all year); the operator's Asia/Famagusta is UTC+2 in winter.
    const { operatorTimeZone } = await api.get<AppSettingsResponse>('/api/AppSettings/GetAppSettings');
    const onClock = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: operatorTimeZone }).format(new Date(iso));
    const { rows } = await api.getPage<TripListItem>('/api/trips/GetTrips?pageSize=50');
    const completed = rows.find((row) => row.tripStatus === 'Completed')!;
    const underWay = rows.find((row) => ['Accepted', 'DriverArrived', 'InProgress'].includes(row.tripStatus));
    const detail = await api.get<TripDetailsWithFare>(`/api/trips/GetTrip/${completed.tripId}`);
    await page.goto(`/trips/details/${completed.tripId}`);
    await expect(page.getByTestId('trip-start-time')).toHaveText(onClock(completed.startTime));
    await expect(page.getByTestId('trip-start-time')).toContainText(detail.fareExplained.localStartTime);
    await expect(page.getByTestId('trip-fare-start')).toHaveText(`Started ${detail.fareExplained.localStartTime} (${operatorTimeZone})`);
    await expect(page.getByTestId('trip-end-time')).toHaveText(onClock(completed.endTime!));
    await expect(page.getByTestId('trip-time-zone')).toHaveText(`Times on the operator's clock (${operatorTimeZone})`);

    expect(underWay, 'the demo has a trip under way').toBeDefined();
    await page.goto('/trips');
    await expect(page.getByTestId(`trip-row-${underWay!.tripId}`).locator('td').nth(4)).toHaveText('—');
    await page.goto(`/trips/details/${underWay!.tripId}`);
    await expect(page.getByTestId('trip-fare')).toHaveText('—');
    await expect(page.getByTestId('trip-end-time')).toHaveText('—');
    await expect(page.getByTestId('trip-fare-pending')).toHaveText('The fare is worked out when the trip ends.');
  });

  test('[2.9] trips: an unknown trip goes to /offline (failed preload)', async ({ adminPage: page }) => {
    await page.goto('/trips/details/2000000000');
    await expect(page).toHaveURL(/\/offline$/);
  });
});

test.describe('[2.9] trips in Turkish, dark, at 390 px', () => {
  test.use({ layoutSettings: { language: 'tr', darkMode: true } });

  test('[2.9] trips: at 390 px in Turkish each trip is a card, the filters speak Turkish, the details fit, nothing scrolls sideways', async ({ adminPage: page, api }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/trips?status=6');
    await expect(page.getByRole('heading', { name: 'Yolculuklar', level: 2 })).toBeVisible();
    for (const label of ['Kullanıcı Kimliği', 'Başlangıç Tarihi', 'Bitiş Tarihi', 'Durum']) await expect(page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label }))).toBeVisible();
    await expect(page.getByTestId('trips-table-cards')).toBeVisible();
    const { rows } = await trips(api, 'status=6');
    await expect(page.getByTestId(`trip-row-${rows[0]!.tripId}`)).toContainText('Müşteri iptal etti');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: `#${rows[0]!.tripId} numaralı yolculuğu görüntüle` }).click();
    await expect(page.getByTestId('trip-id')).toHaveText(`Yolculuk #${rows[0]!.tripId}`);
    await expect(page.getByRole('heading', { name: 'Ücretin açıklaması' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('CSV: Turkish export opens in Excel with ; and decimal commas, dates on the operator\'s clock', async ({ adminPage: page, api }) => {
    await page.goto('/trips?status=5');
    const { rows } = await trips(api, 'status=5');
    await expect(page.getByTestId(`trip-row-${rows[0]!.tripId}`)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV olarak dışa aktar' }).click()]);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, first] = text.slice(1).split('\r\n');
    expect(header).toMatch(/^Kimlik;Başlangıç zamanı \(Asia\/Famagusta\);Bitiş zamanı \(Asia\/Famagusta\);/);
    const cells = first!.split(';');
    expect(cells[0]).toBe(String(rows[0]!.tripId));
    expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(cells[6]).toBe((rows[0]!.fare / 100).toFixed(2).replace('.', ','));
  });
});
