import type { PageQuery } from '@taxi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertMay } from './access-guard';
import { type CsvColumn, keysetBatches, sendCsv, wantsCsv } from './csv-export';
import { type Page, pageOffset, sendPage } from './pagination';

/** What one list route states (docs/list-pattern.md): its export and its page. */
export interface ListAnswer<CsvRow, PageRow, Item> {
  csv: {
    /** File name without the extension, e.g. 'users-drivers'. */
    fileName: string;
    columns: readonly CsvColumn<CsvRow>[];
    /** The rows after `after` (undefined at the start) in the list's order, at most `limit` (see keysetBatches). */
    fetchBatch: (after: CsvRow | undefined, limit: number) => Promise<CsvRow[]>;
  };
  /** The requested page from the repository, and how one of its rows is answered. */
  page: (range: { limit: number; offset: number }) => Promise<Page<PageRow>>;
  toItem: (row: PageRow) => Item;
}

/** `format=csv`: every matching row streamed in keyset batches (with the route's export permission); otherwise one page with the Pagination header. */
export async function sendList<CsvRow, PageRow, Item>(
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
  list: ListAnswer<CsvRow, PageRow, Item>,
): Promise<FastifyReply | Item[]> {
  if (wantsCsv(query)) {
    // An export takes personal data out: it needs its own permission beside the list's (issue 24).
    const exportPermission = request.routeOptions.config.exportPermission;
    if (!exportPermission) throw new Error(`${request.routeOptions.url} exports without declaring config.exportPermission`);
    assertMay(request, exportPermission);
    const { fileName, columns, fetchBatch } = list.csv;
    return sendCsv(request, reply, query, { fileName, columns, rows: keysetBatches(fetchBatch) });
  }
  const page = await list.page({ limit: query.pageSize, offset: pageOffset(query) });
  return sendPage(reply, query, { rows: page.rows.map(list.toItem), totalItems: page.totalItems, totalIsExact: page.totalIsExact });
}
