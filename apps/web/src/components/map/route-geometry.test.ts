import { describe, expect, it, vi } from 'vitest';
import { osrmRouteUrl, parseOsrmRoute, routeLine } from './route-geometry';

const places = [
  { latitude: 35.1856, longitude: 33.3823 },
  { latitude: 35.2, longitude: 33.4 },
  { latitude: 35.3364, longitude: 33.3173 },
];
const straight = [
  [33.3823, 35.1856],
  [33.4, 35.2],
  [33.3173, 35.3364],
];
const okBody = { code: 'Ok', routes: [{ geometry: { type: 'LineString', coordinates: [[33.3823, 35.1856], [33.39, 35.19], [33.4, 35.2], [33.3173, 35.3364]] } }] };
const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('routeLine: the driving route, or straight segments through the places', () => {
  it('asks OSRM for a driving route, origin first, destination last, the others as waypoints, longitude before latitude', () => {
    expect(osrmRouteUrl('https://router.example.com/', places)).toBe(
      'https://router.example.com/route/v1/driving/33.3823,35.1856;33.4,35.2;33.3173,35.3364?overview=full&geometries=geojson&steps=false',
    );
  });

  it('draws the routing service line when it answers a route', async () => {
    const fetch = answer(okBody);
    const line = await routeLine(places, 'https://router.example.com', { fetch });
    expect(fetch).toHaveBeenCalledOnce();
    expect(line).toEqual({ source: 'routing', coordinates: okBody.routes[0]!.geometry.coordinates });
  });

  it('draws straight segments without asking anyone when there is no routing service', async () => {
    const fetch = answer(okBody);
    expect(await routeLine(places, null, { fetch })).toEqual({ source: 'straight', coordinates: straight });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['the network fails', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['the service answers 500', answer({ message: 'down' }, 500)],
    ['the service finds no route', answer({ code: 'NoRoute', routes: [] })],
    ['the answer is not a line', answer({ code: 'Ok', routes: [{ geometry: { type: 'Point', coordinates: [33, 35] } }] })],
  ])('falls back to straight segments and only logs it when %s', async (_case, fetch) => {
    const log = vi.fn();
    const line = await routeLine(places, 'https://router.example.com', { fetch: fetch as typeof globalThis.fetch, log });
    expect(line).toEqual({ source: 'straight', coordinates: straight });
    expect(log).toHaveBeenCalledOnce();
  });

  it('keeps a single place a single point (nothing to route)', async () => {
    const fetch = answer(okBody);
    expect(await routeLine(places.slice(0, 1), 'https://router.example.com', { fetch })).toEqual({ source: 'straight', coordinates: [straight[0]] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects coordinates that are not numbers', () => {
    expect(parseOsrmRoute({ code: 'Ok', routes: [{ geometry: { type: 'LineString', coordinates: [[33, 35], ['x', 35]] } }] })).toBeNull();
  });
});
