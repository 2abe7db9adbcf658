export { actionColor } from './action-colors';
export { DataTable, type DataTableProps } from './data-table';
export { ExportCsvButton } from './export-csv-button';
export { EmptyState, ErrorState } from './list-states';
export { localPage, pagingFor } from './paging';
export type { DataTableColumn, DataTablePaging, DataTableQuery } from './types';
export { listParamsSchema, useListParams } from './use-list-params';
export { UserIdFilter, useDraft } from './user-id-filter';
