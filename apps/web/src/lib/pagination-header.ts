import { PaginationInfo } from '@taxi/contract';

/** The `Pagination` header of a list answer (docs/list-pattern.md), or null when missing or unreadable. */
export function parsePagination(header: string | null): PaginationInfo | null {
  if (!header) return null;
  try {
    const parsed = PaginationInfo.partial().parse(JSON.parse(header));
    const itemsPerPage = parsed.itemsPerPage ?? 10;
    const totalItems = parsed.totalItems ?? 0;
    return {
      currentPage: parsed.currentPage ?? 1,
      itemsPerPage,
      totalItems,
      totalPages: parsed.totalPages ?? Math.max(1, Math.ceil(totalItems / itemsPerPage)),
      ...(parsed.totalIsExact === undefined ? {} : { totalIsExact: parsed.totalIsExact }),
    };
  } catch {
    return null;
  }
}
