/**
 * `npm run bench:live` (issue 14, third target): N drivers (default 10,000) report their position
 * once a second over their own WebSocket (`/api/driver/live`) to one server instance running as
 * its own process on PostgreSQL (`bench_d`), without and with Redis; M admins (default 5) watch
 * `/api/live`. Measured: reports sent and positions delivered per second, the delay from a
 * driver's send to the position reaching an admin (p50/p99), the server's CPU and memory (from
 * /proc/<pid>), the bench client's own CPU, then the connected-drivers answer at N present drivers
 * (autocannon, 10 connections) and its SQL alone, the map's compact load (GetLiveDrivers) and its cards.
 * Every mode must deliver at least 90 % of the reports sent to the first admin: a starved run fails
 * (exit code 1) and says why. `--smoke`: 200 drivers for ~8 s, memory only.
 *
 * The drivers are seeded set-based (approved, with an approved vehicle) and their tokens are minted
 * here with the server's token module and the same JWT_SECRET, instead of 10,000 argon2 sign-ins
 * (docs/performance-live.md).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'kysely';
import { LiveDrivers } from '@taxi/contract';
import { type Database, openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { TokenService } from '../apps/server/src/modules/auth/tokens';
import { connectedDriverDetails } from '../apps/server/src/modules/presence/connected-drivers';
import type { LivePosition } from '../apps/server/src/modules/presence/presence-store';
import { DriverReportSocket } from '../apps/server/src/simulator/live-socket-client';
import { autocannon } from './lib/autocannon';
import { parseArgs } from './lib/args';
import { seedDrivers } from './lib/drivers';
import { LiveWatcher, SendTimes } from './lib/live-watcher';
import { createResults, printTable, runBenchmark } from './lib/results';
import { sleep, summarize, timed } from './lib/stats';
import { startWebServer } from './lib/web-server';

const JWT_SECRET = 'bench-live-secret-not-for-production-0123456789';
const METRICS_TOKEN = 'bench-live-metrics-token-0123456789';
const EMAIL_PREFIX = 'bench-d-driver-';

const args = parseArgs();
const smoke = args.smoke;
const driverCount = args.number('drivers', smoke ? 200 : 10_000);
const adminCount = args.number('admins', 5);
const warmupS = args.number('warmup', smoke ? 2 : 5);
const durationS = args.number('duration', smoke ? 6 : 30);
const answerS = args.number('answer-duration', smoke ? 2 : 10);
const port = args.number('port', 39_400);
const postgresUrl = args.string('postgres') ?? 'postgres://root@127.0.0.1:5432';
const databaseName = args.string('database') ?? 'bench_d';
const redisUrl = args.string('redis-url') ?? 'redis://127.0.0.1:6379/4';
const modes = (args.string('modes') ?? (smoke ? 'memory' : 'memory,redis')).split(',').filter((mode) => mode === 'memory' || mode === 'redis');
const results = createResults('live', { smoke });
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The bench database, created when missing, migrated, with N approved drivers with approved vehicles and one admin. */
async function prepareDatabase(): Promise<Database> {
  const admin = await openDatabase({ kind: 'postgres', url: `${postgresUrl}/postgres` });
  const exists = await sql`SELECT 1 FROM pg_database WHERE datname = ${databaseName}`.execute(admin.db);
  if (!exists.rows.length) await sql.raw(`CREATE DATABASE ${databaseName}`).execute(admin.db);
  await admin.close();
  const database = await openDatabase({ kind: 'postgres', url: `${postgresUrl}/${databaseName}` });
  await migrate(database);
  const db = database.db;
  await sql`INSERT INTO trip_types (type_name, description, number_of_passengers, system_percentage, base_fare, per_km_fare, per_minute_fare, cancellation_surcharge, night_surcharge, peak_time_surcharge)
    SELECT 'Bench D', 'bench', 4, 20, 5000, 2000, 300, 50, 20, 10 WHERE NOT EXISTS (SELECT 1 FROM trip_types WHERE lower(type_name) = 'bench d')`.execute(db);
  const tripType = await db.selectFrom('trip_types').select('id').where(sql<string>`lower(type_name)`, '=', 'bench d').executeTakeFirstOrThrow();
  await seedDrivers(db, { emailPrefix: EMAIL_PREFIX, phonePrefix: '+90533', plateLetters: 'BD', count: driverCount, tripTypeId: tripType.id });
  await sql`INSERT INTO users (email, password_hash, role, first_name, last_name, verification_status) VALUES ('bench-d-admin@bench.test', '-', 'Admin', 'Bench', 'Admin', 1) ON CONFLICT DO NOTHING`.execute(db);
  await sql`ANALYZE users`.execute(db);
  await sql`ANALYZE vehicles`.execute(db);
  return database;
}

