import type { DashboardSummary, UserListItem } from '@taxi/contract';
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

  test("verification queue: the dashboard's count opens the pending drivers", async ({ adminPage: page, api }) => {
    const summary = await api.get<DashboardSummary>('/api/Dashboard/GetSummary');
    await page.goto('/dashboard');
    // each queue of the attention card says its count and links to its filtered list
    const queues = [
      ['drivers', 'driver', '/users/Driver?status=pending'],
      ['customers', 'customer', '/users/Customer?status=pending'],
      ['vehicles', 'vehicle', '/vehicles?status=pending'],
    ] as const;
    for (const [key, word, href] of queues) {
      const count = summary.pendingVerificationsBy[key];
      const link = page.getByTestId(`queue-${key}`);
      if (count === 0) await expect(link).toHaveCount(0);
      else {
        await expect(link).toHaveText(`${count} ${word}${count === 1 ? '' : 's'} waiting for verification`);
        await expect(link).toHaveAttribute('href', href);
      }
    }
    await page.getByTestId('figure-pendingVerifications').click();
    await expect(page).toHaveURL(/\/users\/Driver\?status=pending$/);
    await expect(page.getByRole('combobox', { name: 'Verification' })).toHaveValue('Pending');
    const pending = await api.getPage<UserListItem>('/api/users/GetUsers?Role=Driver&verificationStatus=0');
    expect(pending.pagination.totalItems).toBe(summary.pendingVerificationsBy.drivers);
    await expect(page.getByTestId('list-range')).toHaveText(`1–${pending.rows.length} of ${pending.pagination.totalItems}`);
    await expect(page.getByTestId('users-table').locator('tbody tr td:nth-child(7)')).toHaveText(pending.rows.map(() => 'Pending'));
  });

  test('verification queue: pending payouts open the Pending tab of the transfers', async ({ adminPage: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('queue-payouts')).toHaveAttribute('href', '/transfers?tab=pending');
    await page.getByTestId('figure-pendingPayouts').click();
    await expect(page).toHaveURL(/\/transfers\?tab=pending$/);
    await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
  });
});
