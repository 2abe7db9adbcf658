import { Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { CardView } from './card-view';
import { TableView } from './table-view';
import { ListPagination } from './list-pagination';
import { EmptyState, ErrorState } from './list-states';
import { SortSelect } from './sort-select';
import type { DataTableSorting } from './sorting';
import type { DataTableColumn, DataTablePaging, DataTableQuery } from './types';

export interface DataTableProps<Row> {
  /** i18n namespace of the column headers. */
  namespace: string;
  /** The table's accessible name, e.g. 'Trip types'. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page (undefined while loading). */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  query: DataTableQuery;
  /** The screen's empty text, e.g. 'No payments available'. */
  emptyText: string;
  errorText?: string;
  /** Omit for a short unpaged list: no paging controls are shown. */
  paging?: DataTablePaging;
  /** A server-sorted list (`sortingFor`): the columns with a `sortKey` sort it; on phones a select does. */
  sorting?: DataTableSorting;
  testId?: string;
  rowTestId?: (row: Row) => string;
}

/**
 * The list pattern (docs/list-pattern.md): a real table on desktop, cards on phones, skeleton rows
 * while loading (announced), the screen's empty text, an error with Retry (above the rows still
 * held, if a refetch failed), and paging when given.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation('data-table');
  const isMobile = useIsMobile();
  const { query, rows, paging } = props;
  const loading = query.isPending && !query.isError;
  const skeletonRows = Math.min(paging?.pageSize ?? 5, 10);
  const view = {
    namespace: props.namespace,
    label: props.label,
    columns: props.columns,
    rows: rows ?? null,
    skeletonRows,
    rowKey: props.rowKey,
    rowTestId: props.rowTestId,
    testId: props.testId,
  };
  const status = loading
    ? t('loading', { label: props.label })
    : rows
      ? t('loaded', { count: paging?.totalItems ?? rows.length, label: props.label })
      : '';
  return (
    <Stack gap="md" aria-busy={loading || query.isFetching ? true : undefined}>
      <VisuallyHidden role="status" aria-live="polite">
        {status}
      </VisuallyHidden>
      {isMobile && props.sorting && <SortSelect namespace={props.namespace} columns={props.columns} sorting={props.sorting} />}
      {query.isError && <ErrorState text={props.errorText} onRetry={query.refetch} />}
      {rows?.length === 0 && !query.isError && <EmptyState text={props.emptyText} />}
      {(rows === undefined ? !query.isError : rows.length > 0) && (
        isMobile ? <CardView {...view} /> : <TableView {...view} sorting={props.sorting} />
      )}
      {paging && rows && paging.totalItems > 0 && <ListPagination paging={paging} label={props.label} />}
    </Stack>
  );
}
