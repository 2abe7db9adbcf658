import type { PaginationInfo } from '@taxi/contract';
import type { DataTablePaging } from './types';

interface PageParams {
  pageNumber: number;
  pageSize: number;
}

/** The table's paging from the URL params, their setter and the server's `Pagination` header. */
export function pagingFor(
  params: PageParams,
  setParams: (patch: Partial<PageParams>) => void,
  pagination: PaginationInfo | undefined,
  pageSizes: readonly number[],
): DataTablePaging {
  return {
    pageNumber: params.pageNumber,
    pageSize: params.pageSize,
    totalItems: pagination?.totalItems ?? 0,
    totalPages: pagination?.totalPages ?? 0,
    totalIsExact: pagination?.totalIsExact ?? true,
    pageSizes,
    onPageChange: (pageNumber) => setParams({ pageNumber }),
    onPageSizeChange: (pageSize) => setParams({ pageSize }),
  };
}

/** One page of a list the server sends whole (paged in the browser), with the header the server would send. */
export function localPage<Row>(rows: readonly Row[], params: PageParams): { items: Row[]; pagination: PaginationInfo } {
  const start = (params.pageNumber - 1) * params.pageSize;
  return {
    items: rows.slice(start, start + params.pageSize),
    pagination: {
      currentPage: params.pageNumber,
      itemsPerPage: params.pageSize,
      totalItems: rows.length,
      totalPages: Math.ceil(rows.length / params.pageSize),
    },
  };
}
