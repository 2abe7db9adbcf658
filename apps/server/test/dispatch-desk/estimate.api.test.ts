import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STRAIGHT_LINE_DETOUR_FACTOR, STRAIGHT_LINE_SPEED_KMH, computeFare, instantAtLocal, type EstimateAnswer } from '@taxi/contract';
import { haversineMeters } from '@taxi/contract';
import { loadFareClock } from '../../src/modules/app-settings/fare-clock';
import { estimateTrip } from '../../src/modules/routing/trip-estimate';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTripType, RATES } from '../live/support';
import { type Answer, type JsonServer, startJsonServer } from './json-server';

const HARBOUR = { name: 'Girne Antik Limanı', poiName: 'Girne Antik Limanı', formattedAddress: 'Kordonboyu Caddesi, Girne', latitude: 35.3417, longitude: 33.3195 };
const GATE = { name: 'Girne Kapısı', poiName: 'Girne Kapısı', formattedAddress: 'Girne Caddesi, Lefkoşa', latitude: 35.1804, longitude: 33.3617 };
const AIRPORT = { name: 'Ercan Havalimanı', poiName: 'Ercan Havalimanı', formattedAddress: 'Ercan Havalimanı, Lefkoşa', latitude: 35.1547, longitude: 33.4961 };
const rates = { baseFare: RATES.base_fare, perKmFare: RATES.per_km_fare, perMinuteFare: RATES.per_minute_fare, cancellationSurcharge: RATES.cancellation_surcharge, nightSurcharge: RATES.night_surcharge, peakTimeSurcharge: RATES.peak_time_surcharge };

let t: TestApp;
let tripTypeId: number;

beforeAll(async () => {
  t = await buildTestApp();
  tripTypeId = await createTripType(t);
});
afterAll(() => t.close());

const estimate = (app: TestApp, payload: object) => app.injectAs('admin', { method: 'POST', url: '/api/dispatch/estimate', payload });

describe('the fare estimate without a routing service (straight line)', () => {
  it('sums the straight legs × the detour factor at the stated speed, and prices them with the one fare function', async () => {
    const response = await estimate(t, { tripTypeId, places: [HARBOUR, GATE, AIRPORT] });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<EstimateAnswer>();
    const straight = haversineMeters(HARBOUR, GATE) + haversineMeters(GATE, AIRPORT);
    const distanceMeters = Math.round(straight * STRAIGHT_LINE_DETOUR_FACTOR);
    const durationSeconds = Math.round(distanceMeters / ((STRAIGHT_LINE_SPEED_KMH * 1000) / 3600));
    expect(answer).toMatchObject({ routeSource: 'straightLine', distanceMeters, durationSeconds, route: [[33.3195, 35.3417], [33.3617, 35.1804], [33.4961, 35.1547]] });
    expect(distanceMeters).toBeGreaterThan(30_000);
    const { clock } = await loadFareClock(t.db, t.deps.config.operatorTimeZone);
    expect(answer.fare).toEqual(computeFare(rates, clock, { distanceMeters, durationSeconds, startTime: new Date(answer.pickupAt) }));
    expect(Date.now() - Date.parse(answer.pickupAt)).toBeLessThan(10_000);
    expect(answer.tripTypeName).toMatch(/^Live /);
  });

  it('prices a pick-up in the night window with the night surcharge, on the operator clock', async () => {
    await t.db.updateTable('app_settings').set({ night_time_from: '22:00', night_time_to: '06:00' }).execute();
    await t.db.deleteFrom('peak_times').execute();
    const zone = t.deps.config.operatorTimeZone;
    const night = instantAtLocal(2026, 12, 1, 23 * 60 + 30, zone).toISOString();
    const day = instantAtLocal(2026, 12, 1, 13 * 60 + 30, zone).toISOString();
    const priced = async (pickupAt: string) => (await estimate(t, { tripTypeId, places: [HARBOUR, GATE], pickupAt })).json<EstimateAnswer>();
    const [atNight, atDay] = await Promise.all([priced(night), priced(day)]);
    expect(atNight.fare).toMatchObject({ night: true, peak: false, surchargePercent: RATES.night_surcharge });
    expect(atDay.fare).toMatchObject({ night: false, peak: false, surchargePercent: 0 });
    expect(atNight.fare.subtotal).toBe(atDay.fare.subtotal);
    expect(atNight.fare.total).toBe(Math.round(atDay.fare.subtotal * 1.2));
    expect(atNight.pickupAt).toBe(night);
  });

  it('refuses bad input with a 400 naming the field (an unknown trip type included) and writes nothing', async () => {
    const trips = async () => (await t.db.selectFrom('trips').select('id').execute()).length;
    const before = await trips();
    for (const [payload, field] of [
      [{ tripTypeId: 999_999, places: [HARBOUR, GATE] }, 'tripTypeId'],
      [{ tripTypeId, places: [HARBOUR] }, 'places'],
      [{ tripTypeId, places: Array(11).fill(HARBOUR) }, 'places'],
      [{ tripTypeId, places: [HARBOUR, { ...GATE, latitude: 91 }] }, 'places.1.latitude'],
      [{ tripTypeId, places: [HARBOUR, { ...GATE, name: '' }] }, 'places.1.name'],
      [{ tripTypeId, places: [HARBOUR, GATE], pickupAt: 'tomorrow' }, 'pickupAt'],
      [{ places: [HARBOUR, GATE] }, 'tripTypeId'],
    ] as const) {
      const response = await estimate(t, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors), JSON.stringify(payload)).toEqual([field]);
    }
    expect(await trips()).toBe(before);
  });
});

