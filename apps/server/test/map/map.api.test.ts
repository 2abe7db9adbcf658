import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MapConfig } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { parseByteRange } from '../../src/modules/map/byte-range';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** 1,000 bytes whose value is their position mod 256: any wrong offset shows. */
const FILE = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

describe('map settings and the self-hosted PMTiles basemap (issue 12 item 2, docs/map.md)', () => {
  let t: TestApp;
  let dataDir: string;
  let withFile: TestApp;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'map-test-'));
    t = await buildTestApp({ dataDir: mkdtempSync(path.join(tmpdir(), 'map-empty-')) });
    writeFileSync(path.join(dataDir, 'basemap.pmtiles'), FILE);
    withFile = await buildTestApp({ dataDir, routingUrl: 'https://router.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await withFile.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers OpenStreetMap raster tiles with attribution by default, no routing service, and the demo towns', async () => {
    const response = await t.injectAs('admin', { method: 'GET', url: '/api/map/config' });
    expect(response.statusCode).toBe(200);
    const config = MapConfig.parse(response.json());
    expect(config.basemap).toEqual({ kind: 'raster', tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'], attribution: '© OpenStreetMap contributors', maxZoom: 19 });
    expect(config.routingUrl).toBeNull();
    expect(config.towns).toEqual(expect.arrayContaining([expect.objectContaining({ name: expect.stringMatching(/Lefko[sş]a/) })]));
    expect(config.towns.length).toBeGreaterThanOrEqual(10);
  });

  it('answers the PMTiles file when DATA_DIR holds basemap.pmtiles, with ROUTING_URL', async () => {
    const config = MapConfig.parse((await withFile.injectAs('admin', { method: 'GET', url: '/api/map/config' })).json());
    expect(config.basemap).toEqual({ kind: 'pmtiles', pmtilesUrl: '/map/basemap.pmtiles' });
    expect(config.routingUrl).toBe('https://router.example.com');
  });

  it('answers MAP_STYLE_URL before anything else, and lets the browser fetch its origin and the routing service (CSP)', async () => {
    const styled = await buildTestApp({ dataDir, mapStyleUrl: 'https://tiles.example.com/style.json', routingUrl: 'https://router.example.com/osrm' });
    try {
      const response = await styled.injectAs('admin', { method: 'GET', url: '/api/map/config' });
      expect(MapConfig.parse(response.json()).basemap).toEqual({ kind: 'style', styleUrl: 'https://tiles.example.com/style.json' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/router\.example\.com/);
    } finally {
      await styled.close();
    }
  });

  it('reads MAP_STYLE_URL and ROUTING_URL from the environment and refuses what is not an http(s) URL', () => {
    expect(loadConfig({ MAP_STYLE_URL: 'https://tiles.example.com/style.json', ROUTING_URL: 'http://127.0.0.1:5000/' })).toMatchObject({ mapStyleUrl: 'https://tiles.example.com/style.json', routingUrl: 'http://127.0.0.1:5000' });
    expect(loadConfig({})).toMatchObject({ mapStyleUrl: null, routingUrl: null });
    expect(() => loadConfig({ ROUTING_URL: 'ftp://router' })).toThrow(/ROUTING_URL/);
    expect(() => loadConfig({ MAP_STYLE_URL: 'not a url' })).toThrow(/MAP_STYLE_URL/);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/map/config' })).statusCode).toBe(401);
    expect((await t.injectAs('driver', { method: 'GET', url: '/api/map/config' })).statusCode).toBe(403);
  });

  describe('GET /map/basemap.pmtiles', () => {
    it('serves byte ranges as the PMTiles reader asks them (206, Content-Range, exactly those bytes)', async () => {
      const response = await withFile.app.inject({ method: 'GET', url: '/map/basemap.pmtiles', headers: { range: 'bytes=100-299' } });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe('bytes 100-299/1000');
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers['content-length']).toBe('200');
      expect(response.rawPayload.equals(FILE.subarray(100, 300))).toBe(true);
    });

    it('serves the whole file without a range, the tail for a suffix range, and 416 outside the file', async () => {
      const whole = await withFile.app.inject({ method: 'GET', url: '/map/basemap.pmtiles' });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(FILE)).toBe(true);
      const tail = await withFile.app.inject({ method: 'GET', url: '/map/basemap.pmtiles', headers: { range: 'bytes=-10' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(FILE.subarray(990))).toBe(true);
      const outside = await withFile.app.inject({ method: 'GET', url: '/map/basemap.pmtiles', headers: { range: 'bytes=1000-1100' } });
      expect(outside.statusCode).toBe(416);
      expect(outside.headers['content-range']).toBe('bytes */1000');
    });

    it('is a 404 when DATA_DIR holds no basemap.pmtiles', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/map/basemap.pmtiles', headers: { range: 'bytes=0-15' } })).statusCode).toBe(404);
    });
  });

  describe('parseByteRange', () => {
    it.each([
      [undefined, null],
      ['bytes=0-0', { start: 0, end: 0 }],
      ['bytes=990-', { start: 990, end: 999 }],
      ['bytes=990-5000', { start: 990, end: 999 }],
      ['bytes=-5000', { start: 0, end: 999 }],
      ['bytes=-0', 'unsatisfiable'],
      ['bytes=5-4', 'unsatisfiable'],
      ['bytes=0-1,5-6', null],
      ['items=0-1', null],
    ])('%s → %j', (header, expected) => {
      expect(parseByteRange(header, 1000)).toEqual(expected);
    });
  });
});

