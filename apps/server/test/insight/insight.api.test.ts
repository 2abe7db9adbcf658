import type { DashboardCharts, FinanceReportRow } from '@taxi/contract';
import { localDateTime } from '@taxi/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INSIGHT_JOB } from '../../src/modules/insight/insight.job';
import { useDaysZone } from '../../src/modules/insight/insight.repository';
import { dashboardCharts, financeReport } from '../../src/modules/insight/insight.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { parseCsv } from '../helpers/csv';
import { createUser } from '../helpers/factories';
import { SUMMER_TIME_DAYS, shiftDay } from '../helpers/summer-time-days';
import { createTripType } from '../live/support';
import { insertLedger, insertTrip, keptSlots, recountedSlots } from './insight-records';

/**
 * Issue 27 items 1 and 2 (docs/insight.md): the quarter-hour slots the triggers keep (migration
 * 0022) always equal a count from scratch, and the charts and the finance report answer exact
 * figures for the rows inserted here, on the operator's clock (Asia/Famagusta, summer and winter
 * and both summer-time changes; America/St_Johns for a half-hour offset with summer time).
 */
let t: TestApp;
let tripTypeId: number;
const TZ = 'Asia/Famagusta';
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

beforeAll(async () => {
  t = await buildTestApp({ operatorTimeZone: TZ });
  tripTypeId = await createTripType(t);
  await useDaysZone(t.db, TZ); // as the first start does: the report reads the days' rollup (migration 0024)
});
afterAll(async () => t.close());
beforeEach(async () => {
  await sql`DELETE FROM ledger_entries WHERE trip_id IS NOT NULL OR kind = 'Payout'`.execute(t.db);
  await sql`DELETE FROM trips`.execute(t.db);
});

const trip = (start: string | Date, status = 5, method: 'Cash' | 'Card' = 'Card', fare = 0) => insertTrip(t.db, { tripTypeId, driverId: t.users.driver.id, start, status, method, fare });
const report = (query: Record<string, string>, who: Parameters<TestApp['injectAs']>[0] = 'admin') =>
  t.injectAs(who, { method: 'GET', url: '/api/Reports/GetFinanceReport', query });

/** One day of money: a card trip (₺100, 20 %), a cash trip (₺50), a card cancellation fee (₺25) and a payout (₺300). */
async function moneyDay(at: string) {
  const driver = t.users.driver.id;
  const card = await trip(at, 5, 'Card', 10_000);
  await insertLedger(t.db, { userId: driver, kind: 'CardTripCredit', amount: 8_000, tripId: card });
  const cash = await trip(at, 5, 'Cash', 5_000);
  await insertLedger(t.db, { userId: driver, kind: 'CashTripCommission', amount: -1_000, tripId: cash });
  const fee = await trip(at, 6, 'Card', 2_500);
  await insertLedger(t.db, { userId: driver, kind: 'CardTripCredit', amount: 2_000, tripId: fee });
  await trip(at, 7, 'Cash', 0);
  await insertLedger(t.db, { userId: driver, kind: 'Payout', amount: -30_000, at });
}
const MONEY_DAY = { completedTrips: 2, gross: 15_000, commission: 3_500, driverEarnings: 14_000, cashGross: 5_000, cardGross: 10_000, cancellations: 2, cancellationFees: 2_500 };

