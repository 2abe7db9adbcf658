import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

type HeaderSettings = Pick<Config, 'mapTileOrigins' | 'mapStyleUrl' | 'routingUrl'>;

/** Origins of MAP_STYLE_URL and ROUTING_URL, which the browser fetches (docs/map.md). */
const mapServiceOrigins = (config: HeaderSettings) =>
  [config.mapStyleUrl, config.routingUrl].filter((url): url is string => url !== null).map((url) => new URL(url).origin);

/**
 * The Content-Security-Policy, directive by directive, in the order helmet wrote it (its defaults
 * for base-uri, form-action, frame-ancestors, object-src and script-src-attr included).
 */
export function contentSecurityPolicy(config: HeaderSettings): string {
  const tiles = config.mapTileOrigins;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
    // Our origin, inline pictures, and the map tiles (MAP_TILE_ORIGINS); no other host.
    ['img-src', ["'self'", 'data:', 'blob:', ...tiles]],
    ['object-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // 'self' also covers ws:/wss: to our own host and port (CSP Level 3) for the live stream;
    // MapLibre fetches tiles, so their origins are here as well.
    // The map style (MAP_STYLE_URL) and the routing service (ROUTING_URL) are fetched too.
    ['connect-src', ["'self'", ...new Set([...tiles, ...mapServiceOrigins(config)])]],
    ['worker-src', ["'self'", 'blob:']],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
}

/**
 * The browser features no page of the back office uses, turned off for our pages and any frame in
 * them (issue 21 item 16): camera, microphone, geolocation and payment. The live map places
 * drivers from their own reports, never from the admin's device.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * Every security header of every answer: the ones @fastify/helmet set with this app's options
 * (crossOriginEmbedderPolicy off, no upgrade-insecure-requests), and the Permissions-Policy, which
 * helmet does not write. Written out once at start: helmet rebuilt them and re-parsed the policy
 * on every request (docs/performance-requests.md); test/security/security-headers.test.ts proves
 * the helmet ones are the headers helmet gave.
 */
export function securityHeaders(config: HeaderSettings): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(config)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Referrer-Policy', 'no-referrer'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/** Sets the security headers on every answer (404s and errors included) in one hook. */
export function setupSecurityHeaders(app: FastifyInstance) {
  const headers = securityHeaders(app.deps.config);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
