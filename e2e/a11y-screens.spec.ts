import type { Page } from '@playwright/test';
import { A11Y_VARIANTS, expectVariant, useVariant, variantName } from './support/a11y';
import { checkA11y, expect, test } from './support/fixtures';

/** A first visit loads the screen's code too: more time than a plain expectation on a busy machine. */
const READY = { timeout: 30_000 };

/** Every screen, with what shows when it is ready (each is checked once its data has arrived). */
const SCREENS: { name: string; path: string; signedIn: boolean; ready: (page: Page) => Promise<void> }[] = [
  { name: 'sign-in', path: '/login', signedIn: false, ready: (page) => expect(page.locator('form button[type=submit]')).toBeVisible(READY) },
  { name: 'maintenance', path: '/commingsoon', signedIn: false, ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(READY) },
  { name: 'offline', path: '/offline', signedIn: false, ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(READY) },
  { name: 'error', path: '/error', signedIn: false, ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(READY) },
  { name: 'not found', path: '/no/such/page', signedIn: true, ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(READY) },
  // the charts (issue 27) loaded too, with their tables
  { name: 'dashboard', path: '/dashboard/default', signedIn: true, ready: (page) => expect(page.getByTestId('dashboard-charts')).toBeVisible(READY) },
  { name: 'finance report', path: '/reports/finance', signedIn: true, ready: (page) => expect(page.locator('[data-testid^="report-row-"]').first()).toBeVisible(READY) },
  // the map loaded and its side list of drivers in view filled: axe checks the panels, not a skeleton
  { name: 'map', path: '/map', signedIn: true, ready: (page) => expect(page.getByTestId('drivers-in-view-total')).toBeVisible(READY) },
  { name: 'trip types list', path: '/triptypes', signedIn: true, ready: (page) => expect(page.locator('[data-testid^="trip-type-row-"]').first()).toBeVisible(READY) },
  { name: 'trip type details', path: '/triptypes/details/1', signedIn: true, ready: (page) => expect(page.getByTestId('page-title')).toBeVisible(READY) },
  { name: 'trip type create', path: '/triptypes/add', signedIn: true, ready: (page) => expect(page.locator('form')).toBeVisible(READY) },
  // with the fare back-test's panel (issue 27), loaded on its own
  { name: 'trip type update', path: '/triptypes/update/1', signedIn: true, ready: async (page) => {
    await expect(page.locator('form input').first()).not.toHaveValue('', READY);
    await expect(page.getByTestId('fare-back-test-run')).toBeVisible(READY);
  } },
  { name: 'app settings', path: '/appsettings', signedIn: true, ready: (page) => expect(page.locator('form input').first()).not.toHaveValue('', READY) },
  { name: 'vehicles', path: '/vehicles', signedIn: true, ready: (page) => expect(page.getByTestId('page-title')).toBeVisible(READY) },
];


test.use({ axeAfterEach: false });

test.describe('[2] accessibility: axe (WCAG 2.2 A/AA) finds nothing on any screen', () => {
  for (const screen of SCREENS) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`[2] accessibility: ${screen.name} in ${scheme}, English and Turkish, desktop and 390 px`, async ({ page, adminSession }) => {
        test.setTimeout(120_000);
        for (const variant of A11Y_VARIANTS.filter((candidate) => candidate.scheme === scheme)) {
          await useVariant(page, variant, screen.signedIn ? adminSession : null);
          await page.goto(screen.path);
          await expectVariant(page, variant);
          await screen.ready(page);
          await checkA11y(page, `${screen.name} (${variantName(variant)})`);
        }
      });
    }
  }
});
