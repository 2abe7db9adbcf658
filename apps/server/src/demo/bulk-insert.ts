import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

export const INSERT_BATCH_SIZE = 500;

type Table = keyof DB & string;

/**
 * Reserves `count` ids from the identity sequence of `table`, ascending. The demo plans every row
 * in memory with its final id, so rows can reference each other before anything is written.
 */
export async function reserveIds(db: Kysely<DB>, table: Table, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::integer AS id FROM generate_series(1, ${count})`.execute(db);
  return result.rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * Inserts rows in multi-row INSERTs of `batchSize` (the same columns in every row; ids given
 * explicitly, hence OVERRIDING SYSTEM VALUE). Fast on PGlite, where every round trip counts.
 */
export async function insertRows<T extends Table>(
  db: Kysely<DB>,
  table: T,
  rows: readonly Insertable<DB[T]>[],
  batchSize = INSERT_BATCH_SIZE,
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first);
  // PostgreSQL takes at most 65,535 parameters in one statement
  batchSize = Math.max(1, Math.min(batchSize, Math.floor(65_535 / columns.length)));
  const overriding = columns.includes('id') ? sql`OVERRIDING SYSTEM VALUE` : sql``;
  for (let start = 0; start < rows.length; start += batchSize) {
    const tuples = rows.slice(start, start + batchSize).map((row) => {
      const record = row as Record<string, unknown>;
      return sql`(${sql.join(columns.map((column) => valueOf(record, column, table)))})`;
    });
    await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
      ${overriding} VALUES ${sql.join(tuples)}`.execute(db);
  }
  return rows.length;
}

function valueOf(record: Record<string, unknown>, column: string, table: string): unknown {
  const value = record[column];
  if (value === undefined) throw new Error(`${table}.${column} is missing in a demo row`);
  return value;
}

/** Gives planned records their reserved ids in the order of `key` (e.g. registration date). */
export function assignIds<T extends { id: number; row: { id: number } }>(items: T[], ids: readonly number[], key: (item: T) => number): T[] {
  const ordered = [...items].sort((a, b) => key(a) - key(b));
  ordered.forEach((item, index) => {
    const id = ids[index];
    if (id === undefined) throw new Error('not enough reserved ids');
    item.id = id;
    item.row.id = id;
  });
  return ordered;
}
