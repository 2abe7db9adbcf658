import { sql } from 'kysely';
import type { ReportPeriod } from '@taxi/contract';
import type { Db } from '../../db/database';
import type { InsightSums } from '../../db/schema-insight';

/**
 * Reads of the quarter-hour slots (migration 0022) on the operator's clock: a day, week or month is
 * the range of slots from its local midnight to the next period's, so summer-time days (23 or 25
 * hours) are whole. Every range read is an index range scan of insight_slots_slot_idx.
 */

/** The sums of one period's slots, as stored (kuruş; counts). */
export interface PeriodSums {
  periodStart: string;
  tripsStarted: number;
  completedCash: number;
  completedCard: number;
  grossCash: number;
  grossCard: number;
  cancelled: number;
  feesCash: number;
  feesCard: number;
  cardCredits: number;
  cashCommission: number;
  payouts: number;
  payoutsAmount: number;
}

const STEP: Record<ReportPeriod, string> = { day: '1 day', week: '7 days', month: '1 month' };

/** The first day of the period holding `day` (a week starts on Monday, ISO). */
export const periodStartOf = (period: ReportPeriod, day: string) =>
  period === 'day' ? sql<string>`${day}::date` : sql<string>`date_trunc(${period}, ${day}::date::timestamp)::date`;

/** The summed columns of a slot and of a day (migrations 0022 and 0024), each a column of InsightSums. */
const COLUMNS = ['trips_started', 'completed_cash', 'completed_card', 'gross_cash', 'gross_card', 'cancelled', 'fees_cash', 'fees_card', 'card_credits', 'cash_commission', 'payouts', 'payouts_amount'] as const satisfies readonly (keyof InsightSums)[];
const columnsOf = (table: string) => sql.join(COLUMNS.map((column) => sql.ref(`${table}.${column}`)));
const sumsOf = sql.join(COLUMNS.map((column) => sql`sum(r.${sql.ref(column)}) AS ${sql.ref(column)}`));

export interface PeriodSumsOptions {
  /** Read every slot of the range even where the days could answer (the benchmark's and the tests' yardstick). */
  slotsOnly?: boolean;
}

/**
 * One row per period from the period holding `firstDay` to the one holding `lastDay`, oldest first,
 * every period there (zeros where nothing happened). Each period is whole, even where `firstDay` or
 * `lastDay` falls inside it.
 *
 * Every period is whole days, so when the days' rollup (migration 0024) is of `timeZone` it reads
 * each day's row plus the slots' change rows the fold has not moved into it yet (partial index
 * insight_slots_unfolded_idx): 365 rows and a few for a year. Otherwise (no rollup yet, another
 * zone) it reads every slot of the range. One statement, so one snapshot: both ways give the same.
 */
export async function periodSums(db: Db, timeZone: string, period: ReportPeriod, firstDay: string, lastDay: string, options: PeriodSumsOptions = {}): Promise<PeriodSums[]> {
  const step = STEP[period];
  const daysAnswer = options.slotsOnly ? sql<boolean>`false` : sql<boolean>`coalesce((SELECT zone FROM insight_days_zone) = ${timeZone}, false)`;
  const slotDay = sql`(s.slot AT TIME ZONE ${timeZone})::date`;
  const result = await sql<PeriodSums>`
    WITH bounds AS (
      SELECT ${periodStartOf(period, firstDay)} AS first, ${periodStartOf(period, lastDay)} AS last
    ), periods AS (
      SELECT p::date AS period_start FROM bounds, generate_series(bounds.first::timestamp, bounds.last::timestamp, ${step}::interval) p
    ), range AS (
      SELECT bounds.first AS first_day, (bounds.last::timestamp + ${step}::interval)::date AS end_day,
             (bounds.first::timestamp AT TIME ZONE ${timeZone}) AS from_at,
             ((bounds.last::timestamp + ${step}::interval) AT TIME ZONE ${timeZone}) AS to_at
      FROM bounds
    ), r AS (
      SELECT d.day, ${columnsOf('d')} FROM range, insight_days d
      WHERE ${daysAnswer} AND d.day >= range.first_day AND d.day < range.end_day
      UNION ALL
      SELECT ${slotDay}, ${columnsOf('s')} FROM range, insight_slots s
      WHERE ${daysAnswer} AND NOT s.folded AND s.slot >= range.from_at AND s.slot < range.to_at
      UNION ALL
      SELECT ${slotDay}, ${columnsOf('s')} FROM range, insight_slots s
      WHERE NOT ${daysAnswer} AND s.slot >= range.from_at AND s.slot < range.to_at
    ), sums AS (
      SELECT ${period === 'day' ? sql`r.day` : sql`date_trunc(${period}, r.day::timestamp)::date`} AS period_start, ${sumsOf}
      FROM r
      GROUP BY 1
    )
    SELECT to_char(p.period_start, 'YYYY-MM-DD') AS "periodStart",
           coalesce(s.trips_started, 0)::int AS "tripsStarted",
           coalesce(s.completed_cash, 0)::int AS "completedCash",
           coalesce(s.completed_card, 0)::int AS "completedCard",
           coalesce(s.gross_cash, 0)::bigint AS "grossCash",
           coalesce(s.gross_card, 0)::bigint AS "grossCard",
           coalesce(s.cancelled, 0)::int AS "cancelled",
           coalesce(s.fees_cash, 0)::bigint AS "feesCash",
           coalesce(s.fees_card, 0)::bigint AS "feesCard",
           coalesce(s.card_credits, 0)::bigint AS "cardCredits",
           coalesce(s.cash_commission, 0)::bigint AS "cashCommission",
           coalesce(s.payouts, 0)::int AS "payouts",
           coalesce(s.payouts_amount, 0)::bigint AS "payoutsAmount"
    FROM periods p LEFT JOIN sums s USING (period_start)
    ORDER BY p.period_start
  `.execute(db);
  return result.rows;
}

