import { answerShellCalls, expect, fakeJwt, nowSeconds, seedStorage, test } from './support/fixtures';

const user = (role: string) => ({ id: 7, email: 'someone@demo.taxi', firstName: 'Deniz', lastName: 'Aydın', photoUrl: null, role });

test.describe('[4] access guard', () => {
  test('[4] access: not signed in → /login', async ({ page }) => {
    for (const path of ['/', '/map', '/vehicles', '/users/Driver', '/dashboard/default']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    }
  });

  test('[4] access: an expired token (exp, zero offset) → /login and is removed', async ({ page }) => {
    await seedStorage(page, { authToken: fakeJwt({ role: 'Admin', exp: nowSeconds() - 1 }), user: JSON.stringify(user('Admin')) });
    await page.goto('/vehicles');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('[6] access: signed in without the Admin role → /home, a page saying so, with logout', async ({ page }) => {
    await seedStorage(page, { authToken: fakeJwt({ role: 'Driver', exp: nowSeconds() + 3600 }), user: JSON.stringify(user('Driver')) });
    await page.goto('/vehicles');
    await expect(page).toHaveURL(/\/home$/);
    const home = page.getByTestId('home-page');
    await expect(home).toContainText('Hello Deniz Aydın');
    await expect(home).toContainText('the back office is for administrators only');
    await home.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
  });

  test('[6] access: a role list containing Admin passes', async ({ page, api }) => {
    // The client's guard is under test: a page that asks the server nothing but the operator's
    // clock, answered here (the fake token's signature would be refused, and the 401 sign out).
    await answerShellCalls(page, api);
    await seedStorage(page, { authToken: fakeJwt({ role: ['Driver', 'Admin'], exp: nowSeconds() + 3600 }), user: JSON.stringify(user('Admin')) });
    await page.goto('/payments/details/7');
    await expect(page).toHaveURL(/\/payments\/details\/7$/);
    await expect(page.getByTestId('page-title')).toHaveText('Payment Details');
  });

  test('[4] access: checked again on every navigation (a token that expires while browsing)', async ({ page, api }) => {
    await answerShellCalls(page, api);
    // The page's clock is ours: the token expires when the test says so, not after a fixed wait.
    await page.clock.install();
    await seedStorage(page, { authToken: fakeJwt({ role: 'Admin', exp: nowSeconds() + 60 }), user: JSON.stringify(user('Admin')) });
    await page.goto('/payments/details/7');
    await expect(page.getByTestId('page-title')).toHaveText('Payment Details');
    await page.clock.fastForward('02:00');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Trips' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('[4] access: a 401 from the API signs the admin out to /login', async ({ page }) => {
    // Well-formed but not signed by the server: the client lets it in, the API refuses it.
    await seedStorage(page, { authToken: fakeJwt({ role: 'Admin', exp: nowSeconds() + 3600 }), user: JSON.stringify(user('Admin')) });
    await page.goto('/dashboard/default');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
  });
});

test.describe('[8] bad input in local storage never breaks the app', () => {
  test("[8] a token that is not a JWT lands on /login with 'The inspected token doesn't appear to be a JWT...'", async ({ page }) => {
    await seedStorage(page, { authToken: 'garbage', user: JSON.stringify(user('Admin')) });
    await page.goto('/map');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('session-error')).toContainText("The inspected token doesn't appear to be a JWT...");
  });

  test("[8] a token that cannot be decoded lands on /login with 'Cannot decode the token.'", async ({ page }) => {
    await seedStorage(page, { authToken: 'aaa.%%%.ccc', user: JSON.stringify(user('Admin')) });
    await page.goto('/map');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('session-error')).toContainText('Cannot decode the token.');
  });

  test('[8] a garbage user lands on /login', async ({ page }) => {
    await seedStorage(page, { authToken: fakeJwt({ role: 'Admin', exp: nowSeconds() + 3600 }), user: '{not json' });
    await page.goto('/map');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('[8] garbage layout settings fall back to the defaults', async ({ page }) => {
    await seedStorage(page, { layoutSettings: '{"layout":"diagonal","darkMode":"maybe"' });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
