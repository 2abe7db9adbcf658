import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import classes from './data-table.module.css';
import { nextSort, readSort, type DataTableSorting } from './sorting';
import type { DataTableColumn } from './types';

/** `aria-sort` of a column's header: how the list is ordered by it, if it is. */
export function ariaSort<Row>(column: DataTableColumn<Row>, sorting: DataTableSorting | undefined) {
  if (!sorting || !column.sortKey) return undefined;
  const { key, direction } = readSort(sorting.sort);
  if (key !== column.sortKey) return 'none' as const;
  return direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}

/** A sortable column's header: a button named by the header (the th's aria-sort says the order), an arrow for the eye. */
export function SortHeader<Row>({ column, sorting, label }: { column: DataTableColumn<Row> & { sortKey: string }; sorting: DataTableSorting; label: string }) {
  const state = ariaSort(column, sorting);
  const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      className={classes.sortButton}
      data-sorted={state !== 'none' || undefined}
      onClick={() => sorting.onSortChange(nextSort(sorting.sort, column.sortKey, column.sortFirst))}
      data-testid={`sort-${column.sortKey}`}
    >
      {label}
      <Icon size={14} aria-hidden className={classes.sortIcon} />
    </UnstyledButton>
  );
}
