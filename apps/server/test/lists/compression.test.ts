import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const webDist = mkdtempSync(path.join(tmpdir(), 'taxi-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const page = `<!doctype html><html><head><script src="/assets/index-abc123.js"></script></head><body>${'<!-- pad -->'.repeat(200)}</body></html>`;
/** What vite-plugin-precompress.ts writes: the file, file.br and file.gz. */
function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}
mkdirSync(path.join(webDist, 'assets'));
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
writeWithCopies(path.join(webDist, 'index.html'), page);
writeWithCopies(path.join(webDist, 'assets', 'index-abc123.js'), script);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe(`compression (issue 8 item 7) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('serves hashed assets precompressed by Accept-Encoding, immutable for a year, varying on the encoding', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves index.html (and the app routes that fall back to it) compressed, revalidated every time', async () => {
    for (const url of ['/', '/triptypes']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
  });

  it('never serves the build manifest (dist/.vite, kept for the bundle bench)', async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe('{}');
  });

  it('compresses JSON over 1 KB and keeps the Pagination header; small answers go as they are', async () => {
    for (let index = 0; index < 30; index += 1) await t.db.insertInto('users').values({ email: `zip${index}@test.taxi`, password_hash: 'x', role: 'Customer', first_name: 'Zip', last_name: `Customer ${index}` }).execute();
    const token = await t.tokenFor('admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/users/GetUsers?Role=Customer&pageSize=30', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(res.headers.pagination as string)).toMatchObject({ currentPage: 1, itemsPerPage: 30 });
    const users = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as unknown[];
    expect(users).toHaveLength(30);
    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses the CSV stream without changing it', async () => {
    const token = await t.tokenFor('admin');
    const plain = await t.app.inject({ method: 'GET', url: '/api/users/GetUsers?Role=Customer&format=csv', headers: { authorization: `Bearer ${token}` } });
    const zipped = await t.app.inject({ method: 'GET', url: '/api/users/GetUsers?Role=Customer&format=csv', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(plain.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