interface Person {
  id: number;
  email: string;
  token: string;
}

/** Tokens minted with the server's token module and secret (no argon2 sign-in per driver). */
async function mintTokens(db: Database['db']): Promise<{ drivers: Person[]; admin: Person }> {
  const tokens = new TokenService(JWT_SECRET);
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'first_name', 'last_name', 'token_version'])
    .where((eb) => eb.or([eb('email', 'like', `${EMAIL_PREFIX}%`), eb('email', '=', 'bench-d-admin@bench.test')]))
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const people = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      token: await tokens.sign({ id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, role: row.role, tokenVersion: row.token_version }),
    })),
  );
  const admin = people.find((person) => person.role === 'Admin');
  if (!admin) throw new Error('no bench admin');
  return { drivers: people.filter((person) => person.role === 'Driver').slice(0, driverCount), admin };
}

/** The server as `npm start` runs it (main.ts), its own process, on bench_d, with or without Redis. */
const startServer = (withRedis: boolean) =>
  startWebServer({
    port,
    timeoutMs: 120_000,
    env: { DATABASE_URL: `${postgresUrl}/${databaseName}`, JWT_SECRET, METRICS_TOKEN, DEMO: '0', ...(withRedis ? { REDIS_URL: redisUrl } : {}) },
  });

/** CPU time (ms) and resident memory (MB) of a process, from /proc. */
function processStats(pid: number): { cpuMs: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuMs: ticks * 10, rssMb: round(rssKb / 1024) };
}

/** Position reports the server accepted so far (its /metrics counter). */
async function acceptedReports(url: string): Promise<number> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  return Number(/^taxi_driver_position_reports_total (\S+)$/m.exec(text)?.[1] ?? Number.NaN);
}

/** One answer's size, then autocannon on it (10 connections, `--answer-duration` s). */
async function measureAnswer(url: string, headers: Record<string, string>, count: (answer: unknown) => number) {
  const text = await (await fetch(url, { headers })).text();
  const bytes = Buffer.byteLength(text);
  const drivers = count(JSON.parse(text));
  const load = await autocannon({ url, connections: 10, duration: answerS, headers });
  return { bytes, drivers, p50Ms: load.latency.p50, p99Ms: load.latency.p99, requestsPerS: load.requests.average, errors: load.errors + load.non2xx };
}

/** Opens `count` things `limit` at a time. */
async function inChunks<T, R>(items: readonly T[], limit: number, open: (item: T) => Promise<R>): Promise<R[]> {
  const opened: R[] = [];
  for (let at = 0; at < items.length; at += limit) opened.push(...(await Promise.all(items.slice(at, at + limit).map(open))));
  return opened;
}

