import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableSorting } from './sorting';
import type { DataTableColumn } from './types';

/** The phone layout's order (its cards have no headers to click): every sortable column, each way. */
export function SortSelect<Row>({ namespace, columns, sorting }: { namespace: string; columns: readonly DataTableColumn<Row>[]; sorting: DataTableSorting }) {
  const { t } = useTranslation([namespace, 'data-table']);
  const data = columns.flatMap((column) => {
    if (!column.sortKey) return [];
    const name = t(column.header, { ns: namespace });
    return [
      { value: column.sortKey, label: t('data-table:sort.ascending', { column: name }) },
      { value: `-${column.sortKey}`, label: t('data-table:sort.descending', { column: name }) },
    ];
  });
  if (data.length === 0) return null;
  return (
    <Select
      label={t('data-table:sort.label')}
      data={data}
      value={sorting.sort}
      onChange={(value) => value && sorting.onSortChange(value)}
      allowDeselect={false}
      w={280}
      maw="100%"
      data-testid="sort-select"
    />
  );
}
