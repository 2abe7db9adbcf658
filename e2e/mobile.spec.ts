import { expect, horizontalOverflow, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('[2.2] mobile (390 px, below the 992 px breakpoint)', () => {
  test('[2.2] mobile: the menu is a drawer that the burger opens and Escape closes', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('mobile-menu-toggle').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText('System Items')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });

  test('[2.2] mobile: choosing an entry navigates and closes the menu', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await page.getByTestId('mobile-menu-toggle').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Users' }).click();
    await drawer.getByRole('link', { name: 'Drivers' }).click();
    await expect(page).toHaveURL(/\/users\/Driver$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('page-title')).toHaveText('Drivers');
  });

  test('[2.2] mobile: no horizontal page overflow at 390 px', async ({ adminPage: page }) => {
    for (const path of ['/dashboard/default', '/map', '/users/Customer', '/vehicles/details/1', '/no/such/page', '/offline', '/commingsoon']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), path).toBe(0);
    }
    await page.goto('/dashboard/default');
    await page.getByTestId('chat-toggle').click();
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test('[2.2] mobile: the sign-in page fits at 390 px', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
