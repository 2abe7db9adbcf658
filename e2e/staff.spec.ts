import type { Page } from '@playwright/test';
import type { StaffMember } from '@taxi/contract';
import type { AdminApi } from './support/api';
import { A11Y_VARIANTS, expectVariant, useVariant, variantName } from './support/a11y';
import { checkA11y, expect, test, toast } from './support/fixtures';

/** A first visit loads the screen's code too: more time than a plain expectation on a busy machine. */
const READY = { timeout: 30_000 };

const staffList = async (api: AdminApi, query: string) => (await api.getPage<StaffMember>(`/api/staff/GetStaff?pageSize=100&${query}`)).rows;

/** Picks `option` in the Mantine select whose input has `testId`. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('[24.2] staff management', () => {
  test('[24.2] staff: create a Finance user, the temporary password signs in', async ({ adminPage: page, api, request }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = `e2e.finance.${Date.now().toString(36)}@staff.test`;
    await page.goto('/staff');
    await expect(page.getByTestId('page-title')).toHaveText('Staff', READY);
    await expect(page.getByTestId('staff-table').locator('thead th')).toHaveText(['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Actions']);

    await page.getByTestId('add-staff').click();
    const form = page.getByTestId('create-staff-form');
    // a submit with only the e-mail left empty sends nothing and lands on it
    await form.getByTestId('staff-field-firstName').fill('Elif');
    await form.getByTestId('staff-field-lastName').fill('Finans');
    await form.getByRole('button', { name: 'Add staff member' }).click();
    await expect(form.getByTestId('staff-field-email')).toBeFocused();
    await form.getByTestId('staff-field-firstName').fill('Elif');
    await form.getByTestId('staff-field-lastName').fill('Finans');
    await form.getByTestId('staff-field-email').fill(email);
    await form.getByTestId('staff-field-phoneNumber').fill('+90 533 444 5566');
    await choose(page, 'staff-field-role', 'Finance');
    await form.getByRole('button', { name: 'Add staff member' }).click();

    const dialog = page.getByRole('dialog', { name: 'Temporary password' });
    await expect(dialog).toContainText(`Elif Finans (${email}) was added.`);
    await expect(dialog).toContainText('It will not be shown again');
    const password = await dialog.getByTestId('temporary-password').inputValue();
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{4}(-[A-HJ-NP-Za-km-z2-9]{4}){3}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await checkA11y(page, 'the temporary password dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // the dialog's button is gone: focus goes back to 'Add staff member' (WCAG 2.4.3)
    await expect(page.getByTestId('add-staff')).toBeFocused();

    const [member] = await staffList(api, `search=${encodeURIComponent(email)}`);
    expect(member).toMatchObject({ firstName: 'Elif', lastName: 'Finans', role: 'Finance', active: true, lastSignInAt: null });
    const row = page.getByTestId(`staff-row-${member!.id}`);
    await expect(row).toContainText('Finance');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('Never');

    // the temporary password signs in, as Finance
    const signIn = await request.post('/api/auth/Login', { data: { username: email, password } });
    expect(signIn.status()).toBe(200);
    expect((await signIn.json()).user).toMatchObject({ id: member!.id, role: 'Finance' });
    await page.reload();
    await expect(page.getByTestId(`staff-row-${member!.id}`)).not.toContainText('Never', READY);
  });

  test('[24.2] staff: the last active Admin cannot be demoted', async ({ adminPage: page, api, adminSession }) => {
    const me = adminSession.user.id;
    // Every other active Admin (other specs may have made some) steps aside for the test, and comes back after it.
    const others = (await staffList(api, 'role=Admin&status=active')).filter((admin) => admin.id !== me);
    for (const admin of others) await api.sendOk('POST', `/api/staff/DeactivateStaffMember/${admin.id}`);
    try {
      await page.goto('/staff?role=Admin&status=active');
      const row = page.getByTestId(`staff-row-${me}`);
      await expect(row).toContainText('Admin', READY);
      await row.getByTestId(`staff-actions-${me}`).click();
      // your own account: no deactivation, no reset from here
      await expect(page.getByRole('menuitem')).toHaveText(['Change role']);
      await page.getByRole('menuitem', { name: 'Change role' }).click();
      const dialog = page.getByRole('dialog');
      await choose(page, 'change-role-select', 'Viewer');
      await dialog.getByRole('button', { name: 'Change role' }).click();
      await expect(toast(page, 'The last active Admin cannot be demoted, deactivated or deleted.')).toBeVisible();
      await expect(dialog).toBeHidden();
      // the menu item and the dialog are gone: focus is back on the row's menu
      await expect(row.getByTestId(`staff-actions-${me}`)).toBeFocused();

      const [still] = await staffList(api, `role=Admin&search=${encodeURIComponent(adminSession.user.email)}`);
      expect(still).toMatchObject({ id: me, role: 'Admin', active: true });
      // still signed in: the refused change ended nothing
      await page.reload();
      await expect(page.getByTestId(`staff-row-${me}`)).toContainText('Admin', READY);
    } finally {
      for (const admin of others) await api.sendOk('POST', `/api/staff/ReactivateStaffMember/${admin.id}`);
    }
  });
});

test.describe('[24.2] staff: accessibility', () => {
  test.use({ axeAfterEach: false });

  test('[24.2] staff: axe finds nothing on /staff and its dialogs in light and dark, English and Turkish, desktop and 390 px', async ({ page, adminSession }) => {
    test.setTimeout(120_000);
    for (const variant of A11Y_VARIANTS) {
      await useVariant(page, variant, adminSession);
      await page.goto('/staff');
      await expectVariant(page, variant);
      await expect(page.locator('[data-testid^="staff-row-"]').first()).toBeVisible(READY);
      const where = variantName(variant);
      await checkA11y(page, `/staff (${where})`);
      // the create dialog, its role list open
      await page.getByTestId('add-staff').click();
      await page.getByTestId('staff-field-role').click();
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      await checkA11y(page, `/staff, add staff member (${where})`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('create-staff-form')).toBeHidden();
      // a row's menu, then a confirmation (another member's row: all its actions)
      const other = page.locator('[data-testid^="staff-actions-"]').and(page.locator(`:not([data-testid="staff-actions-${adminSession.user.id}"])`)).first();
      await other.click();
      await expect(page.getByRole('menuitem').first()).toBeVisible();
      await checkA11y(page, `/staff, a row's menu (${where})`);
      await page.getByRole('menuitem').last().click();
      await expect(page.getByTestId('confirm-staff-action')).toBeVisible();
      await checkA11y(page, `/staff, a confirmation (${where})`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('confirm-staff-action')).toBeHidden();
    }
  });
});
