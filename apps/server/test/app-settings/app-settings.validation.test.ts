import type { AppSettingsBody as AppSettings } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
const valid: AppSettings = {
  nightTimeFrom: '22:00',
  nightTimeTo: '06:00',
  peakTimes: [{ peakTimeFrom: '08:00', peakTimeTo: '09:30' }],
  transferFromName: 'Demo Taksi Ltd.',
  tranferFromEmail: 'payouts@demo.taxi',
  transferFromPhone: '+90 392 228 40 40',
  transferFromAddress: 'Lefkoşa',
  twoFactorRequiredForAdminAndFinance: false,
};
beforeAll(async () => {
  t = await buildTestApp();
  await t.injectAs('admin', { method: 'PUT', url: '/api/AppSettings/UpdateAppSettings', payload: valid });
});
afterAll(() => t.close());

const snapshot = async () => ({
  settings: await t.db.selectFrom('app_settings').selectAll().execute(),
  peakTimes: await t.db.selectFrom('peak_times').selectAll().orderBy('id').execute(),
  audit: await t.db.selectFrom('audit_entries').select('id').execute(),
});
const range = (peakTimeFrom: unknown, peakTimeTo: unknown) => [{ peakTimeFrom, peakTimeTo }];

const bad: [string, string, unknown][] = [
  ['nightTimeFrom', 'nightTimeFrom', undefined],
  ['nightTimeFrom', 'nightTimeFrom', ''],
  ['nightTimeFrom', 'nightTimeFrom', '25:99'],
  ['nightTimeFrom', 'nightTimeFrom', '24:00'],
  ['nightTimeTo', 'nightTimeTo', '7:00'],
  ['nightTimeTo', 'nightTimeTo', '07:60'],
  ['nightTimeTo', 'nightTimeTo', 700],
  ['transferFromName', 'transferFromName', '  '],
  ['transferFromName', 'transferFromName', undefined],
  ['tranferFromEmail', 'tranferFromEmail', ''],
  ['transferFromPhone', 'transferFromPhone', ''],
  ['transferFromAddress', 'transferFromAddress', null],
  ['peakTimes', 'peakTimes', undefined],
  ['peakTimes', 'peakTimes', 'none'],
  ['peakTimes', 'peakTimes.0.peakTimeFrom', range(undefined, '09:00')],
  ['peakTimes', 'peakTimes.0.peakTimeTo', range('08:00', '')],
  ['peakTimes', 'peakTimes.0.peakTimeFrom', range('25:99', '09:00')],
  ['peakTimes', 'peakTimes.0.peakTimeTo', range('08:00', '08:00')],
  ['peakTimes', 'peakTimes', Array.from({ length: 13 }, () => ({ peakTimeFrom: '08:00', peakTimeTo: '09:00' }))],
];

describe('app settings bodies are checked (400 naming the field, nothing written)', () => {
  it.each(bad)('refuses %s → errors.%s for %j', async (field, errorKey, value) => {
    const before = await snapshot();
    const res = await t.injectAs('admin', { method: 'PUT', url: '/api/AppSettings/UpdateAppSettings', payload: { ...valid, [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty([errorKey]);
    expect(await snapshot()).toEqual(before);
  });

  it('says what a time must look like', async () => {
    const res = await t.injectAs('admin', { method: 'PUT', url: '/api/AppSettings/UpdateAppSettings', payload: { ...valid, nightTimeFrom: '25:99' } });
    expect(res.json().errors).toEqual({ nightTimeFrom: ['Use the 24-hour HH:MM format'] });
  });

  it('explains an empty peak range', async () => {
    const res = await t.injectAs('admin', { method: 'PUT', url: '/api/AppSettings/UpdateAppSettings', payload: { ...valid, peakTimes: range('08:00', '08:00') } });
    expect(res.json().errors).toEqual({ 'peakTimes.0.peakTimeTo': ['A peak range must end at a different time than it starts'] });
  });
});