describe(`insight slots on ${database}`, () => {
  it('equal a recount after inserts, updates of status, fare and start, deletes, ledger rows and a fold', async () => {
    const ids = [await trip('2026-07-15T09:05:00Z', 0), await trip('2026-07-15T09:20:00Z', 3, 'Cash'), await trip('2026-07-15T23:59:00Z', 5, 'Card', 4_200)];
    await moneyDay('2026-07-14T10:00:00Z');
    await t.db.updateTable('trips').set({ status: 5, fare: 9_900 }).where('id', '=', ids[0]!).execute();
    await t.db.updateTable('trips').set({ start_time: '2026-07-15T08:10:00Z' }).where('id', '=', ids[2]!).execute();
    await t.db.updateTable('trips').set({ status: 7 }).where('id', '=', ids[1]!).execute();
    await t.db.deleteFrom('trips').where('id', '=', ids[1]!).execute();
    expect(await keptSlots(t.db)).toEqual(await recountedSlots(t.db));
    const unfolded = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM insight_slots WHERE NOT folded`.execute(t.db)).rows[0]!.n);
    expect(unfolded).toBeGreaterThan(0);
    const before = await keptSlots(t.db);
    await sql`SELECT insight_fold()`.execute(t.db);
    expect(await keptSlots(t.db)).toEqual(before);
    const perSlot = await sql<{ n: number }>`SELECT count(*)::int AS n FROM insight_slots GROUP BY slot HAVING count(*) > 1`.execute(t.db);
    expect(perSlot.rows).toEqual([]);
  });

  it('the insight job, first due one interval after the start, folds the slots and keeps a sample of the connected drivers', async () => {
    await t.deps.jobs.tick(); // makes the jobs' rows; the insight job is not due yet
    const due = await t.db.selectFrom('jobs').select(sql<boolean>`due_at > now() + interval '4 minutes'`.as('later')).where('name', '=', INSIGHT_JOB).executeTakeFirstOrThrow();
    expect(due.later).toBe(true);
    expect(await t.db.selectFrom('online_driver_samples').selectAll().execute()).toEqual([]);
    await trip('2026-07-15T09:05:00Z');
    await t.deps.jobs.dueNow(INSIGHT_JOB);
    await t.deps.jobs.tick();
    const unfolded = await sql<{ n: number }>`SELECT count(*)::int AS n FROM insight_slots WHERE NOT folded`.execute(t.db);
    expect(unfolded.rows[0]!.n).toBe(0);
    const samples = await t.db.selectFrom('online_driver_samples').selectAll().execute();
    expect(samples).toEqual([expect.objectContaining({ online: 0 })]);
  });

  it('a completion as the settlement writes it (ledger row first, then the trip) moves the slots as the ledger says', async () => {
    // the settlement service writes the payment, the ledger row and the trip's new status and fare in one transaction
    const id = await trip(new Date(), 3, 'Card');
    await t.db.transaction().execute(async (trx) => {
      await insertLedger(trx, { userId: t.users.driver.id, kind: 'CardTripCredit', amount: 6_400, tripId: id });
      await trx.updateTable('trips').set({ status: 5, fare: 8_000 }).where('id', '=', id).execute();
    });
    const charts = await dashboardCharts(t.db, TZ, 4);
    const today = charts.days.at(-1)!;
    expect(today).toMatchObject({ gross: 8_000, cardGross: 8_000, driverEarnings: 6_400, commission: 1_600, cardTrips: 1, cashTrips: 0 });
  });
});

describe(`dashboard charts on ${database}`, () => {
  it('answers the figures of today, the 30 days and the 12 weeks exactly, from the route', async () => {
    const now = new Date();
    await moneyDay(now.toISOString());
    const res = await t.injectAs('admin', { method: 'GET', url: '/api/Insight/GetDashboardCharts' });
    expect(res.statusCode).toBe(200);
    const charts = res.json<DashboardCharts>();
    const local = localDateTime(now, TZ);
    expect(charts.timeZone).toBe(TZ);
    expect(charts.today).toBe(`${local.year}-${String(local.month).padStart(2, '0')}-${String(local.day).padStart(2, '0')}`);
    expect(charts.days).toHaveLength(30);
    expect(charts.days[0]!.day).toBe(shiftDay(charts.today, -29));
    const { completedTrips: _trips, cancellations: _cancellations, cancellationFees: _fees, ...money } = MONEY_DAY;
    expect(charts.days.at(-1)).toEqual({ day: charts.today, ...money, cashTrips: 1, cardTrips: 1 });
    expect(charts.days.slice(0, -1).every((day) => day.gross === 0)).toBe(true);
    expect(charts.tripsByHour).toHaveLength(24);
    expect(charts.tripsByHour.find((hour) => hour.hour === local.hour)).toEqual({ hour: local.hour, today: 4, weekdayAverage: 0 });
    expect(charts.payoutsByWeek).toHaveLength(12);
    expect(charts.payoutsByWeek.at(-1)).toMatchObject({ count: 1, amount: 30_000 });
    expect(charts.driversByHour.find((hour) => hour.hour === local.hour)).toMatchObject({ withTrip: 1 });
    expect((await t.injectAs('admin', { method: 'GET', url: '/api/Insight/GetDashboardCharts?weeks=9' })).statusCode).toBe(400);
  });

  it('averages the same weekday of the last weeks by the hour of the operator\'s clock, also across both summer-time changes', async () => {
    // Sunday 25 October 2026: 04:00 EEST becomes 03:00 EET at 01:00Z, so 00:30Z and 01:30Z are both 03:30 local
    await trip('2026-10-25T00:30:00Z');
    await trip('2026-10-25T01:30:00Z');
    // the Sundays before: 18 October (EEST, UTC+3) 03:30 local = 00:30Z; 29 March (spring-forward day, 03:00 does not exist) 04:30 EEST = 01:30Z
    await trip('2026-10-18T00:30:00Z');
    await trip('2026-10-11T00:30:00Z');
    await trip('2026-10-11T00:40:00Z');
    const charts = await dashboardCharts(t.db, TZ, 4, new Date('2026-10-25T18:00:00Z'));
    expect(charts.today).toBe('2026-10-25');
    expect(charts.tripsByHour[3]).toEqual({ hour: 3, today: 2, weekdayAverage: 0.8 });
    expect(charts.tripsByHour.filter((hour) => hour.today > 0)).toHaveLength(1);

    await trip('2026-03-29T01:30:00Z'); // 04:30 EEST, the hour after the skipped one
    await trip('2026-03-22T01:30:00Z'); // 03:30 EET a week before
    const spring = await dashboardCharts(t.db, TZ, 4, new Date('2026-03-29T20:00:00Z'));
    expect(spring.tripsByHour[4]).toMatchObject({ today: 1, weekdayAverage: 0 });
    expect(spring.tripsByHour[3]).toMatchObject({ today: 0, weekdayAverage: 0.3 });
  });
});

describe(`finance report on ${database}`, () => {
  it.each(Object.entries(SUMMER_TIME_DAYS))('holds %s whole on the operator\'s clock, not a second more', async (day, edges) => {
    await moneyDay(edges.first);
    await trip(edges.last, 5, 'Cash', 1_000);
    await trip(edges.before, 5, 'Cash', 7);
    await trip(edges.after, 5, 'Cash', 70);
    const res = await report({ period: 'day', dateFrom: shiftDay(day, -1), dateTo: shiftDay(day, 1) });
    expect(res.statusCode).toBe(200);
    const rows = res.json<FinanceReportRow[]>();
    expect(rows.map((row) => row.periodStart)).toEqual([shiftDay(day, 1), day, shiftDay(day, -1)]);
    expect(rows[1]).toEqual({ periodStart: day, period: 'day', ...MONEY_DAY, completedTrips: 3, gross: 16_000, cashGross: 6_000, driverEarnings: 15_000 });
    expect(rows[0]).toMatchObject({ completedTrips: 1, gross: 70 });
    expect(rows[2]).toMatchObject({ completedTrips: 1, gross: 7 });
  });

  it('sums whole weeks from Monday and whole months, newest first, and pages them', async () => {
    await trip('2026-10-25T21:59:00Z', 5, 'Card', 100); // Sunday 25 Oct 23:59 EET: week of Monday 19 Oct
    await trip('2026-10-25T22:00:00Z', 5, 'Card', 200); // Monday 26 Oct 00:00: its own week, still October
    await trip('2026-10-31T22:00:00Z', 5, 'Card', 400); // 1 November 00:00 EET
    const weeks = (await report({ period: 'week', dateFrom: '2026-10-21', dateTo: '2026-11-01' })).json<FinanceReportRow[]>();
    expect(weeks.map((row) => [row.periodStart, row.gross])).toEqual([['2026-10-26', 600], ['2026-10-19', 100]]);
    const months = await report({ period: 'month', dateFrom: '2026-10-31', dateTo: '2026-11-01', pageSize: '1', pageNumber: '2' });
    expect(months.json<FinanceReportRow[]>().map((row) => [row.periodStart, row.gross])).toEqual([['2026-10-01', 300]]);
    expect(JSON.parse(months.headers.pagination as string)).toMatchObject({ currentPage: 2, totalItems: 2, totalPages: 2 });
    const defaults = (await financeReport(t.db, TZ, { period: 'month', dateTo: '2026-11-15' })).rows;
    expect(defaults.map((row) => row.periodStart)).toEqual(Array.from({ length: 12 }, (_, index) => `${index < 11 ? '2026' : '2025'}-${String(((22 - index) % 12) + 1).padStart(2, '0')}-01`));
  });

  it('reads a half-hour zone with summer time (America/St_Johns) by its own midnight', async () => {
    // St John's: UTC−2:30 in summer; 15 July 2026 runs 02:30Z … 16 July 02:30Z
    await trip('2026-07-15T02:29:00Z', 5, 'Card', 1);
    await trip('2026-07-15T02:30:00Z', 5, 'Card', 10);
    await trip('2026-07-16T02:29:00Z', 5, 'Card', 100);
    await trip('2026-07-16T02:30:00Z', 5, 'Card', 1_000);
    const { rows } = await financeReport(t.db, 'America/St_Johns', { period: 'day', dateFrom: '2026-07-14', dateTo: '2026-07-16' });
    expect(rows.map((row) => [row.periodStart, row.gross])).toEqual([['2026-07-16', 1_000], ['2026-07-15', 110], ['2026-07-14', 1]]);
    // winter: UTC−3:30; 15 January runs 03:30Z … 16 January 03:30Z
    await trip('2026-01-15T03:29:00Z', 5, 'Card', 2);
    await trip('2026-01-15T03:30:00Z', 5, 'Card', 20);
    const winter = await financeReport(t.db, 'America/St_Johns', { period: 'day', dateFrom: '2026-01-14', dateTo: '2026-01-15' });
    expect(winter.rows.map((row) => [row.periodStart, row.gross])).toEqual([['2026-01-15', 20], ['2026-01-14', 2]]);
  });

  it('exports CSV in English and Turkish with the report\'s filters', async () => {
    await moneyDay('2026-07-15T09:00:00Z');
    const en = await report({ period: 'day', dateFrom: '2026-07-15', dateTo: '2026-07-15', format: 'csv', lang: 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/text\/csv/);
    const [header, row] = parseCsv(en.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Period', 'Period start', 'Completed trips', 'Gross (TRY)', 'Commission (TRY)', 'Driver earnings (TRY)', 'Cash (TRY)', 'Card (TRY)', 'Cancellations', 'Cancellation fees (TRY)']);
    expect(row).toEqual(['Day', '2026-07-15', '2', '150.00', '35.00', '140.00', '50.00', '100.00', '2', '25.00']);
    const tr = await report({ period: 'day', dateFrom: '2026-07-15', dateTo: '2026-07-15', format: 'csv', lang: 'tr' });
    const [trHeader, trRow] = parseCsv(tr.body.replace(/^\uFEFF/, ''), ';');
    expect(trHeader![0]).toBe('Dönem');
    expect(trRow!.slice(0, 4)).toEqual(['Gün', '2026-07-15', '2', '150,00']);
  });

  it('refuses bad input with a 400 and answers by role', async () => {
    expect((await report({ period: 'year' })).statusCode).toBe(400);
    expect((await report({ dateFrom: '2026-02-30' })).statusCode).toBe(400);
    expect((await report({ dateFrom: '2026-07-15', dateTo: '2026-07-14' })).statusCode).toBe(400);
    expect((await report({ period: 'day', dateFrom: '2020-01-01', dateTo: '2026-01-01' })).statusCode).toBe(400);
    const finance = await createUser(t.db, 'Finance');
    const viewer = await createUser(t.db, 'Viewer');
    const support = await createUser(t.db, 'Support');
    expect((await report({}, finance)).statusCode).toBe(200);
    expect((await report({ format: 'csv' }, finance)).statusCode).toBe(200);
    expect((await report({}, viewer)).statusCode).toBe(200);
    expect((await report({ format: 'csv' }, viewer)).statusCode).toBe(403);
    expect((await report({}, support)).statusCode).toBe(403);
  });
});
