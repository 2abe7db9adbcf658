import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { parseOrigins, parseTrustProxy } from '../../src/lib/network-settings';
import { sameToken } from '../../src/plugins/security';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { TEST_PASSWORD } from '../helpers/factories';
import { tripTypeBody } from '../trip-types/trip-type-body';

let t: TestApp;
let tripTypeId: number;
beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = (await t.injectAs('admin', { method: 'POST', url: '/api/TripType/CreateTripType', payload: tripTypeBody() })).json().id;
});
afterAll(() => t.close());

describe('anti-forgery comparison (issue 7, defect 5)', () => {
  it('answers a non-ASCII cookie with 403, never 500', async () => {
    for (const [cookie, header] of [['%C3%A9', 'a'], ['%E2%82%AC%E2%82%AC', 'ab'], ['ab', '€']]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/Login', headers: { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': header }, payload: { username: 'x@test.taxi', password: 'whatever1' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Missing or invalid anti-forgery token', code: 'auth.xsrf_failed' });
    }
  });

  it('compares as UTF-8 bytes and never throws', () => {
    expect(sameToken('é', 'é')).toBe(true);
    expect(sameToken('é', 'e')).toBe(false);
    expect(sameToken('é', 'ab')).toBe(false);
    expect(sameToken('abc', 'abd')).toBe(false);
  });
});

