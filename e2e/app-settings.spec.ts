import type { Page } from '@playwright/test';
import type { AppSettingsResponse as AppSettings } from '@taxi/contract';
import type { AdminApi } from './support/api';
import { expect, test } from './support/fixtures';

const readSettings = (api: AdminApi) => api.get<AppSettings>('/api/AppSettings/GetAppSettings');
const saveSettings = (api: AdminApi, data: unknown) => api.send('PUT', '/api/AppSettings/UpdateAppSettings', data);

const field = (page: Page, path: string) => page.getByTestId(`field-${path}`);
const clockValue = (page: Page, path: string) => field(page, path).locator('input[type="hidden"]');

/** Types `HH:MM` into the 24-hour time picker of a field. */
async function setClock(page: Page, path: string, time: string) {
  await field(page, path).getByLabel('Hours').click();
  await page.keyboard.type(time.replace(':', ''));
  await page.keyboard.press('Escape');
  await expect(clockValue(page, path)).toHaveValue(time);
}

async function clearClock(page: Page, path: string) {
  await field(page, path).getByLabel('Minutes').click();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
}

const stripIds = (settings: AppSettings) => ({ ...settings, peakTimes: settings.peakTimes.map(({ peakTimeFrom, peakTimeTo }) => ({ peakTimeFrom, peakTimeTo })) });

let original: AppSettings;
test.beforeEach(async ({ api }) => {
  original = await readSettings(api);
});
test.afterEach(async ({ api }) => {
  await api.sendOk('PUT', '/api/AppSettings/UpdateAppSettings', stripIds(original));
});

test.describe('[2.8] app settings', () => {
  test('[2.8] app settings: the form shows the stored night window, peak ranges and transfer sender', async ({ adminPage: page }) => {
    await page.goto('/appsettings');
    await expect(clockValue(page, 'nightTimeFrom')).toHaveValue(original.nightTimeFrom);
    await expect(clockValue(page, 'nightTimeTo')).toHaveValue(original.nightTimeTo);
    await expect(page.getByTestId('peak-times').getByTestId(/^peak-time-\d+$/)).toHaveCount(original.peakTimes.length);
    for (const [index, range] of original.peakTimes.entries()) {
      await expect(clockValue(page, `peakTimes.${index}.peakTimeFrom`)).toHaveValue(range.peakTimeFrom);
      await expect(clockValue(page, `peakTimes.${index}.peakTimeTo`)).toHaveValue(range.peakTimeTo);
    }
    await expect(field(page, 'transferFromName')).toHaveValue(original.transferFromName);
    await expect(field(page, 'tranferFromEmail')).toHaveValue(original.tranferFromEmail);
    await expect(field(page, 'transferFromPhone')).toHaveValue(original.transferFromPhone);
    await expect(field(page, 'transferFromAddress')).toHaveValue(original.transferFromAddress);
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
  });

  test("[2.8] app settings: edit night time, add and remove peak ranges, edit the sender; 'App settings saved' and the API has it all", async ({ adminPage: page, api }) => {
    test.setTimeout(60_000);
    await page.goto('/appsettings');
    await setClock(page, 'nightTimeFrom', '23:15');
    await setClock(page, 'nightTimeTo', '05:45');
    while ((await page.getByRole('button', { name: /^Remove peak time/ }).count()) > 0) await page.getByRole('button', { name: /^Remove peak time/ }).first().click();
    await expect(page.getByText('No peak ranges: no trip carries the peak time surcharge.')).toBeVisible();
    for (const [from, to] of [['06:45', '09:00'], ['12:00', '13:00'], ['16:30', '19:15']]) {
      await page.getByRole('button', { name: 'Add peak time' }).click();
      const index = (await page.getByTestId(/^peak-time-\d+$/).count()) - 1;
      await setClock(page, `peakTimes.${index}.peakTimeFrom`, from!);
      await setClock(page, `peakTimes.${index}.peakTimeTo`, to!);
    }
    await page.getByRole('button', { name: 'Remove peak time 2' }).click();
    await field(page, 'transferFromName').fill('Kıbrıs Taksi Ltd.');
    await field(page, 'tranferFromEmail').fill('odeme@kibristaksi.example');
    await field(page, 'transferFromPhone').fill('+90 392 444 12 12');
    await field(page, 'transferFromAddress').fill('Girne Caddesi 1, Lefkoşa');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('App settings saved', { exact: true })).toBeVisible();

    const saved = await readSettings(api);
    expect(stripIds(saved)).toEqual({
      nightTimeFrom: '23:15', nightTimeTo: '05:45',
      peakTimes: [{ peakTimeFrom: '06:45', peakTimeTo: '09:00' }, { peakTimeFrom: '16:30', peakTimeTo: '19:15' }],
      transferFromName: 'Kıbrıs Taksi Ltd.', tranferFromEmail: 'odeme@kibristaksi.example', transferFromPhone: '+90 392 444 12 12', transferFromAddress: 'Girne Caddesi 1, Lefkoşa',
      twoFactorRequiredForAdminAndFinance: false,
      // issue 25: the four-eyes threshold and the demo's sender account, which this form leaves as they are
      payoutSecondApprovalThreshold: 1_000_000, transferFromIban: 'TR160001200000007127212648', transferFromBic: 'TCZBTR2A',
      // issue 26: the dispatch settings, which the form shows and sends back as they were
      dispatchOfferSeconds: 20, dispatchMaxTries: 5, dispatchLeadMinutes: 15,
      operatorTimeZone: 'Asia/Famagusta',
    });
    // The windows are read on the operator's clock, shown beside the night window (issue 7, defect 11).
    await expect(page.getByTestId('operator-time-zone')).toContainText(/Operator time zone: Asia\/Famagusta \(GMT\+[23] now\)/);
    await page.reload();
    await expect(clockValue(page, 'nightTimeFrom')).toHaveValue('23:15');
    await expect(clockValue(page, 'peakTimes.1.peakTimeTo')).toHaveValue('19:15');
    // The trip type form prices with the new windows.
    await page.goto('/triptypes/add');
    await expect(page.getByTestId('fare-windows')).toContainText('Night 23:15–05:45 · Peak: 06:45–09:00, 16:30–19:15');
  });
});

