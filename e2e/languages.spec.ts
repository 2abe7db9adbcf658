import type { Page } from '@playwright/test';
import { expect, storedJson, test } from './support/fixtures';

const storedLanguage = (page: Page) => storedJson(page, 'layoutSettings').then((settings) => (settings as { language?: string } | null)?.language);

test.describe('[1] languages', () => {
  test('[1] languages: the header switch turns the menu and pages Turkish and back, remembered across reloads', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Türkçe' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('Sistem Öğeleri')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Araçlar' })).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Genel Bakış');
    expect(await storedLanguage(page)).toBe('tr');
    await page.reload();
    await expect(sidebar.getByText('Sistem Öğeleri')).toBeVisible();
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(sidebar.getByText('System Items')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await storedLanguage(page)).toBe('en');
  });

  test('[1] languages: the sign-in page switches language, messages included', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('language-switch').getByText('Türkçe').click();
    await expect(page.getByRole('button', { name: 'Giriş' })).toBeVisible();
    expect(await storedLanguage(page)).toBe('tr');
    await page.getByRole('button', { name: 'Giriş' }).click();
    await expect(page.getByText('Kullanıcı adı gerekli')).toBeVisible();
    await expect(page.getByText('Şifre gerekli')).toBeVisible();
    await page.getByTestId('language-switch').getByText('English').click();
    await expect(page.getByText('Username is required', { exact: true })).toBeVisible();
    expect(await storedLanguage(page)).toBe('en');
  });
});
