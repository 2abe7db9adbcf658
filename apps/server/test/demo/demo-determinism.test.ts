import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { type SeededDemo, demoTargets, openSeeded } from './demo-databases';
import { DEMO_TABLES, rowsInKeyOrder } from './demo-digest';

/** A digest of every demo table, row by row in key order; dates as ISO strings. */
async function digest(database: Database): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of DEMO_TABLES) {
    const rows = await rowsInKeyOrder(database.db, table);
    digests[table] = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  }
  return digests;
}

describe('demo determinism', () => {
  const [pglite, postgres] = demoTargets();
  const opened: SeededDemo[] = [];
  const seeded = async (target: typeof pglite, seed?: number) => {
    const demo = await openSeeded(target!, seed);
    opened.push(demo);
    return digest(demo.database);
  };
  let first: Record<string, string>;

  beforeAll(async () => {
    first = await seeded(pglite);
  });
  afterAll(async () => {
    for (const demo of opened) await demo.database.close();
  });

  it('writes identical rows for the same seed and the same now', async () => {
    expect(await seeded(pglite)).toEqual(first);
  });

  it.runIf(postgres)('writes the same rows on PostgreSQL as on PGlite', async () => {
    expect(await seeded(postgres)).toEqual(first);
  });

  it('writes other data for another seed', async () => {
    const other = await seeded(pglite, 7);
    expect(other.users).not.toEqual(first.users);
    expect(other.trips).not.toEqual(first.trips);
    expect(other.app_settings).toEqual(first.app_settings);
  });
});
