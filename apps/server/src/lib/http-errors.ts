/** An error that becomes an HTTP answer `{message, errors?}` with its status code (DESIGN.md §3). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Extra response headers (e.g. `Retry-After` of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
/** 429 with `Retry-After`: the seconds until the caller may try again. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, undefined, retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) });
