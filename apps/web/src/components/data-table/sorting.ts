import { z } from 'zod';

/** A list's order as the URL and the API spell it: a sort key ascending (`name`) or descending (`-created`). */
export type SortValue<K extends string = string> = K | `-${K}`;

/** The sort key and direction of a `sort` value. */
export function readSort(sort: string): { key: string; direction: 'asc' | 'desc' } {
  return sort.startsWith('-') ? { key: sort.slice(1), direction: 'desc' } : { key: sort, direction: 'asc' };
}

/**
 * The `sort` of a list's URL (docs/list-pattern.md): one of the server's sort keys either way, the
 * list's default (left out of the URL) when absent or hand-edited into something else.
 */
export function sortParam<const K extends string>(keys: readonly K[], fallback: SortValue<K>) {
  const values: readonly string[] = keys.flatMap((key) => [key, `-${key}`]);
  const isSort = (value: unknown): value is SortValue<K> => typeof value === 'string' && values.includes(value);
  return z.custom<SortValue<K>>(isSort).catch(fallback);
}

/** What the table needs to sort: the URL's order and how to change it. */
export interface DataTableSorting {
  sort: string;
  onSortChange: (sort: string) => void;
}

/**
 * The table's sorting from the URL params and their setter (changing the order goes back to page 1).
 * The values come from the columns' sort keys; the URL's schema (`sortParam`) checks them again.
 */
export const sortingFor = <S extends string>(params: { sort: S }, setParams: (patch: { sort: S }) => void): DataTableSorting => ({
  sort: params.sort,
  onSortChange: (sort) => setParams({ sort: sort as S }),
});

/** The order a click on a column header asks for: the other way round on the sorted column, else the column's first direction. */
export function nextSort(current: string, key: string, firstDirection: 'asc' | 'desc' = 'asc'): string {
  const { key: sorted, direction } = readSort(current);
  const next = sorted === key ? (direction === 'asc' ? 'desc' : 'asc') : firstDirection;
  return next === 'desc' ? `-${key}` : key;
}
