import { Readable } from 'node:stream';
import { EXPORT_LANGUAGES, localDateTime, type CsvQuery, type ExportLanguage } from '@taxi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSV export of a list (DESIGN.md §3, docs/list-pattern.md): `format=csv` on any list path gives
 * the same filtered rows, unpaged, streamed batch by batch so a large export never sits in memory.
 * Excel-friendly: UTF-8 with a BOM, CRLF line ends, a header row in the admin's language, and the
 * spreadsheet conventions of that language (csvDialect): a Turkish export uses `;` between fields and
 * decimal commas, as Turkish Excel reads them; English keeps `,` and dots. Dates and times are on the
 * operator's clock (OPERATOR_TIME_ZONE) as `2026-03-29 16:41:00`, which Excel reads as a date in
 * either language, and their headers name the zone.
 */

/** A fixed-point figure, `units` of 10^-scale (kuruş as lira: scale 2), written exactly, never through a float. */
export interface CsvDecimal {
  units: number;
  scale: number;
}

export type CsvValue = string | number | boolean | Date | CsvDecimal | null | undefined;

/** One column of an export: its header in each language and the cell of a row. */
export interface CsvColumn<Row> {
  header: Record<ExportLanguage, string>;
  value: (row: Row, language: ExportLanguage) => CsvValue;
  /** A date-and-time column: its header names the operator's time zone the values are written in. */
  clock?: boolean;
}

/** How a file is written for a spreadsheet in the export's language. */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
  /** The operator's clock (OPERATOR_TIME_ZONE): dates and times are written on it. */
  timeZone: string;
}

/** Turkish Excel splits fields on `;` and reads `85,50` as a number; English Excel `,` and `85.50`. */
export const csvDialect = (language: ExportLanguage, timeZone: string): CsvDialect =>
  language === 'tr' ? { separator: ';', decimal: ',', timeZone } : { separator: ',', decimal: '.', timeZone };

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

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A moment on the operator's clock, `2026-03-29 16:41:00` (no zone in the cell: the header names it). */
export function csvDateTime(instant: Date, timeZone: string): string {
  const local = localDateTime(instant, timeZone);
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)} ${pad(local.hour)}:${pad(local.minute)}:${pad(local.second)}`;
}

/** A fixed-point figure with the dialect's decimal mark: 8550 kuruş → `85.50` or `85,50`; −5 → `-0.05`. */
function decimalText({ units, scale }: CsvDecimal, decimal: string): string {
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(units)).padStart(scale + 1, '0');
  return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}${decimal}${digits.slice(-scale)}`;
}

function cellText(value: Exclude<CsvValue, string | null | undefined>, dialect: CsvDialect): string {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return String(value).replace('.', dialect.decimal);
  if (value instanceof Date) return csvDateTime(value, dialect.timeZone);
  return decimalText(value, dialect.decimal);
}

/**
 * One field in `dialect`: figures and dates as the spreadsheet reads them; text quoted when it holds
 * a quote, comma, semicolon or line break, and neutralised against formulas.
 */
export function csvField(value: CsvValue, dialect: CsvDialect): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return cellText(value, dialect);
  let text = value;
  if (FORMULA_START.test(text) && !SIGNED_NUMBER.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: readonly string[], separator: CsvDialect['separator']) => `${fields.join(separator)}\r\n`;

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

/** A date-and-time column (see CsvColumn.clock); a string value is read as an ISO moment. */
export const csvClockColumn = <Row>(header: Record<ExportLanguage, string>, value: (row: Row) => Date | string | null): CsvColumn<Row> => ({
  header,
  value: (row) => {
    const moment = value(row);
    return typeof moment === 'string' ? new Date(moment) : moment;
  },
  clock: true,
});

const headerOf = (column: CsvColumn<unknown>, language: ExportLanguage, dialect: CsvDialect) =>
  column.clock ? `${column.header[language]} (${dialect.timeZone})` : column.header[language];

async function* csvChunks<Row>(spec: CsvExport<Row>, language: ExportLanguage, timeZone: string): AsyncGenerator<string> {
  const dialect = csvDialect(language, timeZone);
  const line = (fields: readonly CsvValue[]) => csvLine(fields.map((field) => csvField(field, dialect)), dialect.separator);
  yield BOM + line(spec.columns.map((column) => headerOf(column as CsvColumn<unknown>, language, dialect)));
  for await (const batch of spec.rows) {
    let chunk = '';
    for (const row of batch) chunk += line(spec.columns.map((column) => column.value(row, language)));
    if (chunk) yield chunk;
  }
}

/** Answers the request with the export as a stream (the caller returns what this returns). */
export function sendCsv<Row>(request: FastifyRequest, reply: FastifyReply, query: CsvQuery, spec: CsvExport<Row>): FastifyReply {
  const language = exportLanguage(request, query);
  const timeZone = request.server.deps.config.operatorTimeZone;
  const safeName = spec.fileName.replace(/[^\w.-]+/g, '-');
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${safeName}.csv"`)
    .header('Cache-Control', 'no-store')
    .header('Content-Language', language)
    .send(Readable.from(csvChunks(spec, language, timeZone), { objectMode: false }));
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

/** Kuruş as lira with two decimals ('85.50', in Turkish '85,50'): a number the spreadsheet of either language reads. */
export const csvLira = (kurus: number): CsvDecimal => ({ units: kurus, scale: 2 });
