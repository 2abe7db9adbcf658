import type { Page } from '@playwright/test';
import { expect, storedJson, test } from './support/fixtures';

/** SPEC.md §1's defaults, as the app keeps them in local storage. */
const SPEC_DEFAULTS = {
  layout: 'vertical', collapsed: false, darkMode: false, rtl: false, boxLayout: false, fixedNav: false, fixedHeader: false,
  navBackgroundImage: false, navIconColor: false, hideListTitle: false, language: 'en',
};

const openSettings = async (page: Page) => {
  await page.getByTestId('settings-toggle').click();
  await expect(page.getByTestId('settings-drawer').getByText('Layout settings')).toBeVisible();
};
const toggle = (page: Page, key: string) => page.getByTestId(`setting-${key}`).click();
const closeSettings = (page: Page) => page.getByRole('button', { name: 'Close layout settings' }).click();
/** Opens the dashboard, flips the given switches in the layout settings drawer, and closes it. */
async function changeSettings(page: Page, ...keys: string[]) {
  await page.goto('/dashboard/default');
  await openSettings(page);
  for (const key of keys) await toggle(page, key);
  await closeSettings(page);
}
/** The state after a change: what local storage remembers for the next visit. */
const expectStored = (page: Page, expected: Record<string, unknown>) => expect.poll(() => storedJson(page, 'layoutSettings')).toMatchObject(expected);
const css = (page: Page, testId: string, property: string) =>
  page.getByTestId(testId).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe('[1] layout settings', () => {
  test('[1] layout settings: the defaults (vertical, expanded, dark menu, light, LTR, English)', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('sidebar').getByText('System Items')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await page.getByTestId('sidebar').boundingBox())?.width).toBeGreaterThan(200);
    expect(await css(page, 'sidebar', 'background-color')).toBe('rgb(28, 34, 48)');
  });

  test('[1] layout settings: dark mode applies and is remembered across reloads', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    const lightBackground = await css(page, 'app-layout', 'background-color');
    await openSettings(page);
    await toggle(page, 'darkMode');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await css(page, 'app-layout', 'background-color')).not.toBe(lightBackground);
    await expectStored(page, { darkMode: true });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('[1] layout settings: right-to-left moves the sidebar to the right', async ({ adminPage: page }) => {
    await changeSettings(page, 'rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.x).toBeGreaterThan(1000);
    await expectStored(page, { rtl: true });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('[1] layout settings: collapsed menu shows icons only', async ({ adminPage: page }) => {
    await changeSettings(page, 'collapsed');
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBeLessThan(100);
    await expect(page.getByTestId('sidebar').getByText('System Items')).toHaveCount(0);
    await expectStored(page, { collapsed: true });
    // The header toggle expands it again.
    await page.getByTestId('collapse-toggle').click();
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBeGreaterThan(200);
    await expectStored(page, { collapsed: false });
  });

  test('[1] layout settings: horizontal menu replaces the sidebar', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await openSettings(page);
    await page.getByTestId('setting-layout').getByText('Horizontal').click();
    await closeSettings(page);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByTestId('app-layout')).toHaveAttribute('data-layout', 'horizontal');
    await expectStored(page, { layout: 'horizontal' });
    await page.getByRole('link', { name: 'Vehicles', exact: true }).click();
    await expect(page).toHaveURL(/\/vehicles$/);
    await page.getByRole('button', { name: 'Users' }).click();
    await page.getByRole('menuitem', { name: 'Drivers' }).click();
    await expect(page).toHaveURL(/\/users\/Driver$/);
  });

  test('[1] layout settings: box layout narrows the frame', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await changeSettings(page, 'boxLayout');
    await expect.poll(async () => (await page.getByTestId('app-layout').boundingBox())?.width).toBe(1280);
    expect((await page.getByTestId('app-layout').boundingBox())?.x).toBeGreaterThan(100);
    await expectStored(page, { boxLayout: true });
  });

  test('[1] layout settings: fixed header and fixed navigation stay in view when scrolling', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1366, height: 360 });
    await page.goto('/dashboard/default');
    await expect(page.getByTestId('figure-admins-value')).toBeVisible();
    await expect.poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 300));
      return (await page.getByTestId('app-header').boundingBox())?.y;
    }).toBeLessThan(-100);
    await openSettings(page);
    await toggle(page, 'fixedHeader');
    await toggle(page, 'fixedNav');
    await closeSettings(page);
    await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 300), window.scrollY))).toBeGreaterThan(100);
    await expect.poll(async () => (await page.getByTestId('app-header').boundingBox())?.y).toBe(0);
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.y).toBe(0);
    await expectStored(page, { fixedHeader: true, fixedNav: true });
  });

  test('[1] layout settings: nav background image, nav icon colour and hide list title', async ({ adminPage: page }) => {
    await changeSettings(page, 'navBackgroundImage', 'navIconColor', 'hideListTitle');
    await expect.poll(() => css(page, 'sidebar', 'background-image')).toMatch(/^url\(/);
    const iconBackground = () => page.getByTestId('sidebar').getByRole('link', { name: 'Vehicles' }).locator('span').first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(iconBackground).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByTestId('sidebar').getByText('System Items')).toHaveCount(0);
    await expectStored(page, { navBackgroundImage: true, navIconColor: true, hideListTitle: true });
  });

  test('[1] layout settings: header, navigation and brand colours', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    const header = await css(page, 'app-header', 'background-color');
    const nav = await css(page, 'sidebar', 'background-color');
    await openSettings(page);
    await page.getByTestId('setting-headerColor').locator('[data-color="teal"]').click();
    await page.getByTestId('setting-navColor').locator('[data-color="default"]').click();
    await page.getByTestId('setting-brandColor').locator('[data-color="red"]').click();
    await closeSettings(page);
    await expect.poll(() => css(page, 'app-header', 'background-color')).not.toBe(header);
    await expect.poll(() => css(page, 'sidebar', 'background-color')).not.toBe(nav);
    const brand = () => page.getByTestId('sidebar').getByTestId('brand-link').evaluate((element) => getComputedStyle(element.parentElement as Element).backgroundColor);
    // A red (the shade is the one whose text stays readable, surface-colors.ts): red well above green and blue.
    await expect
      .poll(async () => {
        const [r = 0, g = 0, b = 0] = ((await brand()).match(/\d+/g) ?? []).map(Number);
        return r > 200 && r - g > 80 && r - b > 80;
      })
      .toBe(true);
    await expectStored(page, { headerColor: 'teal', navColor: 'default', brandColor: 'red' });
    await page.reload();
    expect(await css(page, 'app-header', 'background-color')).not.toBe(header);
  });

  test('[1] layout settings: reset restores the defaults', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await openSettings(page);
    await toggle(page, 'darkMode');
    await toggle(page, 'hideListTitle');
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await closeSettings(page);
    await expect(page.getByTestId('sidebar').getByText('System Items')).toBeVisible();
    await expectStored(page, SPEC_DEFAULTS);
  });
});
