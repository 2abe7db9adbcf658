import fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDocument } from '../../src/media/document-svg';
import { mediaRoutes } from '../../src/media/media-routes';
import { DEFAULT_AVATAR_URL, avatarUrl, documentImageUrl, vehicleImageUrl } from '../../src/media/media-urls';
import { DocumentUrlSigner } from '../../src/media/signed-urls';

/** Document scans are served only through signed URLs (test/documents/document-urls.test.ts covers the refusals). */
const documentUrls = new DocumentUrlSigner('media-test-secret-that-is-long-enough');
const signed = (url: string) => documentUrls.sign(url);

describe('media routes', () => {
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    app = fastify();
    await app.register(mediaRoutes, { documentUrls });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    avatarUrl('ŞY', 3),
    avatarUrl('JO', 0),
    DEFAULT_AVATAR_URL,
    signed(documentImageUrl('IdentityCard', 1234567, "Ayşe O'Brien-Yılmaz")),
    signed(documentImageUrl('TaxiLicence', 42, 'Mercedes-Benz E-Class · KAB 123')),
    vehicleImageUrl('van', 'Dark Blue', 'TZK 908'),
  ])('draws %s as a cacheable, script-free SVG', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(url.startsWith('/media/documents/') ? 'private, max-age=600' : 'public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(response.body).not.toMatch(/<script|on\w+=|javascript:|href=/i);
    expect((await get(url)).body).toBe(response.body);
  });

  it('shows the initials, the holder and the plate it was given', async () => {
    expect((await get(avatarUrl('ŞY', 3))).body).toContain('>ŞY</text>');
    expect((await get(signed(documentImageUrl('DrivingLicence', 7, 'Emma Hall')))).body).toContain('Emma Hall');
    expect((await get(vehicleImageUrl('sedan', 'White', 'KAB 123'))).body).toContain('KAB 123');
  });

  it.each([
    '/media/avatars/ABCD.svg',
    '/media/avatars/A1.svg',
    '/media/avatars/AB.png',
    '/media/avatars/AB.svg?tone=12',
    '/media/avatars/%3Cscript%3E.svg',
    signed('/media/documents/Passport-1.svg?holder=Ali'),
    signed('/media/documents/IdentityCard-1.svg'),
    signed('/media/documents/IdentityCard-1.svg?holder=%3Cscript%3Ealert(1)%3C%2Fscript%3E'),
    signed(`/media/documents/IdentityCard-1.svg?holder=${'A'.repeat(81)}`),
    '/media/vehicles/truck.svg?color=white&plate=KAB%20123',
    '/media/vehicles/sedan.svg?color=purple&plate=KAB%20123',
    '/media/vehicles/sedan.svg?color=white&plate=%22%3E%3Csvg%20onload%3D1%3E',
    '/media/vehicles/sedan.svg?color=white',
  ])('refuses %s with 400 and a message', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'bad_request' });
  });

  it('escapes every character that could open markup', () => {
    const svg = renderDocument('CriminalRecord', 1, `Tom & "Jerry" <b>'s</b>`);
    expect(svg).toContain('Tom &#38; &#34;Jerry&#34; &#60;b&#62;&#39;s&#60;/b&#62;');
    expect(svg).not.toContain('<b>');
  });
});
