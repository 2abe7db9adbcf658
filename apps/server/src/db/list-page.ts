/**
 * One page of a list at any size (docs/performance-lists.md): how many rows match, and the page.
 *
 * Counting: up to `LIST_COUNT_CAP` (default 10,000) matches are counted exactly, through a
 * subquery that stops at cap + 1 rows, so a count never reads more than cap + 1 index entries.
 * Beyond the cap the total is the planner's estimate of the filtered query (EXPLAIN, no rows read)
 * and is marked not exact (`totalIsExact: false` in the Pagination header).
 *
 * Paging: pages in the first half are OFFSET from the start; pages in the second half of an exact
 * total are read from the end in the reversed order with a small OFFSET and turned back, so the
 * last page costs what the first does. With an estimated total the last page is the last
 * `pageSize` rows, read from the end the same way.
 */
import { CompiledQuery, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from './database';

export const DEFAULT_LIST_COUNT_CAP = 10_000;

/** LIST_COUNT_CAP from the environment (read on each call, so a test can lower it), else 10,000. */
export function listCountCap(): number {
  const configured = Number(process.env.LIST_COUNT_CAP);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_LIST_COUNT_CAP;
}

export interface ListTotal {
  totalItems: number;
  /** false: more than the cap match and totalItems is the planner's estimate. */
  totalIsExact: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table set: the helpers only add LIMIT, ORDER BY and a count around it
type Filtered = SelectQueryBuilder<any, any, any>;


const matchesOf = (filtered: Filtered) => filtered.select(sql<number>`1`.as('one'));

type Explained = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] };

/** EXPLAIN of what `filtered` matches: the planner's row estimate, nothing read. */
export function estimateQuery(filtered: Filtered): CompiledQuery<Explained> {
  const compiled = matchesOf(filtered).compile();
  return CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]);
}

async function estimatedRows(db: Db, filtered: Filtered): Promise<number> {
  const result = await db.executeQuery(estimateQuery(filtered));
  return Math.round(result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

export type OrderKeys = readonly string[];
/** Every key of a list's order goes one way: `desc` (newest first, the default) or `asc`. */
export type SortDirection = 'asc' | 'desc';

const reverse = (direction: SortDirection): SortDirection => (direction === 'desc' ? 'asc' : 'desc');

/** The rows of `selected` with every key in `direction`. */
function ordered<QB extends Filtered>(selected: QB, keys: OrderKeys, direction: SortDirection): QB {
  return keys.reduce((query, key) => query.orderBy(sql.ref(key), direction) as QB, selected);
}

/**
 * The capped count's query: how many of the first cap + 1 matches there are, read in the list's
 * order. The order lets the planner walk the index that serves the page (status, user, date…)
 * instead of a sequential scan that may skip most of the table before it finds cap + 1 matches
 * (payments with a rare status: 836,374 rows skipped, 173 ms; in order: 3.6 ms).
 */
export const countQuery = (db: Db, filtered: Filtered, cap: number, keys: OrderKeys, direction: SortDirection = 'desc') =>
  db.selectFrom(ordered(matchesOf(filtered), keys, direction).limit(cap + 1).as('m')).select((eb) => eb.fn.countAll<number>().as('count'));

/** How many rows `filtered` (FROM and WHERE, nothing selected yet) matches: exact up to the cap, else estimated. */
export async function countMatches(db: Db, filtered: Filtered, keys: OrderKeys, cap = listCountCap(), direction: SortDirection = 'desc'): Promise<ListTotal> {
  const counted = await countQuery(db, filtered, cap, keys, direction).executeTakeFirstOrThrow();
  const count = Number(counted.count);
  if (count <= cap) return { totalItems: count, totalIsExact: true };
  return { totalItems: Math.max(cap + 1, await estimatedRows(db, filtered)), totalIsExact: false };
}

export interface PageRange {
  limit: number;
  offset: number;
}

/** Where to read a page: from the start, or from the end in the reversed order (then turned back). */
export function pagePlan(range: PageRange, total: ListTotal): PageRange & { fromEnd: boolean } {
  const { totalItems, totalIsExact } = total;
  if (range.offset >= totalItems) return { ...range, fromEnd: false };
  const limit = Math.min(range.limit, totalItems - range.offset);
  if (totalIsExact && range.offset > totalItems / 2) return { limit, offset: totalItems - range.offset - limit, fromEnd: true };
  if (!totalIsExact && range.offset + range.limit >= totalItems) return { limit: range.limit, offset: 0, fromEnd: true };
  return { ...range, fromEnd: false };
}

/** The page's query as it runs for `plan` (the benchmark compiles this same builder to time the raw SQL). */
export function pageQuery<QB extends Filtered>(selected: QB, keys: OrderKeys, plan: PageRange & { fromEnd: boolean }, direction: SortDirection = 'desc'): QB {
  return ordered(selected, keys, plan.fromEnd ? reverse(direction) : direction).limit(plan.limit).offset(plan.offset) as QB;
}

/** A list as its repository states it: what matches, what a page shows, its order. */
export interface ListSpec {
  /** FROM and WHERE of the filters, nothing selected. */
  filtered: Filtered;
  /** The page's columns. */
  selected: Filtered;
  /** The order, the last key unique (the id). */
  keys: OrderKeys;
  /** Which way every key goes: `desc` (newest first) unless the list was sorted otherwise (`sort`). */
  direction?: SortDirection;
}

/**
 * One page of a list and its total. The first page runs its rows and its count at once; a later
 * page needs the total first to choose its end.
 */
export async function listPage<Row>(db: Db, { filtered, selected, keys, direction = 'desc' }: ListSpec, range: PageRange): Promise<{ rows: Row[] } & ListTotal> {
  if (range.offset === 0) {
    const [rows, total] = await Promise.all([
      pageQuery(selected, keys, { ...range, fromEnd: false }, direction).execute(),
      countMatches(db, filtered, keys, listCountCap(), direction),
    ]);
    return { rows: rows as Row[], ...total };
  }
  const total = await countMatches(db, filtered, keys, listCountCap(), direction);
  const plan = pagePlan(range, total);
  const rows = (await pageQuery(selected, keys, plan, direction).execute()) as Row[];
  return { rows: plan.fromEnd ? rows.reverse() : rows, ...total };
}

/** A key of a sortable list's order and the SQL type its cursor value is read back as (CSV keyset batches). */
export interface SortKey {
  column: string;
  type: 'integer' | 'text' | 'timestamptz';
}

/**
 * The cursor of a sorted list's CSV export: the row's order keys as text, in a JSON array (a JS
 * Date would drop PostgreSQL's microseconds and skip rows at a batch edge).
 */
export const keysetColumn = (keys: readonly SortKey[]) =>
  sql<string[]>`json_build_array(${sql.join(keys.map((key) => sql`${sql.ref(key.column)}::text`))})`.as('keyset');

/** The rows after `keyset` in the order (`(a, b, id) < (…)` newest first, `>` ascending): a row comparison the order's index serves. */
export function afterKeyset(keys: readonly SortKey[], direction: SortDirection, keyset: readonly string[]) {
  const columns = sql.join(keys.map((key) => sql.ref(key.column)));
  const values = sql.join(keys.map((key, index) => sql`${keyset[index]}::${sql.raw(key.type)}`));
  return sql<boolean>`(${columns}) ${sql.raw(direction === 'desc' ? '<' : '>')} (${values})`;
}

/** The rows of a CSV batch in the list's order. */
export const orderedBy = <QB extends Filtered>(selected: QB, keys: readonly SortKey[], direction: SortDirection): QB =>
  ordered(selected, keys.map((key) => key.column), direction);
