import type { Page } from '@playwright/test';
import { expect, seedStorage, test } from './support/fixtures';

/** The demo's staff sign-ins (apps/server/src/modules/bootstrap/demo-staff.ts, printed by `npm start`). */
const STAFF_PASSWORD = 'Staff123!';

/**
 * What each role's sidebar holds (issue 24 item 1), written out here rather than computed from the
 * contract's table, so that a change of the table shows up as a failing expectation to look at.
 */
const MENUS = {
  Finance: ['Overview', 'Customers', 'Drivers', 'Admins', 'Trip Types', 'App Settings', 'Payments', 'Transfers', 'Finance report'],
  Support: ['Overview', 'Customers', 'Drivers', 'Admins', 'Trip Types', 'App Settings', 'Vehicles', 'Trips'],
  Dispatcher: ['Overview', 'Map', 'Dispatch', 'Customers', 'Drivers', 'Admins', 'Trip Types', 'App Settings', 'Vehicles', 'Trips'],
  Viewer: ['Overview', 'Map', 'Dispatch', 'Customers', 'Drivers', 'Admins', 'Trip Types', 'App Settings', 'Vehicles', 'Trips', 'Payments', 'Transfers', 'Finance report', 'Audit log'],
} as const;
type StaffRole = keyof typeof MENUS;

/**
 * Signs the demo staff member of `role` in through the API (a plain fetch: no cookie jar, so no
 * anti-forgery rule between two sign-ins) and puts the session where the app reads it.
 */
async function signInAs(page: Page, baseURL: string | undefined, role: StaffRole) {
  const response = await fetch(new URL('/api/auth/Login', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `${role.toLowerCase()}@demo.taxi`, password: STAFF_PASSWORD }),
  });
  expect(response.ok, await response.clone().text()).toBeTruthy();
  const session = (await response.json()) as { token: string; user: { role: string } };
  expect(session.user.role).toBe(role);
  await seedStorage(page, { authToken: session.token, user: JSON.stringify(session.user) });
}

/** Every link of the sidebar's menu, with each group opened (the groups are the menu's buttons). */
async function sidebarLinks(page: Page): Promise<string[]> {
  const menu = page.getByTestId('sidebar').getByRole('navigation');
  await expect(menu.getByRole('listitem').first()).toBeVisible();
  const groups = menu.getByRole('button');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const group = groups.nth(index);
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  return (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

test.describe('[24.1] staff roles', () => {
  for (const role of Object.keys(MENUS) as StaffRole[]) {
    test(`[24.1] roles: ${role} sees only their menu, and a page outside it says so`, async ({ page, baseURL }) => {
      await signInAs(page, baseURL, role);
      await page.goto('/');
      // the empty path: the map for a role that has it, else the first page of the role's menu
      await expect(page).toHaveURL(role === 'Dispatcher' || role === 'Viewer' ? /\/map$/ : /\/dashboard\/default$/);
      expect(await sidebarLinks(page)).toEqual(MENUS[role]);
      if (role !== 'Viewer') {
        const outside = role === 'Finance' ? '/trips' : '/transfers';
        await page.goto(outside);
        await expect(page.getByTestId('no-access-page')).toContainText('You do not have access to this page');
        await expect(page.getByTestId('sidebar')).toBeVisible();
      }
    });
  }

  test('[24.1] roles: the Viewer reads lists and settings but gets no export, no add and no save', async ({ page, baseURL }) => {
    await signInAs(page, baseURL, 'Viewer');
    await page.goto('/users/Driver');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await page.goto('/triptypes');
    await expect(page.getByTestId('trip-types-page')).toBeVisible();
    await expect(page.getByRole('link', { name: /Add/ })).toHaveCount(0);
    await page.goto('/appsettings');
    await expect(page.getByTestId('settings-read-only')).toHaveText('Your role can read these settings but not change them.');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByTestId('app-settings-form').getByRole('textbox').first()).toBeDisabled();
  });

  test('[24.1] roles: Support decides on users but cannot delete them; Finance decides on payouts but not on users', async ({ page, baseURL, api }) => {
    const pending = await api.getPage<{ id: number }>('/api/users/GetUsers?Role=Driver&verificationStatus=0&pageNumber=1&pageSize=1');
    const driverId = pending.rows[0]!.id;
    await signInAs(page, baseURL, 'Support');
    await page.goto(`/users/details/${driverId}`);
    await expect(page.getByTestId('verification-actions')).toBeVisible();
    await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);

    const finance = await page.context().browser()!.newContext({ baseURL });
    const financePage = await finance.newPage();
    await signInAs(financePage, baseURL, 'Finance');
    await financePage.goto(`/users/details/${driverId}`);
    await expect(financePage.getByTestId('user-documents')).toBeVisible();
    await expect(financePage.getByTestId('verification-actions')).toHaveCount(0);
    await expect(financePage.getByTestId('user-documents').getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);
    const transfers = await api.getPage<{ bankTransferId: number }>('/api/bankTransfers/GetBankTransfers?status=0&pageNumber=1&pageSize=1');
    await financePage.goto(`/transfers/details/${transfers.rows[0]!.bankTransferId}`);
    await expect(financePage.getByTestId('transfer-actions')).toBeVisible();
    await finance.close();
  });
});
