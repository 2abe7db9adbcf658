import type { Page } from '@playwright/test';
import type { TripType, TripTypeBody, TripTypeOption } from '@taxi/contract';
import type { AdminApi } from './support/api';
import { expect, test } from './support/fixtures';

const FIELDS = ['typeName', 'description', 'numberOfPassengers', 'systemPercentage', 'baseFare', 'perKmFare', 'perMinuteFare', 'cancellationSurcharge', 'nightSurcharge', 'peakTimeSurcharge'] as const;
/** SPEC.md §5, with DESIGN.md §7's corrected wording for 'persentage' and 'The enter valid'. */
const MESSAGES: Record<(typeof FIELDS)[number], string> = {
  typeName: 'Please enter the trip type name.',
  description: 'Please enter the trip type description.',
  numberOfPassengers: 'Please enter the number of seats.',
  systemPercentage: 'Please enter system percentage.',
  baseFare: 'Please enter a valid base fare.',
  perKmFare: 'Please enter a valid Per KM Fare.',
  perMinuteFare: 'Please enter a valid Per Minute Fare.',
  cancellationSurcharge: 'Please enter a valid Cancellation Surcharge.',
  nightSurcharge: 'Please enter a valid Night Surcharge.',
  peakTimeSurcharge: 'Please enter a valid Peak Time Surcharge.',
};

