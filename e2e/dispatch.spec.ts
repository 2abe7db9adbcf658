import type { Booking, ConnectedDriver, DispatchCustomer, TripTypeOption } from '@taxi/contract';
import { instantAtLocal } from '@taxi/contract/operator-clock';
import type { Locator, Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { callers } from './support/callers';
import { expect, test } from './support/fixtures';

/**
 * The dispatch desk (issue 26): a dispatcher books a trip for a caller on /dispatch, the board
 * follows it live. The e2e server runs no simulated drivers (e2e/serve.mjs): [26.3] starts the
 * driver simulator (`npm run simulate`, one driver, every offer taken) against the worker's server.
 */

declare global {
  interface Window {
    /** The last map made (set in browsers driven by automation; components/map/map-view.tsx). */
    __taxiMap?: MapLibreMap;
  }
}

const SHOTS = process.env.DISPATCH_SHOTS ?? '/tmp/dispatch-shots';
const ZONE = 'Asia/Famagusta';

let http = callers('');
let admin = '';
let tripTypes: TripTypeOption[] = [];
let phoneSequence = 0;

/** A phone number no other test of this run uses. */
const newPhone = () => `+90 533 ${String(Date.now() % 1_000_000).padStart(6, '0')}${++phoneSequence}`;

test.beforeAll(async ({ server }) => {
  http = callers(server.baseURL);
  admin = (await http.signIn('admin@demo.taxi', 'Admin123!'))!;
  tripTypes = (await http.call<TripTypeOption[]>(admin, 'GET', '/api/TripType/GetTripTypeOptions')).body;
  expect(tripTypes.length).toBeGreaterThan(0);
});

const createCaller = async (name: string, surname: string) => {
  const answer = await http.call<DispatchCustomer>(admin, 'POST', '/api/dispatch/customers', { name, surname, phoneNumber: newPhone() });
  expect(answer.status).toBe(201);
  return answer.body;
};

const bookings = async (view: 'open' | 'ended') => (await http.call<{ bookings: Booking[] }>(admin, 'GET', `/api/dispatch/bookings?view=${view}`)).body.bookings;

/** The desk loaded: the map drawn (its MapLibre chunk in), the board answered. */
async function openDesk(page: Page, query = '') {
  await page.goto(`/dispatch${query}`);
  await expect(page.getByTestId('map-view')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('dispatch-stream')).toHaveAttribute('data-up', 'true', { timeout: 15_000 });
}

/** Types into a place row and picks the first suggestion with Enter. */
async function typePlace(page: Page, index: number, text: string, expected: RegExp) {
  const box = page.getByTestId(`place-search-${index}`);
  await box.fill(text);
  await expect(page.getByTestId(`place-search-${index}-option`).first()).toContainText(expected);
  await box.press('Enter');
  await expect(box).toHaveValue(expected);
}

async function chooseCaller(page: Page, search: string, name: RegExp) {
  const box = page.getByTestId('caller-search');
  await box.fill(search);
  await expect(page.getByTestId('caller-search-option').first()).toContainText(name);
  await box.press('Enter');
  await expect(box).toHaveValue(name);
}

async function chooseTripType(page: Page, name: string) {
  await page.getByTestId('trip-type').click();
  await page.getByRole('option', { name, exact: true }).click();
}

/** The toast (role alert) whose text matches. */
const toast = (page: Page, text: RegExp) => page.getByRole('alert').filter({ hasText: text });

const boardRow = (page: Page, id: number): Locator => page.getByTestId(`booking-row-${id}`);

test.describe('dispatch desk', () => {
  test('[26.1] dispatch: book a trip for a new caller', async ({ adminPage: page }) => {
    await openDesk(page);
    // the caller is not a customer yet: typed into the search, then created from its last option
    await page.getByTestId('caller-search').fill('Deniz Aksoy');
    await page.getByTestId('caller-search-new').click();
    await expect(page.getByTestId('new-caller-name')).toHaveValue('Deniz');
    await expect(page.getByTestId('new-caller-surname')).toHaveValue('Aksoy');
    // the contract's phone rule, before anything is sent
    await page.getByTestId('new-caller-phoneNumber').fill('12ab');
    await page.getByTestId('new-caller-save').click();
    await expect(page.getByText('Enter a phone number of 7 to 15 digits.')).toBeVisible();
    const phone = newPhone();
    await page.getByTestId('new-caller-phoneNumber').fill(phone);
    await page.getByTestId('new-caller-save').click();
    await expect(page.getByTestId('caller-search')).toHaveValue(`Deniz Aksoy · ${phone}`);

    await typePlace(page, 0, 'Girne', /Girne/);
    await typePlace(page, 1, 'Ercan', /Ercan/);
    await chooseTripType(page, tripTypes[0]!.typeName);
    // the estimate: a fare, and said where its route came from (no ROUTING_URL here: the straight line)
    const estimate = page.getByTestId('estimate');
    await expect(estimate).toHaveAttribute('data-route-source', 'straightLine');
    await expect(page.getByTestId('estimate-fare')).toHaveText(/₺/);
    await expect(page.getByTestId('estimate-source')).toHaveText('Straight-line estimate (no routing service)');
    // …and its route with the two numbered places on the map
    await expect.poll(async () => JSON.parse((await page.getByTestId('map-view').getAttribute('data-rendered')) ?? '{}') as Record<string, number>, { timeout: 15_000 })
      .toMatchObject({ 'route-line': 1, 'place-markers': 2 });

    await page.getByTestId('book-submit').click();
    await expect(toast(page, /Booking #\d+ is made and being dispatched\./)).toBeVisible();
    const booking = (await bookings('open')).find((row) => row.customer.phoneNumber === phone) ?? (await bookings('ended')).find((row) => row.customer.phoneNumber === phone);
    expect(booking, 'the booking is on the server').toBeDefined();
    expect(booking!.places.map((place) => place.name)).toEqual(['Girne', 'Ercan']);
    // on the board, selected (its card beside), and in the URL
    await expect(boardRow(page, booking!.id)).toContainText('Deniz Aksoy');
    await expect(page).toHaveURL(new RegExp(`[?&]booking=${booking!.id}`));
    await expect(page.getByTestId('booking-card')).toHaveAttribute('data-booking', String(booking!.id));
  });

  test('[26.1] dispatch: keyboard path through the booking panel', async ({ adminPage: page }) => {
    const caller = await createCaller('Keyboard', `Yolcu${phoneSequence}`);
    // the live map's "Book a trip" opens the desk with the focus in the panel
    await page.goto('/map');
    await page.getByTestId('book-trip').click();
    await expect(page).toHaveURL(/\/dispatch\?new=1/);
    const callerBox = page.getByTestId('caller-search');
    await expect(callerBox).toBeFocused();
    await page.keyboard.type(caller.surname);
    await expect(page.getByTestId('caller-search-option').first()).toContainText(caller.surname);
    await page.keyboard.press('Enter');
    await expect(callerBox).toHaveValue(new RegExp(caller.surname));

    /** Tab until the element with this test id has the focus (what a keyboard user does), at most `limit` times. */
    const tabTo = async (testId: string, limit = 12) => {
      for (let i = 0; i < limit; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId)) return;
      }
      throw new Error(`Tab never reached ${testId}`);
    };
    await tabTo('place-search-0');
    await page.keyboard.type('Gir');
    await expect(page.getByTestId('place-search-0-option').first()).toBeVisible();
    // Escape closes the suggestions and keeps the typing
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('place-search-0-option').first()).toBeHidden();
    await page.keyboard.type('ne');
    await expect(page.getByTestId('place-search-0-option').first()).toContainText('Girne');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('place-search-0')).toHaveValue(/Girne/);
    await tabTo('place-search-1');
    await page.keyboard.type('Lefkoşa');
    await expect(page.getByTestId('place-search-1-option').first()).toContainText('Lefkoşa');
    await page.keyboard.press('Enter');
    await tabTo('trip-type');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('trip-type')).toHaveValue(tripTypes[0]!.typeName);
    await expect(page.getByTestId('estimate-fare')).toHaveText(/₺/);
    await tabTo('book-submit', 20);
    await page.keyboard.press('Enter');
    await expect(toast(page, /Booking #\d+ is made/)).toBeVisible();
    const booking = (await bookings('open')).find((row) => row.customer.id === caller.id);
    expect(booking?.places.map((place) => place.name)).toEqual(['Girne', 'Lefkoşa']);
    // the cancel dialog: the fee note, Escape closes it
    await page.getByTestId('booking-cancel').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cancel-fee-note')).toHaveText('No driver has accepted it yet: the caller is not charged.');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cancel-reason')).toHaveCount(0);
  });

  test('[26.4] dispatch: schedule a booking', async ({ adminPage: page }) => {
    const caller = await createCaller('Planlı', `Müşteri${phoneSequence}`);
    await openDesk(page);
    await chooseCaller(page, caller.surname, new RegExp(caller.surname));
    await typePlace(page, 0, 'Gazimağusa', /Gazimağusa/);
    // the drop-off clicked on the map (a reverse lookup): İskele's centre
    await page.getByTestId('place-pick-1').click();
    await expect(page.getByTestId('picking-hint')).toBeVisible();
    // the map framed the pick-up: the dispatcher moves it to İskele first
    await expect.poll(() => page.evaluate(() => Boolean(window.__taxiMap?.loaded() && !window.__taxiMap.isMoving())), { timeout: 20_000 }).toBe(true);
    await page.evaluate(() => window.__taxiMap!.jumpTo({ center: [33.892, 35.287], zoom: 12 }));
    const point = await page.evaluate(() => window.__taxiMap!.project([33.892, 35.287]));
    await page.getByTestId('map-view').locator('canvas.maplibregl-canvas').click({ position: { x: point.x, y: point.y } });
    await expect(page.getByTestId('place-search-1')).toHaveValue(/İskele/);
    await chooseTripType(page, tripTypes[0]!.typeName);
    await page.getByTestId('schedule-when').getByText('Later').click();
    // tomorrow at 10:30 on the operator's clock (Asia/Famagusta), whatever the browser's zone
    const today = new Date(Date.now() + 3 * 3_600_000);
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1));
    const date = day.toISOString().slice(0, 10);
    await page.getByTestId('schedule-date').fill(date);
    await page.getByTestId('schedule-time').getByLabel('Time, hours').click();
    await page.keyboard.type('1030');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('schedule-hint')).toContainText('Asia/Famagusta');
    await page.getByTestId('book-submit').click();
    await expect(toast(page, /Booking #\d+ is scheduled\./)).toBeVisible();
    const booking = (await bookings('open')).find((row) => row.customer.id === caller.id);
    expect(booking?.state).toBe('scheduled');
    expect(booking?.scheduledFor && Date.parse(booking.scheduledFor)).toBe(instantAtLocal(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), 10 * 60 + 30, ZONE).getTime());
    await expect(boardRow(page, booking!.id).getByTestId('booking-state')).toHaveText('Scheduled');
  });

  test('[26.3] dispatch: the simulator\'s driver accepts and the board follows it to completion', async ({ adminPage: page, server }) => {
    test.setTimeout(60_000);
    // the driver simulator (`npm run simulate`) against this worker's server: one driver that takes
    // every offer, no ride requests of its own, a hundred times faster than life
    // the desk starts empty: the simulated driver would take the earlier tests' open bookings first
    for (const booking of await bookings('open')) await http.call(admin, 'POST', `/api/dispatch/bookings/${booking.id}/cancel`, { reason: 'Cleared before the simulator test' });
    const online = async () => (await http.call<ConnectedDriver[]>(admin, 'GET', '/api/Dashboard/GetConnectedDriversDetails')).body;
    const before = new Set((await online()).map((entry) => entry.driverId));
    const simulator = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/simulator/cli.ts', '--url', server.baseURL, '--drivers', '1', '--time-scale', '100', '--request-chance', '0', '--accept-chance', '1'], { stdio: 'ignore' });
    try {
      let simulated: ConnectedDriver | undefined;
      await expect.poll(async () => (simulated = (await online()).find((entry) => !before.has(entry.driverId))), { timeout: 20_000 }).toBeDefined();
      const driver = simulated!;
      // picked up where the simulated driver is, dropped off a few kilometres on
      const pickup = { name: 'Pick-up', poiName: null, formattedAddress: 'Where the driver is', latitude: driver.latitude, longitude: driver.longitude };
      const dropoff = { name: 'Drop-off', poiName: null, formattedAddress: 'A few kilometres on', latitude: driver.latitude + 0.02, longitude: driver.longitude + 0.02 };
      const caller = await createCaller('Takip', `Edilen${phoneSequence}`);
      // paid by card: the driver's balance only grows (a cash trip's commission would take it below a
      // demo payout the transfers spec expects to be covered)
      const book = () => http.call<Booking>(admin, 'POST', '/api/dispatch/bookings', { customerId: caller.id, tripTypeId: tripTypes[0]!.tripTypeId, paymentMethod: 'Card', places: [pickup, dropoff], scheduledFor: null, driverId: driver.driverId });
      // 409 (and nothing booked) while the driver is still busy with something else
      let created = await book();
      await expect.poll(async () => (created.status === 201 ? 201 : (created = await book()).status), { timeout: 20_000 }).toBe(201);
      const id = created.body.id;
      await openDesk(page, `?booking=${id}`);
      await expect(page.getByTestId('booking-card')).toHaveAttribute('data-booking', String(id));
      // the board follows the simulator's steps from the stream: accepted (the driver on the card), then completed
      await expect(page.getByTestId('booking-driver')).toContainText(driver.driverName.split(' ')[0]!, { timeout: 15_000 });
      await expect(boardRow(page, id)).toHaveCount(0, { timeout: 40_000 });
      await page.getByTestId('board-ended').click();
      await expect(boardRow(page, id).getByTestId('booking-state')).toHaveText('Completed');
      await expect(boardRow(page, id)).toContainText('₺');
      const ended = (await bookings('ended')).find((booking) => booking.id === id);
      expect(ended).toMatchObject({ state: 'completed', tripStatus: 'Completed', driver: { id: driver.driverId } });
      expect(ended!.fare).toBeGreaterThan(0);
    } finally {
      simulator.kill('SIGTERM');
    }
  });
});

