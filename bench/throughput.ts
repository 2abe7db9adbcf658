/**
 * `npm run bench:throughput` (issue 14): requests per second and latency at 50 connections on a
 * paged list and on the dashboard summary, measured by autocannon against the real server running
 * as its own process (so the load generator's CPU is not the server's), plus the server's own
 * figures from GET /metrics, and each route's single-connection p50 against the same SQL through
 * node-postgres (the SQL the server ran for that request, captured from a twin of the app).
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_c npm run bench:throughput
 *   npm run bench:throughput -- --duration 20 --connections 50 --database-url postgres://…
 *   npm run bench:throughput -- --smoke      # 2 s per route, embedded database (CI)
 *   npm run bench:throughput -- --server-root /tmp/old   # the server of another checkout (before/after)
 *
 * Without a database URL the server runs on a fresh embedded database (PGlite) with the demo data,
 * and the raw-SQL comparison is skipped (PGlite is the server's own process). See
 * docs/performance-requests.md for the figures and how they were measured.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { DEMO_ADMIN, loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/database';
import type { DB } from '../apps/server/src/db/schema';
import { closeDeps, createDeps } from '../apps/server/src/deps';
import { signIn } from './lib/app';
import { autocannon } from './lib/autocannon';
import { parseArgs } from './lib/args';
import { createResults, printTable, runBenchmark } from './lib/results';
import { summarize, timed } from './lib/stats';
import { ROOT } from './lib/web-build';
import { startWebServer, type WebServer } from './lib/web-server';

const ROUTES = [
  { name: 'paged list (GetTrips, page 1 of 10)', route: '/api/trips/GetTrips', url: '/api/trips/GetTrips?PageNumber=1&PageSize=10' },
  { name: 'dashboard summary (GetSummary)', route: '/api/Dashboard/GetSummary', url: '/api/Dashboard/GetSummary' },
] as const;
const TARGET_RPS = 2500;
const TARGET_RATIO = 1.3;

const args = parseArgs();
const smoke = args.smoke;
const durationS = args.number('duration', smoke ? 2 : 20);
const connections = args.number('connections', 50);
const sequential = args.number('sequential', smoke ? 30 : 500);
const databaseUrl = args.string('database-url') ?? process.env.DATABASE_URL ?? null;
/**
 * How many server processes to measure, one run each (WEB_CONCURRENCY): by default 1 and one per
 * core when the server can share PostgreSQL and Redis (REDIS_URL), else 1 (the embedded database
 * belongs to one process).
 */
const workerCounts = (args.string('workers') ?? (databaseUrl && process.env.REDIS_URL ? `1,${os.availableParallelism()}` : '1'))
  .split(',')
  .map(Number)
  .filter((count) => Number.isInteger(count) && count >= 1);
/** The checkout whose apps/server/src/main.ts to run (default this one); results then go to stdout only. */
const serverRoot = path.resolve(args.string('server-root') ?? ROOT);
const results = createResults('throughput', { smoke });

interface Server extends WebServer {
  /** The environment the server was started with over the shell's (its secrets, for /metrics and the SQL twin). */
  env: Record<string, string>;
}

