import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';
import type { DataTableColumn } from './types';

interface CardViewProps<Row> {
  namespace: string;
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | null;
  skeletonRows: number;
  rowKey: (row: Row) => string | number;
  rowTestId?: (row: Row) => string;
  testId?: string;
}

/** The phone layout (< 992 px): one card per row, every key field labelled, actions at the foot, no sideways scroll. */
export function CardView<Row>({ namespace, label, columns, rows, skeletonRows, rowKey, rowTestId, testId }: CardViewProps<Row>) {
  const { t } = useTranslation(namespace);
  const title = columns.filter((column) => column.mobile === 'title');
  const fields = columns.filter((column) => (column.mobile ?? 'field') === 'field');
  const actions = columns.filter((column) => column.mobile === 'actions');
  if (rows === null) {
    return (
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Skeleton key={index} height={96} radius="md" data-testid="list-skeleton-row" />
        ))}
      </Stack>
    );
  }
  return (
    <ul className={classes.cards} aria-label={label} data-testid={testId ? `${testId}-cards` : undefined}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <Paper withBorder radius="md" p="sm" data-testid={rowTestId?.(row)}>
            <Stack gap="xs">
              {title.length > 0 && (
                <Group gap="xs" fw={600}>
                  {title.map((column) => (
                    <span key={column.key}>{column.cell(row)}</span>
                  ))}
                </Group>
              )}
              <dl className={classes.fields}>
                {fields.map((column) => (
                  <div key={column.key} style={{ display: 'contents' }}>
                    <dt>{t(column.header)}</dt>
                    <dd className={column.numeric ? classes.numeric : undefined}>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {actions.length > 0 && (
                <Group gap="xs" justify="flex-end">
                  {actions.map((column) => (
                    <span key={column.key}>{column.cell(row)}</span>
                  ))}
                </Group>
              )}
            </Stack>
          </Paper>
        </li>
      ))}
    </ul>
  );
}
