/**
 * `npm run bench:lists [-- --smoke] [--requests 200]`: every list endpoint × each filter × first
 * and last page, timed through the API (real HTTP on a port of 127.0.0.1, keep-alive, one request
 * at a time, signed in as the demo admin) and as raw SQL (the same statements, compiled from the
 * repository's own query builders, run through the app's driver pool in the same process), with
 * p50/p95 of each and the ratio API / SQL.
 *
 * `--list trips` measures one list only. The trips list is also filtered by users with 0, 1, ~400
 * and the most trips (5,000+ when the database has such a user: bench/sql/synthetic-trips.sql).
 *
 * Database: BENCH_DATABASE_URL (e.g. the scale-200 seed, docs/performance-lists.md); without it a
 * fresh embedded database with the everyday demo. Results: JSON lines, a table,
 * bench/results/lists.json (BENCH_RESULTS_DIR under bench:smoke).
 */
import { BankTransfersQuery, DEFAULT_OPERATOR_TIME_ZONE, PaymentsQuery, TripsQuery, UsersQuery, VehiclesQuery, parseSort } from '@taxi/contract';
import { type CompiledQuery, sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database';
import { type ListSpec, type ListTotal, countMatches, countQuery, estimateQuery, listCountCap, pagePlan, pageQuery } from '../apps/server/src/db/list-page';
import { transfersList } from '../apps/server/src/modules/bank-transfers/bank-transfers.repository';
import { paymentsList } from '../apps/server/src/modules/payments/payments.repository';
import { tripsList } from '../apps/server/src/modules/trips/trips.repository';
import { usersList } from '../apps/server/src/modules/users/users.repository';
import { vehiclesList } from '../apps/server/src/modules/vehicles/vehicles.repository';
import { filterOf as vehiclesFilterOf } from '../apps/server/src/modules/vehicles/vehicles.routes';
import { type BenchApp, startApp } from './lib/app';
import { parseArgs } from './lib/args';
import { createResults, printTable, runBenchmark } from './lib/results';
import { summarize, timed } from './lib/stats';

const args = parseArgs();
const ONLY_LIST = args.string('list');
const smoke = args.smoke;
const REQUESTS = args.number('requests', smoke ? 5 : 200);
/** Stop a case's series after this long (a slow case still reports what it measured, with its n). */
const CASE_BUDGET_MS = args.number('budget-ms', smoke ? 2_000 : 20_000);
const PAGE_SIZE = 10;
const TIME_ZONE = 'Asia/Famagusta';
const TARGET_P95_MS = 30;
const TARGET_RATIO = 1.3;
/** Trip counts of the users the trips list is filtered by (issue 21 item 15); the last is "the busiest". */
const TRIP_COUNTS = [0, 1, 400] as const;

// One list alone is written beside the full run (lists-trips.json), never over it.
const results = createResults(ONLY_LIST ? `lists-${ONLY_LIST}` : 'lists', { smoke });

interface Case {
  list: string;
  filter: string;
  path: string;
  query: Record<string, string>;
  /** The repository's list for the same query, parsed by the same contract schema as the route. */
  spec: (db: Db) => ListSpec;
}

const params = (query: Record<string, string>) => ({ pageSize: String(PAGE_SIZE), ...query });

/** Filter values that exist in this database: a busy customer and driver, a recent day, a name. */
async function sampleValues(db: Db) {
  const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows[0];
  const customer = await one<{ id: number }>(sql`SELECT customer_id AS id FROM trips WHERE customer_id IS NOT NULL ORDER BY id DESC LIMIT 1`);
  const driver = await one<{ id: number; last_name: string }>(sql`SELECT u.id, u.last_name FROM users u JOIN vehicles v ON v.user_id = u.id WHERE u.role = 'Driver' ORDER BY u.id LIMIT 1`);
  const day = await one<{ day: string }>(sql`SELECT to_char((max(start_time) AT TIME ZONE ${TIME_ZONE}) - interval '1 day', 'YYYY-MM-DD') AS day FROM trips`);
  const payoutDay = await one<{ day: string }>(sql`SELECT to_char((max(date_created) AT TIME ZONE ${TIME_ZONE}) - interval '10 days', 'YYYY-MM-DD') AS day FROM bank_transfers`);
  const payee = await one<{ id: number }>(sql`SELECT user_id AS id FROM bank_transfers ORDER BY id DESC LIMIT 1`);
  const tripType = await one<{ id: number }>(sql`SELECT id FROM trip_types ORDER BY id LIMIT 1`);
  const customerName = await one<{ last_name: string }>(sql`SELECT last_name FROM users WHERE role = 'Customer' ORDER BY id LIMIT 1`);
  if (!customer || !driver || !day || !payee || !tripType || !customerName || !payoutDay) throw new Error('the database has no demo data to list');
  return { usersByTrips: await usersByTrips(db), customerId: customer.id, driverId: driver.id, driverName: driver.last_name, day: day.day, payoutDay: payoutDay.day, payeeId: payee.id, tripTypeId: tripType.id, customerName: customerName.last_name };
}

/**
 * A customer or driver with about 0, 1 and 400 trips (as customer or driver; the nearest count),
 * and the one with the most, each with their count: the userId filter's cases at every size.
 */
async function usersByTrips(db: Db): Promise<{ id: number; trips: number }[]> {
  const counted = sql`SELECT uid, count(*)::int AS trips FROM (SELECT customer_id AS uid FROM trips UNION ALL SELECT driver_id FROM trips) x WHERE uid IS NOT NULL GROUP BY uid`;
  const { rows } = await sql<{ id: number; trips: number }>`
    WITH counted AS (${counted}),
    everyone AS (SELECT u.id, coalesce(c.trips, 0) AS trips FROM users u LEFT JOIN counted c ON c.uid = u.id WHERE u.role IN ('Customer', 'Driver'))
    SELECT * FROM (SELECT DISTINCT ON (target) target, id, trips FROM everyone, unnest(${[...TRIP_COUNTS]}::int[]) target ORDER BY target, abs(trips - target), id) nearest
    UNION ALL (SELECT 1e9::int, id, trips FROM everyone ORDER BY trips DESC, id LIMIT 1)
    ORDER BY target`.execute(db);
  return rows.map(({ id, trips }) => ({ id, trips }));
}

function cases(values: Awaited<ReturnType<typeof sampleValues>>): Case[] {
  const list: Case[] = [];
  const add = (name: string, path: string, parse: (query: Record<string, string>) => (db: Db) => ListSpec, filters: Record<string, Record<string, string>>) => {
    for (const [filter, query] of Object.entries(filters)) list.push({ list: name, filter, path, query, spec: parse(params(query)) });
  };
  for (const role of ['Customer', 'Driver', 'Admin'] as const) {
    const search = role === 'Driver' ? values.driverName : role === 'Customer' ? values.customerName : 'admin';
    add(`users ${role}`, '/api/users/GetUsers', (query) => {
      const parsed = UsersQuery.parse(query);
      return (db) => usersList(db, { role: parsed.Role, search: parsed.search, verificationStatus: parsed.verificationStatus, sort: parseSort(parsed.sort, '-created') });
    }, { all: { Role: role }, search: { Role: role, search } });
  }
  add('vehicles', '/api/vehicles/GetVehicles', (query) => {
    const filter = vehiclesFilterOf(VehiclesQuery.parse(query), DEFAULT_OPERATOR_TIME_ZONE);
    return (db) => vehiclesList(db, filter);
  }, { all: {}, tripType: { tripType: String(values.tripTypeId) }, userId: { userId: String(values.driverId) }, user: { user: values.driverName } });
  const tripFilters: Record<string, Record<string, string>> = { all: {}, date: { startDate: values.day, endDate: values.day }, userId: { userId: String(values.customerId) }, driverId: { userId: String(values.driverId) } };
  for (const status of [5, 6, 7]) tripFilters[`status=${status}`] = { status: String(status) };
  for (const user of values.usersByTrips) tripFilters[`userId (${user.trips} trips)`] = { userId: String(user.id) };
  add('trips', '/api/trips/GetTrips', (query) => {
    const filter = TripsQuery.parse(query);
    return (db) => tripsList(db, filter, TIME_ZONE);
  }, tripFilters);
  const paymentFilters: Record<string, Record<string, string>> = { all: {}, date: { paymentDate: values.day }, userId: { userId: String(values.customerId) }, Cash: { paymentMethod: 'Cash' }, Card: { paymentMethod: 'Card' } };
  for (const status of ['succeeded', 'completed', 'cancelled', 'refounded']) paymentFilters[`status=${status}`] = { status };
  add('payments', '/api/Payments/GetPayments', (query) => {
    const filter = PaymentsQuery.parse(query);
    return (db) => paymentsList(db, filter, TIME_ZONE);
  }, paymentFilters);
  const transferFilters: Record<string, Record<string, string>> = { all: {}, date: { dateFrom: values.payoutDay, dateTo: values.payoutDay }, userId: { userId: String(values.payeeId) } };
  for (const status of [0, 1, 2, 3]) transferFilters[`status=${status}`] = { status: String(status) };
  add('transfers', '/api/bankTransfers/GetBankTransfers', (query) => {
    const filter = BankTransfersQuery.parse(query);
    return (db) => transfersList(db, filter, TIME_ZONE);
  }, transferFilters);
  return ONLY_LIST ? list.filter((item) => item.list === ONLY_LIST) : list;
}

/** The field of an answered row that holds the row's id. */
const idField = (path: string) =>
  path.includes('Trips') ? 'tripId' : path.includes('Vehicles') ? 'vehicleId' : path.includes('Payments') ? 'customerPaymentId' : path.includes('bankTransfers') ? 'bankTransferId' : 'id';

async function apiGet(app: BenchApp, path: string, query: Record<string, string>) {
  const response = await fetch(`${app.baseUrl}${path}?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${app.token}` } });
  const body = (await response.json()) as Record<string, unknown>[];
  if (!response.ok) throw new Error(`${path} ${JSON.stringify(query)} answered ${response.status}: ${JSON.stringify(body)}`);
  const pagination = JSON.parse(response.headers.get('pagination') ?? '{}') as { totalItems: number; totalPages: number; totalIsExact?: boolean };
  return { body, pagination };
}

