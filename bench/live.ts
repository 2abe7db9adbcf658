/**
 * `npm run bench:live` (issue 14, third target): N drivers (default 10,000) report their position
 * once a second over their own WebSocket (`/api/driver/live`) to one server instance running as
 * its own process on PostgreSQL (`bench_d`), without and with Redis; M admins (default 5) watch
 * `/api/live`. Measured: reports sent and positions delivered per second, the delay from a
 * driver's send to the position reaching an admin (p50/p99), the server's CPU and memory (from
 * /proc/<pid>), the bench client's own CPU, then the connected-drivers answer at N present drivers
 * (autocannon, 10 connections) and its SQL alone. `--smoke`: 200 drivers for ~8 s, memory only.
 *
 * The drivers are seeded set-based (approved, with an approved vehicle) and their tokens are minted
 * here with the server's token module and the same JWT_SECRET, instead of 10,000 argon2 sign-ins
 * (docs/performance-live.md).
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { LiveBatch } from '@taxi/contract';
import { type Database, openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { TokenService } from '../apps/server/src/modules/auth/tokens';
import { connectedDriverDetails } from '../apps/server/src/modules/presence/connected-drivers';
import type { LivePosition } from '../apps/server/src/modules/presence/presence-store';
import { type ClientSocket, DriverReportSocket, openLiveSocket } from '../apps/server/src/simulator/live-socket-client';
import { autocannon } from './lib/autocannon';
import { parseArgs } from './lib/args';
import { seedDrivers } from './lib/drivers';
import { createResults, printTable } from './lib/results';
import { sleep, summarize, timed } from './lib/stats';
import { startWebServer } from './lib/web-server';

const JWT_SECRET = 'bench-live-secret-not-for-production-0123456789';
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
    env: { DATABASE_URL: `${postgresUrl}/${databaseName}`, JWT_SECRET, DEMO: '0', ...(withRedis ? { REDIS_URL: redisUrl } : {}) },
  });

/** CPU time (ms) and resident memory (MB) of a process, from /proc. */
function processStats(pid: number): { cpuMs: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuMs: ticks * 10, rssMb: round(rssKb / 1024) };
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
    const indexOf = new Map(people.drivers.map((driver, index) => [driver.id, index]));
    // The last two send times of each driver (epoch ms): a position is matched to the latest send at or before the server took it.
    const sends = new Float64Array(n * 2);
    let refused = 0;
    const connectStarted = Date.now();
    const sockets = await inChunks(people.drivers, 200, (driver) => DriverReportSocket.open(server.url, driver.token, () => (refused += 1)));
    const connectS = (Date.now() - connectStarted) / 1000;

    let measuring = false;
    const delays: number[] = [];
    let delivered = 0;
    let bytes = 0;
    let batches = 0;
    const admins: ClientSocket[] = await Promise.all(Array.from({ length: adminCount }, () => openLiveSocket(server.url, '/api/live', people.admin.token)));
    admins.forEach((socket, adminIndex) =>
      socket.on('message', (data) => {
        const arrived = Date.now();
        if (!measuring) return;
        const message: unknown = JSON.parse(data.toString());
        if (adminIndex > 0) return;
        // the first batch is checked against the contract; the rest are trusted (client CPU)
        const batch = batches === 0 ? LiveBatch.parse(message) : (message as LiveBatch);
        batches += 1;
        bytes += data.length;
        for (const [driverId, , , , , reportedAtMs] of batch.positions) {
          const index = indexOf.get(driverId);
          if (index === undefined) continue;
          delivered += 1;
          const [older, newer] = [sends[index * 2]!, sends[index * 2 + 1]!];
          const sent = newer <= reportedAtMs ? newer : older;
          if (sent > 0) delays.push(arrived - sent);
        }
      }),
    );

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
        sends[index * 2] = sends[index * 2 + 1]!;
        sends[index * 2 + 1] = now;
        if (measuring) sent += 1;
      }
    }, 1000 / slots);

    await sleep(warmupS * 1000);
    measuring = true;
    const before = processStats(pid);
    const clientBefore = process.cpuUsage();
    let peakRssMb = before.rssMb;
    const rssTimer = setInterval(() => (peakRssMb = Math.max(peakRssMb, processStats(pid).rssMb)), 1000);
    await sleep(durationS * 1000);
    measuring = false;
    clearInterval(rssTimer);
    const after = processStats(pid);
    const client = process.cpuUsage(clientBefore);
    clearInterval(timer);
    const delay = summarize(delays);
    const reports = {
      mode,
      drivers: n,
      admins: adminCount,
      connectSeconds: round(connectS),
      reportsSentPerS: round(sent / durationS),
      positionsDeliveredPerS: round(delivered / durationS),
      refused,
      delayP50Ms: delay.p50,
      delayP99Ms: delay.p99,
      delayMaxMs: delay.max,
      batchKb: batches ? round(bytes / batches / 1024) : 0,
      serverCpuPercent: round(((after.cpuMs - before.cpuMs) / (durationS * 1000)) * 100),
      serverRssMb: after.rssMb,
      serverPeakRssMb: peakRssMb,
      clientCpuPercent: round(((client.user + client.system) / 1000 / (durationS * 1000)) * 100),
      openDriverSockets: sockets.filter((socket) => socket.open).length,
    };
    results.line({ kind: 'reports', ...reports });

    // The connected-drivers answer at N present drivers (they stay present for 120 s after their last report).
    await sleep(1500);
    const url = `${server.url}/api/Dashboard/GetConnectedDriversDetails`;
    const one = await fetch(url, { headers: { authorization: `Bearer ${people.admin.token}` } });
    const answerBytes = (await one.arrayBuffer()).byteLength;
    const load = await autocannon({ url, connections: 10, duration: answerS, headers: { authorization: `Bearer ${people.admin.token}` } });
    const present: LivePosition[] = people.drivers.map((driver, index) => ({ driverId: driver.id, ...positions[index]!, heading: 90, speedKmh: 50, reportedAt: Date.now() }));
    const sqlTimes: number[] = [];
    for (let run = 0; run < (smoke ? 3 : 20); run++) sqlTimes.push((await timed(() => connectedDriverDetails(database.db, present))).ms);
    const answer = {
      mode,
      presentDrivers: n,
      answerBytes,
      p50Ms: load.latency.p50,
      p99Ms: load.latency.p99,
      requestsPerS: load.requests.average,
      errors: load.errors + load.non2xx,
      sqlP50Ms: round(summarize(sqlTimes).p50, 2),
    };
    results.line({ kind: 'connected-drivers', ...answer });
    const presenceRows = await sql<{ count: number }>`SELECT count(*)::int AS count FROM driver_presence p JOIN users u ON u.id = p.driver_id WHERE u.email LIKE ${`${EMAIL_PREFIX}%`} AND p.online AND p.updated_at > now() - interval '5 minutes'`.execute(database.db);
    for (const socket of sockets) socket.close();
    for (const socket of admins) socket.close();
    return { reports: { ...reports, presenceRowsWritten: presenceRows.rows[0]?.count ?? 0 }, answer };
  } finally {
    await server.close();
  }
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
    printTable(reportRows, ['mode', 'drivers', 'reportsSentPerS', 'positionsDeliveredPerS', 'delayP50Ms', 'delayP99Ms', 'serverCpuPercent', 'serverPeakRssMb', 'clientCpuPercent', 'presenceRowsWritten']);
    console.log('\nGET /api/Dashboard/GetConnectedDriversDetails at the present drivers (autocannon, 10 connections)');
    printTable(answerRows, ['mode', 'presentDrivers', 'p50Ms', 'p99Ms', 'requestsPerS', 'answerBytes', 'sqlP50Ms']);
    const target = { drivers: 10_000, delayP99Ms: 1_500 };
    const met = reportRows.map((row) => ({ mode: row.mode, met: row.drivers >= target.drivers && row.delayP99Ms <= target.delayP99Ms }));
    results.summary({ target, met });
    results.write({ settings: { drivers: driverCount, admins: adminCount, warmupS, durationS, answerS, modes, database: databaseName }, target, met, reports: reportRows, connectedDrivers: answerRows });
  } finally {
    await database.close();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
