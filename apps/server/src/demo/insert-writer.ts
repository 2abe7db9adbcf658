import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { type DemoTable, type DemoWriter, type TableSink, columnsOf } from './demo-writer';

export const INSERT_BATCH_SIZE = 500;
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 65_535;

/**
 * Narrow tables of many rows written as one array per column (`INSERT … SELECT FROM unnest(…)`),
 * ARRAY_BATCH_SIZE rows a statement: a few parameters instead of four per row, about half the
 * time on PGlite (the trips' tracks: docs/trip-replay.md). The columns' types.
 */
const ARRAY_TABLES: Partial<Record<DemoTable, Readonly<Record<string, string>>>> = {
  trip_track_points: { trip_id: 'int4', recorded_at: 'timestamptz', latitude: 'float8', longitude: 'float8' },
};
const ARRAY_BATCH_SIZE = 10_000;

const arrayValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

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
    const types = ARRAY_TABLES[name];
    const flush = async () => {
      if (!shape || batch.length === 0) return;
      const { columns, valuesOf } = shape;
      const into = sql`INSERT INTO ${sql.table(name)} (${sql.join(columns.map((column) => sql.ref(column)))})`;
      if (types) {
        const rows = batch.map(valuesOf);
        const arrays = columns.map((column, index) => sql`${rows.map((row) => arrayValue(row[index]))}::${sql.raw(types[column] ?? 'text')}[]`);
        await sql`${into} SELECT * FROM unnest(${sql.join(arrays)})`.execute(db);
      } else {
        const overriding = columns.includes('id') ? sql`OVERRIDING SYSTEM VALUE` : sql``;
        const tuples = batch.map((row) => sql`(${sql.join(valuesOf(row))})`);
        await sql`${into} ${overriding} VALUES ${sql.join(tuples)}`.execute(db);
      }
      written += batch.length;
      batch = [];
    };
    return {
      add(row) {
        if (!shape) {
          shape = columnsOf(name, row);
          size = types ? ARRAY_BATCH_SIZE : Math.max(1, Math.min(batchSize, Math.floor(MAX_PARAMETERS / shape.columns.length)));
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
