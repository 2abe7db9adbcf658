import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Drops the foreign keys of `tables` (in the caller's transaction) and gives them back. A bulk load
 * checks each reference once, set-based, when the key is added again (`restoreForeignKeys`),
 * instead of a lookup and a row lock per row and per key (PostgreSQL's "Populating a Database":
 * about 8 million of them at scale 200). A dangling reference fails the load.
 */
export async function dropForeignKeys(db: Db, tables: readonly string[]): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE c.contype = 'f' AND n.nspname = current_schema() AND t.relname = ANY(${[...tables]}::text[])
    ORDER BY t.relname, c.conname`.execute(db);
  for (const key of rows) await sql`ALTER TABLE ${sql.table(key.table)} DROP CONSTRAINT ${sql.id(key.name)}`.execute(db);
  return rows;
}

/** Adds the keys again: PostgreSQL checks every row against the referenced table in one pass. */
export async function restoreForeignKeys(db: Db, keys: readonly ForeignKey[]): Promise<void> {
  for (const key of keys) await sql`ALTER TABLE ${sql.table(key.table)} ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(db);
}
