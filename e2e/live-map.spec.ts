import { type ConnectedDriver, type CurrentDriverTrip, type TripTypeOption } from '@taxi/contract';
import type { Page } from '@playwright/test';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { type Caller, callers } from './support/callers';
import { cutNetwork, expect, horizontalOverflow, test } from './support/fixtures';

declare global {
  interface Window {
    /** The last map made (set in browsers driven by automation; components/map/map-view.tsx). */
    __taxiMap?: MapLibreMap;
    /** What the cars layer draws (`CarsProbe` in components/map/layers/cars-layer.tsx, same conditions). */
    __taxiCars?: {
      at(driverId: number): [number, number] | null;
      pick(x: number, y: number): number | null;
      pixel(x: number, y: number): Promise<number[]>;
    };
    __notReloaded?: boolean;
  }
}

/**
 * The live map (SPEC.md §2.11, issue 13). The e2e server runs no simulated drivers
 * (e2e/serve.mjs), so this spec drives demo drivers itself through the driver-side API
 * (docs/live-operations.md): online, positions, a trip accepted for a customer's request.
 */

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-map';
const CYPRUS = { south: 34.4, north: 35.8, west: 32.2, east: 34.7 };

/** The API as the admin, the drivers and the customers of this spec (support/callers.ts), on this worker's server. */
let http = callers('');

const report = async (driver: Caller, latitude: number, longitude: number, heading = 90) =>
  expect((await http.call(driver.token, 'POST', '/api/driver/position', { latitude, longitude, heading, speedKmh: 40 })).status).toBe(200);

/** Somewhere quiet on the map for each of our drivers (the Karpaz peninsula), away from the demo's cars. */
const SPOTS = [
  { latitude: 35.52, longitude: 34.2 },
  { latitude: 35.56, longitude: 34.3 },
  { latitude: 35.6, longitude: 34.42 },
  { latitude: 35.48, longitude: 34.1 },
];

let admin = '';
let drivers: Caller[] = [];
let customer: Caller | null = null;

test.beforeAll(async ({ server }, testInfo) => {
  testInfo.setTimeout(60_000);
  http = callers(server.baseURL);
  const token = await http.signIn('admin@demo.taxi', 'Admin123!');
  expect(token).not.toBeNull();
  admin = token!;
  // free drivers (no trip of the demo under way) who may go online: approved with an approved vehicle
  drivers = await http.demoUsers(admin, 'Driver', SPOTS.length, async (driverToken) => {
    if ((await http.call(driverToken, 'POST', '/api/driver/presence', { online: true })).status !== 200) return false;
    return (await http.call(driverToken, 'GET', '/api/driver/trips/current')).status === 404;
  });
  await Promise.all(drivers.map((driver, index) => report(driver, SPOTS[index]!.latitude, SPOTS[index]!.longitude)));
});

/** The cars the map box says it drew. */
const carsDrawn = (page: Page) => page.getByTestId('live-map').getAttribute('data-cars').then(Number);

