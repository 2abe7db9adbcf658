import { Table } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';

/** Whether the table sits visually hidden under its chart (ChartCard). */
export const HiddenTableContext = createContext(false);
const useHiddenTable = () => useContext(HiddenTableContext);

export interface ChartTableColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A chart's figures as a table: what a screen reader reads, and what "Show as table" shows. */
export function ChartTable<Row>({ caption, columns, rows, rowKey, testId }: { caption: string; columns: ChartTableColumn<Row>[]; rows: Row[]; rowKey: (row: Row) => string; testId: string }) {
  const table = (
      <Table striped withTableBorder fz="sm" data-testid={testId}>
        <caption>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.numeric ? 'end' : 'start'}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-row={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <Table.Th key={column.key} scope="row" fw={500}>{column.cell(row)}</Table.Th>
                ) : (
                  <Table.Td key={column.key} data-column={column.key} ta={column.numeric ? 'end' : 'start'} style={column.numeric ? { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
  );
  // shown: it may scroll sideways on a phone; read under the chart (visually hidden): no scrolling region
  return useHiddenTable() ? table : <Table.ScrollContainer minWidth={280}>{table}</Table.ScrollContainer>;
}
