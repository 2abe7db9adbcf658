import type { DB } from '../db/schema';

export type DemoTable = keyof DB & string;

/** Told when each step is done (a plan, or a table written) with its rows; gives the rows back. */
export type DemoProgress = (step: string, rows: number) => number;

/** Where the rows of one table go, one at a time; `end()` writes what is left and says how many. */
export interface TableSink {
  add(row: object): Promise<void> | void;
  end(): Promise<number>;
}

/**
 * How the demo reaches the database: multi-row INSERTs (insert-writer.ts: PGlite, and any Kysely
 * connection) or COPY (copy-writer.ts: PostgreSQL). The demo plans several tables at once (a trip,
 * its stops and its payments), but a connection writes one table at a time: `table()` writes as
 * rows come, `later()` keeps them aside (in memory, or in a temporary file for COPY) until `end()`.
 * Rows of one table share their columns (those of the first row), in one order.
 */
export interface DemoWriter {
  table(table: DemoTable): TableSink;
  later(table: DemoTable): TableSink;
  /** Once every row is written, before the transaction commits (e.g. checks left for the end). */
  finish(): Promise<void>;
  /** Removes what `later()` kept aside (always called, also after a failure). */
  close(): Promise<void>;
}

/** The columns of a table's rows (those of the first one), and a row's values in that order. */
export function columnsOf(table: string, row: object): { columns: string[]; valuesOf: (row: object) => unknown[] } {
  const columns = Object.keys(row);
  return {
    columns,
    valuesOf: (next) =>
      columns.map((column) => {
        const value = (next as Record<string, unknown>)[column];
        if (value === undefined) throw new Error(`${table}.${column} is missing in a demo row`);
        return value;
      }),
  };
}
