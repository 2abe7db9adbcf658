import type { Page } from '@playwright/test';
import type { AppSettings, TripType, UserDetails } from '@taxi/contract';
import { checkA11y, DEMO_ADMIN, expect, test } from './support/fixtures';

/** What has keyboard focus: its tag, accessible label or text, and test id. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName.toLowerCase(), text: element?.textContent?.trim() ?? '', testId: element?.dataset.testid ?? null };
  });

/** Presses Tab until the element with the test id has focus (at most `limit` times). */
async function tabTo(page: Page, testId: string, limit = 40) {
  for (let index = 0; index < limit; index++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).testId === testId) return;
  }
  throw new Error(`Tab never reached ${testId}`);
}

test.describe('[2.2] keyboard', () => {
  test('[2.2] shell: skip link moves focus to the content', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await expect(page.getByTestId('figure-drivers-value')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveText('Skip to content');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('page-title')).toBeFocused();
    // The next stop is in the page itself, not the menus or the top bar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement))).toBe(true);
    await expect(page).toHaveURL(/\/dashboard\/default$/);
  });

  test('[2.2] shell: after a navigation focus moves to the new page heading, and the window title names the page', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await expect(page).toHaveTitle('Overview · Taxi Back Office');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: 'Settings', exact: true }).focus();
    await page.keyboard.press('Enter');
    await sidebar.getByRole('link', { name: 'Trip Types' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/triptypes$/);
    await expect(page.getByTestId('page-title')).toBeFocused();
    await expect(page).toHaveTitle('Trip Types · Taxi Back Office');
    await page.goto('/triptypes/add');
    await expect(page).toHaveTitle('Add Trip Type · Taxi Back Office');
    await page.goto('/offline');
    await expect(page).toHaveTitle(/^Offline.* · Taxi Back Office$/);
  });

  test('[2.2] shell: the window title follows the language', async ({ adminPage: page }) => {
    await page.goto('/appsettings');
    await expect(page).toHaveTitle('App Settings · Taxi Back Office');
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    // the page's own title and the window's, both in Turkish (read after the switch, never before it)
    await expect(page.getByTestId('page-title')).toHaveText('Uygulama Ayarları');
    await expect(page).toHaveTitle('Uygulama Ayarları · Taksi Yönetim Paneli');
  });

  for (const dark of [false, true]) {
    test(`[2.2] shell: the header menus open and close from the keyboard, axe finds nothing with each open (${dark ? 'dark' : 'light'})`, async ({ adminPage: page, adminSession }) => {
      test.setTimeout(90_000);
      await page.goto('/dashboard/default');
      if (dark) {
        await page.evaluate(() => window.localStorage.setItem('layoutSettings', JSON.stringify({ darkMode: true })));
        await page.reload();
      }
      await expect(page.getByTestId('figure-drivers-value')).toBeVisible();
      for (const testId of ['notifications-menu', 'language-menu', 'profile-menu']) {
        await tabTo(page, testId);
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await expect(page.getByRole('menuitem').first()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await checkA11y(page, `${testId} open (${dark ? 'dark' : 'light'})`);
        await page.keyboard.press('Escape');
        await expect(menu).toHaveCount(0);
        await expect(page.getByTestId(testId)).toBeFocused();
      }
      await page.getByTestId('profile-menu').press('Enter');
      await expect(page.getByTestId('profile-name')).toHaveText(`${adminSession.user.firstName} ${adminSession.user.lastName}`);
      await expect(page.getByTestId('profile-menu')).toHaveAccessibleName(`${adminSession.user.firstName} ${adminSession.user.lastName}`);
    });
  }

  test('[2.2] shell: a focused text input shows a 2 px ring in both schemes', async ({ adminPage: page }) => {
    for (const darkMode of [false, true]) {
      await page.goto('/appsettings');
      await page.evaluate((value) => window.localStorage.setItem('layoutSettings', JSON.stringify({ darkMode: value })), darkMode);
      await page.reload();
      const input = page.getByTestId('field-transferFromName');
      await input.focus();
      const ring = await input.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: style.outlineWidth };
      });
      expect(ring, darkMode ? 'dark' : 'light').toEqual({ style: 'solid', width: '2px' });
    }
  });
});

test.describe('[2.3] keyboard: sign-in', () => {
  test('[2.3] sign-in: keyboard only, a failed submit focuses the first invalid field', async ({ page }) => {
    await page.goto('/login');
    const username = page.getByLabel('Username');
    await username.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Username is required', { exact: true })).toBeVisible();
    await expect(username).toBeFocused();
    await page.keyboard.type(DEMO_ADMIN.username);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_ADMIN.password);
    await page.keyboard.press('Enter');
    // the password's hash is checked and the shell's code loads for the first time: more than a plain wait
    await expect(page).toHaveURL(/\/map$/, { timeout: 20_000 });
  });
});

