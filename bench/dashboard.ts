/**
 * `npm run bench:dashboard [-- --smoke] [--users 200000] [--requests 400]`: GET
 * /api/Dashboard/GetSummary with the counts kept by the database (migration 0010) against the same
 * route counting from the tables on every call as before issue 23 (countStoredFiguresExactly,
 * served by this bench at /api/bench/Dashboard/GetSummaryExact behind the same Admin guard and
 * answer schema), in one run, interleaved in rounds: real HTTP on 127.0.0.1, keep-alive, one
 * request at a time, signed in as the demo admin. Also each one's SQL alone, the kept counts with
 * 100 change rows not yet folded (the most a summary sums), and what the triggers add to a write.
 *
 * Database: BENCH_DATABASE_URL (a database of your own: `createdb bench_dashboard`), topped up to
 * `--users` users with synthetic rows (bench/lib/synthetic-people.ts: INSERT … SELECT
 * generate_series, seconds), then VACUUM (ANALYZE); without it a fresh embedded database with the
 * everyday demo (and `--users` there too). Results: JSON lines, a table, bench/results/dashboard.json.
 */
import { DashboardSummary } from '@taxi/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database';
import { countStoredFiguresExactly } from '../apps/server/src/modules/dashboard/dashboard-exact-counts';
import { foldCountChanges, readKeptCounts } from '../apps/server/src/modules/dashboard/dashboard.repository';
import { FOLD_AFTER_ROWS } from '../apps/server/src/modules/dashboard/dashboard.service';
import { countConnectedDrivers } from '../apps/server/src/modules/presence/connected-drivers';
import { requireRole } from '../apps/server/src/plugins/access-guard';
import { type BenchApp, startApp } from './lib/app';
import { parseArgs } from './lib/args';
import { createResults, printTable, runBenchmark } from './lib/results';
import { type Summary, summarize, timed } from './lib/stats';
import { addSyntheticPeople } from './lib/synthetic-people';

const args = parseArgs();
const smoke = args.smoke;
const USERS = args.number('users', smoke ? 2_000 : 200_000);
const REQUESTS = args.number('requests', smoke ? 20 : 400);
const ROUNDS = smoke ? 2 : 8;
const WRITES = smoke ? 20 : 200;
const TARGET_P50_MS = 10;
const EXACT_PATH = '/api/bench/Dashboard/GetSummaryExact';
const KEPT_PATH = '/api/Dashboard/GetSummary';
/** An Admin route doing one small read: what any route costs here, under the same load. */
const FLOOR_PATH = '/api/AppSettings/GetAppSettings';
const results = createResults('dashboard', { smoke });
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The summary as GetSummary answered it before issue 23: every stored figure counted on the call. */
async function exactRoute(app: FastifyInstance) {
  await app.register(async (admin) => {
    requireRole(admin, 'Admin');
    admin.withTypeProvider<ZodTypeProvider>().get('/bench/Dashboard/GetSummaryExact', {
      schema: { hide: true, response: { 200: DashboardSummary } },
      handler: async () => {
        const { db, presence, config } = app.deps;
        const [stored, live] = await Promise.all([countStoredFiguresExactly(db, config.operatorTimeZone), presence.connected()]);
        return { ...stored, connectedDrivers: await countConnectedDrivers(db, live) };
      },
    });
  }, { prefix: '/api' });
}

