/**
 * `npm run bench:insight [-- --smoke] [--trips 1000000] [--requests 200]`: the dashboard's charts
 * (GET /api/Insight/GetDashboardCharts) and the finance report (GET /api/Reports/GetFinanceReport,
 * 30 days, 12 weeks, 12 months) at scale, real HTTP on 127.0.0.1, keep-alive, one request at a
 * time, signed in as the demo admin (issue 27, docs/insight.md). Target: p95 ≤ 100 ms at 1M trips.
 *
 * Database: BENCH_DATABASE_URL (a database of your own: `createdb bench_insight`), or a fresh
 * embedded one with the everyday demo; topped up to `--trips` with synthetic trips spread over
 * the last 365 days (80 % completed, 10 % cancelled by the customer with a fee, 10 % by the
 * driver; half cash, half card) and their ledger rows (20 % commission), in statements of 100,000
 * rows, so the triggers of migration 0022 keep the slots as any writer's would. Then the slots
 * are folded (as the insight job does), the slots' table rewritten (VACUUM FULL: the bulk load's dead
 * change rows) and VACUUM (ANALYZE). Also the 12-month query in-process from the days' rollup and
 * from the slots, in turn (migration 0024), and what the triggers add to writing one trip and its
 * ledger row. Results: JSON lines, a table, bench/results/insight.json.
 */
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database';
import { operatorToday, periodSums } from '../apps/server/src/modules/insight/insight.repository';
import { shiftDay } from '../apps/server/src/modules/insight/insight.service';
import { type BenchApp, startApp } from './lib/app';
import { parseArgs } from './lib/args';
import { createResults, printTable, runBenchmark } from './lib/results';
import { type Summary, summarize, timed } from './lib/stats';

const args = parseArgs();
const smoke = args.smoke;
const TRIPS = args.number('trips', smoke ? 20_000 : 1_000_000);
const REQUESTS = args.number('requests', smoke ? 20 : 200);
const BATCH = 100_000;
const TARGET_P95_MS = 100;
const results = createResults('insight', { smoke });

const PATHS = {
  charts: '/api/Insight/GetDashboardCharts',
  'report 30 days': '/api/Reports/GetFinanceReport?period=day',
  'report 12 weeks': '/api/Reports/GetFinanceReport?period=week',
  'report 12 months': '/api/Reports/GetFinanceReport?period=month',
  'report 365 days CSV': '/api/Reports/GetFinanceReport?period=day&format=csv',
} as const;

async function count(db: Db, table: 'trips' | 'insight_slots'): Promise<number> {
  return (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n;
}

/** Synthetic trips of the demo's drivers and customers over the last 365 days, with their ledger rows, `rows` at a time. */
async function addTrips(db: Db, rows: number): Promise<void> {
  await sql`
    INSERT INTO trips (customer_id, driver_id, trip_type_id, status, payment_method, start_time, end_time, distance_meters, duration_seconds, fare)
    SELECT c.ids[1 + (g % array_length(c.ids, 1))], d.ids[1 + (g % array_length(d.ids, 1))], (SELECT min(id) FROM trip_types),
           (ARRAY[5, 5, 5, 5, 5, 5, 5, 5, 6, 7])[1 + (g % 10)],
           CASE WHEN g % 2 = 0 THEN 'Cash' ELSE 'Card' END,
           s.at, s.at + interval '15 minutes', 5000, 900,
           CASE WHEN g % 10 = 8 THEN 2500 WHEN g % 10 = 9 THEN 0 ELSE 8000 + (g % 7) * 1000 END
    FROM generate_series(1, ${rows}::int) g,
         (SELECT array_agg(id) AS ids FROM users WHERE role = 'Customer') c,
         (SELECT array_agg(id) AS ids FROM users WHERE role = 'Driver') d,
         LATERAL (SELECT now() - random() * interval '365 days' + g * interval '0 s' AS at) s -- g: one instant per row, not one for all
  `.execute(db);
  await sql`
    INSERT INTO ledger_entries (user_id, amount, kind, trip_id, created_at, description)
    SELECT t.driver_id,
           CASE WHEN t.payment_method = 'Card' THEN t.fare * 80 / 100 ELSE -(t.fare * 20 / 100) END,
           CASE WHEN t.payment_method = 'Card' THEN 'CardTripCredit' ELSE 'CashTripCommission' END,
           t.id, t.end_time, 'bench'
    FROM trips t
    WHERE t.id > (SELECT coalesce(max(trip_id), 0) FROM ledger_entries) AND t.fare > 0 AND t.status IN (5, 6)
  `.execute(db);
}

async function getText(app: BenchApp, path: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${app.token}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.text();
}

async function measure(app: BenchApp, path: string): Promise<Summary> {
  for (let index = 0; index < 3; index += 1) await getText(app, path); // warm-up
  const samples: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) samples.push((await timed(() => getText(app, path))).ms);
  return summarize(samples);
}

