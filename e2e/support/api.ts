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
  const send = async (method: 'POST' | 'PUT', path: string, data: unknown): Promise<APIResponse> =>
    request.fetch(path, { method, data, headers: await headers() });
  const body = async <T>(response: APIResponse): Promise<T> => {
    expect(response.ok(), await response.text()).toBeTruthy();
    return (await response.json()) as T;
  };
  return {
    /** A GET that must succeed: its parsed body. */
    get: async <T>(path: string) => body<T>(await request.get(path, { headers: await headers() })),
    /** The raw response, for calls a test expects to be refused. */
    send,
    /** A POST or PUT that must succeed: its parsed body. */
    sendOk: async <T>(method: 'POST' | 'PUT', path: string, data: unknown) => body<T>(await send(method, path, data)),
  };
}

export type AdminApi = ReturnType<typeof adminApi>;
