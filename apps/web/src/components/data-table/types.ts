import type { ReactNode } from 'react';

/**
 * One column of a list (docs/list-pattern.md). `header` is an i18n key in the table's namespace.
 * On phones (< 992 px) every row becomes a card: `mobile: 'title'` heads the card, `'actions'`
 * goes to its foot, `'field'` (the default) is a labelled line, `'hidden'` is left out.
 */
export interface DataTableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Right-aligned with tabular figures (money, counts, percentages). */
  numeric?: boolean;
  mobile?: 'title' | 'field' | 'actions' | 'hidden';
  /** Keeps the cell on one line (dates, money). */
  noWrap?: boolean;
  /** Lets a long header of several words take two lines (headers stay on one line otherwise). */
  wrapHeader?: boolean;
  /** The server's sort key of this column (docs/list-pattern.md, sort): its header sorts the list. */
  sortKey?: string;
  /** The first click's direction: `asc` (A–Z, oldest, pending first) unless `desc` (newest first). */
  sortFirst?: 'asc' | 'desc';
}

/** Paging of a server list (read from the `Pagination` header) and the sizes the screen offers. */
export interface DataTablePaging {
  pageNumber: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
  /** false: the server estimated the total (too many rows to count exactly); the range says "about". */
  totalIsExact?: boolean;
  pageSizes: readonly number[];
  onPageChange: (pageNumber: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** What the table needs of a TanStack query. */
export interface DataTableQuery {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}
