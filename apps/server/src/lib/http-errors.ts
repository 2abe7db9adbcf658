import type { ErrorCode, ErrorParams, FieldError } from '@taxi/contract';

export interface HttpErrorDetails {
  /** Figures of the message (amounts in kuruş), for the client's translated text. */
  params?: ErrorParams;
  /** English messages per field (validation). */
  errors?: Record<string, string[]>;
  /** The code of each refused field. */
  fieldErrors?: Record<string, FieldError>;
  /** Extra response headers (e.g. `Retry-After` of a 429). */
  headers?: Record<string, string>;
}

/** An error that becomes an HTTP answer `{message, code, params?, errors?, fieldErrors?}` with its status code (DESIGN.md §3). */
export class HttpError extends Error {
  readonly params?: ErrorParams;
  readonly errors?: Record<string, string[]>;
  readonly fieldErrors?: Record<string, FieldError>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly statusCode: number,
    message: string,
    /** The stable machine name (contract `ERROR_CODES`); the message may change, the code does not. */
    readonly code: ErrorCode,
    details: HttpErrorDetails = {},
  ) {
    super(message);
    Object.assign(this, details);
  }

  /** The JSON body of the answer. */
  body() {
    return { message: this.message, code: this.code, ...(this.params && { params: this.params }), ...(this.errors && { errors: this.errors }), ...(this.fieldErrors && { fieldErrors: this.fieldErrors }) };
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request', details?: HttpErrorDetails) => new HttpError(400, message, code, details);
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'unauthorized') => new HttpError(401, message, code);
export const forbidden = (message = 'You do not have permission to do this', code: ErrorCode = 'forbidden') => new HttpError(403, message, code);
export const notFound = (what: string) => new HttpError(404, `${what} not found`, 'not_found');
export const conflict = (message: string, code: ErrorCode = 'conflict', params?: ErrorParams) => new HttpError(409, message, code, { params });
/** 429 with `Retry-After`: the seconds until the caller may try again. */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, 'too_many_requests', retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(retryAfterSeconds) }, params: { retryAfterSeconds } });