/** The statements the repository runs for one page, compiled once: the capped count, the estimate when over the cap, the page. */
function rawStatements(db: Db, spec: ListSpec, range: { limit: number; offset: number }, total: ListTotal) {
  const plan = pagePlan(range, total);
  return {
    first: range.offset === 0,
    count: countQuery(db, spec.filtered, listCountCap(), spec.keys, spec.direction).compile(),
    estimate: total.totalIsExact ? null : estimateQuery(spec.filtered),
    page: pageQuery(spec.selected, spec.keys, plan, spec.direction).compile(),
  };
}

/** Runs the statements as listPage does: the first page's rows with its count at once, a later page after it. */
async function runRaw(db: Db, statements: ReturnType<typeof rawStatements>) {
  const run = (query: CompiledQuery) => db.executeQuery(query);
  const counted = async () => {
    await run(statements.count);
    if (statements.estimate) await run(statements.estimate);
  };
  if (statements.first) await Promise.all([run(statements.page), counted()]);
  else {
    await counted();
    await run(statements.page);
  }
}

async function series(work: () => Promise<unknown>): Promise<number[]> {
  await work(); // warm-up
  const samples: number[] = [];
  const started = Date.now();
  while (samples.length < REQUESTS && (Date.now() - started < CASE_BUDGET_MS || samples.length < 20)) samples.push((await timed(work)).ms);
  return samples;
}

