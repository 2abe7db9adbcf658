/**
 * The demo data set (DESIGN.md §1, issue 2 item 6): a deterministic Northern Cyprus taxi company.
 *
 * `seedDemo(db, { now, seed, passwordHash, timeZone })` fills a database without customers, drivers or trips,
 * in ONE transaction, with multi-row INSERTs of 500 rows (PGlite); `seedDemoByCopy(url, …)` does the
 * same on a PostgreSQL server with COPY (copy-writer.ts), the way `npm run seed` goes at scale. The
 * same seed, `now` and operator time zone give the same rows, ids included, whichever the writer (no
 * Math.random, no clock reads). Every part draws from its own forked random stream. Ids are reserved
 * from the identity sequences; trips, their stops and payments are planned and written as a stream
 * (write-trips.ts), so memory does not grow with the number of trips (write-demo.ts).
 *
 * The rules the data follows (test/demo checks them):
 * - Settings: night 22:00–06:00, peaks 07:30–09:30 and 17:00–19:30, sender Demo Taksi Ltd. in
 *   Lefkoşa; written only when missing. Fares use the settings and trip types as stored.
 * - 4 trip types; 300 customers, 80 drivers, 3 admins (the bootstrap admin is the server's), all
 *   with the one `passwordHash` given. Customers have an identity card, drivers the three user
 *   documents, vehicles the three vehicle documents. Approved owners have every document approved
 *   and a verified-until date; pending ones wait (a third are ready to approve); rejected ones have
 *   a reason and a rejected document (verification.ts).
 * - 5,000 trips over the 90 days before `now` (88 % completed, 8 % canceled by the customer, 4 % by
 *   the driver) plus 6 under way for online drivers (trips.ts). The fare always comes from
 *   computeFare (trip-fare.ts): cancellation fee for customer cancellations, 0 for driver ones.
 * - Tracks (trip-tracks.ts): the completed trips of the last 14 days have points along their
 *   places over their duration (docs/trip-replay.md).
 * - Payments (payments.ts): a completed trip has exactly one successful payment (`succeeded`, or
 *   `completed` when older than 75 days) equal to its fare; ~4 % of card trips also have a declined
 *   (`cancelled`) attempt before it. Customer cancellation fees are charged to the card, 15 % of them
 *   refunded (`refounded`). Driver cancellations and trips under way have no payment.
 * - Ledger (ledger.ts, payouts.ts): a successful card payment credits the driver the fare less the
 *   commission, a cash one debits the commission; refunded and declined payments move nothing.
 *   Payouts in every status; a completed one is debited once. users.balance = SUM(ledger) at the end.
 * - Presence (presence.ts): 20 working drivers online at `now`, the 6 with a trip somewhere on it.
 */
import { DEFAULT_OPERATOR_TIME_ZONE } from '@taxi/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { createRandom } from '../lib/random';
import { emptyForFreeze, inCopyTransaction } from './copy-transaction';
import { dropForeignKeys, restoreForeignKeys } from './foreign-keys';
import { copyWriter } from './copy-writer';
import { demoSize } from './demo-size';
import type { DemoContext } from './demo-types';
import type { DemoWriter } from './demo-writer';
import { insertWriter } from './insert-writer';
import { ensureDemoTariff } from './tariff';
import { type DemoSummary, writeDemo } from './write-demo';

export type { DemoSummary } from './write-demo';

export const DEFAULT_DEMO_SEED = 20_240_601;
/** Every table the demo writes rows into. */
export const DEMO_TABLES = ['users', 'vehicles', 'documents', 'trips', 'trip_places', 'trip_track_points', 'payments', 'bank_transfers', 'ledger_entries', 'driver_presence'];

export interface SeedDemoOptions {
  now: Date;
  seed?: number;
  /** One precomputed hash shared by every demo account. */
  passwordHash: string;
  /** The operator's clock (OPERATOR_TIME_ZONE): local days, rush hours, night and peak fares. */
  timeZone?: string;
  /** 1 (default): the everyday demo; N: N times the trips, for performance work (demo-size.ts). */
  scale?: number;
  /** Rows per INSERT (default 500; the scaled seed uses more). Not used by COPY. */
  batchSize?: number;
  /** Told when each step is done: each plan, then each table as it is written. */
  onProgress?: (step: string, rows: number, ms: number) => void;
}

/** Whether the database has no customers, drivers or trips yet: the demo seeds only then. */
export async function isDemoSeedNeeded(db: Db): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('role', '<>', 'Admin').limit(1).executeTakeFirst();
  const trip = await db.selectFrom('trips').select('id').limit(1).executeTakeFirst();
  return !user && !trip;
}

/** The whole demo on `db` (inside the caller's transaction) through the writer `writerFor` gives. */
async function fillDemo(db: Db, options: SeedDemoOptions, writerFor: (db: Db) => Promise<DemoWriter>): Promise<DemoSummary> {
  const root = createRandom(options.seed ?? DEFAULT_DEMO_SEED);
  const size = demoSize(options.scale ?? 1);
  const stage = (label: string): DemoContext => ({ now: options.now, passwordHash: options.passwordHash, random: root.fork(label), size });
  let started = Date.now();
  const done = (step: string, rows: number) => {
    options.onProgress?.(step, rows, Date.now() - started);
    started = Date.now();
    return rows;
  };
  if (!(await isDemoSeedNeeded(db))) {
    throw new Error('The demo data can only be seeded into a database without customers, drivers or trips');
  }
  const writer = await writerFor(db);
  try {
    const tariff = await ensureDemoTariff(db, options.now, options.timeZone ?? DEFAULT_OPERATOR_TIME_ZONE);
    const summary = await writeDemo(db, stage, tariff, writer, done);
    await writer.finish();
    await sql`
      UPDATE users SET balance = totals.balance
      FROM (SELECT user_id, sum(amount) AS balance FROM ledger_entries WHERE user_id IS NOT NULL GROUP BY user_id) AS totals
      WHERE users.id = totals.user_id`.execute(db);
    done('balances', summary.users);
    return summary;
  } finally {
    await writer.close();
  }
}

/** The demo in ONE transaction of `db`, through multi-row INSERTs (PGlite, or any database). */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<DemoSummary> {
  return db.transaction().execute((trx) => fillDemo(trx, options, async () => insertWriter(trx, options.batchSize)));
}

/**
 * The demo in ONE transaction on the PostgreSQL server at `url`, through COPY: the fast way at
 * scale. The demo-only tables, when empty, are emptied again in the transaction so their rows go
 * in frozen (copy-transaction.ts); the foreign keys of the demo's tables are dropped for the load
 * and added again at its end, in the transaction, which checks every reference at once.
 */
export async function seedDemoByCopy(url: string, options: SeedDemoOptions): Promise<DemoSummary> {
  return inCopyTransaction(url, (db, client) =>
    fillDemo(db, options, async (trx) => {
      const frozen = await emptyForFreeze(trx);
      const keys = await dropForeignKeys(trx, DEMO_TABLES);
      return { ...copyWriter(client, frozen), finish: () => restoreForeignKeys(trx, keys) };
    }),
  );
}
