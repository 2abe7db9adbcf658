import type { ApiError, PaginationInfo } from '@taxi/contract';
import { buildUrl, type QueryValue } from './build-url';
import { paths } from './paths';
import { session } from './session';

/** An HTTP failure carrying the status and the server's `{message, code, params, errors, fieldErrors}` body. */
export class ApiRequestError extends Error implements Partial<ApiError> {
  readonly status: number;
  /** The stable machine name of the failure (lib/error-text.ts translates it); absent for a network failure. */
  readonly code?: ApiError['code'];
  readonly params?: ApiError['params'];
  readonly errors?: Record<string, string[]>;
  readonly fieldErrors?: ApiError['fieldErrors'];

  constructor(status: number, body: Partial<ApiError>) {
    super(body.message || (status === 0 ? 'Network error' : `Request failed with status ${status}`));
    this.name = 'ApiRequestError';
    this.status = status;
    if (body.code) this.code = body.code;
    if (body.params) this.params = body.params;
    if (body.errors) this.errors = body.errors;
    if (body.fieldErrors) this.fieldErrors = body.fieldErrors;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  pagination: PaginationInfo | null;
}

export interface Page<T> {
  items: T[];
  pagination: PaginationInfo;
}

let onUnauthorized: () => void = () => {
  window.location.assign(paths.login.getHref());
};

/** The app registers how a 401 signs the admin out (router navigation to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorBody(body: unknown): Partial<ApiError> {
  if (typeof body === 'string') return { message: body };
  if (typeof body === 'object' && body !== null) return body as Partial<ApiError>;
  return {};
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  const token = session.get()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (method !== 'GET') {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, {});
  }

  const body = await readBody(response);
  if (!response.ok) {
    // A 401 on an authenticated call means the session is over; a failed sign-in is not that.
    if (response.status === 401 && token) {
      session.signOut();
      onUnauthorized();
    }
    throw new ApiRequestError(response.status, errorBody(body));
  }
  const header = response.headers.get('Pagination');
  // The header's schema (and zod with it) loads with the first list answer, not with the sign-in page.
  const pagination = header ? (await import('./pagination-header')).parsePagination(header) : null;
  return { data: body as T, pagination };
}

/** The one HTTP client of the web app (bearer, anti-forgery header, Pagination header). */
export const api = {
  get: async <T>(path: string, params?: Record<string, QueryValue>, signal?: AbortSignal) =>
    (await request<T>(path, { params, signal })).data,
  getPage: async <T>(path: string, params?: Record<string, QueryValue>, signal?: AbortSignal): Promise<Page<T>> => {
    const { data, pagination } = await request<T[]>(path, { params, signal });
    const items = Array.isArray(data) ? data : [];
    return {
      items,
      pagination: pagination ?? { currentPage: 1, itemsPerPage: items.length, totalItems: items.length, totalPages: 1 },
    };
  },
  post: async <T>(path: string, body?: unknown) => (await request<T>(path, { method: 'POST', body })).data,
  put: async <T>(path: string, body?: unknown) => (await request<T>(path, { method: 'PUT', body })).data,
  patch: async <T>(path: string, body?: unknown) => (await request<T>(path, { method: 'PATCH', body })).data,
  delete: async <T>(path: string) => (await request<T>(path, { method: 'DELETE' })).data,
};

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
