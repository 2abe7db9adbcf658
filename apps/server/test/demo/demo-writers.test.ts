import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo, seedDemoByCopy } from '../../src/demo/seed-demo';
import { DEMO_NOW, DEMO_PASSWORD_HASH, type DemoDatabase, demoTargets } from './demo-databases';
import { demoDigest } from './demo-digest';

/**
 * The demo's rows, ids included, do not depend on how they are planned or written. These digests
 * (demo-digest.ts: row count and a hash of every row in key order) were recorded from the planner
 * that held the whole demo in memory and wrote it with multi-row INSERTs (commit 6006b75), before
 * the streaming planner and COPY (issue 23 item 5). Both writers must still produce them. The
 * documents' digests were recorded again when they got their expiry dates (issue 25, migration 0015:
 * a new column, drawn from each document's serial; every other table is unchanged). The trips'
 * tracks (issue 27 item 4, migration 0023) were recorded when they were added: a new table, drawn
 * from a stream of its own, and every other table's digest stayed as it was.
 */
const RECORDED: Record<1 | 2, Record<string, string>> = {
  1: {
    users: '383:c5c1daa0acfeca2c', trip_types: '4:6a3397c4f592ea0e', vehicles: '94:4280249cd77c28f1', documents: '822:8eff1a8b9ab0d0d8',
    trips: '5006:c4d58ab816883db5', trip_places: '11723:2295b8cba832e2d3', payments: '4891:af67e6bbfec781cd', bank_transfers: '425:f185bc8ecb6056f1',
    ledger_entries: '5061:3630c9665acbc6b4', app_settings: '1:965d7cb2dd8c1045', peak_times: '2:8e6b986df7360a64', driver_presence: '37:e98c3fba213f43de',
    trip_track_points: '13827:74da9f2b6c74cf4e',
  },
  2: {
    users: '1386:bb660d174014c57a', trip_types: '4:6a3397c4f592ea0e', vehicles: '220:b9480161d4219642', documents: '2400:7c2d9e6490875dc4',
    trips: '10006:0a270d4e8bfd6c44', trip_places: '23366:faf9cb46aca76e52', payments: '9842:51ea94dcf1b7d2c3', bank_transfers: '875:32ebd82af4608d2a',
    ledger_entries: '10191:1de27434f38e3738', app_settings: '1:965d7cb2dd8c1045', peak_times: '2:8e6b986df7360a64', driver_presence: '75:ba89bb5eb02ec77b',
    trip_track_points: '25644:bbe03ad8f97ff042',
  },
};
const SCALES = [1, 2] as const;
const SEED_TIMEOUT_MS = 300_000;

describe.each(demoTargets())('the demo rows on $kind', (target) => {
  const opened: DemoDatabase[] = [];
  const open = async () => {
    const database = await target.open();
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it.each(SCALES)('scale %i through INSERTs: the rows recorded from the in-memory planner', async (scale) => {
    const database = await open();
    await seedDemo(database.db, { now: DEMO_NOW, passwordHash: DEMO_PASSWORD_HASH, scale });
    expect(await demoDigest(database.db)).toEqual(RECORDED[scale]);
  }, SEED_TIMEOUT_MS);

  it.runIf(target.kind === 'postgres').each(SCALES)('scale %i through COPY: the same rows', async (scale) => {
    const database = await open();
    const foreignKeys = () => sql<{ key: string }>`SELECT conname || ' ' || pg_get_constraintdef(oid) AS key FROM pg_constraint WHERE contype = 'f' ORDER BY 1`.execute(database.db);
    const keysBefore = (await foreignKeys()).rows;
    const summary = await seedDemoByCopy(database.url ?? '', { now: DEMO_NOW, passwordHash: DEMO_PASSWORD_HASH, scale });
    expect(await demoDigest(database.db)).toEqual(RECORDED[scale]);
    // dropped for the load, every foreign key is back (and was checked when added)
    expect((await foreignKeys()).rows).toEqual(keysBefore);
    expect(keysBefore.length).toBeGreaterThan(10);
    expect(summary.trips).toBe(Number(RECORDED[scale].trips?.split(':')[0]));
  }, SEED_TIMEOUT_MS);

  it.runIf(target.kind === 'postgres')('a COPY that fails leaves nothing behind', async () => {
    const database = await open();
    // a user that takes the demo's first id: the users' COPY fails on the primary key
    await sql`INSERT INTO users (id, email, password_hash, role, first_name, last_name) OVERRIDING SYSTEM VALUE
      VALUES (nextval('users_id_seq') + 1, 'taken@demo.taxi', 'x', 'Admin', 'Taken', 'Id')`.execute(database.db);
    await expect(seedDemoByCopy(database.url ?? '', { now: DEMO_NOW, passwordHash: DEMO_PASSWORD_HASH })).rejects.toThrow(/users_pkey|duplicate key/);
    const trips = await database.db.selectFrom('trips').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const settings = await database.db.selectFrom('app_settings').select('id').execute();
    expect({ trips: Number(trips.count), settings: settings.length }).toEqual({ trips: 0, settings: 0 });
  }, SEED_TIMEOUT_MS);
});
