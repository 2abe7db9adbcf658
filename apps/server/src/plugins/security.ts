import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Security headers, CORS exposing `Pagination`, and the anti-forgery cookie/header rule (DESIGN.md §4). */
export async function setupSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Auth travels in the bearer header, not in cookies, so any origin may call; browsers may read Pagination.
  await app.register(cors, { origin: true, exposedHeaders: ['Pagination'] });
  await app.register(cookie);

  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    if (!cookieToken) {
      void reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), { path: '/', sameSite: 'strict', httpOnly: false });
    }
    if (SAFE_METHODS.has(request.method)) return;
    // A browser sends cookies on its own; only a page of ours can read the cookie and echo it.
    const headerToken = request.headers[XSRF_HEADER];
    if (request.headers.cookie && !(cookieToken && typeof headerToken === 'string' && sameToken(headerToken, cookieToken))) {
      throw forbidden('Missing or invalid anti-forgery token');
    }
  });
}
