import { expect, test } from './support/fixtures';

test.describe('[2.12] status pages', () => {
  test("[2.12] 404 outside the shell: 'Oops! Page not found!' with a Home button", async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found!' })).toBeVisible();
    await expect(page.getByTestId('app-layout')).toHaveCount(0);
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('[2.12] 404 inside the shell keeps the menu', async ({ adminPage: page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found!' })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/map$/);
  });

  test("[2.12] offline: 'Offline - The site is temporarily down' with a Home button", async ({ page }) => {
    await page.goto('/offline');
    await expect(page.getByRole('heading', { name: 'Offline - The site is temporarily down' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  test("[2.12] maintenance (/commingsoon): 'Site Under Maintenance!, Visit after some times'", async ({ page }) => {
    await page.goto('/commingsoon');
    await expect(page.getByRole('heading', { name: 'Site Under Maintenance!, Visit after some times' })).toBeVisible();
  });

  test('[2.12] error page', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('[2.12] status pages follow the language', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('language-switch').getByText('Türkçe').click();
    await page.goto('/offline');
    await expect(page.getByRole('heading', { name: 'Çevrimdışı - Site geçici olarak kullanılamıyor' })).toBeVisible();
  });
});
