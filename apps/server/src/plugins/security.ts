import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-errors';
import { setupSecurityHeaders } from './security-headers';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Constant-time comparison of two tokens as UTF-8 bytes: never throws (timingSafeEqual needs
 * equal byte lengths, and a non-ASCII value has more bytes than characters).
 */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Security headers, CORS exposing `Pagination`, and the anti-forgery cookie/header rule (DESIGN.md §4). */
export async function setupSecurity(app: FastifyInstance) {
  setupSecurityHeaders(app);
  // Auth travels in the bearer header, not in cookies, so any origin may call; browsers may read Pagination.
  await app.register(cors, { origin: true, methods: CORS_METHODS, exposedHeaders: ['Pagination'] });
  await app.register(cookie);

  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    // The browser gets its cookie with the page and the sign-in; a call that already carries a
    // bearer token (the signed-in app, API clients) needs no new one: minting a random value per
    // cookieless API call cost 1–2 % of a request (docs/performance-requests.md).
    if (!cookieToken && request.headers.authorization === undefined) {
      void reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'strict', httpOnly: false });
    }
    if (SAFE_METHODS.has(request.method)) return;
    // A browser sends cookies on its own; only a page of ours can read the cookie and echo it.
    const headerToken = request.headers[XSRF_HEADER];
    if (request.headers.cookie && !(cookieToken && typeof headerToken === 'string' && sameToken(headerToken, cookieToken))) {
      throw forbidden('Missing or invalid anti-forgery token', 'auth.xsrf_failed');
    }
  });
}