let sequence = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++sequence}`;
const body = (overrides: Partial<TripTypeBody> = {}): TripTypeBody => ({
  typeName: uniqueName('E2E'), description: 'Made by an end-to-end test', numberOfPassengers: 4, systemPercentage: 20, baseFare: 8550,
  perKmFare: 2500, perMinuteFare: 300, cancellationSurcharge: 50, nightSurcharge: 25, peakTimeSurcharge: 15, ...overrides,
});

const listTripTypes = (api: AdminApi) => api.get<TripType[]>('/api/TripType/GetTripTypes');
/** Seeds a trip type through the API (kuruş), as a test's starting point. */
const createTripType = (api: AdminApi, overrides: Partial<TripTypeBody> = {}) => api.sendOk<TripType>('POST', '/api/TripType/CreateTripType', body(overrides));

const field = (page: Page, name: string) => page.getByTestId(`field-${name}`);

async function fillForm(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

test.describe('[2.4] trip types', () => {
  test('[2.4] trip types: the list has the columns of SPEC.md, money in TRY from kuruş, and Add Trip Type', async ({ adminPage: page, api }) => {
    const tripTypes = await listTripTypes(api);
    expect(tripTypes.length).toBeGreaterThan(0);
    await page.goto('/triptypes');
    const table = page.getByTestId('trip-types-table');
    await expect(table.locator('thead th')).toHaveText(['Id', 'Name', 'Base fare', 'Per KM fare', 'Per min fare', 'System Percentage', 'Last Modified', 'Actions']);
    await expect(table.locator('tbody tr')).toHaveCount(tripTypes.length);
    const lira = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const money = (kurus: number) => `₺${lira.format(kurus / 100)}`;
    for (const tripType of tripTypes) {
      const cells = page.getByTestId(`trip-type-row-${tripType.tripTypeId}`).locator('td');
      await expect(cells.nth(0)).toHaveText(String(tripType.tripTypeId));
      await expect(cells.nth(1)).toHaveText(tripType.typeName);
      await expect(cells.nth(2)).toHaveText(money(tripType.baseFare));
      await expect(cells.nth(3)).toHaveText(money(tripType.perKmFare));
      await expect(cells.nth(4)).toHaveText(money(tripType.perMinuteFare));
      await expect(cells.nth(5)).toHaveText(`${tripType.systemPercentage}%`);
    }
    await page.getByRole('link', { name: 'Add Trip Type' }).click();
    await expect(page).toHaveURL(/\/triptypes\/add$/);
    await expect(page.getByTestId('page-title')).toHaveText('Add Trip Type');
  });

  test("[2.4] trip types: details are read-only with 'Trip Type ID', back and edit", async ({ adminPage: page, api }) => {
    const created = await createTripType(api, { baseFare: 12345, perMinuteFare: 5 });
    await page.goto('/triptypes');
    await page.getByRole('link', { name: `View ${created.typeName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/triptypes/details/${created.tripTypeId}$`));
    const card = page.getByTestId('trip-type-details-card');
    await expect(card.getByText('Trip Type ID', { exact: true })).toBeVisible();
    await expect(page.getByTestId('trip-type-id')).toHaveText(String(created.tripTypeId));
    await expect(page.getByTestId('trip-type-name')).toHaveText(created.typeName);
    await expect(page.getByTestId('detail-baseFare')).toHaveText('₺123.45');
    await expect(page.getByTestId('detail-perMinuteFare')).toHaveText('₺0.05');
    await expect(page.getByTestId('detail-numberOfPassengers')).toHaveText('4 seats');
    await expect(page.getByTestId('detail-peakTimeSurcharge')).toHaveText('15%');
    await expect(card.locator('input, textarea')).toHaveCount(0);
    await card.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/triptypes/update/${created.tripTypeId}$`));
    await page.goBack();
    await page.getByTestId('trip-type-details-card').getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/triptypes$/);
  });

  test('[2.4] trip types: an admin creates a trip type typed in lira; the API stores kuruş', async ({ adminPage: page, api }) => {
    const name = uniqueName('Economy');
    await page.goto('/triptypes/add');
    await fillForm(page, {
      typeName: `  ${name} `, description: 'Budget rides in a station wagon', numberOfPassengers: '5', systemPercentage: '17,5',
      baseFare: '85.50', perKmFare: '22', perMinuteFare: '3,25', cancellationSurcharge: '40', nightSurcharge: '25', peakTimeSurcharge: '12.5',
    });
    await page.getByRole('button', { name: 'Add Trip Type' }).click();
    await expect(page.getByText('Trip Type successfully added!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/triptypes$/);
    await expect(page.getByTestId('trip-types-table')).toContainText(name);
    const stored = (await listTripTypes(api)).find((item) => item.typeName === name);
    expect(stored).toMatchObject({
      description: 'Budget rides in a station wagon', numberOfPassengers: 5, systemPercentage: 17.5, baseFare: 8550, perKmFare: 2200,
      perMinuteFare: 325, cancellationSurcharge: 40, nightSurcharge: 25, peakTimeSurcharge: 12.5,
    });
    expect(Date.now() - Date.parse(stored!.lastModifiedDate)).toBeLessThan(120_000);
    const options = await api.get<TripTypeOption[]>('/api/TripType/GetTripTypeOptions');
    expect(options).toContainEqual({ tripTypeId: stored!.tripTypeId, typeName: name });
  });

  test('[2.4] trip types: an admin edits a trip type; the form is prefilled and the API has the new values', async ({ adminPage: page, api }) => {
    const created = await createTripType(api);
    await page.goto('/triptypes');
    await page.getByRole('link', { name: `Edit ${created.typeName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/triptypes/update/${created.tripTypeId}$`));
    await expect(field(page, 'typeName')).toHaveValue(created.typeName);
    await expect(field(page, 'baseFare')).toHaveValue('85.50');
    await expect(field(page, 'perMinuteFare')).toHaveValue('3.00');
    await expect(field(page, 'numberOfPassengers')).toHaveValue('4');
    await fillForm(page, { typeName: `${created.typeName} v2`, baseFare: '90,25', numberOfPassengers: '6', nightSurcharge: '30' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Trip type successfully updated!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/triptypes$/);
    await expect(page.getByTestId(`trip-type-row-${created.tripTypeId}`)).toContainText('₺90.25');
    const stored = await api.get<TripType>(`/api/TripType/GetTripType/${created.tripTypeId}`);
    expect(stored).toMatchObject({ typeName: `${created.typeName} v2`, baseFare: 9025, numberOfPassengers: 6, nightSurcharge: 30, perKmFare: 2500 });
    expect(Date.parse(stored.lastModifiedDate)).toBeGreaterThanOrEqual(Date.parse(created.lastModifiedDate));
  });

  test('[2.1] trip types: an unknown trip type sends the admin to /offline', async ({ adminPage: page }) => {
    await page.goto('/triptypes/details/987654');
    await expect(page).toHaveURL(/\/offline$/);
    await page.goto('/triptypes/update/987654');
    await expect(page).toHaveURL(/\/offline$/);
  });
});

test.describe('[5] trip type validation', () => {
  test('[5] trip types: each message of SPEC.md §5 shows under its field once touched, not before', async ({ adminPage: page }) => {
    await page.goto('/triptypes/add');
    for (const message of Object.values(MESSAGES)) await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    for (const name of FIELDS) {
      await field(page, name).focus();
      await field(page, name).blur();
      await expect(page.getByText(MESSAGES[name], { exact: true })).toHaveCount(1);
      await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await field(page, 'typeName').fill('Minibus');
    await expect(page.getByText(MESSAGES.typeName, { exact: true })).toHaveCount(0);
  });

  test("[5] trip types: the edit form says 'Please enter the number of passengers.'", async ({ adminPage: page, api }) => {
    const created = await createTripType(api);
    await page.goto(`/triptypes/update/${created.tripTypeId}`);
    await field(page, 'numberOfPassengers').fill('');
    await field(page, 'numberOfPassengers').blur();
    await expect(page.getByText('Please enter the number of passengers.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter the number of seats.', { exact: true })).toHaveCount(0);
  });

  test('[5] trip types: text fares, negative numbers, percentages over 100 and blank names are refused on the screen', async ({ adminPage: page }) => {
    await page.goto('/triptypes/add');
    await fillForm(page, { typeName: '   ', baseFare: 'abc', perKmFare: '-5', perMinuteFare: '1.234', systemPercentage: '101', nightSurcharge: '-1', numberOfPassengers: '25' });
    for (const name of ['typeName', 'baseFare', 'perKmFare', 'perMinuteFare', 'systemPercentage', 'nightSurcharge', 'numberOfPassengers'] as const) {
      await expect(page.getByText(MESSAGES[name], { exact: true }), name).toBeVisible();
    }
  });

  test("[5] trip types: an invalid submit shows 'Please enter valid data!', every message, and sends nothing", async ({ adminPage: page, api }) => {
    const before = await listTripTypes(api);
    const sent: string[] = [];
    page.on('request', (req) => { if (req.method() !== 'GET' && req.url().includes('/api/TripType')) sent.push(req.url()); });
    await page.goto('/triptypes/add');
    await fillForm(page, { typeName: 'Almost valid', baseFare: '80' });
    await page.getByRole('button', { name: 'Add Trip Type' }).click();
    await expect(page.getByText('Please enter valid data!', { exact: true })).toBeVisible();
    for (const name of FIELDS.filter((item) => item !== 'typeName' && item !== 'baseFare')) await expect(page.getByText(MESSAGES[name], { exact: true })).toHaveCount(1);
    await expect(page).toHaveURL(/\/triptypes\/add$/);
    expect(sent).toEqual([]);
    expect(await listTripTypes(api)).toEqual(before);
  });

  test("[8] trip types: the server's error shows in a toast and the form keeps the values", async ({ adminPage: page, api }) => {
    const existing = await createTripType(api);
    const before = await listTripTypes(api);
    await page.goto('/triptypes/add');
    const values = { typeName: existing.typeName.toUpperCase(), description: 'Same name, other case', numberOfPassengers: '4', systemPercentage: '20', baseFare: '80', perKmFare: '25', perMinuteFare: '3', cancellationSurcharge: '50', nightSurcharge: '25', peakTimeSurcharge: '15' };
    await fillForm(page, values);
    await page.getByRole('button', { name: 'Add Trip Type' }).click();
    await expect(page.getByText(`A trip type named "${values.typeName}" already exists`)).toBeVisible();
    await expect(page).toHaveURL(/\/triptypes\/add$/);
    for (const [name, value] of Object.entries(values)) await expect(field(page, name)).toHaveValue(value);
    expect(await listTripTypes(api)).toEqual(before);
  });
});

test.describe('[2.4] fare preview', () => {
  const settings = { nightTimeFrom: '22:00', nightTimeTo: '06:00', peakTimes: [{ peakTimeFrom: '07:30', peakTimeTo: '09:30' }] };
  let original: Record<string, unknown>;
  test.beforeEach(async ({ api }) => {
    original = await api.get('/api/AppSettings/GetAppSettings');
    await api.sendOk('PUT', '/api/AppSettings/UpdateAppSettings', { ...original, ...settings });
  });
  test.afterEach(async ({ api }) => {
    await api.sendOk('PUT', '/api/AppSettings/UpdateAppSettings', original);
  });

  test('[2.4] fare preview: 5 km / 12 min by day, at night, in a peak range and cancelled, live as the admin types', async ({ adminPage: page }) => {
    await page.goto('/triptypes/add');
    const total = (kind: string) => page.getByTestId(`fare-${kind}-total`);
    for (const kind of ['day', 'night', 'peak', 'cancelled']) await expect(total(kind)).toHaveText('—');
    await expect(page.getByTestId('fare-day-note')).toHaveText('Enter: Base fare, Per KM fare, Per minute fare');
    await expect(page.getByTestId('fare-windows')).toContainText('Night 22:00–06:00 · Peak: 07:30–09:30');
    await fillForm(page, { baseFare: '80', perKmFare: '25', perMinuteFare: '3' });
    // 80 + 5 × 25 + 12 × 3 = ₺241.00 by day; night and peak wait for their surcharge.
    await expect(total('day')).toHaveText('₺241.00');
    await expect(page.getByTestId('fare-day')).toContainText('5 km, 12 min · starts at 12:00');
    await expect(page.getByTestId('fare-night-note')).toHaveText('Enter: Night surcharge');
    await fillForm(page, { nightSurcharge: '25', peakTimeSurcharge: '15', cancellationSurcharge: '50', systemPercentage: '20' });
    await expect(total('night')).toHaveText('₺301.25');
    await expect(page.getByTestId('fare-night')).toContainText('starts at 22:00 · +25%');
    await expect(total('peak')).toHaveText('₺277.15');
    await expect(page.getByTestId('fare-peak')).toContainText('starts at 07:30 · +15%');
    await expect(total('cancelled')).toHaveText('₺40.00');
    await expect(page.getByTestId('fare-breakdown')).toHaveText('₺80.00 + 5 km × ₺25.00 + 12 min × ₺3.00 = ₺241.00');
    await expect(page.getByTestId('fare-driver-share')).toContainText('the driver earns ₺192.80 and the company keeps ₺48.20');
    await field(page, 'baseFare').fill('100');
    await expect(total('day')).toHaveText('₺261.00');
    await expect(total('cancelled')).toHaveText('₺50.00');
    await page.getByLabel('Distance (km)').fill('10');
    await expect(total('day')).toHaveText('₺386.00');
    await field(page, 'perKmFare').fill('abc');
    await expect(total('day')).toHaveText('—');
    await expect(total('cancelled')).toHaveText('₺50.00');
  });

  test('[2.4] fare preview: the details page prices the stored rates', async ({ adminPage: page, api }) => {
    const created = await createTripType(api, { baseFare: 8000, perKmFare: 2500, perMinuteFare: 300 });
    await page.goto(`/triptypes/details/${created.tripTypeId}`);
    await expect(page.getByTestId('fare-day-total')).toHaveText('₺241.00');
    await expect(page.getByTestId('fare-night-total')).toHaveText('₺301.25');
  });
});
