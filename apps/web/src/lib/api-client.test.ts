import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/test/fake-jwt';
import { api, ApiRequestError, setUnauthorizedHandler } from './api-client';
import { parsePagination } from './pagination-header';
import { buildUrl } from './build-url';
import { session } from './session';

const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn().mockResolvedValue(new Response(body === undefined ? null : JSON.stringify(body), { status, headers }));

afterEach(() => {
  vi.unstubAllGlobals();
  session.reset();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('api client', () => {
  it('sends the bearer header when a token is stored', async () => {
    const token = storeSession();
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/x', { pageNumber: 1, empty: '', missing: undefined });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/x?pageNumber=1');
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBeNull();
  });

  it('sends the XSRF cookie back as X-XSRF-TOKEN on non-GET calls', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    const fetchMock = respond(200, true);
    vi.stubGlobal('fetch', fetchMock);
    await api.patch('/api/y', { a: 1 });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('abc=123');
    expect(init.body).toBe('{"a":1}');
  });

  it('parses the Pagination header', async () => {
    vi.stubGlobal('fetch', respond(200, [{ id: 1 }], { Pagination: '{"currentPage":2,"itemsPerPage":10,"totalItems":31,"totalPages":4}' }));
    const page = await api.getPage<{ id: number }>('/api/list');
    expect(page.items).toEqual([{ id: 1 }]);
    expect(page.pagination).toEqual({ currentPage: 2, itemsPerPage: 10, totalItems: 31, totalPages: 4 });
    expect(parsePagination('{"currentPage":1,"itemsPerPage":10,"totalItems":25}')?.totalPages).toBe(3);
    expect(parsePagination('garbage')).toBeNull();
  });

  it('throws the server message with the status', async () => {
    vi.stubGlobal('fetch', respond(409, { message: 'Not now' }));
    await expect(api.post('/api/z')).rejects.toMatchObject({ status: 409, message: 'Not now' });
  });

  it('signs out on 401 for an authenticated call, not for a failed sign-in', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', respond(401, { message: 'Invalid username or password' }));
    await expect(api.post('/api/auth/Login', {})).rejects.toBeInstanceOf(ApiRequestError);
    expect(handler).not.toHaveBeenCalled();

    storeSession();
    session.reset();
    vi.stubGlobal('fetch', respond(401, { message: 'Expired' }));
    await expect(api.get('/api/users')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledOnce();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('builds query strings', () => {
    expect(buildUrl('/a', { b: 'x y', c: 0, d: null })).toBe('/a?b=x+y&c=0');
  });
});
