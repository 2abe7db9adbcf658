import type { TripDetailsWithFare, TripListItem, TripPlace } from '@taxi/contract';
import type { Page } from '@playwright/test';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { cutNetwork, expect, test } from './support/fixtures';

declare global {
  interface Window {
    /** The trip details map (set in browsers driven by automation; components/map/map-view.tsx). */
    __taxiMap?: MapLibreMap;
  }
}

/** The map's own count of what WebGL drew, per layer (components/map/rendered-features.ts). */
async function rendered(page: Page): Promise<Record<string, number>> {
  // a fresh frame, then the idle after it (STACK.md gotcha 10), so the counts are of this render
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const map = window.__taxiMap!;
        map.once('idle', () => resolve());
        map.triggerRepaint();
      }),
  );
  return page.evaluate(() => {
    const map = window.__taxiMap!;
    const count = (layer: string) => (map.getLayer(layer) ? new Set(map.queryRenderedFeatures({ layers: [layer] }).map((f) => JSON.stringify(f.properties))).size : 0);
    return { land: count('offline-land'), route: count('route-line'), places: count('place-markers'), towns: count('offline-town-dots') };
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(scheme, () => {
    test.use({ layoutSettings: scheme === 'dark' ? { darkMode: true } : {} });
    test.describe.configure({ timeout: 90_000 }); // WebGL in software on a loaded machine

    test(`[2.9] trips: the details map draws the route and numbered places without a network (${scheme})`, async ({ adminPage: page, api }) => {
      // no network: every request that leaves our server fails (the OSM tiles among them)
      const refused = await cutNetwork(page);
      const rows = await api.get<TripListItem[]>('/api/trips/GetTrips?status=5&pageSize=30');
      let trip: TripDetailsWithFare | null = null;
      for (const row of rows) {
        const candidate = await api.get<TripDetailsWithFare>(`/api/trips/GetTrip/${row.tripId}`);
        if (candidate.tripPlaces.length >= 2 && (!trip || candidate.tripPlaces.length > trip.tripPlaces.length)) trip = candidate;
        if (trip && trip.tripPlaces.length >= 3) break;
      }
      expect(trip, 'a completed demo trip with places').not.toBeNull();
      const places = trip!.tripPlaces.length;

      await page.goto(`/trips/details/${trip!.tripId}`);
      const map = page.getByRole('region', { name: /Map of the trip's route/ });
      await expect(map).toBeVisible({ timeout: 30_000 });
      // the box's own count, written after each render
      await expect(map).toHaveAttribute('data-rendered', /"place-markers":\d+/, { timeout: 30_000 });
      await expect.poll(() => page.evaluate(() => Boolean(window.__taxiMap?.loaded())), { timeout: 20_000 }).toBe(true);

      // it opens on the whole route (trip details: the whole route is in view, below): one numbered marker per place
      const opened = await rendered(page);
      expect(opened.land, 'the offline land of Cyprus is drawn').toBeGreaterThan(0);
      expect(opened.route, 'the route line is drawn').toBe(1);
      expect(opened.places, 'one numbered marker per place').toBe(places);

      // after the operator has moved away, 'Show the whole route' brings every place back into view
      await page.evaluate(() => window.__taxiMap!.jumpTo({ center: [32.5, 34.8], zoom: 13 }));
      await map.getByRole('button', { name: 'Show the whole route' }).click();
      await expect.poll(() => page.evaluate(() => window.__taxiMap!.isMoving()), { timeout: 20_000 }).toBe(false);
      const all = await rendered(page);
      expect(all.places, 'one numbered marker per place').toBe(places);
      expect(all.route).toBe(1);
      expect(all.land).toBeGreaterThan(0);
      expect(all.towns, 'the demo towns are drawn').toBeGreaterThan(0);
      // the tiles were asked for and failed, and the map is still not blank
      expect(refused.some((url) => url.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
      // the list beside the map is its text alternative
      await expect(page.getByTestId('trip-places').getByRole('listitem')).toHaveCount(places);

      await page.getByTestId('trip-route-map').screenshot({ path: `/work/notes/screens/map-${scheme}.png` });
    });
  });
}

/** How far apart a trip's places are, in degrees (the larger of the latitude and longitude spans). */
const span = (places: readonly TripPlace[]) =>
  Math.max(
    Math.max(...places.map((place) => place.latitude)) - Math.min(...places.map((place) => place.latitude)),
    Math.max(...places.map((place) => place.longitude)) - Math.min(...places.map((place) => place.longitude)),
  );

test('trip details: the whole route is in view (zoom 12 on the first place when it is short)', async ({ adminPage: page, api }) => {
  test.setTimeout(90_000);
  await page.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => route.abort('internetdisconnected'));
  // a long route (between towns) and a short one (within a few hundred metres) among the demo's trips
  const rows = await api.get<TripListItem[]>('/api/trips/GetTrips?status=5&pageSize=60');
  const trips: TripDetailsWithFare[] = [];
  for (const row of rows) trips.push(await api.get<TripDetailsWithFare>(`/api/trips/GetTrip/${row.tripId}`));
  const withPlaces = trips.filter((trip) => trip.tripPlaces.length >= 2);
  const long = withPlaces.reduce((a, b) => (span(b.tripPlaces) > span(a.tripPlaces) ? b : a));
  const short = withPlaces.reduce((a, b) => (span(b.tripPlaces) < span(a.tripPlaces) ? b : a));
  expect(span(long.tripPlaces), 'a route between towns').toBeGreaterThan(0.1);
  expect(span(short.tripPlaces), 'a route within a town').toBeLessThan(0.02);

  for (const [name, trip] of [['long', long], ['short', short]] as const) {
    await page.goto(`/trips/details/${trip.tripId}`);
    await expect(page.getByRole('region', { name: /Map of the trip's route/ })).toHaveAttribute('data-rendered', /"place-markers":\d+/, { timeout: 30_000 });
    await expect.poll(() => page.evaluate(() => Boolean(window.__taxiMap?.loaded()) && !window.__taxiMap!.isMoving()), { timeout: 20_000 }).toBe(true);
    const view = await page.evaluate((points) => {
      const map = window.__taxiMap!;
      const { clientWidth: width, clientHeight: height } = map.getContainer();
      // each place's marker (28 px) whole inside the frame
      const inside = points.map(({ latitude, longitude }) => {
        const { x, y } = map.project([longitude, latitude]);
        return x >= 14 && x <= width - 14 && y >= 14 && y <= height - 14;
      });
      return { zoom: map.getZoom(), center: map.getCenter(), inside };
    }, trip.tripPlaces.map(({ latitude, longitude }) => ({ latitude, longitude })));
    expect(view.inside, `every place of the ${name} route in view`).toEqual(trip.tripPlaces.map(() => true));
    if (name === 'short') {
      // SPEC.md §9: zoom 12 on the first place, kept whenever the route fits in it
      expect(view.zoom).toBeCloseTo(12, 5);
      expect(view.center.lat).toBeCloseTo(trip.tripPlaces[0]!.latitude, 4);
      expect(view.center.lng).toBeCloseTo(trip.tripPlaces[0]!.longitude, 4);
    } else {
      expect(view.zoom, 'zoomed out to the whole route').toBeLessThan(12);
    }
    await page.getByTestId('trip-route-map').screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp/shots-map'}/trip-${name}-route.png` });
  }
});
