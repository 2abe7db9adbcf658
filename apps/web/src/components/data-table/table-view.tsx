import { Skeleton, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cellProps } from './cell-style';
import classes from './data-table.module.css';
import { ariaSort, SortHeader } from './sort-header';
import type { DataTableSorting } from './sorting';
import type { DataTableColumn } from './types';

interface TableViewProps<Row> {
  namespace: string;
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | null;
  skeletonRows: number;
  rowKey: (row: Row) => string | number;
  rowTestId?: (row: Row) => string;
  testId?: string;
  sorting?: DataTableSorting;
}

/** A header cell: aligned like its column, on one line unless the column lets it wrap. */
function headerProps<Row>(column: DataTableColumn<Row>) {
  const { ta, className } = cellProps(column);
  if (column.wrapHeader) return { ta, className };
  return { ta, className: className ? `${className} ${classes.header}` : classes.header };
}

/** The desktop layout: a real table named by `label`, column headers with scope. `rows` null = loading. */
export function TableView<Row>({ namespace, label, columns, rows, skeletonRows, rowKey, rowTestId, testId, sorting }: TableViewProps<Row>) {
  const { t } = useTranslation(namespace);
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" {...headerProps(column)} aria-sort={ariaSort(column, sorting)}>
                {sorting && column.sortKey ? <SortHeader column={{ ...column, sortKey: column.sortKey }} sorting={sorting} label={t(column.header)} /> : t(column.header)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === null
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={`skeleton-${index}`} aria-hidden data-testid="list-skeleton-row">
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton height={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : rows.map((row) => (
                <Table.Tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} {...cellProps(column)}>
                      {column.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