describe('the fare estimate with an OSRM-compatible routing service (ROUTING_URL), a real HTTP server', () => {
  const ROAD = [[33.3195, 35.3417], [33.33, 35.3], [33.35, 35.22], [33.3617, 35.1804]];
  let reply: Answer = { body: { code: 'Ok', routes: [{ distance: 26_543.6, duration: 1_712.4, geometry: { type: 'LineString', coordinates: ROAD } }], waypoints: [] } };
  let router: JsonServer;
  let routed: TestApp;

  beforeAll(async () => {
    router = await startJsonServer(() => reply);
    routed = await buildTestApp({ routingUrl: router.url });
  });
  afterAll(async () => {
    await routed.close();
    await router.close();
  });
  afterEach(() => {
    reply = { body: { code: 'Ok', routes: [{ distance: 26_543.6, duration: 1_712.4, geometry: { type: 'LineString', coordinates: ROAD } }], waypoints: [] } };
  });

  it('takes the road distance, duration and line from the service, asked in OSRM form, and prices them', async () => {
    const typeId = await createTripType(routed);
    const response = await estimate(routed, { tripTypeId: typeId, places: [HARBOUR, GATE] });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<EstimateAnswer>();
    expect(answer).toMatchObject({ routeSource: 'routing', distanceMeters: 26_544, durationSeconds: 1_712, route: ROAD });
    const { clock } = await loadFareClock(routed.db, routed.deps.config.operatorTimeZone);
    expect(answer.fare).toEqual(computeFare(rates, clock, { distanceMeters: 26_544, durationSeconds: 1_712, startTime: new Date(answer.pickupAt) }));
    expect(router.requests.at(-1)).toBe('/route/v1/driving/33.3195,35.3417;33.3617,35.1804?overview=full&geometries=geojson');
  });

  it('falls back to the straight line, saying so, when the service fails, finds no route or answers nonsense', async () => {
    const typeId = await createTripType(routed);
    for (const failure of [{ status: 500, body: { code: 'Error' } }, { body: { code: 'NoRoute', message: 'Impossible route' } }, { body: { code: 'Ok', routes: [] } }, { body: [1, 2, 3] }] as Answer[]) {
      reply = failure;
      const answer = (await estimate(routed, { tripTypeId: typeId, places: [HARBOUR, GATE] })).json<EstimateAnswer>();
      expect(answer.routeSource, JSON.stringify(failure)).toBe('straightLine');
      expect(answer.distanceMeters).toBe(Math.round(haversineMeters(HARBOUR, GATE) * STRAIGHT_LINE_DETOUR_FACTOR));
    }
  });

  it('gives up on a service that does not answer within the time box (estimateTrip, as CORE calls it)', async () => {
    reply = 'hang';
    const started = performance.now();
    const answer = await estimateTrip(routed.db, { routingUrl: router.url, operatorTimeZone: routed.deps.config.operatorTimeZone, routingTimeoutMs: 300 }, { tripTypeId, places: [HARBOUR, GATE] });
    expect(answer.routeSource).toBe('straightLine');
    expect(performance.now() - started).toBeLessThan(1_500);
  });
});