/** The map has loaded and drawn at least `count` cars. */
async function openMap(page: Page, count = 1) {
  await page.goto('/map');
  await expect(page.getByRole('region', { name: /Live map of the connected drivers|Bağlı sürücülerin canlı haritası/ })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => Boolean(window.__taxiMap?.loaded())), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => carsDrawn(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
}

/** Whether each point lies inside the map's canvas, at least `margin` px from its edges, once the camera has stopped. */
const inFrame = (page: Page, points: { latitude: number; longitude: number }[], margin = 14) =>
  page.evaluate(
    ({ points, margin }) => {
      const map = window.__taxiMap!;
      if (map.isMoving()) return null;
      const { clientWidth: width, clientHeight: height } = map.getContainer();
      return points.map(({ latitude, longitude }) => {
        const { x, y } = map.project([longitude, latitude]);
        return x >= margin && x <= width - margin && y >= margin && y <= height - margin;
      });
    },
    { points, margin },
  );

/** A car where the GPU draws it now (the cars layer's typed array, glide included): [longitude, latitude]. */
const carAt = (page: Page, driverId: number) => page.evaluate((id) => window.__taxiCars!.at(id), driverId);

/** Brings a car into view at zoom 12 and clicks it on the map's canvas. */
async function clickCar(page: Page, driverId: number, at: { latitude: number; longitude: number }) {
  await page.evaluate(({ latitude, longitude }) => window.__taxiMap!.jumpTo({ center: [longitude, latitude], zoom: 12 }), at);
  await expect.poll(() => page.evaluate(() => window.__taxiMap!.isMoving()), { timeout: 10_000 }).toBe(false);
  const point = await page.evaluate(({ latitude, longitude }) => window.__taxiMap!.project([longitude, latitude]), at);
  // the car is drawn there and a click there picks it
  await expect.poll(() => page.evaluate(({ x, y }) => window.__taxiCars!.pick(x, y), point), { timeout: 10_000 }).toBe(driverId);
  const canvas = page.locator('.maplibregl-canvas');
  await canvas.click({ position: { x: point.x, y: point.y } });
}

test.describe('[2.11] map', () => {
  test.describe.configure({ timeout: 90_000 }); // WebGL in software on a loaded machine

  test('[2.11] map: centred on Cyprus at zoom 8, a car per connected driver', async ({ adminPage: page }) => {
    await Promise.all(drivers.map((driver, index) => report(driver, SPOTS[index]!.latitude, SPOTS[index]!.longitude)));
    const connected = (await http.call<ConnectedDriver[]>(admin, 'GET', '/api/Dashboard/GetConnectedDriversDetails')).body;
    await openMap(page, drivers.length);
    await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
    await expect(page).toHaveTitle(/Map/);
    const view = await page.evaluate(() => ({ zoom: window.__taxiMap!.getZoom(), center: window.__taxiMap!.getCenter() }));
    expect(view.zoom, 'zoom 8').toBeCloseTo(8, 5);
    // re-centred on the first connected driver on first load (from the default point in Cyprus)
    expect(view.center.lat).toBeGreaterThan(CYPRUS.south);
    expect(view.center.lat).toBeLessThan(CYPRUS.north);
    expect(view.center.lng).toBeGreaterThan(CYPRUS.west);
    expect(view.center.lng).toBeLessThan(CYPRUS.east);
    expect(view.center.lat).toBeCloseTo(connected[0]!.latitude, 4);
    expect(view.center.lng).toBeCloseTo(connected[0]!.longitude, 4);
    // one car per connected driver: the map box's count and the list answer agree
    await expect.poll(async () => (await http.call<ConnectedDriver[]>(admin, 'GET', '/api/Dashboard/GetConnectedDriversDetails')).body.length - (await carsDrawn(page)), { timeout: 10_000 }).toBe(0);
    for (const driver of drivers) expect(await carAt(page, driver.id), `car of driver ${driver.id}`).not.toBeNull();
    await page.screenshot({ path: `${SHOTS}/map-light.png` });
    // each car is a picture drawn by WebGL, not a DOM marker: at zoom 12 (full size, 50×50) the
    // pixel at the car's point is its body's colour (free green or on-a-trip orange), the map's 30 px away
    expect(await page.locator('.maplibregl-marker').count()).toBe(0);
    const spot = SPOTS[3]!;
    const busy = connected.find((entry) => entry.driverId === drivers[3]!.id)?.currentTripId != null;
    await page.evaluate(({ latitude, longitude }) => window.__taxiMap!.jumpTo({ center: [longitude, latitude], zoom: 12 }), spot);
    const centre = await page.evaluate(({ latitude, longitude }) => window.__taxiMap!.project([longitude, latitude]), spot);
    const body = await page.evaluate(({ x, y }) => window.__taxiCars!.pixel(x, y), centre);
    const beside = await page.evaluate(({ x, y }) => window.__taxiCars!.pixel(x, y - 30), centre);
    const expected = busy ? [194, 65, 12] : [47, 125, 50]; // CAR_COLOURS (components/map/car-images.ts)
    body.slice(0, 3).forEach((channel, index) => expect(Math.abs(channel - expected[index]!), `body ${body.join(',')}`).toBeLessThanOrEqual(8));
    expect(beside.slice(0, 3), 'the basemap beside the car').not.toEqual(body.slice(0, 3));
  });

  test('[2.11] map: cars move from the stream', async ({ adminPage: page }) => {
    const driver = drivers[1]!;
    const from = SPOTS[1]!;
    await report(driver, from.latitude, from.longitude);
    await openMap(page, drivers.length);
    await expect(page.getByTestId('stream-status')).toHaveAttribute('data-up', 'true', { timeout: 15_000 });
    await page.evaluate(() => (window.__notReloaded = true));
    const before = await carAt(page, driver.id);
    expect(before![1]).toBeCloseTo(from.latitude, 3);
    // the driver drives north-east: the car follows within a couple of seconds, no reload
    await report(driver, from.latitude + 0.05, from.longitude + 0.05, 45);
    await expect.poll(async () => (await carAt(page, driver.id))?.[1] ?? 0, { timeout: 10_000 }).toBeCloseTo(from.latitude + 0.05, 3);
    expect((await carAt(page, driver.id))![0]).toBeCloseTo(from.longitude + 0.05, 3);
    // the server holds the same position the car shows
    const moved = (await http.call<ConnectedDriver[]>(admin, 'GET', '/api/Dashboard/GetConnectedDriversDetails')).body.find((entry) => entry.driverId === driver.id);
    expect(moved?.latitude).toBeCloseTo(from.latitude + 0.05, 5);
    expect(moved?.longitude).toBeCloseTo(from.longitude + 0.05, 5);
    expect(await page.evaluate(() => window.__notReloaded)).toBe(true);
    // each batch was applied under the measure a benchmark reads
    expect(await page.evaluate(() => performance.getEntriesByName('live-map:apply-batch').length)).toBeGreaterThan(0);
    // going offline takes the car off the map
    await http.call(driver.token, 'POST', '/api/driver/presence', { online: false });
    await expect.poll(() => carAt(page, driver.id), { timeout: 10_000 }).toBeNull();
    expect((await http.call<ConnectedDriver[]>(admin, 'GET', '/api/Dashboard/GetConnectedDriversDetails')).body.some((entry) => entry.driverId === driver.id), 'no longer connected').toBe(false);
    await http.call(driver.token, 'POST', '/api/driver/presence', { online: true });
    await report(driver, from.latitude, from.longitude);
  });

  test('live map: selecting a driver frames the driver and the route; the driver and current trip panels open', async ({ adminPage: page }) => {
    // a customer asks for a ride with a stopover; our first driver accepts it
    const types = (await http.call<TripTypeOption[]>(admin, 'GET', '/api/TripType/GetTripTypeOptions')).body;
    const places = [
      { name: 'Dipkarpaz', formattedAddress: 'Dipkarpaz, İskele', latitude: 35.598, longitude: 34.379 },
      { name: 'Yeni Erenköy', formattedAddress: 'Yeni Erenköy, İskele', latitude: 35.536, longitude: 34.187 },
      { name: 'Boğaz', formattedAddress: 'Boğaz, İskele', latitude: 35.3, longitude: 33.95 },
    ];
    customer ??= (await http.demoUsers(admin, 'Customer', 1, async (token) => (await http.call(token, 'POST', '/api/customer/trips', { tripTypeId: types[0]!.tripTypeId, paymentMethod: 'Cash', places })).status === 201))[0]!;
    const open = (await http.call<{ trips: { id: number; customerId: number }[] }>(drivers[0]!.token, 'GET', '/api/driver/trips/open')).body.trips.find((trip) => trip.customerId === customer!.id);
    expect(open, 'the customer’s request is open').toBeDefined();
    const driver = drivers[0]!;
    expect((await http.call(driver.token, 'POST', `/api/driver/trips/${open!.id}/accept`)).status).toBe(200);
    // every driver reports now: a driver last heard more than 2 minutes ago (earlier tests on a busy
    // machine) is no longer connected, and the map would draw fewer cars than it waits for
    await Promise.all(drivers.map((each, index) => report(each, SPOTS[index]!.latitude, SPOTS[index]!.longitude)));
    // the state after, as the admin's API holds it: the trip accepted and under way for this driver
    const current = (await http.call<CurrentDriverTrip>(admin, 'GET', `/api/Dashboard/GetCurrentDriverPreTrip/${driver.id}`)).body;
    expect(current).toMatchObject({ tripId: open!.id, tripStatus: 'Accepted' });
    expect(current!.tripPlaces.map((place) => place.name)).toEqual(places.map((place) => place.name));
    const details = (await http.call<ConnectedDriver[]>(admin, 'GET', '/api/Dashboard/GetConnectedDriversDetails')).body.find((entry) => entry.driverId === driver.id)!;

    await openMap(page, drivers.length);
    await clickCar(page, driver.id, SPOTS[0]!);
    const panel = page.getByTestId('driver-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Driver' })).toBeVisible();
    // SPEC.md §2.11: name, phone, rating, vehicle model and plate, colour, trip type, each as the API holds it
    await expect(panel.getByTestId('driver-name')).toHaveText(driver.name);
    await expect(panel.getByTestId('driver-phone')).toHaveText(details.driverPhone);
    await expect(panel.getByTestId('driver-rating')).toHaveText(details.rating === null ? 'Not rated yet' : new Intl.NumberFormat('en-US').format(details.rating));
    await expect(panel.getByTestId('driver-vehicle')).toHaveText(details.vehicleModel);
    await expect(panel.getByTestId('driver-plate')).toHaveText(details.vehiclePlateNumber);
    await expect(panel.getByTestId('driver-colour')).toHaveText(details.vehicleColor);
    await expect(panel.getByTestId('driver-trip-type')).toHaveText(details.tripType);
    await expect(panel.getByTestId('driver-state')).toHaveText('On a trip');
    // id, times, status, fare, places list
    const trip = page.getByTestId('current-trip-panel');
    await expect(trip.getByRole('heading', { name: 'Current trip' })).toBeVisible();
    await expect(trip.getByTestId('current-trip-id')).toContainText(String(open!.id));
    await expect(trip.getByTestId('trip-status')).toHaveAttribute('data-status', 'Accepted');
    // A trip under way has no fare or end yet (issue 22 item 9): '—', never '₺0.00' or 'None'.
    await expect(trip.getByTestId('current-trip-fare')).toHaveText('—');
    await expect(trip.getByTestId('current-trip-end')).toHaveText('—');
    await expect(trip.getByTestId('current-trip-start')).not.toBeEmpty();
    for (const [index, place] of places.entries()) await expect(trip.getByTestId(`trip-place-${index + 1}`)).toContainText(place.name);
    // the camera frames the driver's car and every place of the trip (it was at zoom 12 on the car,
    // with the far end of the route out of view); then the route and a numbered marker per place are drawn
    const everyPoint = [SPOTS[0]!, ...places];
    await expect.poll(() => inFrame(page, everyPoint), { timeout: 15_000 }).toEqual(everyPoint.map(() => true));
    expect(await page.evaluate(() => window.__taxiMap!.getZoom()), 'zoomed out to fit').toBeLessThan(12);
    await expect
      .poll(() => page.evaluate(() => ({
        route: window.__taxiMap!.queryRenderedFeatures({ layers: ['route-line'] }).length > 0,
        places: new Set(window.__taxiMap!.queryRenderedFeatures({ layers: ['place-markers'] }).map((feature) => feature.properties.number)).size,
      })), { timeout: 15_000 })
      .toEqual({ route: true, places: 3 });
    await expect(page.getByTestId('live-map')).toHaveAttribute('data-selected', String(driver.id));
    await page.screenshot({ path: `${SHOTS}/map-selected-light.png` });
    // a way to close the selection
    await panel.getByRole('button', { name: 'Close the selection' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByTestId('current-trip-panel')).toBeHidden();
  });

  test('live map: the drivers in view list shows before the map is drawn', async ({ adminPage: page }) => {
    await Promise.all(drivers.map((driver, index) => report(driver, SPOTS[index]!.latitude, SPOTS[index]!.longitude)));
    // the map's chunk never arrives: the list comes from the connected drivers' answer alone
    await page.route(/\/assets\/(live-map-view|map-view)-[^/]*\.js$/, () => undefined);
    await page.goto('/map');
    const list = page.getByRole('list', { name: 'Drivers in view, by name' });
    for (const driver of drivers) await expect(list.getByTestId(`driver-in-view-${driver.id}`)).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => window.__taxiMap), 'no map yet').toBeUndefined();
    // the keyboard can already select a driver
    const choice = list.getByTestId(`driver-in-view-${drivers[1]!.id}`);
    await expect(choice).toHaveAccessibleName(new RegExp(`^${drivers[1]!.name}, .+: show on the map$`));
    await choice.click();
    await expect(page.getByTestId('driver-panel').getByTestId('driver-name')).toHaveText(drivers[1]!.name);
  });

  test('live map: offline, town names draw above the cars, the attribution names Natural Earth, no error per tile', async ({ adminPage: page }) => {
    // errors, and the map's own warnings (not the software renderer's "GPU stall" notes)
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || (message.type() === 'warning' && message.text().startsWith('map:'))) logged.push(`${message.type()}: ${message.text()}`);
    });
    const refused = await cutNetwork(page);
    await Promise.all(drivers.map((driver, index) => report(driver, SPOTS[index]!.latitude, SPOTS[index]!.longitude)));
    await openMap(page, drivers.length);
    await page.evaluate(({ latitude, longitude }) => window.__taxiMap!.jumpTo({ center: [longitude, latitude], zoom: 9 }), SPOTS[0]!);
    await page.evaluate(() => new Promise<void>((resolve) => { window.__taxiMap!.once('idle', () => resolve()); window.__taxiMap!.triggerRepaint(); }));
    // the cars are a custom (WebGL) layer, which getStyle() leaves out: the layers' order says where it is
    const order = await page.evaluate(() => window.__taxiMap!.getLayersOrder());
    expect(order.indexOf('offline-town-names'), 'town names above the cars').toBeGreaterThan(order.indexOf('cars'));
    expect(order.indexOf('cars')).toBeGreaterThan(-1);
    const attribution = page.locator('.maplibregl-ctrl-attrib-inner');
    await expect(attribution).toContainText('Natural Earth');
    await expect(attribution).not.toContainText('OpenStreetMap');
    // the tile server was tried (one probe), and its failure logged once, not per tile
    expect(refused.filter((url) => url.startsWith('https://tile.openstreetmap.org/')).length, 'tile requests').toBeLessThanOrEqual(1);
    // the browser's line for the failed probe and the map's one warning
    expect(logged.length, logged.join('\n')).toBeLessThanOrEqual(2);
    await page.getByTestId('live-map').screenshot({ path: `${SHOTS}/map-offline-towns.png` });
  });

  test('[2.11] map: the list refreshes every 60 000 ms when the stream is cut', async ({ adminPage: page }) => {
    await page.clock.install();
    // the stream is read in a worker, whose socket the page's routes do not see: refused here, the
    // map reads it on the page (its fallback), where the route cuts it
    await page.addInitScript(() => {
      const PageWorker = window.Worker;
      window.Worker = class extends PageWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          if (options?.name === 'live-map-stream') throw new DOMException('refused by the test', 'SecurityError');
          super(url, options);
        }
      };
    });
    await page.routeWebSocket(/\/api\/live(\?|$)/, (socket) => socket.close());
    const late = drivers[3]!;
    await http.call(late.token, 'POST', '/api/driver/presence', { online: false });
    await Promise.all(drivers.slice(0, 3).map((driver, index) => report(driver, SPOTS[index]!.latitude, SPOTS[index]!.longitude)));
    await openMap(page, 3);
    await expect(page.getByTestId('stream-status')).toHaveAttribute('data-up', 'false');
    expect(await carAt(page, late.id)).toBeNull();
    // a driver comes online: without the stream the map learns it from the next list refresh
    await http.call(late.token, 'POST', '/api/driver/presence', { online: true });
    await report(late, SPOTS[3]!.latitude, SPOTS[3]!.longitude);
    await page.clock.fastForward(30_000);
    expect(await carAt(page, late.id), 'not before the refresh').toBeNull();
    const refresh = page.waitForRequest('**/api/Dashboard/GetLiveDrivers'); // the map's compact load (issue 23)
    await page.clock.fastForward(30_000);
    await refresh;
    await expect.poll(() => carAt(page, late.id), { timeout: 10_000 }).not.toBeNull();
  });

  test('[2.11] map: the search finds a driver by name or plate, the side list selects with the keyboard', async ({ adminPage: page }) => {
    await Promise.all(drivers.map((driver, index) => report(driver, SPOTS[index]!.latitude, SPOTS[index]!.longitude)));
    const connected = (await http.call<ConnectedDriver[]>(admin, 'GET', '/api/Dashboard/GetConnectedDriversDetails')).body;
    const wanted = connected.find((entry) => entry.driverId === drivers[2]!.id)!;
    await openMap(page, drivers.length);
    // search by plate: pick the driver, the map flies to their car
    const search = page.getByRole('combobox', { name: 'Find a driver' });
    await search.fill(wanted.vehiclePlateNumber.replace(/\s+/g, '').toLowerCase());
    await page.getByRole('option', { name: new RegExp(wanted.driverName) }).click();
    await expect(page.getByTestId('driver-panel').getByTestId('driver-name')).toHaveText(wanted.driverName);
    await expect.poll(() => page.evaluate(() => !window.__taxiMap!.isMoving() && window.__taxiMap!.getZoom()), { timeout: 15_000 }).toBeGreaterThanOrEqual(14);
    await page.getByRole('button', { name: 'Close the selection' }).click();
    // the side list: drivers in view, each a button; the keyboard picks one
    await page.evaluate(() => window.__taxiMap!.fitBounds([[34.0, 35.4], [34.5, 35.7]], { duration: 0 }));
    const list = page.getByRole('list', { name: 'Drivers in view, by name' });
    for (const driver of drivers) await expect(list.getByTestId(`driver-in-view-${driver.id}`)).toBeVisible({ timeout: 10_000 });
    // its name holds what it shows: the name, the plate and the state (WCAG 2.5.3, issue 22 item 7)
    const shown = list.getByTestId(`driver-in-view-${drivers[3]!.id}`);
    const plate = (await shown.locator('.mantine-Text-root').nth(1).textContent())!;
    const item = list.getByRole('button', { name: `${drivers[3]!.name}, ${plate}, ${await shown.getByTestId('driver-state').textContent()}: show on the map` });
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('driver-panel').getByTestId('driver-name')).toHaveText(drivers[3]!.name);
    await expect(page.getByTestId('no-current-trip')).toHaveText('No trip under way: the driver is free.');
  });

  test.describe('dark', () => {
    test.use({ layoutSettings: { darkMode: true } });
    test('[2.11] map: dark, with a driver selected', async ({ adminPage: page }) => {
      await Promise.all(drivers.map((driver, index) => report(driver, SPOTS[index]!.latitude, SPOTS[index]!.longitude)));
      await openMap(page, drivers.length);
      await clickCar(page, drivers[0]!.id, SPOTS[0]!);
      await expect(page.getByTestId('driver-panel')).toBeVisible();
      await expect(page.getByTestId('current-trip-panel')).toBeVisible();
      await page.waitForTimeout(500); // a flight to the trip's first place may start once its trip has loaded
      await expect.poll(() => page.evaluate(() => window.__taxiMap!.isMoving()), { timeout: 10_000 }).toBe(false);
      await page.evaluate(({ latitude, longitude }) => window.__taxiMap!.jumpTo({ center: [longitude, latitude], zoom: 10 }), SPOTS[0]!);
      await page.evaluate(() => new Promise<void>((resolve) => { window.__taxiMap!.once('idle', () => resolve()); window.__taxiMap!.triggerRepaint(); }));
      await page.screenshot({ path: `${SHOTS}/map-dark-selected.png` });
    });
  });

  test.describe('Turkish at 390 px', () => {
    test.use({ layoutSettings: { language: 'tr' }, viewport: { width: 390, height: 844 } });
    test('[2.11] map: Turkish texts; at 390 px the list goes below the map, which stays usable', async ({ adminPage: page }) => {
      await Promise.all(drivers.map((driver, index) => report(driver, SPOTS[index]!.latitude, SPOTS[index]!.longitude)));
      await openMap(page, drivers.length);
      await expect(page.getByRole('heading', { level: 1, name: 'Harita' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Görünümdeki sürücüler' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Sürücü bul' })).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      const map = await page.getByTestId('live-map').boundingBox();
      const list = await page.getByTestId('drivers-in-view').boundingBox();
      expect(map!.width).toBeGreaterThan(300);
      expect(map!.height).toBeGreaterThan(300);
      expect(list!.y, 'the list below the map').toBeGreaterThanOrEqual(map!.y + map!.height);
      await clickCar(page, drivers[3]!.id, SPOTS[3]!);
      await expect(page.getByTestId('no-current-trip')).toHaveText('Süren yolculuk yok: sürücü boşta.');
      await page.screenshot({ path: `${SHOTS}/map-390-tr.png`, fullPage: true });
    });
  });

  // not a baseline in rtl-screens.spec.ts: the live map's tiles and cars are not frozen pixels
  test.describe('right to left', () => {
    test.use({ layoutSettings: { rtl: true, language: 'tr' } });
    test('[2.11] map: right to left, a driver selected: the list and panels mirror, nothing overflows', async ({ adminPage: page }) => {
      await Promise.all(drivers.map((driver, index) => report(driver, SPOTS[index]!.latitude, SPOTS[index]!.longitude)));
      await openMap(page, drivers.length);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await clickCar(page, drivers[3]!.id, SPOTS[3]!);
      await expect(page.getByTestId('driver-panel').getByTestId('driver-name')).toHaveText(drivers[3]!.name);
      expect(await horizontalOverflow(page)).toBe(0);
      const map = await page.getByTestId('live-map').boundingBox();
      const side = await page.getByTestId('drivers-in-view').boundingBox();
      expect(side!.x + side!.width, 'the side list left of the map').toBeLessThanOrEqual(map!.x + 1);
      await page.screenshot({ path: `${SHOTS}/map-rtl-selected.png` });
    });
  });
});
