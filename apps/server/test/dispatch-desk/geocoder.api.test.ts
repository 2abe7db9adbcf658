import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceHit } from '@taxi/contract';
import { PlacesService } from '../../src/modules/places/places.service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { type Answer, type JsonServer, startJsonServer } from './json-server';

/** Photon's answer (GeoJSON, `[longitude, latitude]`), as komoot's Photon sends it. */
const PHOTON = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'Point', coordinates: [33.3617, 35.1804] }, properties: { osm_key: 'historic', osm_value: 'city_gate', name: 'Kyrenia Gate', street: 'Girne Caddesi', city: 'Nicosia', country: 'Cyprus' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [33.359, 35.188] }, properties: { osm_key: 'building', osm_value: 'house', housenumber: '12', street: 'Atatürk Caddesi', city: 'Lefkoşa', country: 'Cyprus' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [33.3182, 35.3364] }, properties: { osm_key: 'place', osm_value: 'town', name: 'Girne', country: 'Cyprus' } },
    { type: 'Feature', geometry: { type: 'Point', coordinates: [33.3] }, properties: { name: 'broken: one coordinate' } },
  ],
};
/** Nominatim's jsonv2 search answer (an array; coordinates as strings). */
const NOMINATIM = [
  { lat: '35.1762', lon: '33.3646', name: 'Selimiye Camii', display_name: 'Selimiye Camii, Selimiye Meydanı, Lefkoşa, Kıbrıs', category: 'amenity', type: 'place_of_worship', address: { road: 'Selimiye Meydanı', city: 'Lefkoşa' } },
  { lat: '35.1955', lon: '33.353', name: '', display_name: 'Mehmet Akif Caddesi, Lefkoşa, Kıbrıs', category: 'highway', type: 'primary', address: { road: 'Mehmet Akif Caddesi', city: 'Lefkoşa' } },
];
const NOMINATIM_REVERSE = { lat: '35.3397', lon: '33.318', name: 'Ramadan Cemil Meydanı', display_name: 'Ramadan Cemil Meydanı, Girne, Kıbrıs', category: 'place', type: 'square', address: { city: 'Girne' } };

let server: JsonServer | undefined;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  await server?.close();
  t = undefined;
  server = undefined;
});

async function appWith(kind: 'photon' | 'nominatim' | 'auto', answer: (url: URL) => Answer) {
  server = await startJsonServer(answer);
  t = await buildTestApp({ geocoderUrl: server.url, geocoderKind: kind });
  return t;
}

