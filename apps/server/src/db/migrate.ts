import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database, Db } from './database';

/** The advisory lock of the first-start work (migrations, then the setup), one holder at a time. */
const SETUP_LOCK = 727274;

/**
 * Runs `work` on one connection holding the setup lock, so two instances starting at once on one
 * PostgreSQL take turns (the second then finds the work done). `work` must use the connection it
 * is given: on PGlite the pool has only that one.
 */
export async function withSetupLock<T>(db: Db, work: (conn: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${SETUP_LOCK})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(${SETUP_LOCK})`.execute(conn);
    }
  });
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  name: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file, sql: readFileSync(dir + file, 'utf8') }));
}

/**
 * Applies the numbered SQL migrations not applied yet, each in its own transaction.
 * An advisory lock keeps two API instances starting at once from racing on a shared server.
 */
export async function migrate({ db }: Database, migrations = loadMigrations()): Promise<string[]> {
  const applied: string[] = [];
  await withSetupLock(db, async (conn) => {
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(conn);
    const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(conn);
    const doneNames = new Set(done.rows.map((row) => row.name));
    for (const migration of migrations.filter((m) => !doneNames.has(m.name))) {
      await conn.transaction().execute(async (trx) => {
        await sql.raw(migration.sql).execute(trx);
        await sql`INSERT INTO schema_migrations (name) VALUES (${migration.name})`.execute(trx);
      });
      applied.push(migration.name);
    }
  });
  return applied;
}
