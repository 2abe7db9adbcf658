import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { LIVE_CLOSE } from '@taxi/contract';
import { HttpError } from '../../lib/http-errors';
import { authenticate, bearerToken } from '../../plugins/access-guard';

/** How often an open live socket's session is checked again, ms (tests shorten it). */
export const sessionRecheck = { everyMs: 60_000 };

interface ClosableSocket {
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): unknown;
}

/** The `exp` of the request's bearer token in epoch ms (the guard has already verified it). */
function expiresAt(request: FastifyRequest): number | null {
  try {
    const exp = decodeJwt(bearerToken(request) ?? '').exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a live socket (admin stream or driver reports) no longer than its token: it is closed
 * with LIVE_CLOSE.sessionEnded when the token expires, and when the guard's own check
 * (`authenticate`, run again every minute) refuses the token or its user.
 */
export function watchSession(app: FastifyInstance, request: FastifyRequest, socket: ClosableSocket) {
  let ended = false;
  const end = (reason: string) => {
    if (ended) return;
    ended = true;
    socket.close(LIVE_CLOSE.sessionEnded, reason);
  };
  const exp = expiresAt(request);
  // setTimeout keeps at most ~24.8 days; a token lives hours (TOKEN_LIFETIME_SECONDS).
  const expiry = exp === null ? undefined : setTimeout(() => end('The token has expired'), Math.max(0, Math.min(exp - Date.now(), 2 ** 31 - 1))).unref();
  const recheck = setInterval(() => {
    authenticate(request, app.deps).then(
      () => undefined,
      // a refusal is a 401 (HttpError); anything else is the database not answering: try again next time
      (error: unknown) => error instanceof HttpError && end(error.message),
    );
  }, sessionRecheck.everyMs).unref();
  socket.on('close', () => {
    ended = true;
    clearTimeout(expiry);
    clearInterval(recheck);
  });
}