/** Today on the operator's clock at `now`, YYYY-MM-DD. */
export async function operatorToday(db: Db, timeZone: string, now: Date): Promise<string> {
  const result = await sql<{ today: string }>`SELECT to_char((${now}::timestamptz AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS today`.execute(db);
  return result.rows[0]!.today;
}

/**
 * Trips started in each hour of `today` (k = 0) and of the same weekday 1…`weeks` weeks before, by
 * the hour of the operator's clock the slot starts in (a repeated hour of a 25-hour day holds both).
 */
export async function tripsByHour(db: Db, timeZone: string, today: string, weeks: number): Promise<{ hour: number; today: number; past: number }[]> {
  const result = await sql<{ hour: number; today: number; past: number }>`
    WITH ranges AS (
      SELECT k, ((${today}::date - 7 * k)::timestamp AT TIME ZONE ${timeZone}) AS from_at,
                ((${today}::date - 7 * k + 1)::timestamp AT TIME ZONE ${timeZone}) AS to_at
      FROM generate_series(0, ${weeks}::int) k
    )
    SELECT extract(hour FROM s.slot AT TIME ZONE ${timeZone})::int AS hour,
           coalesce(sum(s.trips_started) FILTER (WHERE r.k = 0), 0)::int AS today,
           coalesce(sum(s.trips_started) FILTER (WHERE r.k > 0), 0)::int AS past
    FROM ranges r JOIN insight_slots s ON s.slot >= r.from_at AND s.slot < r.to_at
    GROUP BY 1
  `.execute(db);
  return result.rows;
}

/** Per hour of `today`: the most connected drivers sampled, and the drivers who started a trip (trips_start_time_idx, one day of trips). */
export async function driversByHour(db: Db, timeZone: string, today: string): Promise<{ online: Map<number, number>; withTrip: Map<number, number> }> {
  const from = sql<Date>`(${today}::date::timestamp AT TIME ZONE ${timeZone})`;
  const to = sql<Date>`((${today}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
  const hourOf = (column: string) => sql<number>`extract(hour FROM ${sql.ref(column)} AT TIME ZONE ${timeZone})::int`;
  const [online, withTrip] = await Promise.all([
    sql<{ hour: number; n: number }>`
      SELECT ${hourOf('sampled_at')} AS hour, max(online)::int AS n FROM online_driver_samples
      WHERE sampled_at >= ${from} AND sampled_at < ${to} GROUP BY 1`.execute(db),
    sql<{ hour: number; n: number }>`
      SELECT ${hourOf('start_time')} AS hour, count(DISTINCT driver_id)::int AS n FROM trips
      WHERE start_time >= ${from} AND start_time < ${to} AND driver_id IS NOT NULL GROUP BY 1`.execute(db),
  ]);
  return { online: new Map(online.rows.map((row) => [row.hour, row.n])), withTrip: new Map(withTrip.rows.map((row) => [row.hour, row.n])) };
}

/** Keeps the days' rollup for `timeZone` (rebuilt only when the zone changed, migration 0024). */
export async function useDaysZone(db: Db, timeZone: string): Promise<void> {
  await sql`SELECT insight_use_zone(${timeZone})`.execute(db);
}

/** Folds the change rows of the slots, and moves them into the days of `timeZone` (migrations 0022 and 0024). */
export async function foldSlots(db: Db, timeZone: string): Promise<void> {
  await useDaysZone(db, timeZone);
  await sql`SELECT insight_fold()`.execute(db);
}

/** Keeps one sample of the connected drivers' count. */
export async function recordOnlineSample(db: Db, at: Date, online: number): Promise<void> {
  await db.insertInto('online_driver_samples').values({ sampled_at: at, online }).onConflict((oc) => oc.column('sampled_at').doNothing()).execute();
}
