import type { Page } from '@playwright/test';
import { A11Y_VARIANTS, expectVariant, useVariant, variantName } from './support/a11y';
import { checkA11y, expect, seedStorage, test } from './support/fixtures';

/** A first visit loads the screen's code too: more time than a plain expectation on a busy machine. */
const READY = { timeout: 30_000 };
/** The job runs every 2 s on the end-to-end server (e2e/serve.mjs), then the stream tells the bell. */
const LIVE = { timeout: 20_000 };

interface Session {
  token: string;
  user: { id: number; role: string };
}

/** The demo's Support member (issue 24 item 5): new drivers and documents are their work (issue 25). */
async function supportSession(baseURL: string | undefined): Promise<Session> {
  const response = await fetch(new URL('/api/auth/Login', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'support@demo.taxi', password: 'Staff123!' }),
  });
  expect(response.ok, await response.clone().text()).toBeTruthy();
  return (await response.json()) as Session;
}

/** A bearer call as `session` (no cookie: no anti-forgery header needed). */
async function call(baseURL: string | undefined, session: Session, method: string, path: string) {
  const response = await fetch(new URL(path, baseURL), { method, headers: { authorization: `Bearer ${session.token}` } });
  expect(response.ok, await response.clone().text()).toBeTruthy();
  return response.json() as Promise<unknown>;
}

/** A driver registers through the public API, as the driver app does; answers their name. */
async function registerDriver(baseURL: string | undefined, tag: string): Promise<string> {
  const lastName = `Bildirim${tag}`;
  const response = await fetch(new URL('/api/auth/register', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `e2e.notify.${tag}@test.taxi`, password: 'long-enough-1', firstName: 'Emre', lastName, phoneNumber: '+90 533 765 4321', role: 'Driver' }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return `Emre ${lastName}`;
}

const bell = (page: Page) => page.getByTestId('notifications-menu');

test.describe('[25] notifications', () => {
  test('[25.1] notifications: the bell counts a driver who registers, live; opening it leads to the driver and marks it read; mark all as read', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const support = await supportSession(baseURL);
    await call(baseURL, support, 'PATCH', '/api/notifications/MarkAllNotificationsRead');
    await seedStorage(page, { authToken: support.token, user: JSON.stringify(support.user) });
    await page.goto('/dashboard/default');
    await expect(bell(page)).toHaveAccessibleName('Notifications: none unread', READY);

    const name = await registerDriver(baseURL, `${Date.now()}`);
    // no reload: the job finds the new driver, the stream tells this page, the count is read again
    await expect(bell(page)).toHaveAccessibleName('Notifications: 1 unread', LIVE);
    await expect(page.getByTestId('notifications-count')).toContainText('1');

    await bell(page).click();
    const item = page.getByRole('menuitem', { name: new RegExp(`New driver.*${name}`) });
    await expect(item).toContainText(`${name} registered as a driver`);
    await checkA11y(page, 'the bell open');
    await item.click();
    await expect(page).toHaveURL(/\/users\/details\/\d+$/);
    await expect(page.getByTestId('page-title')).toHaveText('User Details', READY);
    await expect(bell(page)).toHaveAccessibleName('Notifications: none unread');

    // a second one, marked read from the bell with the others
    await registerDriver(baseURL, `${Date.now()}b`);
    await expect(bell(page)).toHaveAccessibleName('Notifications: 1 unread', LIVE);
    await bell(page).click();
    await page.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications: none unread');
  });

  test('[25.1] notifications: the page filters by kind and read state, marks one read, links to where it is handled; axe finds nothing (light and dark, English and Turkish, 390 px)', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const support = await supportSession(baseURL);
    await call(baseURL, support, 'PATCH', '/api/notifications/MarkAllNotificationsRead');
    const name = await registerDriver(baseURL, `${Date.now()}p`);
    await expect.poll(async () => ((await call(baseURL, support, 'GET', '/api/notifications/GetUnreadCount')) as { unread: number }).unread, LIVE).toBeGreaterThan(0);

    await seedStorage(page, { authToken: support.token, user: JSON.stringify(support.user) });
    await page.goto('/notifications?kind=driverRegistered&state=unread');
    await expect(page.getByTestId('page-title')).toHaveText('Notifications', READY);
    const rows = page.locator('[data-testid^="notification-row-"]');
    await expect(rows).toHaveCount(1, READY);
    await expect(rows.first()).toContainText(`${name} registered as a driver`);
    await expect(page.getByTestId('filter-chips')).toContainText('Kind: New driver');
    await expect(rows.first().getByRole('link', { name: 'New driver' })).toHaveAttribute('href', /\/users\/details\/\d+$/);

    // marked read: gone from the unread ones, there among the read ones
    await rows.first().getByRole('button', { name: 'Mark “New driver” as read' }).click();
    await expect(rows).toHaveCount(0);
    await page.getByTestId('state-filter').getByText('Read', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('read');
    await expect(rows.filter({ hasText: name })).toHaveCount(1);

    // the documents waiting for review of the demo, each leading to its owner
    await page.goto('/notifications?kind=documentsPending');
    await expect(rows.first()).toBeVisible(READY);
    await expect(rows.first().getByRole('link').first()).toHaveAttribute('href', /\/(users|vehicles)\/details\/\d+$/);

    for (const variant of A11Y_VARIANTS) {
      await useVariant(page, variant, support);
      await page.goto('/notifications');
      await expectVariant(page, variant);
      await expect(rows.first()).toBeVisible(READY);
      await checkA11y(page, `/notifications (${variantName(variant)})`);
      if (variant.width === 390) {
        await expect(page.getByTestId('notifications-table-cards')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      }
      await bell(page).click();
      await expect(page.getByTestId('notifications-dropdown')).toBeVisible();
      await checkA11y(page, `the bell open (${variantName(variant)})`);
      await page.keyboard.press('Escape');
    }
  });
});
