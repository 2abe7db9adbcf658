import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listParamsSchema, useListParams } from './use-list-params';

const schema = listParamsSchema(
  { pageSizes: [10, 25], defaultPageSize: 10 },
  { status: z.enum(['all', 'pending']).catch('all'), day: z.string().catch('') },
);

function renderParams(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListParams(schema), location: useLocation() }), { wrapper });
}

describe('useListParams', () => {
  it('keeps both of two changes made before the router renders the first (a status, then a date, at once)', () => {
    const { result } = renderParams('/trips?status=pending&day=2026-11-20&pageNumber=3');
    act(() => {
      const [, setParams] = result.current.list;
      setParams({ status: 'all' });
      setParams({ day: '' });
    });
    expect(result.current.location.search).toBe('');
    expect(result.current.list[0]).toMatchObject({ status: 'all', day: '', pageNumber: 1 });
  });

  it('writes only what differs from the defaults, goes back to page 1 on a filter, and keeps unknown keys', () => {
    const { result } = renderParams('/trips?pageNumber=2&tab=x');
    act(() => result.current.list[1]({ status: 'pending' }));
    expect(result.current.location.search).toBe('?tab=x&status=pending');
    act(() => result.current.list[1]({ pageNumber: 4 }));
    expect(result.current.location.search).toBe('?tab=x&pageNumber=4&status=pending');
  });

  it('builds on the URL again after back/forward or a link changed it', () => {
    const { result } = renderParams('/trips?status=pending');
    act(() => result.current.list[1]({ day: '2026-11-20' }));
    expect(result.current.location.search).toBe('?status=pending&day=2026-11-20');
    act(() => result.current.list[1]({ status: 'all' }));
    expect(result.current.location.search).toBe('?day=2026-11-20');
  });
});
