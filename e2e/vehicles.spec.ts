import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { TripTypeOption, UserDetails, VehicleDetails, VehicleListItem } from '@taxi/contract';
import type { AdminApi } from './support/api';
import { expect, horizontalOverflow, test, toast } from './support/fixtures';

/** The verification column's words (issue 22), by status code. */
const VERIFICATION = { 0: 'Pending', 1: 'Approved', 2: 'Rejected' } as const;

/**
 * SPEC.md §2.6 vehicles (list, filters, chips, paging, details), §4 document and verification
 * transitions of a vehicle, §8 messages. Each changing test takes its own vehicle (by position in the
 * list of vehicles with documents), puts it in the state it needs through the API, and reads the
 * state back through the API after the clicks.
 */
const vehiclesPage = (api: AdminApi, query = '') => api.getPage<VehicleListItem>(`/api/vehicles/GetVehicles?pageSize=10${query}`);
const details = (api: AdminApi, id: number) => api.get<VehicleDetails>(`/api/vehicles/GetVehicle/${id}`);
const shownIds = (page: Page) => page.getByTestId('vehicles-table').locator('tbody tr td:first-child');
const nextYear = () => `${new Date().getFullYear() + 1}-06-30`;

/** A vehicle with at least two documents, the `nth` one found from the end of the list. */
async function vehicleWithDocuments(api: AdminApi, nth: number): Promise<VehicleDetails> {
  const { rows } = await api.getPage<VehicleListItem>('/api/vehicles/GetVehicles?pageSize=100');
  let found = 0;
  for (const row of rows.reverse()) {
    const vehicle = await details(api, row.vehicleId);
    if (vehicle.documents.length >= 2 && found++ === nth) return vehicle;
  }
  throw new Error('No vehicle with documents in the demo data');
}

const decideDocument = (api: AdminApi, documentId: number, documentStatus: 0 | 1 | 2, rejectionReason = '') =>
  api.sendOk<boolean>('PATCH', `/api/documents/UpdateDocumentStatus/${documentId}`, { documentStatus, rejectionReason });
/** Puts every document in `status` (skipping those already there: a repeat is a 409). */
async function setDocuments(api: AdminApi, vehicle: VehicleDetails, status: 0 | 1) {
  for (const document of vehicle.documents) if (document.documentStatus !== status) await decideDocument(api, document.documentId, status);
}
async function resetVerification(api: AdminApi, vehicle: VehicleDetails) {
  if (vehicle.verificationStatus !== 0) await api.sendOk('PATCH', `/api/vehicles/UpdateVehicleVerificationStatus/${vehicle.vehicleId}`, { verificationStatus: 0 });
}

