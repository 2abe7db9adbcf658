import type { DataTableColumn } from './types';
import classes from './data-table.module.css';

/** Text alignment (logical, so it mirrors right to left) and class of a column's cells. */
export function cellProps<Row>(column: DataTableColumn<Row>) {
  const align = column.align ?? (column.numeric ? 'end' : 'start');
  const className = column.numeric ? classes.numeric : column.noWrap ? classes.noWrap : undefined;
  return { ta: align, className } as const;
}
