/**
 * `npm run bench:nearest [-- --smoke] [--drivers 10000] [--queries 1000]`: the dispatch desk's
 * nearest free drivers (issue 26 item 2, docs/dispatch.md) at 10,000 online drivers spread over
 * Northern Cyprus, in three measurements, each ≥ 1,000 queries from pick-ups in the demo's towns:
 *
 * - `memory`: the in-memory grid index alone (MemoryGeoIndex.nearest, the finder's first ask);
 * - `redis`: the Redis index alone (GEOSEARCH + ZMSCORE; REDIS_URL, else skipped);
 * - `finder`: the whole answer of GET /api/dispatch/nearest-drivers without HTTP
 *   (NearestDriverFinder.find: the memory index, then the free drivers among them from the
 *   database: the go-online rule, no trip under way, no offer waiting), on an embedded database
 *   with the drivers seeded (BENCH_DATABASE_URL: a PostgreSQL database of your own instead).
 *
 * Target: p95 ≤ 50 ms at 10,000 drivers. Results: JSON lines, a table, bench/results/nearest.json.
 */
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { TOWNS } from '../apps/server/src/demo/towns';
import { createRandom } from '../apps/server/src/lib/random';
import type { GeoIndex, GeoPoint } from '../apps/server/src/modules/dispatch/geo/geo-index';
import { MemoryGeoIndex } from '../apps/server/src/modules/dispatch/geo/memory-geo-index';
import { RedisGeoIndex } from '../apps/server/src/modules/dispatch/geo/redis-geo-index';
import { NEAREST_RADIUS_METERS, NearestDriverFinder } from '../apps/server/src/modules/dispatch/nearest-drivers';
import { parseArgs } from './lib/args';
import { seedDrivers } from './lib/drivers';
import { createResults, printTable, runBenchmark } from './lib/results';
import { type Summary, summarize } from './lib/stats';

const args = parseArgs();
const smoke = args.smoke;
const DRIVERS = args.number('drivers', smoke ? 200 : 10_000);
const QUERIES = args.number('queries', smoke ? 50 : 1_000);
const LIMIT = 10;
/** What the finder asks the index for first: limit × 2 + 8 (nearest-drivers.ts). */
const ASK = LIMIT * 2 + 8;
const TARGET_P95_MS = 50;
const results = createResults('nearest', { smoke });
const random = createRandom(26);

/** Northern Cyprus, roughly: where the drivers are spread (uniformly, a harder case than the towns). */
const BOX = { south: 35.05, north: 35.7, west: 32.75, east: 34.6 };
const somewhere = () => ({ latitude: BOX.south + random.next() * (BOX.north - BOX.south), longitude: BOX.west + random.next() * (BOX.east - BOX.west) });
const pickups = Array.from({ length: QUERIES }, () => {
  const town = random.weighted(TOWNS, (t) => t.weight);
  return { latitude: town.latitude + (random.next() - 0.5) * 0.02, longitude: town.longitude + (random.next() - 0.5) * 0.02 };
});

async function timeQueries(query: (pickup: { latitude: number; longitude: number }) => Promise<unknown>): Promise<Summary> {
  for (const pickup of pickups.slice(0, 20)) await query(pickup); // warm-up
  const samples: number[] = [];
  for (const pickup of pickups) {
    const started = process.hrtime.bigint();
    await query(pickup);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return summarize(samples);
}

async function load(index: GeoIndex, points: readonly GeoPoint[]) {
  await Promise.all(points.map((point) => index.put(point)));
}

async function main() {
  const now = Date.now();
  const rows: Record<string, unknown>[] = [];
  const record = (name: string, summary: Summary, extra: Record<string, unknown> = {}) => {
    const row = { measurement: name, drivers: DRIVERS, queries: summary.n, p50: summary.p50, p95: summary.p95, max: summary.max, mean: summary.mean, ...extra };
    rows.push(row);
    results.line(row);
  };
  const nearestQuery = (pickup: { latitude: number; longitude: number }) => ({ ...pickup, count: ASK, sinceMs: now - 120_000, radiusMeters: NEAREST_RADIUS_METERS });

  // The memory index alone.
  const points = Array.from({ length: DRIVERS }, (_, index): GeoPoint => ({ driverId: index + 1, ...somewhere(), reportedAt: now }));
  const memory = new MemoryGeoIndex();
  await load(memory, points);
  record('memory', await timeQueries((pickup) => memory.nearest(nearestQuery(pickup))));

  // The Redis index alone.
  if (process.env.REDIS_URL) {
    const redis = new Redis(process.env.REDIS_URL);
    const prefix = `taxi-bench:${process.pid}:`;
    const index = new RedisGeoIndex(redis, prefix);
    await load(index, points);
    record('redis', await timeQueries((pickup) => index.nearest(nearestQuery(pickup))));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  } else console.log('REDIS_URL not set: the Redis index is not measured');

  // The whole finder: the memory index, then the free drivers among them from the database.
  const database = await openDatabase(process.env.BENCH_DATABASE_URL ? { kind: 'postgres', url: process.env.BENCH_DATABASE_URL } : { kind: 'pglite', dataDir: null });
  try {
    await migrate(database);
    await database.db
      .insertInto('trip_types')
      .values({ type_name: `Bench nearest ${process.pid}`, description: 'bench', number_of_passengers: 4, system_percentage: 20, base_fare: 5000, per_km_fare: 2000, per_minute_fare: 300, cancellation_surcharge: 50, night_surcharge: 20, peak_time_surcharge: 10 })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const ids = await seedDrivers(database.db, { emailPrefix: 'nearest-bench-', phonePrefix: '+90548', plateLetters: 'NB', count: DRIVERS });
    // As autovacuum would after a bulk load: the planner then joins the ids by primary key.
    await sql`ANALYZE`.execute(database.db);
    const crowd = new MemoryGeoIndex();
    await load(crowd, ids.map((driverId, index) => ({ ...points[index]!, driverId })));
    const finder = new NearestDriverFinder(crowd, () => now);
    let found = 0;
    const summary = await timeQueries(async (pickup) => {
      found += (await finder.find(database.db, pickup, LIMIT)).drivers.length;
    });
    record('finder', summary, { database: database.kind, meanFound: Math.round((found / (QUERIES + 20)) * 10) / 10 });
  } finally {
    await database.close();
  }

  printTable(rows, ['measurement', 'drivers', 'queries', 'p50', 'p95', 'max', 'mean']);
  const worst = Math.max(...rows.map((row) => Number(row.p95)));
  results.summary({ drivers: DRIVERS, queries: QUERIES, targetP95Ms: TARGET_P95_MS, worstP95Ms: worst, met: worst <= TARGET_P95_MS });
  results.write({ drivers: DRIVERS, queries: QUERIES, limit: LIMIT, targetP95Ms: TARGET_P95_MS, rows });
}

runBenchmark(main);