async function getJson(app: BenchApp, path: string): Promise<unknown> {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${app.token}` } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** `work` REQUESTS times in all, in ROUNDS rounds interleaved with the other series (so both see the same load). */
async function interleaved(series: Record<string, () => Promise<unknown>>): Promise<Record<string, Summary>> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(series).map((name) => [name, []]));
  for (const work of Object.values(series)) await work(); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, work] of Object.entries(series)) {
      for (let index = 0; index < REQUESTS / ROUNDS; index += 1) samples[name]!.push((await timed(work)).ms);
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, summarize(values)]));
}

/**
 * The most change rows a summary sums without folding them (FOLD_AFTER_ROWS): real changes, users'
 * verification set to pending and back, one statement each, after a fold.
 */
async function unfoldedChanges(db: Db) {
  await foldCountChanges(db);
  const { rows } = await sql<{ id: number }>`SELECT id FROM users WHERE role = 'Customer' AND verification_status = 1 AND deleted_at IS NULL ORDER BY id LIMIT ${FOLD_AFTER_ROWS / 2 - 1}`.execute(db);
  for (const { id } of rows) {
    await sql`UPDATE users SET verification_status = 0 WHERE id = ${id}`.execute(db);
    await sql`UPDATE users SET verification_status = 1 WHERE id = ${id}`.execute(db);
  }
}

/**
 * What the triggers add to a write: single-row user inserts and balance updates (a statement that
 * changes no count), with the triggers and with them disabled, in alternating rounds of
 * transactions rolled back (nothing stays), WRITES of each in all.
 */
async function writeCost(db: Db) {
  const times = { with: { insert: [] as number[], update: [] as number[] }, without: { insert: [] as number[], update: [] as number[] } };
  const round = async (triggers: boolean, count: number) => {
    const into = times[triggers ? 'with' : 'without'];
    await db.transaction().execute(async (trx) => {
      if (!triggers) await sql`ALTER TABLE users DISABLE TRIGGER users_dashboard_insert, DISABLE TRIGGER users_dashboard_update`.execute(trx);
      for (let index = 0; index < count; index += 1) {
        const email = `write-cost-${triggers}-${index}@bench.taxi`;
        const inserted = await timed(() => sql<{ id: number }>`INSERT INTO users (email, password_hash, role, first_name, last_name) VALUES (${email}, 'x', 'Customer', 'Write', 'Cost') RETURNING id`.execute(trx));
        into.insert.push(inserted.ms);
        into.update.push((await timed(() => sql`UPDATE users SET balance = balance + 1 WHERE id = ${inserted.value.rows[0]!.id}`.execute(trx))).ms);
      }
      throw new RollBack();
    }).catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  };
  await round(true, 5); // warm-up
  await round(false, 5);
  times.with = { insert: [], update: [] };
  times.without = { insert: [], update: [] };
  for (let index = 0; index < ROUNDS; index += 1) {
    await round(true, WRITES / ROUNDS);
    await round(false, WRITES / ROUNDS);
  }
  const summaries = (of: typeof times.with) => ({ insert: summarize(of.insert), update: summarize(of.update) });
  return { withTriggers: summaries(times.with), withoutTriggers: summaries(times.without) };
}
class RollBack extends Error {}

async function main() {
  const databaseUrl = args.string('database-url') ?? process.env.BENCH_DATABASE_URL ?? null;
  console.error(`dashboard benchmark on ${databaseUrl ? databaseUrl.replace(/\/\/[^@]*@/, '//') : 'a fresh embedded database with the demo'} (${USERS} users, ${REQUESTS} requests per series${smoke ? ', smoke' : ''})`);
  const app = await startApp({ databaseUrl, routes: exactRoute });
  const db = app.database.db;
  try {
    const usersNow = Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(db)).rows[0]!.n);
    if (usersNow < USERS) {
      const seeding = await timed(() => addSyntheticPeople(db, USERS - usersNow));
      await sql`VACUUM (ANALYZE)`.execute(db);
      results.line({ kind: 'seed', ...seeding.value, ms: Math.round(seeding.ms) });
    }
    const rows = (await sql<Record<string, number>>`
      SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM vehicles)::int AS vehicles,
             (SELECT count(*) FROM bank_transfers)::int AS payouts, (SELECT count(*) FROM trips)::int AS trips`.execute(db)).rows[0]!;
    // both routes answer the same figures, or the comparison means nothing
    const [kept, exact] = [(await getJson(app, KEPT_PATH)) as DashboardSummary, await getJson(app, EXACT_PATH)];
    if (JSON.stringify(kept) !== JSON.stringify(exact)) throw new Error(`the kept counts ${JSON.stringify(kept)} differ from the exact ones ${JSON.stringify(exact)}`);
    const timeZone = app.app.deps.config.operatorTimeZone;
    const folded = await interleaved({
      'route, exact counts (before)': () => getJson(app, EXACT_PATH),
      'route, kept counts (after)': () => getJson(app, KEPT_PATH),
      'route floor: GetAppSettings': () => getJson(app, FLOOR_PATH),
      'SQL, exact counts': () => countStoredFiguresExactly(db, timeZone),
      'SQL, kept counts': () => readKeptCounts(db, timeZone),
    });
    await unfoldedChanges(db);
    const changeRows = (await readKeptCounts(db, timeZone)).changeRows;
    const unfolded = await interleaved({
      [`route, kept counts, ${changeRows} change rows`]: () => getJson(app, KEPT_PATH),
      [`SQL, kept counts, ${changeRows} change rows`]: () => readKeptCounts(db, timeZone),
    });
    const writes = await writeCost(db);
    const series = { ...folded, ...unfolded };
    for (const [name, timing] of Object.entries(series)) results.line({ kind: 'series', name, ...timing });
    results.line({ kind: 'writes', ...writes });
    const before = folded['route, exact counts (before)']!;
    const after = folded['route, kept counts (after)']!;
    const summary = {
      database: databaseUrl ? 'postgres' : 'embedded (PGlite, demo scale 1)',
      rows,
      figures: kept,
      method: 'real HTTP on 127.0.0.1 (fetch, keep-alive, one request at a time), the series interleaved in rounds; SQL: the repository functions through the app pool',
      requestsPerSeries: REQUESTS,
      before: { p50: before.p50, p95: before.p95 },
      after: { p50: after.p50, p95: after.p95 },
      speedupP50: round1(before.p50 / after.p50),
      afterP50Met: after.p50 <= TARGET_P50_MS,
      targetP50Ms: TARGET_P50_MS,
      /** 1, 5 and 15-minute load averages of the machine when the run started and ended. */
      loadAverage: results.loadAverage(),
    };
    results.summary(summary);
    console.log('');
    printTable(Object.entries(series).map(([name, timing]) => ({ series: name, n: timing.n, p50: timing.p50, p95: timing.p95, p99: timing.p99 })), ['series', 'n', 'p50', 'p95', 'p99']);
    console.log('');
    printTable(
      (['insert', 'update'] as const).map((write) => ({ 'one-row write': write === 'insert' ? 'INSERT a user' : 'UPDATE a balance', 'p50 with triggers': writes.withTriggers[write].p50, 'p50 without': writes.withoutTriggers[write].p50, 'p95 with triggers': writes.withTriggers[write].p95, 'p95 without': writes.withoutTriggers[write].p95 })),
      ['one-row write', 'p50 with triggers', 'p50 without', 'p95 with triggers', 'p95 without'],
    );
    results.write({ summary, lines: results.lines });
  } finally {
    await app.close();
  }
}

runBenchmark(main);
