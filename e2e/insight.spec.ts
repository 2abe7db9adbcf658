import { readFile } from 'node:fs/promises';
import type { DashboardCharts, FareBackTest, FinanceReportRow, TripType } from '@taxi/contract';
import { expect, test } from './support/fixtures';

/** What the screens write (apps/web/src/lib/format.ts, features/insight/components/chart-format.ts). */
const lira = (kurus: number, language: 'en' | 'tr') =>
  new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(kurus / 100);
const figure = (value: number, language: 'en' | 'tr') => new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US', { maximumFractionDigits: 1 }).format(value);
const READY = { timeout: 30_000 };

test.describe('[27] insight', () => {
  test('[27.1] dashboard: charts match the API', async ({ adminPage: page, api }) => {
    const charts = await api.get<DashboardCharts>('/api/Insight/GetDashboardCharts');
    await page.goto('/dashboard/default');
    await expect(page.getByTestId('dashboard-charts')).toBeVisible(READY);
    for (const chart of ['chart-trips-by-hour', 'chart-money', 'chart-methods', 'chart-payouts', 'chart-drivers']) {
      // the picture is hidden from assistive technology; its table is there for it, and shows on request
      await expect(page.getByTestId(`${chart}-chart`)).toHaveAttribute('aria-hidden', 'true');
      await expect(page.getByTestId(`${chart}-table`)).toBeAttached();
      await page.getByTestId(chart).getByRole('switch', { name: 'Show as table' }).check();
      await expect(page.getByTestId(`${chart}-table`)).toBeVisible();
    }
    const hours = page.getByTestId('chart-trips-by-hour-table');
    for (const hour of charts.tripsByHour) {
      const row = hours.locator(`tr[data-row="${hour.hour}"]`);
      await expect(row.locator('[data-column="today"]')).toHaveText(figure(hour.today, 'en'));
      await expect(row.locator('[data-column="weekdayAverage"]')).toHaveText(figure(hour.weekdayAverage, 'en'));
    }
    const money = page.getByTestId('chart-money-table');
    await expect(money.locator('tbody tr')).toHaveCount(30);
    for (const day of charts.days.slice(-7)) {
      const row = money.locator(`tr[data-row="${day.day}"]`);
      await expect(row.locator('[data-column="gross"]')).toHaveText(lira(day.gross, 'en'));
      await expect(row.locator('[data-column="commission"]')).toHaveText(lira(day.commission, 'en'));
      await expect(row.locator('[data-column="driverEarnings"]')).toHaveText(lira(day.driverEarnings, 'en'));
    }
    const cash = charts.days.reduce((sum, day) => sum + day.cashGross, 0);
    const card = charts.days.reduce((sum, day) => sum + day.cardGross, 0);
    await expect(page.getByTestId('chart-methods-table').locator('tr[data-row="Cash"] [data-column="amount"]')).toHaveText(lira(cash, 'en'));
    await expect(page.getByTestId('chart-methods-table').locator('tr[data-row="Card"] [data-column="amount"]')).toHaveText(lira(card, 'en'));
    const payouts = page.getByTestId('chart-payouts-table');
    for (const week of charts.payoutsByWeek) {
      await expect(payouts.locator(`tr[data-row="${week.weekStart}"] [data-column="amount"]`)).toHaveText(lira(week.amount, 'en'));
    }
    const drivers = page.getByTestId('chart-drivers-table');
    for (const hour of charts.driversByHour) {
      await expect(drivers.locator(`tr[data-row="${hour.hour}"] [data-column="withTrip"]`)).toHaveText(figure(hour.withTrip, 'en'));
    }
    // in Turkish and dark mode: Turkish numbers (axe checks this final page after the test)
    await page.evaluate(() => window.localStorage.setItem('layoutSettings', JSON.stringify({ darkMode: true, language: 'tr' })));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByTestId('dashboard-charts')).toBeVisible(READY);
    await page.getByTestId('chart-money').getByRole('switch', { name: 'Tablo olarak göster' }).check();
    const today = charts.days.at(-1)!;
    await expect(page.getByTestId('chart-money-table').locator(`tr[data-row="${today.day}"] [data-column="gross"]`)).toHaveText(lira(today.gross, 'tr'));
  });

  test('[27.2] finance report: periods, paging and the CSV match the API', async ({ adminPage: page, api }) => {
    const months = await api.getPage<FinanceReportRow>('/api/Reports/GetFinanceReport?period=month&pageSize=10');
    await page.goto('/reports/finance?period=month');
    await expect(page.getByTestId('page-title')).toHaveText('Finance report');
    const first = months.rows[0]!;
    const row = page.getByTestId(`report-row-${first.periodStart}`);
    await expect(row).toBeVisible(READY);
    await expect(row.locator('td')).toHaveText([
      new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${first.periodStart}T00:00:00Z`)),
      figure(first.completedTrips, 'en'),
      lira(first.gross, 'en'),
      lira(first.commission, 'en'),
      lira(first.driverEarnings, 'en'),
      `Cash ${lira(first.cashGross, 'en')}Card ${lira(first.cardGross, 'en')}`,
      figure(first.cancellations, 'en'),
      lira(first.cancellationFees, 'en'),
    ]);
    await expect(page.getByTestId('list-range')).toHaveText(`1–${months.rows.length} of ${months.pagination.totalItems}`);
    // a week report from the period switch: page 1, the URL says so
    await page.getByTestId('report-period').getByText('Week').click();
    await expect(page).toHaveURL(/period=week/);
    const weeks = await api.getPage<FinanceReportRow>('/api/Reports/GetFinanceReport?period=week&pageSize=10');
    await expect(page.getByTestId(`report-row-${weeks.rows[0]!.periodStart}`)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('finance-report-week.csv');
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
    expect(lines[0]).toBe('\uFEFFPeriod,Period start,Completed trips,Gross (TRY),Commission (TRY),Driver earnings (TRY),Cash (TRY),Card (TRY),Cancellations,Cancellation fees (TRY)');
    expect(lines[1]!.startsWith(`Week,${weeks.rows[0]!.periodStart},${weeks.rows[0]!.completedTrips},`)).toBe(true);
    expect(lines.filter(Boolean)).toHaveLength(weeks.pagination.totalItems + 1);
  });

  test('[27.3] fare back-test: the edit screen shows the API\'s change for the fares as typed', async ({ adminPage: page, api }) => {
    const tripType = await api.get<TripType>('/api/TripType/GetTripType/1');
    const body = {
      systemPercentage: tripType.systemPercentage,
      baseFare: tripType.baseFare + 1000,
      perKmFare: tripType.perKmFare,
      perMinuteFare: tripType.perMinuteFare,
      cancellationSurcharge: tripType.cancellationSurcharge,
      nightSurcharge: tripType.nightSurcharge,
      peakTimeSurcharge: tripType.peakTimeSurcharge,
    };
    const expected = await api.sendOk<FareBackTest>('POST', '/api/TripType/BackTestFares/1', body);
    await page.goto('/triptypes/update/1');
    await page.getByTestId('field-baseFare').fill(String((tripType.baseFare + 1000) / 100));
    await page.getByTestId('fare-back-test-run').click();
    const signed = (kurus: number) => (kurus === 0 ? lira(0, 'en') : `${kurus > 0 ? '+' : '−'}${lira(Math.abs(kurus), 'en')}`);
    await expect(page.getByTestId('fare-back-test-gross-change')).toHaveText(signed(expected.totals.grossChange), READY);
    await expect(page.getByTestId('fare-back-test-driverEarnings-change')).toHaveText(signed(expected.totals.driverEarningsChange));
    await expect(page.getByTestId('fare-back-test-commission-change')).toHaveText(signed(expected.totals.commissionChange));
    expect(expected.totals.trips).toBeGreaterThan(0);
    expect(expected.totals.grossChange).toBeGreaterThanOrEqual(expected.totals.trips * 1000);
    const today = expected.days.at(-1)!;
    await expect(page.getByTestId('chart-back-test-table').locator(`tr[data-row="${today.day}"] [data-column="grossChange"]`)).toHaveText(signed(today.grossChange));
  });
});
