import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaceHit, TripPlaceInput } from '@taxi/contract';
import type { UserRow } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/factories';

let t: TestApp;
let dispatcher: UserRow;

beforeAll(async () => {
  t = await buildTestApp();
  dispatcher = await createUser(t.db, 'Dispatcher');
});
afterAll(() => t.close());

const LEFKOSA = { latitude: 35.1925, longitude: 33.356 };

async function search(q: string, near?: { latitude: number; longitude: number }) {
  const query = new URLSearchParams({ q, ...(near ? { latitude: String(near.latitude), longitude: String(near.longitude) } : {}) });
  const response = await t.injectAs(dispatcher, { method: 'GET', url: `/api/dispatch/places?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<{ source: string; places: PlaceHit[] }>();
  expect(answer.source).toBe('gazetteer');
  for (const place of answer.places) expect(TripPlaceInput.safeParse(place).success, JSON.stringify(place)).toBe(true);
  return answer.places;
}
const names = (places: PlaceHit[]) => places.map((place) => place.name);

describe('place search over the demo gazetteer (no GEOCODER_URL)', () => {
  it('ignores case and accents the Turkish way: İ/ı, ş, ğ, ü, ö, ç', async () => {
    for (const typed of ['lefkosa', 'LEFKOŞA', 'Lefkoşa']) expect((await search(typed))[0], typed).toMatchObject({ kind: 'town', name: 'Lefkoşa', formattedAddress: 'Lefkoşa' });
    for (const typed of ['iskele', 'İSKELE', 'ISKELE', 'İskele']) expect((await search(typed))[0], typed).toMatchObject({ kind: 'town', name: 'İskele' });
    expect((await search('guzelyurt'))[0]).toMatchObject({ kind: 'town', name: 'Güzelyurt' });
    expect(names(await search('dogu akdeniz'))).toContain('Doğu Akdeniz Üniversitesi');
    expect(names(await search('cagatay'))).toEqual(['Mustafa Çağatay Caddesi']);
  });

  it('matches the start of each word, in any order, ranks a name starting with the text first, and returns at most 10', async () => {
    const yakin = await search('yakın doğ');
    expect(names(yakin).slice(0, 3).sort()).toEqual(['Yakın Doğu Bulvarı', 'Yakın Doğu Üniversitesi', 'Yakın Doğu Üniversitesi Hastanesi']);
    expect(names(await search('hastanesi yakın'))).toEqual(['Yakın Doğu Üniversitesi Hastanesi']);
    const caddesi = await search('caddesi');
    expect(caddesi).toHaveLength(10);
    expect(caddesi.every((place) => place.kind === 'street')).toBe(true);
    expect(await search('xyzzy')).toEqual([]);
  });

  it('finds a street by its town too, and makes an address of a street with a house number', async () => {
    const ataturk = await search('atatürk lefkoşa');
    expect(ataturk[0]).toMatchObject({ kind: 'street', name: 'Atatürk Caddesi', formattedAddress: 'Atatürk Caddesi, Lefkoşa', poiName: null });
    expect((await search('Atatürk Caddesi No: 12 Lefkoşa'))[0]).toMatchObject({ kind: 'address', name: 'Atatürk Caddesi No: 12', formattedAddress: 'Atatürk Caddesi No: 12, Lefkoşa' });
    expect((await search('ataturk 7'))[0]).toMatchObject({ kind: 'address', name: 'Atatürk Caddesi No: 7' });
  });

  it('puts towns first without a point, and the nearest first near a given point', async () => {
    const anywhere = await search('girne');
    expect(anywhere[0]).toMatchObject({ kind: 'town', name: 'Girne' });
    const nearLefkosa = await search('girne', LEFKOSA);
    // Girne Caddesi and Girne Kapısı are in Lefkoşa: nearer than Girne itself (20 km north)
    expect(names(nearLefkosa).slice(0, 2).sort()).toEqual(['Girne Caddesi', 'Girne Kapısı']);
    expect(names(nearLefkosa)).toContain('Girne');
    const poi = nearLefkosa.find((place) => place.name === 'Girne Kapısı');
    expect(poi).toMatchObject({ kind: 'poi', poiName: 'Girne Kapısı', formattedAddress: 'Girne Caddesi, Lefkoşa', latitude: 35.1804, longitude: 33.3617 });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [url, field] of [
      ['/api/dispatch/places?q=a', 'q'],
      ['/api/dispatch/places', 'q'],
      [`/api/dispatch/places?q=${'a'.repeat(201)}`, 'q'],
      ['/api/dispatch/places?q=girne&latitude=35.1', 'longitude'],
      ['/api/dispatch/places?q=girne&latitude=91&longitude=33', 'latitude'],
      ['/api/dispatch/places?q=girne&latitude=35&longitude=abc', 'longitude'],
      ['/api/dispatch/places/reverse?latitude=35.1', 'longitude'],
      ['/api/dispatch/places/reverse?latitude=1e2&longitude=33', 'latitude'],
    ] as const) {
      const response = await t.injectAs(dispatcher, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors), url).toContain(field);
    }
  });
});

describe('reverse lookup of a map click from the gazetteer', () => {
  const reverse = async (latitude: number, longitude: number) => {
    const response = await t.injectAs(dispatcher, { method: 'GET', url: `/api/dispatch/places/reverse?latitude=${latitude}&longitude=${longitude}` });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ source: string; place: PlaceHit }>();
    expect(answer.source).toBe('gazetteer');
    expect(TripPlaceInput.safeParse(answer.place).success).toBe(true);
    return answer.place;
  };

  it('names a point of interest within 150 m, else a street within 500 m, else the nearest town; keeps the clicked point', async () => {
    expect(await reverse(35.1763, 33.3647)).toEqual({ kind: 'poi', name: 'Selimiye Camii', poiName: 'Selimiye Camii', formattedAddress: 'Selimiye Meydanı, Lefkoşa', latitude: 35.1763, longitude: 33.3647 });
    expect(await reverse(35.3385, 33.3172)).toMatchObject({ kind: 'street', name: 'Ziya Rızkı Caddesi', formattedAddress: 'Ziya Rızkı Caddesi, Girne', poiName: null });
    expect(await reverse(35.25, 33.2)).toEqual({ kind: 'town', name: 'Alsancak', poiName: null, formattedAddress: '35.25000, 33.20000, Alsancak', latitude: 35.25, longitude: 33.2 });
  });
});
