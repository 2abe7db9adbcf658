import { expect, test } from './support/fixtures';
import { MENU_ENTRIES } from './support/menu';

test.describe('[2.2] shell', () => {
  test("[2.2] shell: the sidebar lists every entry under 'System Items' and each opens its route", async ({ adminPage: page }) => {
    test.slow(); // twelve screens, each loading its code and data for the first time
    await page.goto('/dashboard/default');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('System Items', { exact: true })).toBeVisible();
    for (const entry of MENU_ENTRIES) {
      if (entry.group) {
        const group = sidebar.getByRole('button', { name: entry.group, exact: true });
        if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      }
      await sidebar.getByRole('link', { name: entry.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${entry.url}$`));
      await expect(page.getByTestId('page-title')).toHaveText(entry.title);
      await expect(sidebar.getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('[2.2] shell: breadcrumbs come from the menu, details pages sit under their list', async ({ adminPage: page }) => {
    await page.goto('/users/Driver');
    const crumbs = page.getByTestId('breadcrumbs');
    await expect(crumbs).toContainText('Users');
    await expect(crumbs).toContainText('Drivers');
    await page.goto('/vehicles/details/3');
    await expect(page.getByTestId('page-title')).toHaveText('Vehicle Details');
    await crumbs.getByRole('link', { name: 'Vehicles' }).click();
    await expect(page).toHaveURL(/\/vehicles$/);
    await page.goto('/payments/details/12');
    await expect(page.getByTestId('payment-details-page')).toContainText('The payment details page works');
    await crumbs.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/map$/);
  });

  test("shell: a details page highlights its section in the sidebar (a user's details: Users); pages have a meta description", async ({ adminPage: page, api }) => {
    const [user] = (await api.getPage<{ id: number }>('/api/users/GetUsers?Role=Customer&pageSize=1')).rows;
    await page.goto(`/users/details/${user!.id}`);
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    const users = sidebar.getByRole('button', { name: 'Users' });
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    await expect(users).toHaveAttribute('data-active', 'true');
    await expect(sidebar.getByRole('link', { name: 'Customers' })).toBeVisible();
    await page.goto('/trips/details/1');
    await expect(sidebar.getByRole('link', { name: 'Trips' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /back office of the taxi service/);
  });

  test('[2.1] shell: the header logo links to /dashboard/default and the empty path goes to /map', async ({ adminPage: page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/map$/);
    await page.getByTestId('brand-link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/default$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
  });

  test('[2.2] shell: the notifications dropdown shows the newest unread notifications (real ones since issue 25)', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await page.getByRole('button', { name: /^Notifications: / }).click();
    const menu = page.getByRole('menu');
    // the demo's documents waiting and expiring, payouts requested…: SPEC's look, each with its icon and age
    await expect(menu.locator('[data-testid^="bell-item-"]').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('menuitem', { name: 'See all notifications' })).toHaveAttribute('href', '/notifications');
  });

  test('[2.2] shell: the profile dropdown shows the default avatar, full name and logout', async ({ adminPage: page, adminSession }) => {
    await page.goto('/dashboard/default');
    const profile = page.getByTestId('profile-menu');
    await expect(profile.locator('img')).toHaveAttribute('src', /default-avatar|^data:/);
    await profile.click();
    await expect(page.getByTestId('profile-name')).toHaveText(`${adminSession.user.firstName} ${adminSession.user.lastName}`);
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test('[2.2] shell: the full-screen toggle enters and leaves full screen', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
  });

  test('[2.2] shell: the 4 px teal loading bar shows while a page loads', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    // Hold the page's module and data back so the navigation takes a while.
    await page.route(/\/(assets\/.+\.js|api\/)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByTestId('sidebar').getByRole('link', { name: 'Trips' }).click();
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toBeVisible();
    const style = await bar.evaluate((element) => {
      const fill = getComputedStyle(element.firstElementChild as Element);
      return { height: getComputedStyle(element).height, color: fill.backgroundColor };
    });
    expect(style.height).toBe('4px');
    expect(style.color).toBe('rgb(18, 184, 134)');
    await expect(page.getByTestId('page-title')).toHaveText('Trips');
    await expect(bar).toHaveCount(0);
  });

  test('[2.2] shell: the window scrolls to the top after a navigation', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1366, height: 400 });
    await page.goto('/dashboard/default');
    await expect(page.getByTestId('figure-admins-value')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window.scrollTo(0, 400), window.scrollY))).toBeGreaterThan(100);
    await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/map$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