test.describe('[2.4] keyboard: trip types', () => {
  test('[2.4] trip types: created from the keyboard; a failed submit focuses the first invalid field', async ({ adminPage: page, api }) => {
    test.setTimeout(90_000);
    await page.goto('/triptypes/add');
    const name = page.getByTestId('field-typeName');
    await name.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please enter valid data!', { exact: true })).toBeVisible();
    await expect(name).toBeFocused();
    const typeName = `Keyboard ${Date.now().toString(36)}`;
    // Name, description, passengers; base, per-km and per-minute fares; system %, cancellation, night and peak surcharges.
    const values = [typeName, 'Typed without a mouse', '4', '80', '25', '3', '20', '50', '25', '15'];
    // The fields in their order on the page, one Tab apart.
    for (const [index, value] of values.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
    await expect(page.getByText('Trip Type successfully added!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/triptypes$/);
    const stored = (await api.get<TripType[]>('/api/TripType/GetTripTypes')).find((item) => item.typeName === typeName);
    expect(stored).toMatchObject({ description: 'Typed without a mouse', numberOfPassengers: 4, systemPercentage: 20, baseFare: 8000, perKmFare: 2500, peakTimeSurcharge: 15 });
  });
});

test.describe('[2.8] keyboard: app settings', () => {
  test('[2.8] app settings: saved from the keyboard; a failed submit focuses the first invalid field', async ({ adminPage: page, api }) => {
    test.setTimeout(60_000);
    const original = await api.get<AppSettings>('/api/AppSettings/GetAppSettings');
    await page.goto('/appsettings');
    const name = page.getByTestId('field-transferFromName');
    await expect(name).toHaveValue(original.transferFromName, { timeout: 20_000 });
    await name.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expect(page.getByText('Please enter the Transfer From Name.', { exact: true })).toBeVisible();
    const newName = `${original.transferFromName} K`;
    await page.keyboard.type(newName);
    await page.keyboard.press('Enter');
    await expect(page.getByText('App settings saved', { exact: true })).toBeVisible();
    expect((await api.get<AppSettings>('/api/AppSettings/GetAppSettings')).transferFromName).toBe(newName);
    const peakTimes = original.peakTimes.map(({ peakTimeFrom, peakTimeTo }) => ({ peakTimeFrom, peakTimeTo }));
    await api.sendOk('PUT', '/api/AppSettings/UpdateAppSettings', { ...original, peakTimes });
  });

  test('keyboard: "Add peak time" moves focus into the new row, removing one returns it to "Add peak time"', async ({ adminPage: page, api }) => {
    const { peakTimes } = await api.get<AppSettings>('/api/AppSettings/GetAppSettings');
    await page.goto('/appsettings');
    const add = page.getByRole('button', { name: 'Add peak time' });
    await add.focus();
    await page.keyboard.press('Enter');
    const row = page.getByTestId(`peak-time-${peakTimes.length}`);
    expect(await row.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await row.getByRole('button', { name: /^Remove/ }).click();
    await expect(add).toBeFocused();
  });

  test('keyboard: focus stays on the document after approving', async ({ adminPage: page, api }) => {
    const drivers = (await api.getPage<{ id: number }>('/api/users/GetUsers?Role=Driver&pageSize=100')).rows.reverse();
    let target: { userId: number; documentId: number } | null = null;
    for (const { id } of drivers.slice(5)) {
      const user = await api.get<UserDetails>(`/api/users/GetUserDeatils/${id}`);
      const document = user.documents.find((item) => item.documentStatus !== 1);
      if (document) {
        target = { userId: id, documentId: document.documentId };
        break;
      }
    }
    if (!target) {
      // Every document approved: reject one through the API so that Approve is offered.
      const user = await api.get<UserDetails>(`/api/users/GetUserDeatils/${drivers[6]!.id}`);
      target = { userId: user.id, documentId: user.documents[0]!.documentId };
      await api.sendOk('PATCH', `/api/documents/UpdateDocumentStatus/${target.documentId}`, { documentStatus: 2, rejectionReason: 'Blurred' });
    }
    await page.goto(`/users/details/${target.userId}`);
    const card = page.getByTestId(`document-${target.documentId}`);
    await card.getByRole('button', { name: /^Approve/ }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByTestId('document-status')).toHaveText('Approved');
    // The Approve button is gone; focus is on the document's new status, not the page.
    await expect(card.getByTestId('document-status')).toBeFocused();
  });
});
