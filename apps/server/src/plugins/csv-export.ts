import { Readable } from 'node:stream';
import { EXPORT_LANGUAGES, type CsvQuery, type ExportLanguage } from '@taxi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSV export of a list (DESIGN.md §3, docs/list-pattern.md): `format=csv` on any list path gives
 * the same filtered rows, unpaged, streamed batch by batch so a large export never sits in memory.
 * Excel-friendly: UTF-8 with a BOM, CRLF line ends, a header row in the admin's language.
 */

/** One column of an export: its header in each language and the cell of a row. */
export interface CsvColumn<Row> {
  header: Record<ExportLanguage, string>;
  value: (row: Row, language: ExportLanguage) => string | number | boolean | Date | null | undefined;
}

export interface CsvExport<Row> {
  /** File name without the extension, e.g. 'users-drivers'. */
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  rows: AsyncIterable<Row[]>;
}

const BOM = '\uFEFF';
/**
 * Cells that a spreadsheet would run as a formula (CWE-1236) get a leading apostrophe. A sign
 * followed only by digits, spaces, dots and brackets (a phone number, a negative amount) is no formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_NUMBER = /^[+-][\d\s().]*$/;

/** One field, quoted when it holds a quote, comma, semicolon or line break, neutralised against formulas. */
export function csvField(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text) && !SIGNED_NUMBER.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: readonly string[]) => `${fields.join(',')}\r\n`;

/** `lang` from the query, else the first supported language of Accept-Language, else English. */
export function exportLanguage(request: FastifyRequest, query: CsvQuery): ExportLanguage {
  if (query.lang) return query.lang;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
  return accepted.find((code): code is ExportLanguage => (EXPORT_LANGUAGES as readonly string[]).includes(code ?? '')) ?? 'en';
}

export const wantsCsv = (query: CsvQuery) => query.format === 'csv';

/** A word value (a role, a status) in the export's language; unknown values pass through. */
export const csvWords =
  <K extends string | number>(words: Record<K, Record<ExportLanguage, string>>) =>
  (value: K, language: ExportLanguage) =>
    words[value]?.[language] ?? String(value);

async function* csvChunks<Row>(spec: CsvExport<Row>, language: ExportLanguage): AsyncGenerator<string> {
  yield BOM + csvLine(spec.columns.map((column) => csvField(column.header[language])));
  for await (const batch of spec.rows) {
    let chunk = '';
    for (const row of batch) chunk += csvLine(spec.columns.map((column) => csvField(column.value(row, language))));
    if (chunk) yield chunk;
  }
}

/** Answers the request with the export as a stream (the caller returns what this returns). */
export function sendCsv<Row>(request: FastifyRequest, reply: FastifyReply, query: CsvQuery, spec: CsvExport<Row>): FastifyReply {
  const language = exportLanguage(request, query);
  const safeName = spec.fileName.replace(/[^\w.-]+/g, '-');
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${safeName}.csv"`)
    .header('Cache-Control', 'no-store')
    .header('Content-Language', language)
    .send(Readable.from(csvChunks(spec, language), { objectMode: false }));
}

/**
 * Reads a query in keyset batches: `fetchBatch(after, limit)` returns the rows that follow `after`
 * (the last row of the previous batch, undefined at the start) in the list's order. Only one batch
 * is held at a time, and the stream stops asking when the client goes away.
 */
export async function* keysetBatches<Row>(
  fetchBatch: (after: Row | undefined, limit: number) => Promise<Row[]>,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const batch = await fetchBatch(after, batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1];
  }
}

/** A short list already in memory (trip types) as one batch. */
export async function* oneBatch<Row>(rows: Promise<Row[]>): AsyncGenerator<Row[]> {
  yield await rows;
}

/** Kuruş as lira with two decimals and a dot ('85.50'): a number every spreadsheet reads. */
export const csvLira = (kurus: number) => (kurus / 100).toFixed(2);