/**
 * The 12-month report's query straight from the repository, from the days' rollup (migration 0024)
 * and from every slot, in turn, so that their ratio comes from one run on one machine state; and
 * their answers compared (they must be equal to the kuruş).
 */
async function daysVersusSlots(db: Db): Promise<{ days: Summary; slots: Summary } | null> {
  const zone = (await sql<{ zone: string | null }>`SELECT zone FROM insight_days_zone`.execute(db).catch(() => ({ rows: [] }))).rows[0]?.zone;
  if (!zone) return null;
  const lastDay = await operatorToday(db, zone, new Date());
  const read = (slotsOnly: boolean) => periodSums(db, zone, 'month', shiftDay(lastDay, -364), lastDay, { slotsOnly });
  if (JSON.stringify(await read(false)) !== JSON.stringify(await read(true))) throw new Error('the days and the slots answer different figures');
  const days: number[] = [];
  const slots: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    days.push((await timed(() => read(false))).ms);
    slots.push((await timed(() => read(true))).ms);
  }
  return { days: summarize(days), slots: summarize(slots) };
}

runBenchmark(async () => {
  const databaseUrl = args.string('database-url') ?? process.env.BENCH_DATABASE_URL ?? null;
  const app = await startApp({ databaseUrl });
  const db = app.database.db;
  try {
    const database = databaseUrl ? 'postgres' : 'pglite';
    const before = await count(db, 'trips');
    if (before < TRIPS) {
      const seeding = await timed(async () => {
        for (let left = TRIPS - before; left > 0; left -= BATCH) await addTrips(db, Math.min(BATCH, left));
        await sql`SELECT insight_fold()`.execute(db);
        // the bulk load wrote ~10 change rows a slot and the fold replaced them: a table ten times its
        // size, which a live system never has (its rows come a few at a time, folded every 5 minutes)
        await sql`VACUUM (FULL) insight_slots`.execute(db);
        await sql`VACUUM (ANALYZE)`.execute(db);
      });
      results.line({ kind: 'seed', database, trips: TRIPS - before, ms: Math.round(seeding.ms) });
    }
    const trips = await count(db, 'trips');
    const slots = await count(db, 'insight_slots');
    results.line({ kind: 'scale', database, trips, slots });

    // what the triggers add to one trip's completion: insert, its ledger row, the status change (one transaction)
    const write = async (withTriggers: boolean) => {
      const samples: number[] = [];
      for (let index = 0; index < (smoke ? 10 : 100); index += 1) {
        samples.push(
          (
            await timed(() =>
              db.transaction().execute(async (trx) => {
                if (!withTriggers) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
                const trip = await sql<{ id: number }>`
                  INSERT INTO trips (driver_id, trip_type_id, status, payment_method, start_time, fare)
                  SELECT (SELECT min(id) FROM users WHERE role = 'Driver'), (SELECT min(id) FROM trip_types), 3, 'Card', now(), 0 RETURNING id`.execute(trx);
                const id = trip.rows[0]!.id;
                await sql`INSERT INTO ledger_entries (user_id, amount, kind, trip_id) SELECT driver_id, 8000, 'CardTripCredit', id FROM trips WHERE id = ${id}`.execute(trx);
                await sql`UPDATE trips SET status = 5, fare = 10000, end_time = now() WHERE id = ${id}`.execute(trx);
                throw new Error('roll back');
              }).catch((error: unknown) => {
                if (!(error instanceof Error && error.message === 'roll back')) throw error;
              }),
            )
          ).ms,
        );
      }
      return summarize(samples);
    };
    const rows: Record<string, unknown>[] = [];
    for (const [name, path] of Object.entries(PATHS)) {
      const summary = await measure(app, path.includes('format=csv') ? `${path}&dateFrom=${new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10)}` : path);
      results.line({ kind: 'request', database, name, trips, ...summary });
      rows.push({ name, ...summary, target: `p95 ≤ ${TARGET_P95_MS}`, ok: summary.p95 <= TARGET_P95_MS });
    }
    const direct = await daysVersusSlots(db);
    if (direct) {
      results.line({ kind: 'query', database, name: '12 months, days vs slots', trips, ...direct });
      rows.push({ name: 'query 12 months from the days', ...direct.days });
      rows.push({ name: 'query 12 months from the slots', ...direct.slots, ratio: Math.round((direct.slots.p50 / direct.days.p50) * 10) / 10 });
    }
    const withTriggers = await write(true);
    const withoutTriggers = databaseUrl ? await write(false) : null;
    results.line({ kind: 'write', database, withTriggers, withoutTriggers });
    rows.push({ name: 'one completion, triggers on', ...withTriggers });
    if (withoutTriggers) rows.push({ name: 'one completion, triggers off', ...withoutTriggers });
    printTable(rows, ['name', 'n', 'p50', 'p95', 'p99', 'max', 'target', 'ok', 'ratio']);
    results.write({ database, trips, slots, requests: REQUESTS, rows, loadAverage: results.loadAverage() });
  } finally {
    await app.close();
  }
});
