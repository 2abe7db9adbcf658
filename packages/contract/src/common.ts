import { z } from 'zod';
import { PERCENT_DECIMALS, hasPercentPrecision } from './money';

/** Largest page a list endpoint serves (DESIGN.md §3). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

/** Money on the wire: whole kuruş (1 TRY = 100 kuruş), never negative unless stated. */
export const Kurus = z.number().int().min(0);
/** A signed kuruş amount (ledger rows, balances that may go below zero). */
export const SignedKurus = z.number().int();
/** A percentage 0–100 with at most two decimals (12.25; 12.345 is refused: money.ts reads hundredths). */
export const Percent = z.number().min(0).max(100).refine(hasPercentPrecision, `Use at most ${PERCENT_DECIMALS} decimals`);
/** ISO 8601 timestamp in UTC. */
export const IsoDateTime = z.string();
/** Clock time of the operator's day, 24 h `HH:MM`. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the 24-hour HH:MM format');

/** Largest id PostgreSQL's `integer` holds; a bigger one could never match a row. */
export const MAX_ID = 2_147_483_647;
/**
 * A record id in a path: a plain positive integer in decimal, nothing else (no `0x1`, ` 1`,
 * `1e3`, `01` or `+1`), and never past MAX_ID, so the database never sees an overflow.
 */
export const Id = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'must be a positive whole number')
  .transform(Number)
  .pipe(z.number().max(MAX_ID, `must be at most ${MAX_ID}`));

/**
 * Characters no text field accepts: C0 controls (a multi-line text keeps tab, line feed and
 * carriage return), DEL, and lone UTF-16 surrogates (PostgreSQL cannot store them). The `u` flag
 * makes a valid surrogate pair one code point, so emoji pass and only a lone half is refused.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001F\u007F\uD800-\uDFFF]*$/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]*$/u;
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export interface TextOptions {
  /** Longest accepted length after trimming. */
  max: number;
  /** Keep tab, line feed and carriage return (descriptions, addresses, reasons). */
  multiline?: boolean;
  /** Trim surrounding white space first (default); passwords are taken as typed. */
  trim?: boolean;
  /** Message when the value is missing or not a string. */
  error?: string;
  /** Message when the value is longer than `max`. */
  tooLong?: string;
}

/** Every string field of a request: bounded, and free of control characters (issue 7, defect 4). */
export function text({ max, multiline = false, trim = true, error, tooLong }: TextOptions) {
  const base = error ? z.string({ error }) : z.string();
  return (trim ? base.trim() : base).max(max, tooLong).regex(multiline ? MULTI_LINE : SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);
}

export const IdParams = z.object({ id: Id });
export type IdParams = z.infer<typeof IdParams>;

/** Languages of the back office; a CSV export writes its headers and word values in one of them. */
export const EXPORT_LANGUAGES = ['en', 'tr'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/**
 * Every list path also answers `format=csv` (DESIGN.md §3): the same filters, no paging, headers
 * in `lang` (else the Accept-Language header, else English). See docs/list-pattern.md.
 */
export const CsvQuery = z.object({
  format: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['json', 'csv']).optional()),
  lang: z.preprocess((value) => (value === '' ? undefined : value), z.enum(EXPORT_LANGUAGES).optional()),
});
export type CsvQuery = z.infer<typeof CsvQuery>;

export const PageQuery = CsvQuery.extend({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * A list's `sort` (docs/list-pattern.md): one of the list's sort keys, ascending (`name`) or
 * descending with a leading minus (`-created`). The server orders the whole list (and its CSV) by
 * it; an unknown key is 400. Absent: the list's default order (newest first).
 */
export function sortQuery<const K extends string>(keys: readonly K[]) {
  const values = keys.flatMap((key) => [key, `-${key}`] as const) as [K | `-${K}`, ...(K | `-${K}`)[]];
  return optionalQuery(z.enum(values));
}

/** The sort key and direction a `sort` value names (`-created` → created, descending). */
export function parseSort<K extends string>(sort: K | `-${K}` | undefined, fallback: `-${K}` | K): { key: K; direction: 'asc' | 'desc' } {
  const value: string = sort ?? fallback;
  return value.startsWith('-') ? { key: value.slice(1) as K, direction: 'desc' } : { key: value as K, direction: 'asc' };
}

/** JSON carried by the `Pagination` response header of every paged list. */
export const PaginationInfo = z.object({
  currentPage: z.number().int(),
  itemsPerPage: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  /**
   * false: more rows match than the server counts exactly (LIST_COUNT_CAP, default 10,000), and
   * totalItems / totalPages are the database's estimate; absent or true: exact.
   */
  totalIsExact: z.boolean().optional(),
});
export type PaginationInfo = z.infer<typeof PaginationInfo>;

/** Empty strings from query strings mean "not given". */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A name/e-mail-like person reference embedded in other resources. */
export const PersonRef = z.object({
  id: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type PersonRef = z.infer<typeof PersonRef>;
