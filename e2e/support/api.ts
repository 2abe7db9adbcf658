import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';

/**
 * The API as the demo admin, for seeding and for reading back the state a test left behind:
 * the bearer token, plus the anti-forgery header echoing the cookie the server set.
 */
export function adminApi(request: APIRequestContext, token: string) {
  const headers = async () => {
    const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    return { Authorization: `Bearer ${token}`, ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}) };
  };
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<APIResponse> =>
    request.fetch(path, { method, data, headers: await headers() });
  const body = async <T>(response: APIResponse): Promise<T> => {
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()) as T;
  };
  return {
    /** A GET that must succeed: its parsed body. */
    get: async <T>(path: string) => body<T>(await request.get(path, { headers: await headers() })),
    /** A paged GET that must succeed: its rows and its `Pagination` header. */
    getPage: async <T>(path: string) => {
      const response = await request.get(path, { headers: await headers() });
      const rows = await body<T[]>(response);
      return { rows, pagination: JSON.parse(response.headers()['pagination'] ?? '{}') as { currentPage: number; itemsPerPage: number; totalItems: number; totalPages: number } };
    },
    /** The raw response, for calls a test expects to be refused. */
    send,
    /** A POST, PUT, PATCH or DELETE that must succeed: its parsed body. */
    sendOk: async <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, data?: unknown) => body<T>(await send(method, path, data)),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;
