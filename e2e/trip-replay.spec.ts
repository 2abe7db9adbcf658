import type { AppSettingsResponse, TripListItem, TripTrack } from '@taxi/contract';
import { formatTry } from '@taxi/contract/money';
import type { Page } from '@playwright/test';
import type { AdminApi } from './support/api';
import { expect, test } from './support/fixtures';

/** The operator's clock (HH:MM) `seconds` after the trip's start, as the app writes it. */
const clock = (track: TripTrack, seconds: number) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: track.timeZone }).format(new Date(Date.parse(track.startTime) + seconds * 1000));
const km = (meters: number) => new Intl.NumberFormat('en-US').format(Math.round(meters / 100) / 10);
const minutes = (seconds: number) => new Intl.NumberFormat('en-US').format(Math.round(seconds / 6) / 10);
const at = (point: TripTrack['points'][number]) => `${point[1].toFixed(6)},${point[2].toFixed(6)}`;

/**
 * A completed demo trip whose track has legs and lasted over three minutes: one that started in the
 * night window when there is one (its surcharge then applies to the whole trip), looked for among the
 * newest hundred trips that started between midnight and 04:00 on the operator's clock (inside any
 * night window; the one with the most legs), else one with night legs among the newest, else any.
 */
async function replayableTrack(api: AdminApi): Promise<TripTrack> {
  const { operatorTimeZone } = await api.get<AppSettingsResponse>('/api/AppSettings/GetAppSettings');
  const hour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: operatorTimeZone });
  const rows = await api.get<TripListItem[]>('/api/trips/GetTrips?status=5&pageSize=100');
  const deepNight = rows.filter((row) => Number(hour.format(new Date(row.startTime))) < 4).slice(0, 10);
  const tracks: TripTrack[] = [];
  for (const row of [...deepNight, ...rows.slice(0, 20)]) {
    const track = await api.get<TripTrack>(`/api/Trips/GetTripTrack/${row.tripId}`);
    if (track.fare && track.legs.length >= 2 && track.points.at(-1)![0] >= 180) tracks.push(track);
  }
  // the night start with the most legs (the car's moves show best), else night legs, else any
  const longest = (list: TripTrack[]) => list.reduce<TripTrack | undefined>((best, track) => (!best || track.legs.length > best.legs.length ? track : best), undefined);
  const chosen = longest(tracks.filter((track) => track.fare!.night && track.fare!.inNight.meters > 0)) ?? tracks.find((track) => track.fare!.inNight.meters > 0) ?? tracks[0];
  expect(chosen, 'a completed demo trip with a driven track').toBeDefined();
  return chosen!;
}

async function openReplay(page: Page, track: TripTrack, mapName = /Map replaying the driven track/) {
  await page.goto(`/trips/details/${track.tripId}`);
  await expect(page.getByTestId('trip-replay-split')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: mapName })).toBeVisible({ timeout: 30_000 });
}

test('[27.4] trip replay: the scrubber moves the car along the track and the night/peak split matches the API', async ({ adminPage: page, api }) => {
  test.setTimeout(90_000); // WebGL in software beside the route's map
  const track = await replayableTrack(api);
  const fare = track.fare!;
  const end = track.points.at(-1)![0];
  await openReplay(page, track);

  // the split as text, from the API's own figures
  const split = page.getByTestId('trip-replay-split');
  await expect(split.getByTestId('trip-replay-night')).toHaveText(`In the night window: ${km(fare.inNight.meters)} km, ${minutes(fare.inNight.seconds)} min${formatTry(fare.inNight.amount, 'en')}`);
  await expect(split.getByTestId('trip-replay-peak')).toHaveText(`In peak ranges: ${km(fare.inPeak.meters)} km, ${minutes(fare.inPeak.seconds)} min${formatTry(fare.inPeak.amount, 'en')}`);
  await expect(split.getByTestId('trip-replay-base')).toContainText(formatTry(fare.baseAmount, 'en'));
  await expect(split.getByTestId('trip-replay-total')).toContainText(formatTry(fare.total, 'en'));
  const legsSum = track.legs.reduce((sum, leg) => sum + leg.amount, 0);
  expect(fare.baseAmount + legsSum, 'the base and the legs give the total').toBe(fare.total);
  await expect(split.getByTestId('trip-replay-rule')).toContainText(fare.night || fare.peak ? 'applies to the whole trip' : 'no surcharge applies');
  await expect(split.getByTestId('trip-replay-mismatch')).toHaveCount(fare.total === fare.storedFare ? 0 : 1);

  // the car starts on the first point at the start's clock time
  const map = page.getByTestId('track-replay-map');
  const clockText = page.getByTestId('trip-replay-clock');
  await expect(map).toHaveAttribute('data-car', at(track.points[0]!));
  await expect(clockText).toContainText(clock(track, 0));

  // the keyboard moves it: a minute (Page Up), then to the end (End)
  const scrubber = page.getByRole('slider', { name: 'Replay time' });
  await scrubber.focus();
  await scrubber.press('PageUp');
  await expect(scrubber).toHaveAttribute('aria-valuenow', '60');
  await expect(scrubber).toHaveAttribute('aria-valuetext', `${clock(track, 60)}, 1 of ${Math.floor(end / 60)} minutes`);
  await expect(map).not.toHaveAttribute('data-car', at(track.points[0]!));
  await scrubber.press('End');
  await expect(map).toHaveAttribute('data-car', at(track.points.at(-1)!));
  await expect(clockText).toContainText(clock(track, end));
  expect(clock(track, end), 'the trip lasted longer than a minute on the clock').not.toBe(clock(track, 0));

  // what WebGL drew: the track and the car
  await expect(page.getByRole('region', { name: /Map replaying the driven track/ })).toHaveAttribute('data-rendered', /"moving-car":1/, { timeout: 30_000 });
  await expect(page.getByRole('region', { name: /Map replaying the driven track/ })).toHaveAttribute('data-rendered', /"track-line":\d/);
});

