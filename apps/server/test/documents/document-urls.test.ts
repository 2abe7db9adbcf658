import type { UserDetails } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@taxi/contract';
import { documentRows } from '../../src/demo/documents';
import { createRandom } from '../../src/lib/random';
import { DocumentUrlSigner, SIGNED_URL_LIFETIME_SECONDS } from '../../src/media/signed-urls';
import { avatarUrl, documentImageUrl, vehicleImageUrl } from '../../src/media/media-urls';
import { TEST_JWT_SECRET, buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';
import { createDocument } from '../users/user-records';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** No bearer header: an `<img src>` sends none. */
const load = (url: string) => t.app.inject({ method: 'GET', url });
const stored = documentImageUrl('IdentityCard', 4242, 'Ayşe Yılmaz');

describe('document scans are private (DESIGN.md §5): signed, short-lived URLs', () => {
  it('the details answer carries a signed URL that serves the scan without a bearer header', async () => {
    const driver = await createUser(t.db, 'Driver');
    await createDocument(t.db, { user_id: driver.id }, 0);
    const details = await t.injectAs('admin', { method: 'GET', url: `/api/users/GetUserDeatils/${driver.id}` });
    const url = details.json<UserDetails>().documents[0]!.documentUrl;
    const res = await load(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=600');
    expect(res.body).toContain('Ayşe Yılmaz');
  });

  it('refuses the stored path as it is (unsigned) with 403', async () => {
    const res = await load(stored);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Document images are served only through the signed URL of an API answer', code: 'media.bad_link' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses an expired URL', async () => {
    const old = t.deps.documentUrls.sign(stored, Date.now() - (SIGNED_URL_LIFETIME_SECONDS + 1) * 1000);
    const res = await load(old);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'The document URL has expired; reload the page for a fresh one', code: 'media.bad_link' });
  });

  it('serves until the expiry and not after', () => {
    const now = Date.now();
    const url = t.deps.documentUrls.sign(stored, now);
    expect(t.deps.documentUrls.check(url, now + (SIGNED_URL_LIFETIME_SECONDS - 1) * 1000)).toBe('valid');
    expect(t.deps.documentUrls.check(url, now + (SIGNED_URL_LIFETIME_SECONDS + 1) * 1000)).toBe('expired');
  });

  it.each([
    ['another document number', (url: string) => url.replace('IdentityCard-4242', 'IdentityCard-4243')],
    ['another holder', (url: string) => url.replace('holder=', 'holder=X')],
    ['a later expiry', (url: string) => url.replace(/expires=(\d+)/, (_m, value: string) => `expires=${Number(value) + 3600}`)],
    ['a changed signature', (url: string) => url.replace(/signature=(.)/, (_m, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`)],
    ['no signature', (url: string) => url.replace(/&signature=[^&]+/, '')],
    ['a truncated signature', (url: string) => url.replace(/signature=([^&]+)/, (_m, value: string) => `signature=${value.slice(0, -3)}`)],
    ['a signature of one character', (url: string) => url.replace(/signature=[^&]+/, 'signature=A')],
    ['an empty signature', (url: string) => url.replace(/signature=[^&]+/, 'signature=')],
    ['a signature with extra characters', (url: string) => url.replace(/signature=([^&]+)/, (_m, value: string) => `signature=${value}AAAA`)],
    ['a signature that is not base64url', (url: string) => url.replace(/signature=([^&]+)/, (_m, value: string) => `signature=${value.slice(0, -2)}%25%00`)],
    ['a signature by another secret', () => new DocumentUrlSigner(`${TEST_JWT_SECRET}-other`).sign(stored)],
  ])('refuses a tampered URL: %s', async (_case, tamper) => {
    const url = tamper(t.deps.documentUrls.sign(stored));
    const res = await load(url);
    // never a 500: a signature of the wrong length is refused like a wrong one
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('message');
  });

  it("the demo's stored document paths serve once signed, and only then", async () => {
    const now = new Date();
    const planned = DOCUMENT_TYPES.map((type) => ({ type, status: 0 as const, rejectionReason: null, submittedAt: now, reviewedAt: now }));
    const rows = documentRows(createRandom(7), { user_id: 1, vehicle_id: null }, "Şükrü O'Neil-Çelik", planned, now);
    for (const row of rows) {
      expect((await load(row.document_url)).statusCode, row.document_url).toBe(403);
      expect((await load(t.deps.documentUrls.sign(row.document_url))).statusCode, row.document_url).toBe(200);
    }
  });

  it('keeps avatars and vehicle pictures public', async () => {
    expect((await load(avatarUrl('AY', 2))).statusCode).toBe(200);
    expect((await load(vehicleImageUrl('sedan', 'White', 'KAB 123'))).statusCode).toBe(200);
  });

  it('leaves URLs that are not document scans of this server as they are', () => {
    expect(t.deps.documentUrls.sign('https://files.example.org/id.png')).toBe('https://files.example.org/id.png');
    expect(t.deps.documentUrls.sign(avatarUrl('AY', 2))).toBe(avatarUrl('AY', 2));
  });
});
