import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { demoSize } from '../../src/demo/demo-size';
import { seedDemo } from '../../src/demo/seed-demo';
import { DEMO_NOW, DEMO_PASSWORD_HASH, demoTargets } from './demo-databases';
import { uncoveredPayouts } from './payout-cover';

/**
 * `npm run seed -- --scale N` (docs/performance-lists.md) at a tiny scale: the sizes of demo-size.ts,
 * the same rows for the same seed (ids included), and the money rules of the everyday demo.
 */
const SCALE = 2;
/** Two seeds at scale 2 (the trips are drawn twice each time: write-trips.ts) on a shared 2-core machine. */
const SEED_TWICE_TIMEOUT_MS = 300_000;
const TABLES = ['users', 'vehicles', 'documents', 'trips', 'trip_places', 'payments', 'bank_transfers', 'ledger_entries'] as const;

/** One md5 per table over every row as text, in key order, computed by the database. */
async function tableDigests(database: Database): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await sql<{ digest: string }>`SELECT md5(string_agg(r::text, '|' ORDER BY r.id)) AS digest FROM ${sql.table(table)} r`.execute(database.db);
    digests[table] = result.rows[0]?.digest ?? '';
  }
  return digests;
}

describe.each(demoTargets())('the scaled demo on $kind', (target) => {
  const opened: Database[] = [];
  const seeded = async () => {
    const database = await target.open();
    opened.push(database);
    const summary = await seedDemo(database.db, { now: DEMO_NOW, passwordHash: DEMO_PASSWORD_HASH, scale: SCALE, batchSize: 2000 });
    return { database, summary };
  };
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('has the sizes of its scale, the same rows for the same seed, and balances equal to ledger sums, no completed payout uncovered', async () => {
    const first = await seeded();
    const size = demoSize(SCALE);
    const roles = await first.database.db.selectFrom('users').select(['role', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('role').execute();
    expect(Object.fromEntries(roles.map((row) => [row.role, Number(row.count)]))).toEqual({ Customer: size.customers, Driver: size.drivers, Admin: size.admins });
    const ended = await first.database.db.selectFrom('trips').select((eb) => eb.fn.countAll<number>().as('count')).where('end_time', 'is not', null).executeTakeFirstOrThrow();
    expect(Number(ended.count)).toBe(size.historicalTrips);

    const unbalanced = await sql<{ id: number }>`
      SELECT u.id FROM users u LEFT JOIN (SELECT user_id, sum(amount) AS total FROM ledger_entries GROUP BY user_id) l ON l.user_id = u.id
      WHERE u.balance <> coalesce(l.total, 0)`.execute(first.database.db);
    expect(unbalanced.rows).toEqual([]);
    const unpaid = await sql<{ id: number }>`
      SELECT t.id FROM trips t WHERE t.status = 5
        AND (SELECT count(*) FROM payments p WHERE p.trip_id = t.id AND p.status IN ('succeeded', 'completed') AND p.amount = t.fare) <> 1`.execute(first.database.db);
    expect(unpaid.rows).toEqual([]);
    expect(await uncoveredPayouts(first.database.db)).toEqual([]);

    const again = await seeded();
    expect(again.summary).toEqual(first.summary);
    expect(await tableDigests(again.database)).toEqual(await tableDigests(first.database));
  }, SEED_TWICE_TIMEOUT_MS);
});
