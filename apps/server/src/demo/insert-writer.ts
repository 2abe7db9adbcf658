import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { type DemoTable, type DemoWriter, type TableSink, columnsOf } from './demo-writer';

export const INSERT_BATCH_SIZE = 500;
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/**
 * Multi-row INSERTs of `batchSize` rows (ids given explicitly, hence OVERRIDING SYSTEM VALUE): the
 * writer on PGlite, where every round trip counts and COPY FROM STDIN is not offered through the
 * node-postgres adapter. `later()` keeps rows in memory.
 */
export function insertWriter(db: Kysely<DB>, batchSize = INSERT_BATCH_SIZE): DemoWriter {
  const table = (name: DemoTable): TableSink => {
    let shape: ReturnType<typeof columnsOf> | undefined;
    let batch: object[] = [];
    let written = 0;
    let size = batchSize;
    const flush = async () => {
      if (!shape || batch.length === 0) return;
      const { columns, valuesOf } = shape;
      const overriding = columns.includes('id') ? sql`OVERRIDING SYSTEM VALUE` : sql``;
      const tuples = batch.map((row) => sql`(${sql.join(valuesOf(row))})`);
      await sql`INSERT INTO ${sql.table(name)} (${sql.join(columns.map((column) => sql.ref(column)))})
        ${overriding} VALUES ${sql.join(tuples)}`.execute(db);
      written += batch.length;
      batch = [];
    };
    return {
      add(row) {
        if (!shape) {
          shape = columnsOf(name, row);
          size = Math.max(1, Math.min(batchSize, Math.floor(MAX_PARAMETERS / shape.columns.length)));
        }
        batch.push(row);
        return batch.length >= size ? flush() : undefined;
      },
      async end() {
        await flush();
        return written;
      },
    };
  };
  return {
    table,
    later(name) {
      const rows: object[] = [];
      return {
        add: (row) => void rows.push(row),
        async end() {
          const sink = table(name);
          for (const row of rows.splice(0)) await sink.add(row);
          return sink.end();
        },
      };
    },
    finish: async () => undefined,
    close: async () => undefined,
  };
}
