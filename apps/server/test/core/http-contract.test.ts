import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@taxi/contract';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  for (let i = 0; i < 12; i += 1) await createUser(t.db, 'Customer');
});
afterAll(() => t.close());

describe('the error format (DESIGN.md §3)', () => {
  it('answers malformed JSON with 400 and a message, no stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/Login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'invalid_json' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const payload = JSON.stringify({ username: 'a'.repeat(1024 * 1024 + 10), password: 'x' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/Login', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.injectAs('admin', { method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route for GET /api/nothing/here', code: 'no_route' });
  });

  it('matches routes case-insensitively, as the original server did', async () => {
    const res = await t.injectAs('admin', { method: 'GET', url: '/API/USERS/getusers?Role=Customer' });
    expect(res.statusCode).toBe(200);
  });
});

describe('paged lists', () => {
  const url = '/api/users/GetUsers';

  it('writes the Pagination header and returns the rows as the body', async () => {
    const res = await t.injectAs('admin', { method: 'GET', url, query: { Role: 'Customer', pageNumber: '2', pageSize: '5' } });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.headers.pagination as string)).toEqual({ currentPage: 2, itemsPerPage: 5, totalItems: 13, totalPages: 3, totalIsExact: true });
    expect(res.json()).toHaveLength(5);
  });

  it('defaults to page 1 of 10', async () => {
    const res = await t.injectAs('admin', { method: 'GET', url, query: { Role: 'Customer' } });
    expect(JSON.parse(res.headers.pagination as string)).toMatchObject({ currentPage: 1, itemsPerPage: 10 });
    expect(res.json()).toHaveLength(10);
  });

  it.each([
    ['pageNumber', '0'],
    ['pageNumber', 'abc'],
    ['pageSize', '101'],
    ['pageSize', '-1'],
  ])('refuses %s=%s with 400 naming the field', async (field, value) => {
    const res = await t.injectAs('admin', { method: 'GET', url, query: { Role: 'Customer', [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('exposes Pagination to browsers (CORS)', async () => {
    const res = await t.injectAs('admin', { method: 'GET', url, query: { Role: 'Customer' }, headers: { origin: 'http://localhost:5173' } });
    expect(res.headers['access-control-expose-headers']).toContain('Pagination');
  });
});

describe('anti-forgery (DESIGN.md §4)', () => {
  const body = { username: 'nobody@test.taxi', password: 'whatever1' };

  it('hands out the XSRF-TOKEN cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('refuses a cookie-carrying non-GET call without the matching header (403)', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/Login', cookies: { 'XSRF-TOKEN': 'abc123' }, payload: body });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/Login', cookies: { 'XSRF-TOKEN': 'abc123' }, headers: { 'x-xsrf-token': 'zzz999' }, payload: body });
    for (const res of [missing, wrong]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/anti-forgery/);
    }
  });

  it('accepts the matching header, and calls without cookies (API clients)', async () => {
    const matching = await t.app.inject({ method: 'POST', url: '/api/auth/Login', cookies: { 'XSRF-TOKEN': 'abc123' }, headers: { 'x-xsrf-token': 'abc123' }, payload: body });
    const noCookies = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: body, remoteAddress: '10.9.9.9' });
    expect(matching.statusCode).toBe(401);
    expect(noCookies.statusCode).toBe(401);
  });
});

describe('the rest of the core', () => {
  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('answers the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/auth/Login');
    expect(doc.paths).toHaveProperty('/api/users/GetUsers');
    expect(JSON.stringify(doc.paths['/api/auth/Login'])).toContain('username');
    // Every error answer documents its stable code, with the whole list of codes (issue 22, item 10).
    const refused = doc.paths['/api/bankTransfers/UpdateBankTransferStatus/{id}'].patch.responses['409'].content['application/json'].schema;
    const code = refused.properties?.code ?? doc.components?.schemas?.[String(refused.$ref).split('/').pop()!]?.properties?.code;
    expect(code.enum).toEqual([...ERROR_CODES]);
    expect(refused.required ?? []).toEqual(expect.arrayContaining(['message', 'code']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
