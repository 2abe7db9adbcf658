import type { FastifyReply } from 'fastify';
import type { PageQuery, PaginationInfo } from '@taxi/contract';

export interface Page<T> {
  rows: T[];
  totalItems: number;
  /** false: totalItems is an estimate (more rows match than the lists count exactly, db/list-page.ts). */
  totalIsExact?: boolean;
}

export function paginationInfo(query: PageQuery, totalItems: number, totalIsExact = true): PaginationInfo {
  return {
    currentPage: query.pageNumber,
    itemsPerPage: query.pageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / query.pageSize),
    totalIsExact,
  };
}

/** Rows to skip for the requested page. */
export const pageOffset = (query: PageQuery) => (query.pageNumber - 1) * query.pageSize;

/** Writes the `Pagination` header (DESIGN.md §3) and returns the rows as the body. */
export function sendPage<T>(reply: FastifyReply, query: PageQuery, page: Page<T>): T[] {
  void reply.header('Pagination', JSON.stringify(paginationInfo(query, page.totalItems, page.totalIsExact)));
  return page.rows;
}