async function runMode(mode: 'memory' | 'redis', database: Database, people: { drivers: Person[]; admin: Person }) {
  const server = await startServer(mode === 'redis');
  const pid = server.child.pid!;
  try {
    const n = people.drivers.length;
    let refused = 0;
    const connectStarted = Date.now();
    const sockets = await inChunks(people.drivers, 200, (driver) => DriverReportSocket.open(server.url, driver.token, () => (refused += 1)));
    const connectS = (Date.now() - connectStarted) / 1000;

    // The admins watch from a worker thread: their arrivals are not held up by the drivers' sends here.
    const sendTimes = SendTimes.create(n);
    const watcher = await LiveWatcher.open({ url: server.url, token: people.admin.token, admins: adminCount, driverIds: people.drivers.map((driver) => driver.id), sendBuffer: sendTimes.buffer, sendBase: sendTimes.base });
    let measuring = false;

    // Each driver sends once a second at its own offset: 50 slots of 20 ms.
    const positions = people.drivers.map((_, index) => ({ latitude: 35.05 + ((index * 7919) % 3500) / 10_000, longitude: 32.9 + ((index * 104_729) % 10_000) / 10_000 }));
    let sent = 0;
    let tick = 0;
    const slots = 50;
    const timer = setInterval(() => {
      const slot = tick % slots;
      tick += 1;
      const now = Date.now();
      for (let index = slot; index < n; index += slots) {
        const position = positions[index]!;
        position.latitude += 0.00005;
        if (!sockets[index]!.report({ latitude: position.latitude, longitude: position.longitude, heading: 90, speedKmh: 50 })) continue;
        sendTimes.sent(index, now);
        if (measuring) sent += 1;
      }
    }, 1000 / slots);

    await sleep(warmupS * 1000);
    measuring = true;
    watcher.start();
    const loadBefore = os.loadavg()[0]!;
    const acceptedBefore = await acceptedReports(server.url);
    const before = processStats(pid);
    const clientBefore = process.cpuUsage();
    let peakRssMb = before.rssMb;
    const rssTimer = setInterval(() => (peakRssMb = Math.max(peakRssMb, processStats(pid).rssMb)), 1000);
    await sleep(durationS * 1000);
    measuring = false;
    const seen = await watcher.stop();
    clearInterval(rssTimer);
    const after = processStats(pid);
    const client = process.cpuUsage(clientBefore);
    const accepted = (await acceptedReports(server.url)) - acceptedBefore;
    clearInterval(timer);
    const delay = summarize(seen.delays);
    const serverCpuMs = after.cpuMs - before.cpuMs;
    const reports = {
      mode,
      drivers: n,
      admins: adminCount,
      connectSeconds: round(connectS),
      reportsSentPerS: round(sent / durationS),
      reportsAcceptedPerS: round(accepted / durationS),
      positionsDeliveredPerS: round(seen.delivered / durationS),
      deliveredPercent: sent ? round((seen.delivered / sent) * 100) : 0,
      refused,
      delayP50Ms: delay.p50,
      delayP99Ms: delay.p99,
      delayMaxMs: delay.max,
      batchesPerS: round(seen.batches / durationS, 2),
      batchKb: seen.batches ? round(seen.bytes / seen.batches / 1024) : 0,
      adminsClosed: seen.closed,
      serverCpuPercent: round((serverCpuMs / (durationS * 1000)) * 100),
      serverCpuUsPerReport: accepted ? round((serverCpuMs * 1000) / accepted) : 0,
      serverRssMb: after.rssMb,
      serverPeakRssMb: peakRssMb,
      clientCpuPercent: round(((client.user + client.system) / 1000 / (durationS * 1000)) * 100),
      openDriverSockets: sockets.filter((socket) => socket.open).length,
      // the machine is shared: its 1-minute load average at the window's start and end
      loadAverage: [round(loadBefore, 1), round(os.loadavg()[0]!, 1)],
    };
    results.line({ kind: 'reports', ...reports });

    // The connected-drivers answers at N present drivers (they stay present for 120 s after their last report).
    await sleep(1500);
    const auth = { authorization: `Bearer ${people.admin.token}` };
    const spec = await measureAnswer(`${server.url}/api/Dashboard/GetConnectedDriversDetails`, auth, (answer) => (answer as unknown[]).length);
    const compact = await measureAnswer(`${server.url}/api/Dashboard/GetLiveDrivers`, auth, (answer) => LiveDrivers.parse(answer).positions.length);
    // the map's cards, asked for once per driver: one call for all of them, timed sequentially
    const cardsBody = JSON.stringify({ driverIds: people.drivers.map((driver) => driver.id) });
    const cardTimes: number[] = [];
    let cardBytes = 0;
    for (let run = 0; run < (smoke ? 2 : 5); run++) {
      const { ms, value } = await timed(async () => (await fetch(`${server.url}/api/Dashboard/GetDriverCards`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: cardsBody })).arrayBuffer());
      cardTimes.push(ms);
      cardBytes = value.byteLength;
    }
    const present: LivePosition[] = people.drivers.map((driver, index) => ({ driverId: driver.id, ...positions[index]!, heading: 90, speedKmh: 50, reportedAt: Date.now() }));
    const sqlTimes: number[] = [];
    for (let run = 0; run < (smoke ? 3 : 20); run++) sqlTimes.push((await timed(() => connectedDriverDetails(database.db, present))).ms);
    const answer = {
      mode,
      presentDrivers: spec.drivers,
      answerBytes: spec.bytes,
      p50Ms: spec.p50Ms,
      p99Ms: spec.p99Ms,
      requestsPerS: spec.requestsPerS,
      errors: spec.errors,
      sqlP50Ms: round(summarize(sqlTimes).p50, 2),
      compactDrivers: compact.drivers,
      compactBytes: compact.bytes,
      compactP50Ms: compact.p50Ms,
      compactP99Ms: compact.p99Ms,
      compactRequestsPerS: compact.requestsPerS,
      compactErrors: compact.errors,
      cardsBytes: cardBytes,
      cardsP50Ms: round(summarize(cardTimes).p50, 1),
    };
    results.line({ kind: 'connected-drivers', ...answer });
    const presenceRows = await sql<{ count: number }>`SELECT count(*)::int AS count FROM driver_presence p JOIN users u ON u.id = p.driver_id WHERE u.email LIKE ${`${EMAIL_PREFIX}%`} AND p.online AND p.updated_at > now() - interval '5 minutes'`.execute(database.db);
    for (const socket of sockets) socket.close();
    await watcher.close();
    return { reports: { ...reports, presenceRowsWritten: presenceRows.rows[0]?.count ?? 0 }, answer };
  } finally {
    await server.close();
  }
}

