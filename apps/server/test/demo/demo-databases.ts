import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { type DemoSummary, seedDemo } from '../../src/demo/seed-demo';
import { adminQuery, dropDatabase, quoteIdent, testDatabaseName, withDatabase } from '../helpers/test-databases';

/** The instant every demo test seeds at: fixed, so runs compare. */
export const DEMO_NOW = new Date('2025-06-15T10:00:00.000Z');
export const DEMO_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$ZGVtby1zYWx0$ZGVtby1oYXNoLWZvci10ZXN0cw';

/** A migrated database; on PostgreSQL also its URL (for the COPY path, which opens its own connection). */
export type DemoDatabase = Database & { url?: string };

export interface DemoTarget {
  kind: 'pglite' | 'postgres';
  open(): Promise<DemoDatabase>;
}

/**
 * A migrated in-memory PGlite, plus a temporary database on TEST_DATABASE_URL's server. `npm test`
 * runs the PGlite suite beside the PostgreSQL one and sets TEST_PGLITE_ELSEWHERE=1 on the latter, so
 * the embedded database's demo seeds (a minute and a half of one core) are not run twice.
 */
export function demoTargets(): DemoTarget[] {
  const pglite: DemoTarget = {
    kind: 'pglite',
    open: async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
      await migrate(database);
      return database;
    },
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return [pglite];
  const postgres: DemoTarget = {
    kind: 'postgres',
    open: async () => {
      const name = testDatabaseName(inject('testRunId'), 'demo');
      await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdent(name)}`);
      const url = withDatabase(serverUrl, name);
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      await migrate(database);
      return { ...database, url, close: async () => { await database.close(); await dropDatabase(serverUrl, name); } };
    },
  };
  return process.env.TEST_PGLITE_ELSEWHERE === '1' ? [postgres] : [pglite, postgres];
}

export interface SeededDemo {
  database: Database;
  summary: DemoSummary;
  seedMs: number;
}

export async function openSeeded(target: DemoTarget, seed?: number): Promise<SeededDemo> {
  const database = await target.open();
  const started = performance.now();
  const summary = await seedDemo(database.db, { now: DEMO_NOW, passwordHash: DEMO_PASSWORD_HASH, ...(seed === undefined ? {} : { seed }) });
  const seedMs = Math.round(performance.now() - started);
  console.info(`[demo] seeded ${target.kind} in ${seedMs} ms: ${JSON.stringify(summary)}`);
  return { database, summary, seedMs };
}
