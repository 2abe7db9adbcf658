import type { TripDetailsWithFare, TripListItem } from '@taxi/contract';
import type { Page } from '@playwright/test';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { expect, test } from './support/fixtures';

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
      const refused: string[] = [];
      await page.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
        (route) => {
          refused.push(route.request().url());
          return route.abort('internetdisconnected');
        },
      );
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

      const view = await page.evaluate(() => ({ zoom: window.__taxiMap!.getZoom(), center: window.__taxiMap!.getCenter() }));
      expect(view.zoom, 'zoom 12 on trip details').toBeCloseTo(12, 5);
      expect(view.center.lat, 'centred on the first place').toBeCloseTo(trip!.tripPlaces[0]!.latitude, 4);
      expect(view.center.lng).toBeCloseTo(trip!.tripPlaces[0]!.longitude, 4);
      const atFirstPlace = await rendered(page);
      expect(atFirstPlace.land, 'the offline land of Cyprus is drawn').toBeGreaterThan(0);
      expect(atFirstPlace.route, 'the route line is drawn').toBe(1);
      expect(atFirstPlace.places, 'the first place has its marker').toBeGreaterThanOrEqual(1);

      // the others may lie beyond zoom 12's frame: 'Show the whole route' brings every place into
      // view, one numbered marker each
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
