/**
 * The demo data set (DESIGN.md §1, issue 2 item 6): a deterministic Northern Cyprus taxi company.
 *
 * `seedDemo(db, { now, seed, passwordHash, timeZone })` fills a database without customers, drivers or trips,
 * in ONE transaction. The same seed, `now` and operator time zone give the same rows, ids included (no
 * Math.random, no clock reads). Every part draws from its own forked random stream. Rows are planned
 * in memory with ids reserved from the identity sequences (plan-demo.ts), then written with
 * multi-row INSERTs of 500 rows.
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
import { INSERT_BATCH_SIZE, insertRows } from './bulk-insert';
import { demoSize } from './demo-size';
import type { DemoContext } from './demo-types';
import { planDemo } from './plan-demo';
import { ensureDemoTariff } from './tariff';

export const DEFAULT_DEMO_SEED = 20_240_601;

export interface SeedDemoOptions {
  now: Date;
  seed?: number;
  /** One precomputed hash shared by every demo account. */
  passwordHash: string;
  /** The operator's clock (OPERATOR_TIME_ZONE): local days, rush hours, night and peak fares. */
  timeZone?: string;
  /** 1 (default): the everyday demo; N: N times the trips, for performance work (demo-size.ts). */
  scale?: number;
  /** Rows per INSERT (default 500; the scaled seed uses more). */
  batchSize?: number;
  /** Told when each step is done: planning, then each table as it is written. */
  onProgress?: (step: string, rows: number, ms: number) => void;
}

/** Rows written per table, for the start-up log line. */
export interface DemoSummary {
  users: number;
  tripTypes: number;
  vehicles: number;
  documents: number;
  trips: number;
  tripPlaces: number;
  payments: number;
  bankTransfers: number;
  ledgerEntries: number;
  driverPresence: number;
}

/** Whether the database has no customers, drivers or trips yet: the demo seeds only then. */
export async function isDemoSeedNeeded(db: Db): Promise<boolean> {
  const user = await db.selectFrom('users').select('id').where('role', '<>', 'Admin').limit(1).executeTakeFirst();
  const trip = await db.selectFrom('trips').select('id').limit(1).executeTakeFirst();
  return !user && !trip;
}

export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<DemoSummary> {
  const root = createRandom(options.seed ?? DEFAULT_DEMO_SEED);
  const size = demoSize(options.scale ?? 1);
  const stage = (label: string): DemoContext => ({ now: options.now, passwordHash: options.passwordHash, random: root.fork(label), size });
  const batchSize = options.batchSize ?? INSERT_BATCH_SIZE;
  let started = Date.now();
  const done = (step: string, rows: number) => {
    options.onProgress?.(step, rows, Date.now() - started);
    started = Date.now();
    return rows;
  };
  return db.transaction().execute(async (trx) => {
    if (!(await isDemoSeedNeeded(trx))) {
      throw new Error('The demo data can only be seeded into a database without customers, drivers or trips');
    }
    const tariff = await ensureDemoTariff(trx, options.now, options.timeZone ?? DEFAULT_OPERATOR_TIME_ZONE);
    const plan = await planDemo(trx, stage, tariff);
    done('plan', plan.users.length + plan.trips.length + plan.payments.length);
    const write = async <T extends Parameters<typeof insertRows>[1]>(table: T, rows: Parameters<typeof insertRows<T>>[2]) =>
      done(table, await insertRows(trx, table, rows, batchSize));
    const summary: DemoSummary = {
      users: await write('users', plan.users.map((user) => user.row)),
      tripTypes: tariff.tripTypes.length,
      vehicles: await write('vehicles', plan.vehicles.map((vehicle) => vehicle.row)),
      documents: await write('documents', plan.documents),
      trips: await write('trips', plan.trips.map((trip) => trip.row)),
      tripPlaces: await write('trip_places', plan.tripPlaces),
      payments: await write('payments', plan.payments),
      bankTransfers: await write('bank_transfers', plan.payouts.map((payout) => payout.row)),
      ledgerEntries: await write('ledger_entries', plan.ledger),
      driverPresence: await write('driver_presence', plan.presence),
    };
    await sql`
      UPDATE users SET balance = totals.balance
      FROM (SELECT user_id, sum(amount) AS balance FROM ledger_entries WHERE user_id IS NOT NULL GROUP BY user_id) AS totals
      WHERE users.id = totals.user_id`.execute(trx);
    done('balances', summary.users);
    return summary;
  });
}
