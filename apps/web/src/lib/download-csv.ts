import type { QueryValue } from './build-url';
import { request } from './api-client';

/**
 * Saves a list's CSV export (DESIGN.md §3, docs/list-pattern.md). The token is a bearer header, so
 * a plain link cannot carry it: the export is fetched through the API client (401 handling
 * included) and handed to the browser as a Blob download. The server streams it; the browser holds
 * the finished file only (a few MB for 100,000 rows).
 */
export async function downloadCsv(path: string, params: Record<string, QueryValue>, fileName: string): Promise<void> {
  const { data } = await request<string>(path, { params: { ...params, format: 'csv', pageNumber: undefined, pageSize: undefined } });
  // response.text() drops the BOM; put it back so Excel reads the file as UTF-8.
  const blob = new Blob(['\uFEFF', typeof data === 'string' ? data : ''], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
