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

/** The password every demo customer and driver signs in with (apps/server/src/modules/bootstrap/bootstrap.ts). */
export const DEMO_USER_PASSWORD = 'Demo123!';

/**
 * A demo user's side of the API (a driver's or a customer's), for seeding payouts and trips: signs
 * in as the user; `requestPayout` asks for a payout (POST /api/driver/payouts, 201 with the Pending
 * transfer), `send` makes any other call.
 */
export async function driverApi(request: APIRequestContext, email: string) {
  // The context may already hold the anti-forgery cookie (from admin calls): echo it.
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const login = await request.post('/api/auth/Login', { data: { username: email, password: DEMO_USER_PASSWORD }, headers: xsrf ? { 'X-XSRF-TOKEN': xsrf } : {} });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  const driver = adminApi(request, token);
  return {
    /** The raw answer of a payout request (201 when the balance less open payouts covers it). */
    requestPayout: (amount: number, description = 'E2E payout') => driver.send('POST', '/api/driver/payouts', { amount, description }),
    /** Any call as the driver (going online, a trip's steps), raw. */
    send: driver.send,
  };
}