test.describe('[27.4] trip replay in Turkish and dark', () => {
  test.use({ layoutSettings: { darkMode: true, language: 'tr' } });
  test('[27.4] trip replay: the split and the scrubber speak Turkish in dark mode (axe after the test)', async ({ adminPage: page, api }) => {
    test.setTimeout(90_000);
    const track = await replayableTrack(api);
    const fare = track.fare!;
    await openReplay(page, track, /Sürülen yolu yeniden oynatan harita/);
    const figure = (value: number) => new Intl.NumberFormat('tr-TR').format(value);
    await expect(page.getByTestId('trip-replay-night')).toHaveText(`Gece aralığında: ${figure(Math.round(fare.inNight.meters / 100) / 10)} km, ${figure(Math.round(fare.inNight.seconds / 6) / 10)} dk${formatTry(fare.inNight.amount, 'tr')}`);
    await expect(page.getByTestId('trip-replay-total')).toContainText(formatTry(fare.total, 'tr'));
    const scrubber = page.getByRole('slider', { name: 'Oynatma zamanı' });
    await scrubber.focus();
    await scrubber.press('PageUp');
    await expect(scrubber).toHaveAttribute('aria-valuetext', `${clock(track, 60)}, 1 / ${Math.floor(track.points.at(-1)![0] / 60)} dakika`);
  });
});

/**
 * Screenshots for review (light, dark, 390 px, RTL), written to /tmp/replay-*.png. Not a check:
 * runs only with REPLAY_SHOTS=1.
 */
const shots = [
  { name: 'light', settings: {}, width: 1440 },
  { name: 'dark', settings: { darkMode: true }, width: 1440 },
  { name: '390-light', settings: {}, width: 390 },
  { name: '390-dark', settings: { darkMode: true }, width: 390 },
  { name: 'rtl-tr', settings: { rtl: true, language: 'tr' }, width: 1440 },
] as const;

test.describe('trip replay screenshots', () => {
  test.skip(!process.env.REPLAY_SHOTS, 'screenshots for review only (REPLAY_SHOTS=1)');
  test.use({ axeAfterEach: false });
  test.describe.configure({ timeout: 120_000 });
  for (const shot of shots) {
    test.describe(shot.name, () => {
      test.use({ layoutSettings: shot.settings });
      test(`trip replay screenshot ${shot.name}`, async ({ adminPage: page, api }) => {
        // tall enough for the whole card at 390 px (a taller element's shot showed the fixed skip link)
        await page.setViewportSize({ width: shot.width, height: shot.width < 500 ? 1400 : 900 });
        const track = await replayableTrack(api);
        await page.goto(`/trips/details/${track.tripId}`);
        await expect(page.getByTestId('trip-replay-split')).toBeVisible({ timeout: 30_000 });
        const scrubber = page.getByRole('slider');
        await scrubber.focus();
        for (let i = 0; i < 4; i++) await scrubber.press('PageUp');
        await expect(page.getByTestId('track-replay-map').getByTestId('map-view')).toHaveAttribute('data-rendered', /moving-car/, { timeout: 30_000 });
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.waitForTimeout(500);
        console.log(`trip ${track.tripId}: started ${track.startTime}, night ${track.fare!.night}, peak ${track.fare!.peak}, ${track.points.length} points`);
        await page.getByTestId('trip-replay').screenshot({ path: `/tmp/replay-${shot.name}.png` });
      });
    });
  }
});
