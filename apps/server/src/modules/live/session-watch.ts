import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { LIVE_CLOSE } from '@taxi/contract';
import { HttpError } from '../../lib/http-errors';
import { authenticate, bearerToken } from '../../plugins/access-guard';

/**
 * How often an open live socket's session is checked again, ms (tests shorten it). A sign-out,
 * deletion or verification decision does not wait for it: it is heard on the live bus and checks
 * the user's sockets at once (live-access.ts); this is the backstop (e.g. a role changed in the
 * database, or a change published while Redis did not answer).
 */
export const sessionRecheck = { everyMs: 60_000 };

/** Why a socket whose session still holds must close anyway (a driver no longer allowed online). */
export interface SocketRefusal {
  code: number;
  reason: string;
}

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
 * (`authenticate`) refuses the token or its user; then `check` (the route's own rule) may close it
 * with its code. Both run when the user's access changes on any instance (the live bus) and
 * every sessionRecheck.everyMs.
 */
export function watchSession(app: FastifyInstance, request: FastifyRequest, socket: ClosableSocket, check?: () => Promise<SocketRefusal | null>) {
  let ended = false;
  const end = (reason: string, code: number = LIVE_CLOSE.sessionEnded) => {
    if (ended) return;
    ended = true;
    socket.close(code, reason);
  };
  const exp = expiresAt(request);
  // setTimeout keeps at most ~24.8 days; a token lives hours (TOKEN_LIFETIME_SECONDS).
  const expiry = exp === null ? undefined : setTimeout(() => end('The token has expired'), Math.max(0, Math.min(exp - Date.now(), 2 ** 31 - 1))).unref();
  const recheckNow = () => {
    authenticate(request, app.deps).then(
      async () => {
        const refusal = check ? await check() : null;
        if (refusal) end(refusal.reason, refusal.code);
      },
      // a refusal is a 401 (HttpError); anything else is the database not answering: try again next time
      (error: unknown) => error instanceof HttpError && end(error.message),
    ).catch(() => undefined);
  };
  const recheck = setInterval(recheckNow, sessionRecheck.everyMs).unref();
  const unwatch = request.principal ? app.deps.liveAccess.watch(request.principal.id, recheckNow) : () => undefined;
  socket.on('close', () => {
    ended = true;
    clearTimeout(expiry);
    clearInterval(recheck);
    unwatch();
  });
}
