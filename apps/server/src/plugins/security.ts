import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-errors';

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

/** Origins of MAP_STYLE_URL and ROUTING_URL, which the browser fetches (docs/map.md). */
const mapServiceOrigins = (config: { mapStyleUrl: string | null; routingUrl: string | null }) =>
  [config.mapStyleUrl, config.routingUrl].filter((url): url is string => url !== null).map((url) => new URL(url).origin);

export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Security headers, CORS exposing `Pagination`, and the anti-forgery cookie/header rule (DESIGN.md §4). */
export async function setupSecurity(app: FastifyInstance) {
  const tiles = app.deps.config.mapTileOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Our origin, inline pictures, and the map tiles (MAP_TILE_ORIGINS); no other host.
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        // 'self' also covers ws:/wss: to our own host and port (CSP Level 3) for the live stream;
        // MapLibre fetches tiles, so their origins are here as well.
        // The map style (MAP_STYLE_URL) and the routing service (ROUTING_URL) are fetched too.
        connectSrc: ["'self'", ...new Set([...tiles, ...mapServiceOrigins(app.deps.config)])],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Auth travels in the bearer header, not in cookies, so any origin may call; browsers may read Pagination.
  await app.register(cors, { origin: true, methods: CORS_METHODS, exposedHeaders: ['Pagination'] });
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