test.describe('[2.6] vehicles list', () => {
  test('[2.6] vehicles: the list shows the columns of SPEC.md §2.6 and pages with first/previous/next/last, the page in the URL', async ({ adminPage: page, api }) => {
    const first = await vehiclesPage(api);
    const second = await vehiclesPage(api, '&pageNumber=2');
    const last = await vehiclesPage(api, `&pageNumber=${first.pagination.totalPages}`);
    await page.goto('/vehicles');
    // The first page of a fresh server can take a while on a busy machine.
    await expect(page.getByTestId('vehicles-table')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('vehicles-table').locator('thead th')).toHaveText(['Id', 'Trip Type', 'Brand', 'Model', 'Year', 'User', 'Plate Number', 'Verification', 'Actions']);
    await expect(shownIds(page)).toHaveText(first.rows.map((row) => String(row.vehicleId)));
    const row = first.rows[0]!;
    await expect(page.getByTestId(`vehicle-row-${row.vehicleId}`).locator('td')).toHaveText([
      String(row.vehicleId), row.tripType, row.vehicleBrand, row.vehicleModel, String(row.vehicleYear), `${row.user.firstName} ${row.user.lastName}`, row.vehiclePlate, VERIFICATION[row.verificationStatus], '',
    ]);

    const pages = page.getByRole('navigation', { name: 'Vehicles pages' });
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/vehicles\?pageNumber=2$/);
    await expect(shownIds(page)).toHaveText(second.rows.map((r) => String(r.vehicleId)));
    await pages.getByRole('button', { name: 'Last page' }).click();
    await expect(page).toHaveURL(new RegExp(`pageNumber=${first.pagination.totalPages}$`));
    await expect(shownIds(page)).toHaveText(last.rows.map((r) => String(r.vehicleId)));
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await expect(page).toHaveURL(new RegExp(`pageNumber=${first.pagination.totalPages - 1}$`));
    await pages.getByRole('button', { name: 'First page' }).click();
    await expect(page).toHaveURL(/\/vehicles$/);
    await expect(shownIds(page)).toHaveText(first.rows.map((r) => String(r.vehicleId)));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`pageNumber=${first.pagination.totalPages - 1}$`));
    await page.goForward();
    await expect(shownIds(page)).toHaveText(first.rows.map((r) => String(r.vehicleId)));

    await page.getByTestId(`vehicle-row-${row.vehicleId}`).getByRole('link', { name: `View ${row.vehicleBrand} ${row.vehicleModel} ${row.vehiclePlate}` }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/details/${row.vehicleId}$`));
  });

  test('[2.6] vehicles: the trip-type filter (All plus the options) and the user filter narrow the list, show as chips, and removing one widens it', async ({ adminPage: page, api }) => {
    const options = await api.get<TripTypeOption[]>('/api/TripType/GetTripTypeOptions');
    const comfort = options.find((option) => option.typeName === 'Comfort') ?? options[0]!;
    const owner = (await vehiclesPage(api, `&tripType=${comfort.tripTypeId}`)).rows[0]!.user;
    await page.goto('/vehicles?pageNumber=2');
    await expect(page.getByTestId('vehicles-table')).toBeVisible({ timeout: 20_000 });

    const tripType = page.getByRole('combobox', { name: 'Trip Type' });
    await expect(tripType).toHaveValue('All');
    await tripType.click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['All', ...options.map((option) => option.typeName)]);
    await page.getByRole('listbox').getByRole('option', { name: comfort.typeName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles\\?tripType=${comfort.tripTypeId}$`));
    const byType = await vehiclesPage(api, `&tripType=${comfort.tripTypeId}`);
    await expect(shownIds(page)).toHaveText(byType.rows.map((row) => String(row.vehicleId)));
    await expect(page.getByTestId('vehicles-table').locator('tbody tr td:nth-child(2)')).toHaveText(byType.rows.map(() => comfort.typeName));
    await expect(page.getByTestId('chip-tripType')).toHaveText(`Trip type: ${comfort.typeName}`);

    await page.getByRole('searchbox', { name: 'User' }).fill(owner.lastName);
    await expect(page).toHaveURL(new RegExp(`tripType=${comfort.tripTypeId}&user=${encodeURIComponent(owner.lastName)}$`));
    const both = await vehiclesPage(api, `&tripType=${comfort.tripTypeId}&user=${encodeURIComponent(owner.lastName)}`);
    await expect(shownIds(page)).toHaveText(both.rows.map((row) => String(row.vehicleId)));
    await expect(page.getByRole('list', { name: 'Selected filters' }).getByRole('listitem')).toHaveText([`Trip type: ${comfort.typeName}`, `User: ${owner.lastName}`]);

    // Remove the trip type: the user filter stays, on every trip type.
    await page.getByRole('button', { name: `Remove the filter Trip type: ${comfort.typeName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles\\?user=${encodeURIComponent(owner.lastName)}$`));
    await expect(tripType).toHaveValue('All');
    const byUser = await vehiclesPage(api, `&user=${encodeURIComponent(owner.lastName)}`);
    await expect(shownIds(page)).toHaveText(byUser.rows.map((row) => String(row.vehicleId)));
    expect(byUser.pagination.totalItems).toBeGreaterThanOrEqual(both.pagination.totalItems);

    // the verification queue of the vehicles: a status chip too, and 'Clear all' removes every filter
    await page.getByRole('combobox', { name: 'Verification' }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await expect(page.getByTestId('chip-status')).toHaveText('Verification: Pending');
    const pending = await vehiclesPage(api, `&user=${encodeURIComponent(owner.lastName)}&verificationStatus=0`);
    await expect(shownIds(page)).toHaveText(pending.rows.map((row) => String(row.vehicleId)));
    await page.getByRole('searchbox', { name: 'User' }).fill('zz-nobody-zz');
    await expect(page.getByText('No vehicles match the selected filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/vehicles$/);
    await expect(page.getByRole('searchbox', { name: 'User' })).toHaveValue('');
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
  });

  test("[2.6] vehicles: the user's vehicles count card opens ?userId= with the owner's name as a chip; removing it lists every vehicle", async ({ adminPage: page, api }) => {
    const vehicle = (await vehiclesPage(api)).rows[0]!;
    const user = await api.get<UserDetails>(`/api/users/GetUserDeatils/${vehicle.user.id}`);
    await page.goto(`/users/details/${user.id}`);
    await page.getByRole('link').filter({ has: page.getByTestId('count-vehicles') }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles\\?userId=${user.id}$`));
    await expect(page.getByTestId('chip-userId')).toHaveText(`Owner: ${user.firstName} ${user.lastName}`);
    await expect(page.getByTestId('vehicles-table').locator('tbody tr')).toHaveCount(user.vehiclesCount);
    await expect(page.getByTestId('vehicles-table').locator('tbody tr td:nth-child(6)')).toHaveText(Array(user.vehiclesCount).fill(`${user.firstName} ${user.lastName}`));
    await page.getByRole('button', { name: `Remove the filter Owner: ${user.firstName} ${user.lastName}` }).click();
    await expect(page).toHaveURL(/\/vehicles$/);
    const first = await vehiclesPage(api);
    await expect(shownIds(page)).toHaveText(first.rows.map((row) => String(row.vehicleId)));
  });

  test("[2.6] vehicles: 'Export CSV' downloads the filtered vehicles with a BOM and the list's headers", async ({ adminPage: page, api }) => {
    const vehicle = (await vehiclesPage(api)).rows[0]!;
    await page.goto(`/vehicles?userId=${vehicle.user.id}&tripType=${vehicle.tripTypeId}`);
    const expected = await vehiclesPage(api, `&userId=${vehicle.user.id}&tripType=${vehicle.tripTypeId}`);
    await expect(shownIds(page)).toHaveText(expected.rows.map((row) => String(row.vehicleId)));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('vehicles.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Id,Trip type,Brand,Model,Year,Colour,User,User id,Plate number,Verification');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(expected.rows.map((row) => row.vehicleId));
  });

  test('[8] vehicles: an unknown vehicle goes to /offline (failed preload)', async ({ adminPage: page }) => {
    await page.goto('/vehicles/details/987654');
    await expect(page).toHaveURL(/\/offline$/);
  });
});

test.describe('[2.6] vehicle details', () => {
  test('[2.6] vehicles: the details show image, brand, trip type, verification badge, plate, model, year, colour and documents; the owner links to the user page', async ({ adminPage: page, api }) => {
    const vehicle = await vehicleWithDocuments(api, 0);
    await page.goto(`/vehicles/details/${vehicle.vehicleId}`);
    await expect(page.getByTestId('page-title')).toHaveText('Vehicle Details');
    await expect(page.getByTestId('vehicle-brand')).toHaveText(vehicle.vehicleBrand);
    await expect(page.getByTestId('vehicle-trip-type')).toHaveText(vehicle.tripType);
    await expect(page.getByTestId('vehicle-verification')).toHaveText(['Pending', 'Approved', 'Rejected'][vehicle.verificationStatus]!);
    await expect(page.getByTestId('vehicle-plate')).toHaveText(vehicle.vehiclePlate);
    await expect(page.getByTestId('vehicle-model')).toHaveText(vehicle.vehicleModel);
    await expect(page.getByTestId('vehicle-year')).toHaveText(String(vehicle.vehicleYear));
    await expect(page.getByTestId('vehicle-color')).toHaveText(vehicle.vehicleColor);
    const image = page.getByTestId('vehicle-image');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('vehicle-documents').getByTestId(/^document-\d+$/)).toHaveCount(vehicle.documents.length);

    // The scan opens large from its signed link.
    const first = vehicle.documents[0]!;
    await page.getByTestId(`document-${first.documentId}`).getByTestId('document-open').click();
    const large = page.getByRole('dialog').getByTestId('document-image-large');
    await expect(large).toBeVisible();
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByTestId('vehicle-owner').click();
    await expect(page).toHaveURL(new RegExp(`/users/details/${vehicle.user.id}$`));
    await expect(page.getByTestId('user-name')).toHaveText(`${vehicle.user.firstName} ${vehicle.user.lastName}`);
  });

  test('[4] vehicles: a document is rejected with a reason, then approved; the messages show and the API reads the same back', async ({ adminPage: page, api }) => {
    const vehicle = await vehicleWithDocuments(api, 1);
    await setDocuments(api, vehicle, 0);
    const target = vehicle.documents[0]!;
    await page.goto(`/vehicles/details/${vehicle.vehicleId}`);
    const card = page.getByTestId(`document-${target.documentId}`);
    await expect(card.getByTestId('document-status')).toHaveText('Pending');

    await card.getByRole('button', { name: /^Reject the / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Rejection reason').fill('The plate is not readable');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Document status successfully updated!')).toBeVisible();
    await expect(card.getByTestId('document-status')).toHaveText('Rejected');
    await expect(card.getByTestId('document-reason')).toHaveText('Rejection reason: The plate is not readable');
    await expect(card.getByRole('button', { name: /^Reject the / })).toHaveCount(0);
    expect((await details(api, vehicle.vehicleId)).documents.find((d) => d.documentId === target.documentId)).toMatchObject({ documentStatus: 2, rejectionReason: 'The plate is not readable' });

    await card.getByRole('button', { name: /^Approve the / }).click();
    await expect(card.getByTestId('document-status')).toHaveText('Approved');
    await expect(card.getByRole('button', { name: /^Approve the / })).toHaveCount(0);
    expect((await details(api, vehicle.vehicleId)).documents.find((d) => d.documentId === target.documentId)).toMatchObject({ documentStatus: 1, rejectionReason: null });
  });

  test("[4] vehicles: Approve shows only once every document is approved; approving asks for a date, rejecting for a reason; 'User status successfully updated!'", async ({ adminPage: page, api }) => {
    const vehicle = await vehicleWithDocuments(api, 2);
    await resetVerification(api, vehicle);
    await setDocuments(api, vehicle, 0);
    await page.goto(`/vehicles/details/${vehicle.vehicleId}`);
    const actions = page.getByTestId('verification-actions');
    await expect(actions.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByTestId('documents-pending-hint')).toHaveText('Approve every document to approve this vehicle.');

    // Approving the documents on the screen brings the Approve button (the server's all-approved answer).
    for (const document of vehicle.documents) await page.getByTestId(`document-${document.documentId}`).getByRole('button', { name: /^Approve the / }).click();
    await expect(page.getByTestId('all-documents-approved')).toBeVisible();
    await actions.getByRole('button', { name: 'Approve' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Approved until').fill(nextYear());
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'User status successfully updated!')).toBeVisible();
    await expect(page.getByTestId('vehicle-verification')).toHaveText('Approved');
    await expect(page.getByTestId('vehicle-verified-until')).toContainText('Approved until');
    await expect(actions.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    const approved = await details(api, vehicle.vehicleId);
    expect(approved).toMatchObject({ verificationStatus: 1, rejectionReason: null });
    // approved until the end of the day picked on the operator's clock (issue 21 item 11), not UTC's
    const { operatorTimeZone } = await api.get<{ operatorTimeZone: string }>('/api/AppSettings/GetAppSettings');
    const onOperatorClock = new Intl.DateTimeFormat('sv-SE', { timeZone: operatorTimeZone, dateStyle: 'short', timeStyle: 'medium' });
    expect(onOperatorClock.format(new Date(approved.verifiedUntil!))).toBe(`${nextYear()} 23:59:59`);
    expect(new Date(approved.verifiedUntil!).getUTCMilliseconds()).toBe(999);

    await actions.getByRole('button', { name: 'Reject' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Rejection reason').fill('Insurance expired');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByTestId('vehicle-verification')).toHaveText('Rejected');
    await expect(page.getByTestId('rejection-banner')).toHaveText('Rejection reason: Insurance expired');
    await expect(actions.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(await details(api, vehicle.vehicleId)).toMatchObject({ verificationStatus: 2, verifiedUntil: null, rejectionReason: 'Insurance expired' });
  });

  test("[8] vehicles: a refused update shows the server's message and keeps the dialog open; nothing changes", async ({ adminPage: page, api }) => {
    const vehicle = await vehicleWithDocuments(api, 3);
    await resetVerification(api, vehicle);
    await setDocuments(api, vehicle, 1);
    await page.goto(`/vehicles/details/${vehicle.vehicleId}`);
    await page.getByTestId('verification-actions').getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Approved until').fill('2020-01-01');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'The approved-until date must be in the future')).toBeVisible();
    await expect(dialog.getByText('The approved-until date must be in the future')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('vehicle-verification')).toHaveText('Pending');
    expect((await details(api, vehicle.vehicleId)).verificationStatus).toBe(0);
  });
});

test.describe('[2.6] vehicles at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[2.6] vehicles: at 390 px each vehicle is a card with its Id, fields and view action, and nothing scrolls sideways', async ({ adminPage: page, api }) => {
    const first = (await vehiclesPage(api)).rows[0]!;
    await page.goto('/vehicles');
    const card = page.getByTestId(`vehicle-row-${first.vehicleId}`);
    await expect(card).toBeVisible();
    await expect(card.getByText('Plate Number')).toBeVisible();
    await expect(card.getByText(first.vehiclePlate)).toBeVisible();
    await expect(card.getByRole('link', { name: `View ${first.vehicleBrand} ${first.vehicleModel} ${first.vehiclePlate}` })).toBeVisible();
    await expect(page.getByTestId('vehicles-table').locator('table')).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await card.getByRole('link', { name: /^View / }).click();
    await expect(page.getByTestId('vehicle-brand')).toHaveText(first.vehicleBrand);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('[2.6] vehicles in Turkish and dark', () => {
  test.use({ layoutSettings: { language: 'tr', darkMode: true } });

  test('[2.6] vehicles: the list and the details in Turkish, with Turkish export headers', async ({ adminPage: page, api }) => {
    const vehicle = await vehicleWithDocuments(api, 0);
    await page.goto('/vehicles');
    await expect(page.getByTestId('vehicles-table').locator('thead th')).toHaveText(['Kimlik', 'Yolculuk Tipi', 'Marka', 'Model', 'Yıl', 'Kullanıcı', 'Plaka', 'Doğrulama', 'İşlemler']);
    await expect(page.getByRole('combobox', { name: 'Yolculuk Tipi' })).toHaveValue('Tümü');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV/ }).click()]);
    const header = (await readFile(await download.path(), 'utf8')).slice(1).split(/\r?\n/)[0]!;
    expect(header).toBe('Kimlik;Yolculuk tipi;Marka;Model;Yıl;Renk;Kullanıcı;Kullanıcı kimliği;Plaka;Doğrulama');
    await page.goto(`/vehicles/details/${vehicle.vehicleId}`);
    await expect(page.getByText('Renk', { exact: true })).toBeVisible();
    await expect(page.getByTestId('vehicle-documents').getByRole('heading', { name: 'Belgeler' })).toBeVisible();
  });
});
