import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { LIVE_CLOSE } from '@taxi/contract';
import { principalOf, SESSION_ENDED } from '../../plugins/access-guard';

/** How often an open live socket's session is checked again, ms (tests shorten it). */
export const sessionRecheck = { everyMs: 60_000 };

interface ClosableSocket {
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): unknown;
}

const bearer = (request: FastifyRequest) => /^bearer[ \t]+(\S+)/i.exec(request.headers.authorization ?? '')?.[1] ?? '';

/** The `exp` of the request's bearer token in epoch ms (the guard has already verified it). */
function expiresAt(request: FastifyRequest): number | null {
  try {
    const exp = decodeJwt(bearer(request)).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Whether the token and its user still stand as the guard requires at connect (access-guard.ts
 * `authenticate`, DESIGN.md §4): valid and unexpired, same token version, not deleted, same role.
 */
async function sessionStands(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const connected = principalOf(request);
  const principal = await Promise.resolve(app.deps.tokens.verify(bearer(request)));
  const user = await app.deps.sessions.current(connected.id);
  return !!principal && !!user && !user.deleted && user.tokenVersion === principal.tokenVersion && principal.roles.includes(user.role);
}

/**
 * Keeps a live socket (admin stream or driver reports) no longer than its token: it is closed
 * with LIVE_CLOSE.sessionEnded when the token expires, and when the periodic re-check of the
 * guard's rule (sessionStands) fails.
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
    sessionStands(app, request).then(
      (stands) => stands || end(SESSION_ENDED),
      () => undefined, // the database did not answer: try again next time
    );
  }, sessionRecheck.everyMs).unref();
  socket.on('close', () => {
    ended = true;
    clearTimeout(expiry);
    clearInterval(recheck);
  });
}
