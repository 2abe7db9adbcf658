import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { contentSecurityPolicy, PERMISSIONS_POLICY, securityHeaders } from '../../src/plugins/security-headers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

// The security headers are written once at start (plugins/security-headers.ts) instead of by
// @fastify/helmet on every request. This proves they are the headers helmet gave with the options
// the app used to pass it (kept here as the reference), for several map settings.

type Settings = Pick<Config, 'mapTileOrigins' | 'mapStyleUrl' | 'routingUrl'>;

/** The helmet registration the app had before (plugins/security.ts up to issue 14). */
async function helmetHeaders(config: Settings): Promise<Record<string, string>> {
  const tiles = config.mapTileOrigins;
  const services = [config.mapStyleUrl, config.routingUrl].filter((url): url is string => url !== null).map((url) => new URL(url).origin);
  const app = Fastify();
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        connectSrc: ["'self'", ...new Set([...tiles, ...services])],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.get('/', () => 'x');
  const res = await app.inject('/');
  await app.close();
  const { 'content-type': _type, 'content-length': _length, date: _date, connection: _connection, ...headers } = res.headers;
  return headers as Record<string, string>;
}

const lowerCased = (headers: [string, string][]) => Object.fromEntries(headers.map(([name, value]) => [name.toLowerCase(), value]));

const SETTINGS: Settings[] = [
  { mapTileOrigins: ['https://tile.openstreetmap.org'], mapStyleUrl: null, routingUrl: null },
  { mapTileOrigins: [], mapStyleUrl: null, routingUrl: null },
  { mapTileOrigins: ['https://a.tiles.test', 'https://b.tiles.test:8443'], mapStyleUrl: 'https://styles.test/style.json', routingUrl: 'https://a.tiles.test/osrm' },
];

describe('security headers written once (issue 14)', () => {
  it.each(SETTINGS)('are exactly the headers helmet set, and the Permissions-Policy: %j', async (settings) => {
    const { 'permissions-policy': permissions, ...helmetOnes } = lowerCased(securityHeaders(settings));
    expect(helmetOnes).toEqual(await helmetHeaders(settings));
    expect(permissions).toBe(PERMISSIONS_POLICY);
  });

  it('keep the policy the security suite expects', () => {
    const policy = contentSecurityPolicy(SETTINGS[0]!);
    expect(policy).toContain("connect-src 'self' https://tile.openstreetmap.org");
    expect(policy).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});

describe('on every answer of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('an answer, a 401, a 404 and a 400 all carry them', async () => {
    const expected = lowerCased(securityHeaders(t.deps.config));
    const answers = await Promise.all([
      t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetSummary' }),
      t.app.inject({ method: 'GET', url: '/api/Dashboard/GetSummary' }),
      t.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      t.app.inject({ method: 'GET', url: '/api/%ED%A0%80' }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 400]);
    for (const res of answers) expect(res.headers, `${res.statusCode}`).toMatchObject(expected);
  });

  it('[issue 21 item 16] every answer turns camera, microphone, geolocation and payment off (Permissions-Policy)', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/Dashboard/GetSummary' }),
      t.app.inject({ method: 'GET', url: '/api/no/such/route' }),
      t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: '{', headers: { 'content-type': 'application/json' } }),
    ]);
    for (const res of answers) {
      expect(res.headers['permissions-policy'], `${res.statusCode}`).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
  });

  it('hands the anti-forgery cookie to a call without a bearer token, not to one with it', async () => {
    const open = await t.app.inject({ method: 'GET', url: '/api/health' });
    const signedIn = await t.injectAs('admin', { method: 'GET', url: '/api/Dashboard/GetSummary' });
    expect(open.cookies.map((c) => c.name)).toContain('XSRF-TOKEN');
    expect(signedIn.cookies.map((c) => c.name)).not.toContain('XSRF-TOKEN');
  });
});