test.describe('[5] app settings validation', () => {
  test('[5] app settings: every required field shows its message after touch', async ({ adminPage: page }) => {
    await page.goto('/appsettings');
    const messages: [string, string][] = [
      ['transferFromName', 'Please enter the Transfer From Name.'],
      ['tranferFromEmail', 'Please enter the Transfer From Email.'],
      ['transferFromPhone', 'Please enter the Transfer From Phone.'],
      ['transferFromAddress', 'Please enter the Transfer From Address.'],
    ];
    for (const [path, message] of messages) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
      await field(page, path).fill('');
      await field(page, path).blur();
      await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    }
    await clearClock(page, 'nightTimeFrom');
    await expect(page.getByText('Please enter the Night Time From.', { exact: true })).toBeVisible();
    await clearClock(page, 'nightTimeTo');
    await expect(page.getByText('Please enter the Night Time To.', { exact: true })).toBeVisible();
  });

  test("[5] app settings: an invalid submit shows 'Please enter valid data!', the peak range messages, and saves nothing", async ({ adminPage: page, api }) => {
    const sent: string[] = [];
    page.on('request', (req) => { if (req.method() === 'PUT') sent.push(req.url()); });
    await page.goto('/appsettings');
    await page.getByRole('button', { name: 'Add peak time' }).click();
    await field(page, 'transferFromName').fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Please enter valid data!', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter the Peak Time From.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter the Peak Time To.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter the Transfer From Name.', { exact: true })).toBeVisible();
    expect(sent).toEqual([]);
    expect(await readSettings(api)).toEqual(original);
  });

  test('[5] app settings: the API refuses a time like 25:99 and an empty peak range with 400, changing nothing', async ({ api }) => {
    const bad = await saveSettings(api, { ...stripIds(original), nightTimeFrom: '25:99' });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errors).toEqual({ nightTimeFrom: ['Use the 24-hour HH:MM format'] });
    const empty = await saveSettings(api, { ...stripIds(original), peakTimes: [{ peakTimeFrom: '08:00', peakTimeTo: '08:00' }] });
    expect(empty.status()).toBe(400);
    expect(await readSettings(api)).toEqual(original);
  });
});