/** The server as `npm start` runs it (main.ts), its own processes, log level warn, no simulated drivers, the API alone. */
async function startServer(workers: number): Promise<Server> {
  const env: Record<string, string> = {
    WEB_CONCURRENCY: String(workers),
    WEB_DIST: path.join(os.tmpdir(), 'bench-throughput-no-web-app'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    METRICS_TOKEN: randomBytes(24).toString('base64url'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  // the shell's Redis, if any, as before (the shared helper drops it unless told)
  const redis: Record<string, string> = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {};
  return { ...(await startWebServer({ root: serverRoot, env: { ...env, ...redis } })), env };
}

/** GET /metrics, parsed into samples (name, labels, value); null from a server without it (an older checkout). */
async function scrape(server: Server) {
  const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${server.env.METRICS_TOKEN}` } });
  if (response.status === 404 && serverRoot !== ROOT) return null;
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
    samples.push({ name: match[1]!, labels, value: match[3] === '+Inf' ? Infinity : Number(match[3]) });
  }
  return samples;
}
type Samples = NonNullable<Awaited<ReturnType<typeof scrape>>>;
const valueOf = (samples: Samples, name: string, labels: Record<string, string> = {}) =>
  samples.find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))?.value ?? 0;

/** The server's own view of one route between two scrapes: count, and p50/p99 as histogram bucket bounds (ms). */
function serverView(before: Samples, after: Samples, route: string) {
  const buckets = after
    .filter((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.route === route && s.labels.method === 'GET' && s.labels.status === '2xx')
    .map((s) => ({ le: s.labels.le === '+Inf' ? Infinity : Number(s.labels.le), count: s.value - valueOf(before, s.name, s.labels) }));
  const total = buckets.at(-1)?.count ?? 0;
  const bound = (q: number) => buckets.find((b) => b.count >= q * total)?.le ?? NaN;
  const ms = (seconds: number) => (Number.isFinite(seconds) ? seconds * 1000 : seconds);
  return {
    requests: total,
    p50AtMostMs: ms(bound(0.5)),
    p99AtMostMs: ms(bound(0.99)),
    cpuSeconds: Math.round((valueOf(after, 'process_cpu_seconds_total') - valueOf(before, 'process_cpu_seconds_total')) * 100) / 100,
    rssMb: Math.round(valueOf(after, 'process_resident_memory_bytes') / 2 ** 20),
    poolTotal: valueOf(after, 'taxi_db_pool_connections', { state: 'total' }),
  };
}

/** `count` requests one after another on one keep-alive connection: API latency as a client sees it. */
async function sequentialLatency(baseUrl: string, url: string, token: string, count: number) {
  const samples: number[] = [];
  for (let i = 0; i < count + 20; i++) {
    const { ms, value: response } = await timed(() => fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } }));
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 20) samples.push(ms); // the first 20 warm up
  }
  return summarize(samples);
}

/**
 * The SQL the server runs for each route (the guard's session read included), captured by serving
 * one request from a twin of the app in this process whose Kysely logs every query.
 */
async function captureSql(env: Record<string, string>, token: string) {
  const captured: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl!, max: 1 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: (event) => void captured.push(event.query) });
  const database: Database = { db, kind: 'postgres', poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }), close: () => db.destroy() };
  const { METRICS_TOKEN: _metrics, ...twinEnv } = env;
  const config = { ...loadConfig({ ...twinEnv, DEMO: '0', LOG_LEVEL: 'silent' }), webDist: null };
  const deps = await createDeps(config, database);
  const app = await buildApp(deps);
  const byRoute = new Map<string, CompiledQuery[]>();
  for (const { url } of ROUTES) {
    captured.length = 0;
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`the twin answered ${url} with ${response.statusCode}`);
    byRoute.set(url, [...captured]);
  }
  await app.close();
  await closeDeps(deps);
  return byRoute;
}

/** The captured statements replayed `count` times through one node-postgres client, one after another. */
async function sqlLatency(queries: readonly CompiledQuery[], count: number) {
  const client = new pg.Client({ connectionString: databaseUrl! });
  await client.connect();
  const run = async () => {
    for (const query of queries) await client.query(query.sql, query.parameters as unknown[]);
  };
  for (let i = 0; i < 20; i++) await run();
  const all: number[] = [];
  const withoutSession: number[] = [];
  const session = queries.filter((query) => /from "users" where "id" = \$1$/.test(query.sql));
  const rest = queries.filter((query) => !session.includes(query));
  for (let i = 0; i < count; i++) {
    all.push((await timed(run)).ms);
    withoutSession.push(
      (
        await timed(async () => {
          for (const query of rest) await client.query(query.sql, query.parameters as unknown[]);
        })
      ).ms,
    );
  }
  await client.end();
  return { statements: queries.length, all: summarize(all), routeOnly: summarize(withoutSession) };
}

/** Every route at `connections` connections against a server of `workers` processes; single-connection and SQL figures with one process. */
async function measure(workers: number, rows: Record<string, unknown>[]) {
  const server = await startServer(workers);
  try {
    const token = await signIn(server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const one = workers === 1;
    const sql = one && databaseUrl ? await captureSql({ ...server.env, DATA_DIR: server.dataDir }, token) : null;
    for (const target of ROUTES) {
      const single = one ? await sequentialLatency(server.url, target.url, token, sequential) : null;
      const raw = sql ? await sqlLatency(sql.get(target.url)!, sequential) : null;
      // /metrics is one process's: the server's own view only when there is one
      const before = one ? await scrape(server) : null;
      const load = await autocannon({ url: `${server.url}${target.url}`, connections, duration: durationS, headers: { authorization: `Bearer ${token}` } });
      const after = one ? await scrape(server) : null;
      const record = {
        kind: 'route',
        route: target.name,
        url: target.url,
        workers,
        connections,
        durationS,
        requestsPerSecond: Math.round(load.requests.average),
        requests: load.requests.total,
        latencyMs: { p50: load.latency.p50, p90: load.latency.p90, p99: load.latency.p99, max: load.latency.max },
        errors: load.errors,
        timeouts: load.timeouts,
        non2xx: load.non2xx,
        server: before && after ? serverView(before, after, target.route) : null,
        singleConnectionMs: single,
        rawSqlMs: raw,
        ratioToSql: raw && single ? Math.round((single.p50 / raw.all.p50) * 100) / 100 : null,
        ratioToRouteSql: raw && single ? Math.round((single.p50 / raw.routeOnly.p50) * 100) / 100 : null,
      };
      results.line(record);
      rows.push({
        route: target.name,
        processes: workers,
        'req/s': record.requestsPerSecond,
        'p50 ms': load.latency.p50,
        'p99 ms': load.latency.p99,
        errors: load.errors + load.non2xx,
        '1-conn p50 ms': single?.p50 ?? '–',
        'SQL p50 ms': raw?.all.p50 ?? '–',
        'API/SQL': record.ratioToSql ?? '–',
        'SQL w/o session': raw?.routeOnly.p50 ?? '–',
        'API/route SQL': record.ratioToRouteSql ?? '–',
      });
    }
  } finally {
    await server.close();
  }
}

async function main() {
  console.error(
    `bench:throughput: ${connections} connections, ${durationS} s per route, on ${databaseUrl ? 'PostgreSQL' : 'the embedded database (PGlite)'}, ${workerCounts.join(' and ')} server process(es)${smoke ? ' (smoke)' : ''}, server of ${serverRoot}`,
  );
  const rows: Record<string, unknown>[] = [];
  for (const workers of workerCounts) await measure(workers, rows);
  console.log('');
  printTable(rows, ['route', 'processes', 'req/s', 'p50 ms', 'p99 ms', 'errors', '1-conn p50 ms', 'SQL p50 ms', 'API/SQL', 'SQL w/o session', 'API/route SQL']);
  type Line = { url: string; workers: number; requestsPerSecond: number; ratioToSql: number | null };
  const listLines = (results.lines as Line[]).filter((line) => line.url === ROUTES[0].url);
  const list = listLines.find((line) => line.workers === 1) ?? listLines[0];
  const most = listLines.at(-1);
  const summary = {
    database: databaseUrl ? 'postgres' : 'pglite',
    targetRequestsPerSecond: TARGET_RPS,
    pagedListRequestsPerSecond: list?.requestsPerSecond ?? null,
    throughputTargetMet: list ? list.requestsPerSecond >= TARGET_RPS : null,
    targetRatio: TARGET_RATIO,
    pagedListRatioToSql: list?.ratioToSql ?? null,
    /** The paged list's requests per second by number of server processes, and the last over the first (measured in this run). */
    pagedListByProcesses: Object.fromEntries(listLines.map((line) => [line.workers, line.requestsPerSecond])),
    processesSpeedup: list && most && most !== list ? Math.round((most.requestsPerSecond / list.requestsPerSecond) * 100) / 100 : null,
  };
  results.summary(summary);
  if (serverRoot !== ROOT) return console.log(`(server of ${serverRoot}: results not written)`);
  results.write({ settings: { connections, durationS, sequential, database: summary.database, processes: workerCounts }, summary, routes: results.lines });
}

runBenchmark(main);
