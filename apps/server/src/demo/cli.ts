/**
 * `npm run seed -- [--scale N] [--seed S] [--now ISO-date]`: the demo data set, at scale N (1: the
 * everyday demo; 200: 1,000,000 trips and ~200,000 users), into DATABASE_URL (PostgreSQL) or the
 * embedded database in DATA_DIR. The options can also come from DEMO_SCALE, DEMO_SEED, DEMO_NOW.
 * The database must have no customers, drivers or trips. Same seed and `now` ⇒ same rows.
 *
 * On PostgreSQL the rows go in through COPY (seedDemoByCopy), the plain secondary indexes of the
 * loaded tables are dropped for the load and built once at the end, then VACUUM (ANALYZE). The
 * embedded database takes multi-row INSERTs. Progress and the time of each step go to stdout.
 * See docs/performance-lists.md.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { configuredDatabase, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { createLogger } from '../lib/logger';
import { hashPassword } from '../modules/auth/passwords';
import { DEMO_USER_PASSWORD, firstStart } from '../modules/bootstrap/bootstrap';
import { demoSize } from './demo-size';
import { createIndexes, dropIndexes, secondaryIndexes } from './secondary-indexes';
import { DEFAULT_DEMO_SEED, DEMO_TABLES, type SeedDemoOptions, isDemoSeedNeeded, seedDemo, seedDemoByCopy } from './seed-demo';

/** Rows per INSERT at scale on the embedded database (capped by the 65,535 parameters of a statement). */
const SCALE_BATCH_SIZE = 5000;
/** The indexes are built two at a time (one per core of the machine the targets are set on), sorts in memory. */
const INDEX_BUILD = { connections: 2, maintenanceWorkMem: '256MB' };

/** The command line's options (`--scale 200` or `--scale=200`), each falling back to its variable. */
function options() {
  const { values } = parseArgs({ options: { scale: { type: 'string' }, seed: { type: 'string' }, now: { type: 'string' } } });
  return {
    scale: values.scale ?? process.env.DEMO_SCALE,
    seed: values.seed ?? process.env.DEMO_SEED,
    now: values.now ?? process.env.DEMO_NOW,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

async function main() {
  const config = { ...loadConfig({ ...process.env, DEMO: '1' }) };
  const given = options();
  const scale = Number(given.scale || 1);
  const seed = Number(given.seed || DEFAULT_DEMO_SEED);
  const nowText = given.now || undefined;
  const now = nowText ? new Date(nowText) : new Date();
  if (Number.isNaN(now.getTime()) || !Number.isInteger(seed)) throw new Error('--now must be an ISO date and --seed a whole number');
  const size = demoSize(scale);
  const database = await openDatabase(configuredDatabase(config, INDEX_BUILD.connections));
  const total = Date.now();
  try {
    await migrate(database);
    if (!(await isDemoSeedNeeded(database.db))) throw new Error('The database already has customers, drivers or trips: seed an empty one');
    console.log(`seeding scale ${scale} (${size.customers} customers, ${size.drivers} drivers, ${size.historicalTrips} trips), seed ${seed}, now ${now.toISOString()}, into ${database.kind}`);
    const indexes = database.kind === 'postgres' ? await secondaryIndexes(database.db, DEMO_TABLES) : [];
    await dropIndexes(database.db, indexes);
    if (indexes.length) console.log(`dropped ${indexes.length} secondary indexes for the load`);
    try {
      const demo: SeedDemoOptions = {
        now,
        seed,
        scale,
        passwordHash: await hashPassword(DEMO_USER_PASSWORD),
        timeZone: config.operatorTimeZone,
        batchSize: scale > 1 ? SCALE_BATCH_SIZE : undefined,
        onProgress: (step, rows, ms) => console.log(`  ${step.padEnd(16)} ${String(rows).padStart(9)} rows  ${seconds(ms).padStart(7)}  (heap ${megabytes(process.memoryUsage().heapUsed)}, rss ${megabytes(process.memoryUsage.rss())})`),
      };
      await (config.databaseUrl ? seedDemoByCopy(config.databaseUrl, demo) : seedDemo(database.db, demo));
    } finally {
      const built = Date.now();
      await createIndexes(database.db, indexes, (index, ms) => console.log(`  index ${index.name.padEnd(40)} ${seconds(ms)}`), INDEX_BUILD);
      if (indexes.length) console.log(`  ${indexes.length} indexes built in ${seconds(Date.now() - built)}`);
    }
    const analyzed = Date.now();
    // VACUUM sets the visibility map, so counts and filters can be index-only scans from the start
    await sql`VACUUM (ANALYZE)`.execute(database.db);
    console.log(`  VACUUM ANALYZE   ${seconds(Date.now() - analyzed)}`);
    await firstStart(database.db, config, createLogger('warn'));
    console.log(`done in ${seconds(Date.now() - total)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