async function main() {
  const databaseUrl = args.string('database-url') ?? process.env.BENCH_DATABASE_URL ?? null;
  console.error(`lists benchmark on ${databaseUrl ? databaseUrl.replace(/\/\/[^@]*@/, '//') : 'a fresh embedded database with the demo'} (${REQUESTS} requests per case${smoke ? ', smoke' : ''})`);
  const app = await startApp({ databaseUrl });
  const db = app.database.db;
  const rows: Record<string, unknown>[] = [];
  try {
    const counts = (await sql<{ trips: number; payments: number; users: number }>`
      SELECT (SELECT count(*) FROM trips) AS trips, (SELECT count(*) FROM payments) AS payments, (SELECT count(*) FROM users) AS users`.execute(db)).rows[0];
    const values = await sampleValues(db);
    for (const item of smoke ? cases(values).filter((_, index) => index % 4 === 0) : cases(values)) {
      const spec = item.spec(db);
      const total = await countMatches(db, spec.filtered, spec.keys);
      const first = await apiGet(app, item.path, params(item.query));
      const lastPage = Math.max(1, first.pagination.totalPages);
      for (const [page, pageNumber] of [['first', 1], ['last', lastPage]] as const) {
        const query = { ...params(item.query), pageNumber: String(pageNumber) };
        const statements = rawStatements(db, spec, { limit: PAGE_SIZE, offset: (pageNumber - 1) * PAGE_SIZE }, total);
        // the raw statements give the rows the API answered (same SQL, same order)
        const answered = (await apiGet(app, item.path, query)).body.map((row) => row[idField(item.path)]);
        const raw = (await db.executeQuery<{ id: number }>(statements.page)).rows.map((row) => row.id);
        if (pagePlan({ limit: PAGE_SIZE, offset: (pageNumber - 1) * PAGE_SIZE }, total).fromEnd) raw.reverse();
        if (JSON.stringify(answered) !== JSON.stringify(raw)) throw new Error(`${item.list} ${item.filter} ${page}: the API answered ${answered.join(',')} but the SQL gives ${raw.join(',')}`);
        const api = summarize(await series(() => apiGet(app, item.path, query)));
        const sqlTimes = summarize(await series(() => runRaw(db, statements)));
        const record = {
          kind: 'case',
          list: item.list,
          filter: item.filter,
          page,
          pageNumber,
          totalItems: first.pagination.totalItems,
          totalIsExact: first.pagination.totalIsExact ?? true,
          api,
          sql: sqlTimes,
          ratioP50: Math.round((api.p50 / sqlTimes.p50) * 100) / 100,
          apiP95Met: api.p95 <= TARGET_P95_MS,
        };
        results.line(record);
        rows.push({
          list: item.list,
          filter: item.filter,
          page,
          total: `${record.totalIsExact ? '' : '~'}${record.totalItems}`,
          n: api.n,
          'api p50': api.p50,
          'api p95': api.p95,
          'sql p50': sqlTimes.p50,
          'sql p95': sqlTimes.p95,
          'api/sql p50': record.ratioP50,
          '≤30ms': record.apiP95Met ? 'yes' : 'NO',
        });
      }
    }
    const measured = results.lines.filter((line) => line.kind === 'case') as { api: { p95: number }; ratioP50: number; apiP95Met: boolean }[];
    const ratios = measured.map((line) => line.ratioP50).sort((a, b) => a - b);
    const summary = {
      database: databaseUrl ? 'postgres' : 'embedded (PGlite, demo scale 1)',
      rows: counts,
      method: 'real HTTP on 127.0.0.1 (fetch, keep-alive, one request at a time); SQL: the compiled statements of the same repository builders through the app pool',
      requestsPerCase: REQUESTS,
      countCap: listCountCap(),
      cases: measured.length,
      worstApiP95: Math.max(...measured.map((line) => line.api.p95)),
      casesOverTarget: measured.filter((line) => !line.apiP95Met).length,
      medianRatio: ratios[Math.floor(ratios.length / 2)],
      targets: { apiP95Ms: TARGET_P95_MS, ratio: TARGET_RATIO },
      /** 1, 5 and 15-minute load averages of the machine when the run started and ended. */
      loadAverage: results.loadAverage(),
    };
    results.summary(summary);
    console.log('');
    printTable(rows, ['list', 'filter', 'page', 'total', 'n', 'api p50', 'api p95', 'sql p50', 'sql p95', 'api/sql p50', '≤30ms']);
    results.write({ summary, cases: results.lines });
  } finally {
    await app.close();
  }
}

runBenchmark(main);
