import { DEMO_ADMIN, expect, signInThroughForm, test } from './support/fixtures';

test.describe('[2.3] sign-in', () => {
  test('[2.3] sign-in: the form has a hidden password, Save credentials checked, a Login button and a Reset link', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Save credentials')).toBeChecked();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/login');
  });

  test('[2.3] sign-in: the show/hide toggle reveals and hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    const toggle = page.getByRole('button', { name: 'Show or hide the password' });
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('[5] sign-in: errors show only after a submit attempt, with the invalid fields highlighted', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Username is required')).toHaveCount(0);
    await expect(page.getByText('Password is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('data-invalid', 'true');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Username').fill('someone@demo.taxi');
    await expect(page.getByText('Username is required')).toHaveCount(0);
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  });

  test('[2.3] sign-in: wrong password shows the server message', async ({ page }) => {
    await signInThroughForm(page, { username: DEMO_ADMIN.username, password: 'wrong-password' });
    const alert = page.getByTestId('login-error');
    await expect(alert).toHaveText('Invalid username or password');
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  test('[2.3] sign-in: success stores authToken and user, then the root path redirects to /map', async ({ page }) => {
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/map$/);
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('authToken'), user: localStorage.getItem('user') }));
    expect(stored.token?.split('.')).toHaveLength(3);
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: DEMO_ADMIN.username, role: 'Admin' });
    await expect(page.getByTestId('profile-menu')).toBeVisible();
  });

  test('[2.3] sign-in: a welcome toast shows top-right and closes by itself', async ({ page }) => {
    await signInThroughForm(page);
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Welcome back' });
    await expect(toast).toBeVisible();
    const viewport = page.viewportSize()!;
    // Top-right, just below the 64 px top bar (issue 8: it covered the bar's buttons for 5 s). Read
    // once it has slid in: mid-transition (a busy machine) the box can be missing or still moving.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box && { right: box.x + box.width > viewport.width - 40, belowBar: box.y >= 64 && box.y < 100 };
      })
      .toEqual({ right: true, belowBar: true });
    await expect(toast).toHaveCount(0, { timeout: 8000 });
  });

  test('[2.3] sign-in: demo mode shows the demo sign-in, which fills the form', async ({ page }) => {
    await page.goto('/login');
    const demo = page.getByTestId('demo-sign-in');
    await expect(demo).toContainText(DEMO_ADMIN.username);
    await expect(demo).toContainText(DEMO_ADMIN.password);
    await demo.getByRole('button', { name: 'Use demo account' }).click();
    await expect(page.getByLabel('Username')).toHaveValue(DEMO_ADMIN.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/map$/);
  });

  test('[2.3] sign-in: returnUrl is read but the admin still lands on the root path', async ({ page }) => {
    await page.goto('/vehicles');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fvehicles$/);
    await page.getByLabel('Username').fill(DEMO_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/map$/);
  });

  test('[2.3] sign-in: Save credentials remembers the username for the next visit', async ({ page }) => {
    await signInThroughForm(page);
    await expect(page).toHaveURL(/\/map$/);
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Username')).toHaveValue(DEMO_ADMIN.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    // Only the username is remembered; the session itself is gone.
    expect(await page.evaluate(() => [localStorage.getItem('rememberedUsername'), localStorage.getItem('authToken'), localStorage.getItem('user')]))
      .toEqual([DEMO_ADMIN.username, null, null]);
  });
});

test.describe('[2.3] signed in', () => {
  test('[2.3] sign-in: a signed-in admin who opens /login goes to /dashboard', async ({ adminPage: page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
  });

  test('[4] logout clears token and user and goes to /login', async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
    await page.goto('/vehicles');
    await expect(page).toHaveURL(/\/login/);
  });
});
