import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderRoutes, renderWithProviders } from '@/test/render';
import { DataTable } from './data-table';
import { pageWindow } from './list-pagination';
import { localPage, pagingFor } from './paging';
import type { DataTableColumn, DataTablePaging } from './types';
import { listParamsSchema, useListParams } from './use-list-params';

interface Fruit {
  id: number;
  name: string;
  price: number;
}
const columns: DataTableColumn<Fruit>[] = [
  { key: 'name', header: 'Name', mobile: 'title', cell: (row) => row.name },
  { key: 'price', header: 'Price', numeric: true, cell: (row) => row.price },
  { key: 'buy', header: 'Actions', mobile: 'actions', cell: (row) => <button type="button">Buy {row.name}</button> },
];
const fruits: Fruit[] = [
  { id: 1, name: 'Apple', price: 3 },
  { id: 2, name: 'Pear', price: 4 },
];
const done = { isPending: false, isError: false, refetch: () => undefined };

function renderTable(props: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}) {
  return renderWithProviders(
    <DataTable<Fruit> namespace="common" label="Fruits" columns={columns} rows={fruits} rowKey={(row) => row.id} query={done} emptyText="No fruit available" {...props} />,
  );
}

const paging = (overrides: Partial<DataTablePaging> = {}): DataTablePaging => ({
  pageNumber: 3,
  pageSize: 10,
  totalItems: 95,
  totalPages: 10,
  pageSizes: [5, 10, 15],
  onPageChange: vi.fn(),
  onPageSizeChange: vi.fn(),
  ...overrides,
});

describe('DataTable', () => {
  it('is a named table with column headers that have a scope; numbers align to the end', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Fruits' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Price', 'Actions']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Fruits: 2 rows');
  });

  it('shows skeleton rows and announces loading while the first page loads', () => {
    renderTable({ rows: undefined, query: { ...done, isPending: true }, paging: paging({ pageSize: 5 }) });
    expect(screen.getAllByTestId('list-skeleton-row')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Fruits…');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("shows the screen's empty text and no paging when nothing matches", () => {
    renderTable({ rows: [], paging: paging({ totalItems: 0, totalPages: 0 }) });
    expect(screen.getByText('No fruit available')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, which refetches', () => {
    const refetch = vi.fn();
    renderTable({ rows: undefined, query: { isPending: false, isError: true, refetch }, errorText: 'The fruit could not be loaded.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The fruit could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through a labelled nav: named buttons, aria-current on the page, the size choice', () => {
    const pages = paging();
    renderTable({ paging: pages });
    const nav = screen.getByRole('navigation', { name: 'Fruits pages' });
    expect(within(nav).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    fireEvent.click(within(nav).getByRole('button', { name: 'First page' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(vi.mocked(pages.onPageChange).mock.calls).toEqual([[1], [2], [4], [10]]);
    expect(screen.getByTestId('list-range')).toHaveTextContent('21–30 of 95');
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '15' } });
    expect(pages.onPageSizeChange).toHaveBeenCalledWith(15);
  });

  it("says 'about' when the server estimated the total, and still offers the last page", () => {
    const pages = paging({ pageNumber: 1, totalItems: 880_000, totalPages: 88_000, totalIsExact: false });
    renderTable({ paging: pages });
    expect(screen.getByTestId('list-range')).toHaveTextContent('1–10 of about 880,000');
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(pages.onPageChange).toHaveBeenCalledWith(88_000);
  });

  it('reads whether the total is exact from the Pagination header', () => {
    const info = { currentPage: 1, itemsPerPage: 10, totalItems: 10_001, totalPages: 1001 };
    expect(pagingFor({ pageNumber: 1, pageSize: 10 }, vi.fn(), { ...info, totalIsExact: false }, [10]).totalIsExact).toBe(false);
    expect(pagingFor({ pageNumber: 1, pageSize: 10 }, vi.fn(), info, [10]).totalIsExact).toBe(true);
  });

  it('disables first/previous on page 1 and next/last on the last page', () => {
    renderTable({ paging: paging({ pageNumber: 1, totalPages: 1, totalItems: 2 }) });
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('shows every row as a card with its fields and actions below the mobile breakpoint', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...matchMedia(query), matches: true })) as typeof window.matchMedia;
    try {
      renderTable();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Fruits' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[1]!).getByText('Pear')).toBeVisible();
      expect(within(cards[1]!).getByText('Price')).toBeVisible();
      expect(within(cards[1]!).getByRole('button', { name: 'Buy Pear' })).toBeVisible();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

describe('paging helpers', () => {
  it('keeps five page numbers around the current page inside the range', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });

  it('pages a whole list in the browser like the server would', () => {
    const rows = Array.from({ length: 12 }, (_, index) => index);
    expect(localPage(rows, { pageNumber: 3, pageSize: 5 })).toEqual({
      items: [10, 11],
      pagination: { currentPage: 3, itemsPerPage: 5, totalItems: 12, totalPages: 3 },
    });
    expect(pagingFor({ pageNumber: 1, pageSize: 5 }, vi.fn(), undefined, [5]).totalItems).toBe(0);
  });
});

const schema = listParamsSchema({ pageSizes: [5, 10, 15], defaultPageSize: 10 }, { status: z.enum(['all', 'open']).catch('all') });

function ParamsProbe() {
  const [params, setParams] = useListParams(schema);
  const location = useLocation();
  return (
    <div>
      <output data-testid="params">{JSON.stringify(params)}</output>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => setParams({ pageNumber: params.pageNumber + 1 })}>next</button>
      <button type="button" onClick={() => setParams({ status: 'open' })}>open</button>
      <button type="button" onClick={() => setParams({ pageSize: 10 })}>size10</button>
    </div>
  );
}

describe('useListParams', () => {
  const render = (path: string) => renderRoutes([{ path: '/list', element: <ParamsProbe /> }], path);
  const params = () => JSON.parse(screen.getByTestId('params').textContent ?? '{}') as unknown;

  it('reads the URL, with defaults for missing or bad values, and keeps other params', () => {
    const first = render('/list?pageNumber=0&pageSize=7&status=nope&tab=x');
    expect(params()).toEqual({ pageNumber: 1, pageSize: 10, status: 'all' });
    first.unmount();
    render('/list?pageNumber=4&pageSize=15&status=open');
    expect(params()).toEqual({ pageNumber: 4, pageSize: 15, status: 'open' });
  });

  it('writes changes to the URL (defaults left out); a filter change goes back to page 1', () => {
    const { router } = render('/list?pageNumber=2&tab=x');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=x&pageNumber=3');
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=x&status=open');
    expect(params()).toEqual({ pageNumber: 1, pageSize: 10, status: 'open' });
    fireEvent.click(screen.getByRole('button', { name: 'size10' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=x&status=open');
    void router.navigate(-1);
    return vi.waitFor(() => expect(params()).toEqual({ pageNumber: 3, pageSize: 10, status: 'all' }));
  });
});