describe('malformed URLs (issue 7, defect 8)', () => {
  it.each(['/api/TripType/GetTripType/%ED%A0%80', '/api/TripType/GetTripType/%E0%A4%A', '/api/TripType/GetTripType/%'])('answers %s with 400 {message}', async (url) => {
    const res = await t.injectAs('admin', { method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request URL is malformed', code: 'bad_request' });
  });
});

describe('ids in paths (issue 7, defect 9)', () => {
  it.each(['0x1', '%201', '1e3', '0', '-1', '01', '+1', '1.0', '2147483648', '99999999999999999999'])('refuses id %s with 400 naming the field', async (id) => {
    const res = await t.injectAs('admin', { method: 'GET', url: `/api/TripType/GetTripType/${id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('id');
  });

  it('takes a plain id, and answers an unknown one with 404 and its message', async () => {
    expect((await t.injectAs('admin', { method: 'GET', url: `/api/TripType/GetTripType/${tripTypeId}` })).json().id).toBe(tripTypeId);
    const missing = await t.injectAs('admin', { method: 'GET', url: '/api/TripType/GetTripType/2147483647' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Trip type not found', code: 'not_found' });
  });
});

describe('CORS and the Content-Security-Policy (issue 7, defect 9)', () => {
  it('lets an allowed origin preflight every method the API uses', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/TripType/UpdateTripType/1', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'PUT' } });
    expect(res.statusCode).toBe(204);
    const methods = String(res.headers['access-control-allow-methods']).split(',').map((m) => m.trim());
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
  });

  it('allows connections and images from our origin and the map tiles only', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
    expect(directive('connect-src')).toBe("connect-src 'self' https://tile.openstreetmap.org");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).not.toMatch(/(^|\s)https:(\s|;|$)/);
  });

  it('takes the tile origins from MAP_TILE_ORIGINS', async () => {
    const other = await buildTestApp({ mapTileOrigins: ['https://tiles.example.com', 'https://a.tile.example.org:8443'] });
    try {
      const csp = String((await other.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.com https://a.tile.example.org:8443");
      expect(csp).toContain("connect-src 'self' https://tiles.example.com https://a.tile.example.org:8443");
    } finally {
      await other.close();
    }
  });
});

describe('the OpenAPI document marks the open routes (issue 7, defect 9)', () => {
  it('declares security: [] on Login, register, demo and health, and a token on the rest', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/auth/Login'].post.security).toEqual([]);
    expect(doc.paths['/api/auth/register'].post.security).toEqual([]);
    expect(doc.paths['/api/auth/demo'].get.security).toEqual([]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/auth/Logout'].post.security).toBeUndefined();
    expect(doc.security).toEqual([{ bearer: [] }]);
  });
});

describe('X-Forwarded-For and TRUST_PROXY (issue 7, defect 2)', () => {
  const login = (app: TestApp, username: string, password: string, headers: Record<string, string>, remoteAddress: string) =>
    app.app.inject({ method: 'POST', url: '/api/auth/Login', payload: { username, password }, headers, remoteAddress });

  it('ignores a forged X-Forwarded-For by default: it neither dodges nor aims the per-address limit', async () => {
    for (let i = 0; i < 30; i += 1) {
      const res = await login(t, `nobody${i}@test.taxi`, 'wrong-password', { 'x-forwarded-for': `203.0.113.${i}` }, '10.70.0.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(t, t.users.admin.email, TEST_PASSWORD, { 'x-forwarded-for': '198.51.100.7' }, '10.70.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The address the forger named is not locked out.
    expect((await login(t, t.users.admin.email, TEST_PASSWORD, {}, '203.0.113.1')).statusCode).toBe(200);
  });

  it('[issue 21 item 18] 30 failures behind an office address refuse no colleague who signed in from it before', async () => {
    expect((await login(t, t.users.admin.email, TEST_PASSWORD, {}, '10.71.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 30; i += 1) expect((await login(t, `typist${i % 6}@test.taxi`, 'wrong-password', {}, '10.71.0.1')).statusCode).toBe(401);
    expect((await login(t, t.users.admin.email, TEST_PASSWORD, {}, '10.71.0.1')).statusCode).toBe(200);
    expect((await login(t, t.users.customer.email, TEST_PASSWORD, {}, '10.71.0.1')).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For only from the configured proxies', async () => {
    const proxied = await buildTestApp({ trustProxy: ['10.80.0.1'] });
    try {
      for (let i = 0; i < 30; i += 1) await login(proxied, `nobody${i}@test.taxi`, 'wrong-password', { 'x-forwarded-for': '198.51.100.9' }, '10.80.0.1');
      // The client behind the trusted proxy is locked out; another client behind it is not.
      expect((await login(proxied, proxied.users.admin.email, TEST_PASSWORD, { 'x-forwarded-for': '198.51.100.9' }, '10.80.0.1')).statusCode).toBe(429);
      expect((await login(proxied, proxied.users.admin.email, TEST_PASSWORD, { 'x-forwarded-for': '198.51.100.10' }, '10.80.0.1')).statusCode).toBe(200);
      // From a socket that is not the proxy, the header is ignored.
      for (let i = 0; i < 30; i += 1) await login(proxied, `other${i}@test.taxi`, 'wrong-password', { 'x-forwarded-for': '198.51.100.11' }, '10.80.0.2');
      expect((await login(proxied, proxied.users.admin.email, TEST_PASSWORD, { 'x-forwarded-for': '198.51.100.11' }, '10.80.0.3')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('parses TRUST_PROXY: off by default, hop counts, address lists, true only when asked', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,::1,loopback')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'loopback']);
    for (const bad of ['yes please', '10.0.0.1/33', '10.0.0.300', '11', 'proxy.example.com']) expect(() => parseTrustProxy(bad)).toThrow();
    expect(() => loadConfig({ TRUST_PROXY: 'anyone' })).toThrow(/TRUST_PROXY/);
  });

  it('parses MAP_TILE_ORIGINS: the OpenStreetMap tiles by default, origins only', () => {
    expect(loadConfig({}).mapTileOrigins).toEqual(['https://tile.openstreetmap.org']);
    expect(parseOrigins('https://a.example.com, https://b.example.com:8443/')).toEqual(['https://a.example.com', 'https://b.example.com:8443']);
    for (const bad of ['tiles.example.com', 'https://a.example.com/tiles', 'javascript:alert(1)', "'unsafe-inline'"]) expect(() => parseOrigins(bad)).toThrow();
    expect(() => loadConfig({ MAP_TILE_ORIGINS: 'https://x.example.com/path' })).toThrow(/MAP_TILE_ORIGINS/);
  });
});
