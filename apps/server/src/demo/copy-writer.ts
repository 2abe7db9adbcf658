import { once } from 'node:events';
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyLine } from './copy-text';
import { type DemoTable, type DemoWriter, type TableSink, columnsOf } from './demo-writer';

/** Lines are gathered into chunks of about this many characters before they are written. */
const CHUNK_CHARS = 256 * 1024;

const copyStatement = (table: DemoTable, columns: readonly string[], freeze: boolean) =>
  `COPY ${table} (${columns.map((column) => `"${column}"`).join(', ')}) FROM STDIN${freeze ? ' WITH (FREEZE)' : ''}`;

/** Encodes rows as COPY text lines, chunk by chunk; the columns are fixed by the first row. */
function lineEncoder(table: DemoTable, freeze: boolean) {
  let shape: ReturnType<typeof columnsOf> | undefined;
  let chunk = '';
  let rows = 0;
  return {
    /** The pending chunk when it is big enough to go. */
    add(row: object): string | undefined {
      shape ??= columnsOf(table, row);
      chunk += copyLine(shape.valuesOf(row));
      rows++;
      if (chunk.length < CHUNK_CHARS) return undefined;
      const full = chunk;
      chunk = '';
      return full;
    },
    rest(): string {
      const last = chunk;
      chunk = '';
      return last;
    },
    get rows() {
      return rows;
    },
    get statement() {
      return shape ? copyStatement(table, shape.columns, freeze) : null;
    },
  };
}

/**
 * COPY … FROM STDIN through pg-copy-streams on one client, inside the caller's transaction (the
 * fastest way into PostgreSQL: no statement per batch, no parameters). A table's COPY opens with
 * its first row. `later()` writes COPY text to a temporary file, copied in when it ends, so
 * planning never holds a big table in memory. Tables in `frozen` were emptied (TRUNCATE) in this
 * transaction: their rows go in already frozen and all-visible (COPY FREEZE), so the VACUUM after
 * the load has nothing to do on them.
 */
export function copyWriter(client: pg.ClientBase, frozen: ReadonlySet<string> = new Set()): DemoWriter {
  let folder: string | undefined;
  const temporaryFile = (table: DemoTable) => {
    folder ??= mkdtempSync(path.join(tmpdir(), 'taxi-demo-'));
    return path.join(folder, `${table}.copy`);
  };
  return {
    table(table): TableSink {
      const lines = lineEncoder(table, frozen.has(table));
      let stream: ReturnType<typeof copyFrom> | undefined;
      let failure: unknown;
      const open = () => {
        const opened = client.query(copyFrom(lines.statement ?? ''));
        // a COPY the server refuses fails the next write or end(), never the process
        opened.on('error', (error: unknown) => (failure ??= error));
        return opened;
      };
      const send = async (text: string) => {
        if (failure) throw failure;
        if (!text) return;
        stream ??= open();
        if (!stream.write(text)) await once(stream, 'drain');
      };
      return {
        add(row) {
          const full = lines.add(row);
          return full ? send(full) : undefined;
        },
        async end() {
          await send(lines.rest());
          if (stream) {
            stream.end();
            await finished(stream);
          }
          return lines.rows;
        },
      };
    },
    later(table): TableSink {
      const lines = lineEncoder(table, frozen.has(table));
      const file = temporaryFile(table);
      const descriptor = openSync(file, 'w');
      return {
        add(row) {
          const full = lines.add(row);
          if (full) writeSync(descriptor, full);
        },
        async end() {
          writeSync(descriptor, lines.rest());
          closeSync(descriptor);
          const statement = lines.statement;
          if (statement) await pipeline(createReadStream(file), client.query(copyFrom(statement)));
          rmSync(file, { force: true });
          return lines.rows;
        },
      };
    },
    finish: async () => undefined,
    async close() {
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}
