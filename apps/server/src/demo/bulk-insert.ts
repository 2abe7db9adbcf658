import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

type Table = keyof DB & string;

/**
 * Reserves `count` ids from the identity sequence of `table`, ascending. The demo plans every row
 * with its final id, so rows can reference each other before they are written.
 */
export async function reserveIds(db: Kysely<DB>, table: Table, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await sql<{ ids: number[] }>`
    SELECT array_agg(id ORDER BY id) AS ids
    FROM (SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::integer AS id FROM generate_series(1, ${count})) AS reserved`.execute(db);
  return result.rows[0]?.ids ?? [];
}

/** Gives planned records their reserved ids in the order of `key` (e.g. registration date). */
export function assignIds<T extends { id: number; row: { id: number } }>(items: T[], ids: readonly number[], key: (item: T) => number): T[] {
  const ordered = [...items].sort((a, b) => key(a) - key(b));
  ordered.forEach((item, index) => giveId(item, ids[index]));
  return ordered;
}

/** Gives one planned record its reserved id (`undefined`: there were not enough). */
export function giveId(item: { id: number; row: { id: number } }, id: number | undefined): void {
  if (id === undefined) throw new Error('not enough reserved ids');
  item.id = id;
  item.row.id = id;
}