/**
 * The desk's look in light and dark, English and Turkish, desktop and 390 px: pictures to look at
 * (DISPATCH_SHOTS=<dir>), not a baseline; skipped otherwise.
 */
test.describe('dispatch desk screenshots', () => {
  test.skip(!process.env.DISPATCH_SHOTS, 'DISPATCH_SHOTS=<dir> takes them');
  for (const scheme of ['light', 'dark'] as const) {
    for (const language of ['en', 'tr'] as const) {
      test.describe(`${scheme} ${language}`, () => {
        test.use({ layoutSettings: { darkMode: scheme === 'dark', language } });
        test(`dispatch desk screenshots ${scheme} ${language}`, async ({ adminPage: page }) => {
          test.setTimeout(60_000);
          mkdirSync(SHOTS, { recursive: true });
          await page.goto('/dispatch');
          await expect(page.getByTestId('map-view')).toBeVisible({ timeout: 20_000 });
          await page.getByTestId('supply-toggle').check();
          await page.getByTestId('caller-search').fill('a');
          await page.getByTestId('caller-search-option').first().click();
          await page.getByTestId('place-search-0').fill('Girne');
          await page.getByTestId('place-search-0-option').first().click();
          await page.getByTestId('place-search-1').fill('Lefko');
          await page.getByTestId('place-search-1-option').first().click();
          await page.getByTestId('trip-type').click();
          await page.getByRole('option').first().click();
          await expect(page.getByTestId('estimate-fare')).toBeVisible();
          await page.waitForTimeout(1500);
          await page.screenshot({ path: `${SHOTS}/desk-${scheme}-${language}-desktop.png`, fullPage: true });
          // a booking selected on the board: its card beside the map, its route on it
          await page.getByTestId('bookings-table').getByRole('button').first().click();
          await expect(page.getByTestId('booking-card')).toBeVisible();
          await page.waitForTimeout(1500);
          await page.screenshot({ path: `${SHOTS}/desk-${scheme}-${language}-selected-desktop.png`, fullPage: true });
          await page.setViewportSize({ width: 390, height: 844 });
          await page.waitForTimeout(1000);
          await page.screenshot({ path: `${SHOTS}/desk-${scheme}-${language}-390.png`, fullPage: true });
        });
      });
    }
  }
});
