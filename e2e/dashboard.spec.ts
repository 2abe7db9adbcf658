import { expect, test } from './support/fixtures';

test.describe('[2.1] dashboard', () => {
  test('[2.1] dashboard: /dashboard/default shows the live figures of the API', async ({ adminPage: page, api }) => {
    const summary = await api.get<Record<string, number>>('/api/Dashboard/GetSummary');
    await page.goto('/dashboard/default');
    for (const key of ['drivers', 'customers', 'admins', 'pendingVerifications', 'pendingPayouts', 'connectedDrivers', 'tripsToday']) {
      await expect(page.getByTestId(`figure-${key}-value`), key).toHaveText(new Intl.NumberFormat('en-US').format(summary[key] ?? -1));
    }
  });

  test('[2.1] dashboard: a figure links to its screen and /dashboard shows the same page', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('page-title')).toHaveText('Overview');
    await page.getByTestId('figure-drivers').click();
    await expect(page).toHaveURL(/\/users\/Driver$/);
  });
});
