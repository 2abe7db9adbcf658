import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const openSettings = async (page: Page) => {
  await page.getByTestId('settings-toggle').click();
  await expect(page.getByTestId('settings-drawer').getByText('Layout settings')).toBeVisible();
};
const toggle = (page: Page, key: string) => page.getByTestId(`setting-${key}`).click();
const closeSettings = (page: Page) => page.getByRole('button', { name: 'Close layout settings' }).click();
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
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('[1] layout settings: right-to-left moves the sidebar to the right', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await openSettings(page);
    await toggle(page, 'rtl');
    await closeSettings(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = await page.getByTestId('sidebar').boundingBox();
    expect(box && box.x > 1000).toBeTruthy();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('[1] layout settings: collapsed menu shows icons only', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await openSettings(page);
    await toggle(page, 'collapsed');
    await closeSettings(page);
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBeLessThan(100);
    await expect(page.getByTestId('sidebar').getByText('System Items')).toHaveCount(0);
    // The header toggle expands it again.
    await page.getByTestId('collapse-toggle').click();
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBeGreaterThan(200);
  });

  test('[1] layout settings: horizontal menu replaces the sidebar', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await openSettings(page);
    await page.getByTestId('setting-layout').getByText('Horizontal').click();
    await closeSettings(page);
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByTestId('app-layout')).toHaveAttribute('data-layout', 'horizontal');
    await page.getByRole('link', { name: 'Vehicles' }).click();
    await expect(page).toHaveURL(/\/vehicles$/);
    await page.getByRole('button', { name: 'Users' }).click();
    await page.getByRole('menuitem', { name: 'Drivers' }).click();
    await expect(page).toHaveURL(/\/users\/Driver$/);
  });

  test('[1] layout settings: box layout narrows the frame', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto('/dashboard/default');
    await openSettings(page);
    await toggle(page, 'boxLayout');
    await closeSettings(page);
    const box = await page.getByTestId('app-layout').boundingBox();
    expect(box?.width).toBe(1280);
    expect(box?.x).toBeGreaterThan(100);
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
    expect((await page.getByTestId('app-header').boundingBox())?.y).toBe(0);
    expect((await page.getByTestId('sidebar').boundingBox())?.y).toBe(0);
  });

  test('[1] layout settings: nav background image, nav icon colour and hide list title', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await openSettings(page);
    await toggle(page, 'navBackgroundImage');
    await toggle(page, 'navIconColor');
    await toggle(page, 'hideListTitle');
    await closeSettings(page);
    expect(await css(page, 'sidebar', 'background-image')).toMatch(/^url\(/);
    const iconBackground = await page.getByTestId('sidebar').getByRole('link', { name: 'Vehicles' }).locator('span').first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(iconBackground).not.toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByTestId('sidebar').getByText('System Items')).toHaveCount(0);
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
    expect(await css(page, 'app-header', 'background-color')).not.toBe(header);
    expect(await css(page, 'sidebar', 'background-color')).not.toBe(nav);
    const brand = await page.getByTestId('sidebar').getByTestId('brand-link').evaluate((element) => getComputedStyle(element.parentElement as Element).backgroundColor);
    expect(brand).toMatch(/^rgb\((2[0-5]\d), \d{1,2}, \d{1,2}\)$/); // a red
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
  });
});
