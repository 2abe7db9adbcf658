import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface SecondaryIndex {
  name: string;
  table: string;
  definition: string;
}

/**
 * The plain secondary indexes of `tables` (not primary keys, not those behind a UNIQUE or
 * exclusion constraint). A bulk load drops them first and builds each once at the end, which is
 * much faster than maintaining them row by row (PostgreSQL only).
 */
export async function secondaryIndexes(db: Db, tables: readonly string[]): Promise<SecondaryIndex[]> {
  const result = await sql<SecondaryIndex>`
    SELECT i.relname AS name, t.relname AS "table", pg_get_indexdef(i.oid) AS definition
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND t.relname = ANY(${[...tables]}::text[])
      AND NOT x.indisprimary
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
    ORDER BY t.relname, i.relname`.execute(db);
  return result.rows;
}

export async function dropIndexes(db: Db, indexes: readonly SecondaryIndex[]): Promise<void> {
  for (const index of indexes) await sql`DROP INDEX IF EXISTS ${sql.id(index.name)}`.execute(db);
}

export interface IndexBuild {
  /** Indexes built at once, each on its own connection (the pool must have as many). */
  connections?: number;
  /** maintenance_work_mem of those connections while they build (e.g. '256MB': sorts stay in memory). */
  maintenanceWorkMem?: string;
}

/** Builds the indexes again, on `connections` connections at once; `onBuilt` is told each one's time. */
export async function createIndexes(
  db: Db,
  indexes: readonly SecondaryIndex[],
  onBuilt: (index: SecondaryIndex, ms: number) => void = () => undefined,
  { connections = 1, maintenanceWorkMem }: IndexBuild = {},
): Promise<void> {
  const waiting = [...indexes];
  const builder = () =>
    db.connection().execute(async (connection) => {
      if (maintenanceWorkMem) await sql`SELECT set_config('maintenance_work_mem', ${maintenanceWorkMem}, false)`.execute(connection);
      try {
        for (let index = waiting.shift(); index; index = waiting.shift()) {
          const started = Date.now();
          await sql.raw(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')).execute(connection);
          onBuilt(index, Date.now() - started);
        }
      } finally {
        if (maintenanceWorkMem) await sql`RESET maintenance_work_mem`.execute(connection);
      }
    });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(connections, waiting.length)) }, builder));
}
