import type { TripDetailsWithFare, TripListItem } from '@taxi/contract';
import { expect, test } from './support/fixtures';

/**
 * Screenshots of the trips screens for review (light, dark, RTL, 390 px), written to
 * /work/notes/screens/trips-*.png. Not a check: runs only with TRIPS_SHOTS=1.
 */
const DIR = process.env.TRIPS_SHOTS_DIR ?? '/work/notes/screens';
const shots = [
  { name: 'list-light', settings: {}, width: 1440, list: true },
  { name: 'details-light', settings: {}, width: 1440, list: false },
  { name: 'details-dark', settings: { darkMode: true }, width: 1440, list: false },
  { name: 'list-rtl', settings: { rtl: true, language: 'tr' }, width: 1440, list: true },
  { name: 'details-rtl', settings: { rtl: true, language: 'tr' }, width: 1440, list: false },
  { name: 'list-390-tr-dark', settings: { language: 'tr', darkMode: true }, width: 390, list: true },
  { name: 'details-390', settings: {}, width: 390, list: false },
] as const;

test.describe('trips screenshots', () => {
  test.skip(!process.env.TRIPS_SHOTS, 'screenshots for review only (TRIPS_SHOTS=1)');
  test.use({ axeAfterEach: false });
  test.describe.configure({ timeout: 300_000 });

  for (const shot of shots) {
    test.describe(shot.name, () => {
      test.use({ layoutSettings: shot.settings });
      test(`trips screenshot ${shot.name}`, async ({ adminPage: page, api }) => {
        await page.setViewportSize({ width: shot.width, height: 900 });
        const rows = await api.get<TripListItem[]>('/api/trips/GetTrips?status=5&pageSize=20');
        let id = rows[0]!.tripId;
        for (const row of rows) {
          const trip = await api.get<TripDetailsWithFare>(`/api/trips/GetTrip/${row.tripId}`);
          if (trip.fareExplained.night || trip.fareExplained.peak) {
            id = trip.tripId;
            break;
          }
        }
        await page.goto(shot.list ? '/trips' : `/trips/details/${id}`);
        await expect(page.getByTestId(shot.list ? 'list-range' : 'trip-fare-explained')).toBeVisible({ timeout: 30_000 });
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${DIR}/trips-${shot.name}.png`, fullPage: true });
      });
    });
  }
});
