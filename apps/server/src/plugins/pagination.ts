import type { FastifyReply } from 'fastify';
import type { PageQuery, PaginationInfo } from '@taxi/contract';

export interface Page<T> {
  rows: T[];
  totalItems: number;
}

export function paginationInfo(query: PageQuery, totalItems: number): PaginationInfo {
  return {
    currentPage: query.pageNumber,
    itemsPerPage: query.pageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / query.pageSize),
  };
}

/** Rows to skip for the requested page. */
export const pageOffset = (query: PageQuery) => (query.pageNumber - 1) * query.pageSize;

/** Writes the `Pagination` header (DESIGN.md §3) and returns the rows as the body. */
export function sendPage<T>(reply: FastifyReply, query: PageQuery, page: Page<T>): T[] {
  void reply.header('Pagination', JSON.stringify(paginationInfo(query, page.totalItems)));
  return page.rows;
}
