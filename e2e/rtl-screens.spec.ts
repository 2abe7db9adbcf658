import type { Page } from '@playwright/test';
import { expect, seedStorage, test } from './support/fixtures';
import { freezeForScreenshots } from './support/freeze';

const SUMMARY = { drivers: 80, customers: 300, admins: 4, pendingVerifications: 56, pendingVerificationsBy: { drivers: 11, customers: 26, vehicles: 19 }, pendingPayouts: 22, pendingPayoutsAmount: 5_033_600, connectedDrivers: 12, tripsToday: 23 };

/** The charts (issue 27) held still: a fixed day of figures, so the baseline does not follow the demo's clock. */
const DAYS = Array.from({ length: 30 }, (_, index) => new Date(Date.UTC(2026, 9, 22 + index)).toISOString().slice(0, 10));
const CHARTS = {
  timeZone: 'Asia/Famagusta',
  today: '2026-11-20',
  weeks: 4,
  tripsByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, today: hour < 12 ? (hour * 7) % 9 : 0, weekdayAverage: ((hour * 5) % 11) / 2 })),
  days: DAYS.map((day, index) => ({ day, gross: 3_000_000 + ((index * 7919) % 1_500_000), commission: 600_000 + ((index * 3571) % 300_000), driverEarnings: 2_400_000, cashGross: 1_500_000, cardGross: 1_500_000 + ((index * 7919) % 1_500_000), cashTrips: 30, cardTrips: 32 })),
  payoutsByWeek: Array.from({ length: 12 }, (_, index) => ({ weekStart: new Date(Date.UTC(2026, 7, 31 + 7 * index)).toISOString().slice(0, 10), count: 20 + index, amount: 5_000_000 + index * 250_000 })),
  driversByHour: Array.from({ length: 24 }, (_, hour) => ({ hour, onlinePeak: hour <= 11 ? 10 + ((hour * 3) % 7) : null, withTrip: hour < 12 ? (hour * 7) % 9 : 0 })),
};

/** A first visit loads the screen's code too: more time than a plain expectation on a busy machine. */
const READY = { timeout: 30_000 };

/** Each screen, with what shows when it is ready for its picture. */
const SCREENS: { name: string; path: string; signedIn: boolean; ready: (page: Page) => Promise<void> }[] = [
  { name: 'sign-in', path: '/login', signedIn: false, ready: (page) => expect(page.getByTestId('login-form')).toBeVisible(READY) },
  { name: 'offline', path: '/offline', signedIn: false, ready: (page) => expect(page.getByTestId('status-home')).toBeVisible(READY) },
  { name: 'not-found', path: '/no/such/page', signedIn: true, ready: (page) => expect(page.getByTestId('status-home')).toBeVisible(READY) },
  { name: 'dashboard', path: '/dashboard/default', signedIn: true, ready: async (page) => {
    await expect(page.getByTestId('figure-drivers-value')).toHaveText('80', READY);
    await expect(page.getByTestId('dashboard-charts')).toBeVisible(READY);
  } },
  { name: 'trip-types-list', path: '/triptypes', signedIn: true, ready: (page) => expect(page.getByTestId('trip-type-row-4')).toBeVisible(READY) },
  { name: 'trip-type-details', path: '/triptypes/details/1', signedIn: true, ready: (page) => expect(page.getByTestId('fare-day-total')).not.toHaveText('—', READY) },
  { name: 'trip-type-form', path: '/triptypes/update/1', signedIn: true, ready: async (page) => {
    await expect(page.getByTestId('fare-day-total')).not.toHaveText('—', READY);
    await expect(page.getByTestId('fare-back-test-run')).toBeVisible(READY);
  } },
  { name: 'app-settings', path: '/appsettings', signedIn: true, ready: (page) => expect(page.getByTestId('day-timeline').locator('[data-kind="peak"]').first()).toBeVisible(READY) },
];

test.use({ axeAfterEach: false });

/**
 * Right to left, kept as visual baselines (e2e/__screenshots__, checked by eye once): a later
 * change that breaks the mirroring or scrambles mixed-direction text fails here. Dates, figures
 * and the clock are frozen; animations are off.
 */
test.describe('[1] right to left: each screen matches its checked baseline', () => {
  for (const screen of SCREENS) {
    for (const width of [1366, 390]) {
      test(`[1] right to left: ${screen.name} at ${width} px`, async ({ page, adminSession }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 850 });
        // a History panel shows what other specs of this worker changed: held empty, as the figures are
        // the bell too: the notifications job keeps finding new facts while the specs run (issue 25)
        await freezeForScreenshots(page, { '/api/Dashboard/GetSummary': SUMMARY, '/api/Insight/GetDashboardCharts': CHARTS, '/api/audit/GetEntityHistory/tripType/1': { entries: [], hasMore: false }, '/api/notifications/GetUnreadCount': { unread: 3 }, '/api/notifications/GetNotifications': [] });
        const settings = JSON.stringify({ rtl: true, language: 'tr' });
        await seedStorage(page, screen.signedIn ? { layoutSettings: settings, authToken: adminSession.token, user: JSON.stringify(adminSession.user) } : { layoutSettings: settings });
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await screen.ready(page);
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${screen.name}-${width}.png`, { fullPage: true, animations: 'disabled', maxDiffPixelRatio: 0.01 });
      });
    }
  }
});
