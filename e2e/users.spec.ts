import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { UserListItem } from '@taxi/contract';
import type { AdminApi } from './support/api';
import { DEMO_ADMIN, expect, test } from './support/fixtures';

/**
 * SPEC.md §2.5 users lists (on the list pattern, docs/list-pattern.md) and §2.5/§5 create admin.
 * The details screen, its documents, verification and delete: users-details.spec.ts.
 */
const HEADERS = ['Id', 'First Name', 'Surname', 'Email', 'Phone Number', 'Date Created', 'Verification', 'Actions'];

const usersPage = (api: AdminApi, role: string, query = '') => api.getPage<UserListItem>(`/api/users/GetUsers?Role=${role}${query}`);

/** The Id column of the rows on screen. */
const shownIds = (page: Page) => page.getByTestId('users-table').locator('tbody tr td:first-child');

test.describe('[2.5] users lists', () => {
  test('[2.5] users: the customers list has the columns of SPEC.md, pages through the URL, and back restores the page', async ({ adminPage: page, api }) => {
    const first = await usersPage(api, 'Customer', '&pageNumber=1&pageSize=10');
    const second = await usersPage(api, 'Customer', '&pageNumber=2&pageSize=10');
    await page.goto('/users/Customer');
    await expect(page.getByTestId('page-title')).toHaveText('Customers');
    const table = page.getByTestId('users-table');
    await expect(table.locator('thead th')).toHaveText(HEADERS);
    await expect(shownIds(page)).toHaveText(first.rows.map((user) => user.prettyId));
    const row = first.rows[0]!;
    const cells = page.getByTestId(`user-row-${row.id}`).locator('td');
    await expect(cells.nth(1)).toHaveText(row.firstName);
    await expect(cells.nth(2)).toHaveText(row.lastName);
    await expect(cells.nth(3)).toHaveText(row.email);
    await expect(cells.nth(4)).toHaveText(row.phoneNumber);
    await expect(page.getByTestId('list-range')).toHaveText(`1–10 of ${first.pagination.totalItems.toLocaleString('en-US')}`);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/users\/Customer\?pageNumber=2$/);
    await expect(shownIds(page)).toHaveText(second.rows.map((user) => user.prettyId));
    await page.goBack();
    await expect(page).toHaveURL(/\/users\/Customer$/);
    await expect(shownIds(page)).toHaveText(first.rows.map((user) => user.prettyId));

    await page.getByRole('link', { name: `View ${row.firstName} ${row.lastName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/users/details/${row.id}$`));
    await expect(page.getByTestId('user-name')).toHaveText(`${row.firstName} ${row.lastName}`);
  });

  test('[2.5] users: the drivers search is in the URL with the page and starts again at page 1', async ({ adminPage: page, api }) => {
    const third = await usersPage(api, 'Driver', '&pageNumber=3&pageSize=10');
    const driver = third.rows[0]!;
    await page.goto('/users/Driver?pageNumber=3');
    await expect(page.getByTestId('page-title')).toHaveText('Drivers');
    await expect(shownIds(page).first()).toHaveText(driver.prettyId);

    await page.getByLabel('Search', { exact: true }).fill(driver.email);
    await expect(page).toHaveURL(new RegExp(`/users/Driver\\?search=${encodeURIComponent(driver.email)}$`));
    await expect(shownIds(page)).toHaveText([driver.prettyId]);
    await expect(page.getByTestId('list-range')).toHaveText('1–1 of 1');

    // The pretty id finds the same driver; a search that matches nobody says so.
    await page.getByLabel('Search', { exact: true }).fill(driver.prettyId);
    await expect(page).toHaveURL(new RegExp(`search=${driver.prettyId}$`));
    await expect(shownIds(page)).toHaveText([driver.prettyId]);
    await page.getByLabel('Search', { exact: true }).fill('zz-nobody-zz');
    await expect(page.getByText('No users match “zz-nobody-zz”.')).toBeVisible();

    // Back returns to the previous search; the box follows the URL.
    await page.goBack();
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(driver.prettyId);
    await expect(shownIds(page)).toHaveText([driver.prettyId]);
    await page.getByLabel('Search', { exact: true }).fill('');
    await expect(page).toHaveURL(/\/users\/Driver$/);
    const firstPage = await usersPage(api, 'Driver', '&pageNumber=1&pageSize=10');
    await expect(shownIds(page)).toHaveText(firstPage.rows.map((user) => user.prettyId));
  });

  test("[2.5] users: only the admins list offers 'Create Admin'; its pages and search work the same", async ({ adminPage: page, api }) => {
    for (const role of ['Customer', 'Driver']) {
      await page.goto(`/users/${role}`);
      await expect(page.getByTestId('users-table').locator('tbody tr').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create Admin' })).toHaveCount(0);
    }
    const admins = await usersPage(api, 'Admin', '&pageSize=100');
    await page.goto('/users/Admin?pageSize=25');
    await expect(page.getByTestId('page-title')).toHaveText('Admins');
    await expect(shownIds(page)).toHaveText(admins.rows.slice(0, 25).map((user) => user.prettyId));
    await page.getByLabel('Search', { exact: true }).fill('admin@demo.taxi');
    await expect(page).toHaveURL(/\/users\/Admin\?pageSize=25&search=admin%40demo\.taxi$/);
    await expect(page.getByTestId('users-table').locator('tbody tr')).toHaveCount(1);
    await page.getByRole('link', { name: 'Create Admin' }).click();
    await expect(page).toHaveURL(/\/users\/admin\/create$/);
    await expect(page.getByTestId('page-title')).toHaveText('Create Admin');
  });

  test('verification queue: the drivers list filters by status and sorts by surname, both in the URL and the export', async ({ adminPage: page, api }) => {
    await page.goto('/users/Driver?pageNumber=2');
    await page.getByRole('combobox', { name: 'Verification' }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await expect(page).toHaveURL(/\/users\/Driver\?status=pending$/);
    const table = page.getByTestId('users-table');
    await table.getByRole('button', { name: 'Surname' }).click();
    await expect(page).toHaveURL(/status=pending&sort=name$/);
    await expect(table.locator('thead th').filter({ hasText: 'Surname' })).toHaveAttribute('aria-sort', 'ascending');
    const byName = await usersPage(api, 'Driver', '&verificationStatus=0&sort=name');
    await expect(shownIds(page)).toHaveText(byName.rows.map((row) => row.prettyId));
    await expect(table.locator('tbody tr td:nth-child(7)')).toHaveText(byName.rows.map(() => 'Pending'));
    await table.getByRole('button', { name: 'Surname' }).click();
    await expect(page).toHaveURL(/sort=-name$/);
    await expect(table.locator('thead th').filter({ hasText: 'Surname' })).toHaveAttribute('aria-sort', 'descending');
    const reversed = await usersPage(api, 'Driver', '&verificationStatus=0&sort=-name');
    await expect(shownIds(page)).toHaveText(reversed.rows.map((row) => row.prettyId));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = (await readFile(await download.path(), 'utf8')).slice(1).trim().split(/\r?\n/);
    expect(lines).toHaveLength(reversed.pagination.totalItems + 1);
    expect(lines.slice(1).every((line) => line.endsWith(',Driver,Pending'))).toBe(true);
    expect(lines[1]).toContain(`,${reversed.rows[0]!.lastName},`);
  });

  test("[2.5] users: 'Export CSV' downloads the filtered drivers with a BOM and the list's headers", async ({ adminPage: page, api }) => {
    const driver = (await usersPage(api, 'Driver', '&pageSize=1')).rows[0]!;
    await page.goto(`/users/Driver?search=${encodeURIComponent(driver.email)}`);
    await expect(shownIds(page)).toHaveText([driver.prettyId]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('users-driver.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(driver.email);
  });
});

test.describe('[2.5] users lists at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[2.5] users: at 390 px each driver is a card with its Id, fields and view action, and nothing scrolls sideways', async ({ adminPage: page, api }) => {
    const first = (await usersPage(api, 'Driver', '&pageSize=10')).rows[0]!;
    await page.goto('/users/Driver');
    const card = page.getByTestId(`user-row-${first.id}`);
    await expect(card).toBeVisible();
    await expect(card.getByText(first.prettyId)).toBeVisible();
    await expect(card.getByText('Email')).toBeVisible();
    await expect(card.getByText(first.email)).toBeVisible();
    await expect(card.getByRole('link', { name: `View ${first.firstName} ${first.lastName}` })).toBeVisible();
    await expect(page.getByTestId('users-table').locator('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('[2.5] users lists in Turkish and dark', () => {
  test.use({ layoutSettings: { language: 'tr', darkMode: true } });

  test('[2.5] users: the admins list in Turkish has Turkish headers, texts and export headers', async ({ adminPage: page }) => {
    await page.goto('/users/Admin');
    await expect(page.getByTestId('page-title')).toHaveText('Yöneticiler');
    await expect(page.getByTestId('users-table').locator('thead th')).toHaveText(['Id', 'Ad', 'Soyad', 'E-posta', 'Telefon Numarası', 'Oluşturulma Tarihi', 'Doğrulama', 'İşlemler']);
    await expect(page.getByRole('link', { name: 'Yönetici Oluştur' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV/ }).click()]);
    const header = (await readFile(await download.path(), 'utf8')).slice(1).split(/\r?\n/)[0]!;
    expect(header).not.toContain('First name');
    expect(header.length).toBeGreaterThan(0);
  });
});

/* ------------------------------------------------------------------------------------------------
 * Create admin (SPEC.md §2.5, §5; DESIGN.md §7's corrected address message).
 * ---------------------------------------------------------------------------------------------- */

const MESSAGES = {
  firstName: 'Please enter the first name.',
  lastName: 'Please enter the Last Name.',
  email: 'Please enter user email.',
  phoneNumber: 'Please enter phone number.',
  password: 'Please enter a valid password.',
  address: 'Please enter a valid user address.',
} as const;
type TextField = keyof typeof MESSAGES;

const field = (page: Page, name: TextField | 'role') => page.getByTestId(`field-${name}`);
const uniqueEmail = () => `e2e-admin-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Counts the CreateUser calls the page makes. */
function countCreateCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/users\/CreateUser/i.test(request.url())) calls.push(request.method());
  });
  return calls;
}

async function fillAdmin(page: Page, values: Record<TextField, string>) {
  for (const [name, value] of Object.entries(values)) await field(page, name as TextField).fill(value);
}

test.describe('[2.5] create admin', () => {
  test("[5] create admin: an empty submit says 'Please enter valid data!', shows every message, focuses First Name and sends nothing", async ({ adminPage: page }) => {
    const calls = countCreateCalls(page);
    await page.goto('/users/admin/create');
    await expect(page.getByTestId('page-title')).toHaveText('Create Admin');
    for (const message of Object.values(MESSAGES)) await expect(page.getByText(message)).toHaveCount(0);
    await expect(field(page, 'role')).toHaveValue('Admin');
    await expect(field(page, 'role')).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/triptypes');

    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Please enter valid data!')).toBeVisible();
    for (const [name, message] of Object.entries(MESSAGES)) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expect(field(page, name as TextField)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field(page, 'firstName')).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('[5] create admin: a message shows once its field is touched or changed, and the first invalid field gets the focus', async ({ adminPage: page }) => {
    const calls = countCreateCalls(page);
    await page.goto('/users/admin/create');
    // Touched and left empty.
    await field(page, 'firstName').focus();
    await field(page, 'lastName').focus();
    await expect(page.getByText(MESSAGES.firstName)).toBeVisible();
    await expect(page.getByText(MESSAGES.lastName)).toHaveCount(0);
    // Changed: typed, then cleared.
    await field(page, 'address').fill('Lefkoşa');
    await field(page, 'address').fill('');
    await expect(page.getByText(MESSAGES.address)).toBeVisible();
    // A password under 8 characters is not valid (the server's rule).
    await field(page, 'password').fill('short');
    await expect(page.getByText(MESSAGES.password)).toBeVisible();
    await field(page, 'password').fill('long enough');
    await expect(page.getByText(MESSAGES.password)).toHaveCount(0);

    await fillAdmin(page, { firstName: 'Ayla', lastName: 'Kaya', email: uniqueEmail(), phoneNumber: '', password: 'long enough', address: 'Girne' });
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('Please enter valid data!')).toBeVisible();
    await expect(field(page, 'phoneNumber')).toBeFocused();
    await expect(page.getByText(MESSAGES.phoneNumber)).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('[2.5] create admin: a valid form is sent whole, confirms, opens the admins list, and the new admin exists and can sign in', async ({ adminPage: page, api, playwright, baseURL }) => {
    const email = uniqueEmail();
    const sent: unknown[] = [];
    page.on('request', (request) => {
      if (/\/api\/users\/CreateUser/i.test(request.url())) sent.push(request.postDataJSON());
    });
    await page.goto('/users/admin/create');
    await fillAdmin(page, { firstName: 'Ayla', lastName: 'Kaya', email, phoneNumber: '+90 548 555 0101', password: 'Str0ng pass', address: 'Ecevit Caddesi 5, Girne' });
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User successfully created!')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/Admin$/);
    expect(sent).toEqual([
      expect.objectContaining({ firstName: 'Ayla', lastName: 'Kaya', email, phoneNumber: '+90 548 555 0101', password: 'Str0ng pass', address: 'Ecevit Caddesi 5, Girne', role: 'Admin', roles: ['Admin'] }),
    ]);
    expect(Object.keys(sent[0] as object)).toEqual(expect.arrayContaining(['id', 'prettyId', 'registrationDate', 'photoUrl']));

    const found = await usersPage(api, 'Admin', `&search=${encodeURIComponent(email)}`);
    expect(found.rows).toEqual([expect.objectContaining({ email, firstName: 'Ayla', lastName: 'Kaya', role: 'Admin' })]);
    await page.getByLabel('Search', { exact: true }).fill(email);
    await expect(shownIds(page)).toHaveText([found.rows[0]!.prettyId]);

    const other = await playwright.request.newContext({ baseURL });
    const login = await other.post('/api/auth/Login', { data: { username: email, password: 'Str0ng pass' } });
    expect(login.status()).toBe(200);
    await other.dispose();
  });

  test("[8] create admin: a refused create shows the server's text in an error toast and stays on the form", async ({ adminPage: page, api }) => {
    const duplicate = { firstName: 'Dup', lastName: 'Licate', email: DEMO_ADMIN.username, phoneNumber: '+90 548 555 0102', password: 'Str0ng pass', address: 'Lefkoşa' };
    const refused = await api.send('POST', '/api/users/CreateUser/', { ...duplicate, role: 'Admin', roles: ['Admin'] });
    expect(refused.status()).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    const before = await usersPage(api, 'Admin', '&pageSize=100');

    await page.goto('/users/admin/create');
    await fillAdmin(page, duplicate);
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL(/\/users\/admin\/create$/);
    expect((await usersPage(api, 'Admin', '&pageSize=100')).pagination.totalItems).toBe(before.pagination.totalItems);
  });
});