async function searchVia(app: TestApp, q: string, extra = '') {
  const response = await app.injectAs('admin', { method: 'GET', url: `/api/dispatch/places?q=${encodeURIComponent(q)}${extra}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ source: string; places: PlaceHit[] }>();
}

describe('places from a Photon- or Nominatim-compatible geocoder (GEOCODER_URL), a real HTTP server', () => {
  it('reads a Photon answer: points of interest, addresses, towns; the point biases the search', async () => {
    const app = await appWith('photon', (url) => (url.pathname === '/api' ? { body: PHOTON } : { status: 404, body: {} }));
    const answer = await searchVia(app, 'girne', '&latitude=35.19&longitude=33.36');
    expect(answer.source).toBe('geocoder');
    expect(answer.places).toEqual([
      { kind: 'poi', name: 'Kyrenia Gate', poiName: 'Kyrenia Gate', formattedAddress: 'Kyrenia Gate, Girne Caddesi, Nicosia, Cyprus', latitude: 35.1804, longitude: 33.3617 },
      { kind: 'address', name: 'Atatürk Caddesi No: 12', poiName: null, formattedAddress: 'Atatürk Caddesi No: 12, Lefkoşa, Cyprus', latitude: 35.188, longitude: 33.359 },
      { kind: 'town', name: 'Girne', poiName: null, formattedAddress: 'Girne, Cyprus', latitude: 35.3364, longitude: 33.3182 },
    ]);
    const asked = new URL(server!.requests[0]!, 'http://x');
    expect(asked.pathname).toBe('/api');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ q: 'girne', limit: '10', lat: '35.19', lon: '33.36' });
  });

  it('reads a Nominatim answer (search and reverse); a map click keeps the clicked point', async () => {
    const app = await appWith('nominatim', (url) => (url.pathname === '/search' ? { body: NOMINATIM } : url.pathname === '/reverse' ? { body: NOMINATIM_REVERSE } : { status: 404, body: {} }));
    const answer = await searchVia(app, 'selimiye');
    expect(answer).toEqual({
      source: 'geocoder',
      places: [
        { kind: 'poi', name: 'Selimiye Camii', poiName: 'Selimiye Camii', formattedAddress: 'Selimiye Camii, Selimiye Meydanı, Lefkoşa, Kıbrıs', latitude: 35.1762, longitude: 33.3646 },
        { kind: 'street', name: 'Mehmet Akif Caddesi', poiName: null, formattedAddress: 'Mehmet Akif Caddesi, Lefkoşa, Kıbrıs', latitude: 35.1955, longitude: 33.353 },
      ],
    });
    expect(server!.requests[0]).toMatch(/^\/search\?format=jsonv2&addressdetails=1&limit=10&q=selimiye$/);
    const reverse = await app.injectAs('admin', { method: 'GET', url: '/api/dispatch/places/reverse?latitude=35.3398&longitude=33.3181' });
    expect(reverse.json()).toEqual({ source: 'geocoder', place: { kind: 'poi', name: 'Ramadan Cemil Meydanı', poiName: 'Ramadan Cemil Meydanı', formattedAddress: 'Ramadan Cemil Meydanı, Girne, Kıbrıs', latitude: 35.3398, longitude: 33.3181 } });
    expect(server!.requests[1]).toBe('/reverse?format=jsonv2&addressdetails=1&lat=35.3398&lon=33.3181');
  });

  it('learns the dialect from the answer when GEOCODER_KIND is auto: Photon first, then Nominatim, then only the one that answered', async () => {
    const app = await appWith('auto', (url) => (url.pathname === '/search' ? { body: NOMINATIM } : { status: 404, body: { message: 'no such path' } }));
    expect((await searchVia(app, 'selimiye')).source).toBe('geocoder');
    expect((await searchVia(app, 'mehmet')).places).toHaveLength(2);
    expect(server!.requests.map((path) => path.split('?')[0])).toEqual(['/api', '/search', '/search']);
  });

  it('answers from the gazetteer, saying so, when the geocoder fails: an error status or an answer of neither shape', async () => {
    let reply: Answer = { status: 500, body: { error: 'down' } };
    const app = await appWith('auto', () => reply);
    const failed = await searchVia(app, 'lefkosa');
    expect(failed.source).toBe('gazetteer');
    expect(failed.places[0]).toMatchObject({ kind: 'town', name: 'Lefkoşa' });
    reply = { body: { hello: 'world' } };
    expect((await searchVia(app, 'lefkosa')).source).toBe('gazetteer');
    const reverse = await app.injectAs('admin', { method: 'GET', url: '/api/dispatch/places/reverse?latitude=35.1763&longitude=33.3647' });
    expect(reverse.json()).toMatchObject({ source: 'gazetteer', place: { kind: 'poi', name: 'Selimiye Camii' } });
  });
});

describe('the geocoder time box', () => {
  let hanging: JsonServer;
  beforeAll(async () => {
    hanging = await startJsonServer(() => 'hang');
  });
  afterAll(() => hanging.close());

  it('gives up on a geocoder that does not answer within the time box and answers from the gazetteer', async () => {
    const warnings: string[] = [];
    const places = new PlacesService({ geocoderUrl: hanging.url, geocoderKind: 'auto', geocoderTimeoutMs: 300 }, { warn: (_details, message) => warnings.push(message), info: () => undefined });
    const started = performance.now();
    const answer = await places.search({ q: 'girne' });
    const elapsed = performance.now() - started;
    expect(answer.source).toBe('gazetteer');
    expect(answer.places[0]).toMatchObject({ name: 'Girne' });
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1_500);
    expect(warnings).toEqual(['geocoder search failed: the gazetteer answers']);
    // both dialects share one time box: only Photon's path was asked before it ran out
    expect(hanging.requests.map((path) => path.split('?')[0])).toEqual(['/api']);
  });
});