/** Below this share of the reports sent reaching the first admin, a run is starved and fails. */
const MIN_DELIVERED_PERCENT = 90;

/** Why a mode's run is starved (too little delivered, an admin closed by the server), or null. */
function starvation(row: { mode: string; reportsSentPerS: number; reportsAcceptedPerS: number; positionsDeliveredPerS: number; deliveredPercent: number; batchesPerS: number; serverCpuPercent: number; loadAverage: number[]; adminsClosed: { admin: number; code: number; atMs: number }[] }): string | null {
  const closed = row.adminsClosed.map(({ admin, code, atMs }) => `admin ${admin} closed with ${code} at ${round(atMs / 1000)} s`).join(', ');
  if (row.deliveredPercent >= MIN_DELIVERED_PERCENT && !closed) return null;
  return `${row.mode}: ${row.positionsDeliveredPerS} positions/s delivered of ${row.reportsSentPerS} sent (${row.deliveredPercent} %, at least ${MIN_DELIVERED_PERCENT} % expected) in ${row.batchesPerS} batches/s; the server accepted ${row.reportsAcceptedPerS} reports/s with ${row.serverCpuPercent} % of a core, load average ${row.loadAverage.join(' → ')}${closed ? `; ${closed}` : ''}`;
}

async function main() {
  const database = await prepareDatabase();
  try {
    const people = await mintTokens(database.db);
    const runs = [];
    for (const mode of modes) runs.push(await runMode(mode as 'memory' | 'redis', database, people));
    const reportRows = runs.map((run) => run.reports);
    const answerRows = runs.map((run) => run.answer);
    console.log('\nPosition reports over driver WebSockets (1 Hz each), delay = driver send → admin receive');
    printTable(reportRows, ['mode', 'drivers', 'reportsSentPerS', 'reportsAcceptedPerS', 'positionsDeliveredPerS', 'deliveredPercent', 'batchesPerS', 'delayP50Ms', 'delayP99Ms', 'serverCpuPercent', 'serverCpuUsPerReport', 'serverPeakRssMb', 'clientCpuPercent', 'presenceRowsWritten']);
    console.log('\nThe connected drivers at the present drivers (autocannon, 10 connections): the SPEC answer (GetConnectedDriversDetails), the map\'s compact load (GetLiveDrivers), its cards (GetDriverCards, all drivers in one call, sequential)');
    printTable(answerRows, ['mode', 'presentDrivers', 'p50Ms', 'p99Ms', 'requestsPerS', 'answerBytes', 'sqlP50Ms', 'compactDrivers', 'compactP50Ms', 'compactP99Ms', 'compactRequestsPerS', 'compactBytes', 'cardsP50Ms', 'cardsBytes']);
    const target = { drivers: 10_000, delayP99Ms: 1_500, minDeliveredPercent: MIN_DELIVERED_PERCENT, compactMaxBytes: 600 * 1024, compactP50Ms: 30 };
    const met = reportRows.map((row, index) => {
      const answer = answerRows[index]!;
      return {
        mode: row.mode,
        met: row.drivers >= target.drivers && row.delayP99Ms <= target.delayP99Ms && !starvation(row),
        compactMet: answer.presentDrivers >= target.drivers && answer.compactBytes <= target.compactMaxBytes && answer.compactP50Ms <= target.compactP50Ms,
      };
    });
    results.summary({ target, met });
    results.write({ settings: { drivers: driverCount, admins: adminCount, warmupS, durationS, answerS, modes, database: databaseName }, target, met, reports: reportRows, connectedDrivers: answerRows });
    // A run whose admins got a fraction of what was sent measured nothing: it fails, loudly.
    const starved = reportRows.flatMap((row) => starvation(row) ?? []);
    if (starved.length) {
      for (const line of starved) console.error(`FAILED: ${line}`);
      process.exitCode = 1;
    } else console.log(`\nDelivery: every mode delivered at least ${MIN_DELIVERED_PERCENT} % of the reports sent, and no admin was closed.`);
  } finally {
    await database.close();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

runBenchmark(main);
