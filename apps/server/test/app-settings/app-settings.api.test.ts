import type { AppSettingsBody as AppSettings, AppSettingsResponse } from '@taxi/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '../../src/modules/app-settings/app-settings.defaults';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async () => {
  const res = await t.injectAs('admin', { method: 'GET', url: '/api/AppSettings/GetAppSettings' });
  expect(res.statusCode).toBe(200);
  return res.json<AppSettingsResponse>();
};
const put = (payload: unknown) => t.injectAs('admin', { method: 'PUT', url: '/api/AppSettings/UpdateAppSettings', payload: payload as object });
const strip = ({ operatorTimeZone: _zone, ...settings }: AppSettingsResponse) => ({ ...settings, peakTimes: settings.peakTimes.map(({ peakTimeFrom, peakTimeTo }) => ({ peakTimeFrom, peakTimeTo })) });

const settings = (overrides: Partial<AppSettings> = {}): AppSettings => ({
  nightTimeFrom: '23:30',
  nightTimeTo: '05:45',
  peakTimes: [
    { peakTimeFrom: '07:00', peakTimeTo: '09:00' },
    { peakTimeFrom: '16:30', peakTimeTo: '19:00' },
  ],
  transferFromName: 'Kıbrıs Taksi Ltd.',
  tranferFromEmail: 'odeme@kibristaksi.example',
  transferFromPhone: '+90 392 444 00 00',
  transferFromAddress: 'Girne Caddesi 1, Lefkoşa',
  twoFactorRequiredForAdminAndFinance: false,
  payoutSecondApprovalThreshold: 1_000_000,
  transferFromIban: null,
  transferFromBic: null,
  dispatchOfferSeconds: 20,
  dispatchMaxTries: 5,
  dispatchLeadMinutes: 15,
  ...overrides,
});

describe(`app settings API (SPEC.md §7) on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('reads the one record with the wire names of SPEC.md §3', async () => {
    const current = await get();
    expect(current).toEqual({
      nightTimeFrom: DEFAULT_APP_SETTINGS.night_time_from,
      nightTimeTo: DEFAULT_APP_SETTINGS.night_time_to,
      peakTimes: [],
      transferFromName: DEFAULT_APP_SETTINGS.transfer_from_name,
      tranferFromEmail: DEFAULT_APP_SETTINGS.tranfer_from_email,
      transferFromPhone: DEFAULT_APP_SETTINGS.transfer_from_phone,
      transferFromAddress: DEFAULT_APP_SETTINGS.transfer_from_address,
      twoFactorRequiredForAdminAndFinance: false,
      payoutSecondApprovalThreshold: 1_000_000,
      transferFromIban: null,
      transferFromBic: null,
      dispatchOfferSeconds: 20,
      dispatchMaxTries: 5,
      dispatchLeadMinutes: 15,
      operatorTimeZone: 'Asia/Famagusta',
    });
  });

  it('keeps the two-factor requirement when a body leaves it out (SPEC.md clients do not send it)', async () => {
    expect((await put(settings({ twoFactorRequiredForAdminAndFinance: true }))).json<AppSettingsResponse>().twoFactorRequiredForAdminAndFinance).toBe(true);
    const { twoFactorRequiredForAdminAndFinance: _left, ...older } = settings({ transferFromName: 'Older client' });
    const saved = (await put(older)).json<AppSettingsResponse>();
    expect(saved).toMatchObject({ transferFromName: 'Older client', twoFactorRequiredForAdminAndFinance: true });
    expect((await put(settings())).json<AppSettingsResponse>().twoFactorRequiredForAdminAndFinance).toBe(false);
    expect((await put(settings({ twoFactorRequiredForAdminAndFinance: 'yes' as unknown as boolean }))).statusCode).toBe(400);
  });

  it('[25.3] keeps the four-eyes threshold and the sender’s account when a body leaves them out; checks the IBAN and BIC', async () => {
    const iban = 'TR33 0006 1005 1978 6457 8413 26';
    const saved = (await put(settings({ payoutSecondApprovalThreshold: 0, transferFromIban: iban, transferFromBic: 'tczbtr2a' }))).json<AppSettingsResponse>();
    expect(saved).toMatchObject({ payoutSecondApprovalThreshold: 0, transferFromIban: 'TR330006100519786457841326', transferFromBic: 'TCZBTR2A' });
    const { payoutSecondApprovalThreshold: _t, transferFromIban: _i, transferFromBic: _b, ...older } = settings();
    expect((await put(older)).json<AppSettingsResponse>()).toMatchObject({ payoutSecondApprovalThreshold: 0, transferFromIban: 'TR330006100519786457841326' });
    const wrong = await put(settings({ transferFromIban: 'TR330006100519786457841327' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.transferFromIban).toEqual(['This IBAN’s check digits are wrong: check it for a typing mistake']);
    expect((await put(settings({ transferFromBic: 'TCZB' }))).statusCode).toBe(400);
    expect((await put(settings({ payoutSecondApprovalThreshold: -1 }))).statusCode).toBe(400);
    expect((await put(settings({ payoutSecondApprovalThreshold: 1.5 }))).statusCode).toBe(400);
    expect((await put(settings())).statusCode).toBe(200);
  });

  it('saves the full object, answers it with ids, reads it back, and audits before and after', async () => {
    const before = await get();
    const res = await put(settings());
    expect(res.statusCode).toBe(200);
    const saved = res.json<AppSettingsResponse>();
    expect(strip(saved)).toEqual(settings());
    expect(saved.peakTimes.every((range) => Number.isInteger(range.peakTimeId))).toBe(true);
    expect(await get()).toEqual(saved);
    const audit = await t.db.selectFrom('audit_entries').selectAll().where('entity_type', '=', 'AppSettings').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const record = ({ operatorTimeZone: _zone, ...rest }: AppSettingsResponse) => rest; // the zone is a server setting, not audited
    expect(audit).toMatchObject({ action: 'update', entity_id: '1', actor_id: t.users.admin.id, before: record(before), after: record(saved) });
    const row = await t.db.selectFrom('app_settings').select('last_modified_date').executeTakeFirstOrThrow();
    expect(Date.now() - row.last_modified_date.getTime()).toBeLessThan(60_000);
  });

  it('replaces the peak ranges whole, in the order given (ids sent are ignored)', async () => {
    const first = (await put(settings())).json<AppSettingsResponse>();
    const ranges = [{ peakTimeId: first.peakTimes[0]!.peakTimeId, peakTimeFrom: '18:00', peakTimeTo: '20:00' }, { peakTimeFrom: '06:30', peakTimeTo: '08:00' }];
    const saved = (await put(settings({ peakTimes: ranges }))).json<AppSettingsResponse>();
    expect(strip(saved).peakTimes).toEqual([{ peakTimeFrom: '18:00', peakTimeTo: '20:00' }, { peakTimeFrom: '06:30', peakTimeTo: '08:00' }]);
    expect(await t.db.selectFrom('peak_times').selectAll().execute()).toHaveLength(2);
    const none = (await put(settings({ peakTimes: [] }))).json<AppSettingsResponse>();
    expect(none.peakTimes).toEqual([]);
    expect(await t.db.selectFrom('peak_times').selectAll().execute()).toHaveLength(0);
  });

  it('accepts a night window that wraps midnight and 00:00 / 23:59', async () => {
    const res = await put(settings({ nightTimeFrom: '00:00', nightTimeTo: '23:59' }));
    expect(res.statusCode).toBe(200);
  });

  it('keeps one save whole when two admins save at once (no mixed peak lists)', async () => {
    const a = settings({ transferFromName: 'A', peakTimes: [{ peakTimeFrom: '01:00', peakTimeTo: '02:00' }] });
    const b = settings({ transferFromName: 'B', peakTimes: [{ peakTimeFrom: '03:00', peakTimeTo: '04:00' }, { peakTimeFrom: '05:00', peakTimeTo: '06:00' }] });
    const answers = await Promise.all([put(a), put(b)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const final = strip(await get());
    expect([a, b]).toContainEqual(final);
  });

  it('lets only admins in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/AppSettings/GetAppSettings' })).statusCode).toBe(401);
    expect((await t.injectAs('driver', { method: 'PUT', url: '/api/AppSettings/UpdateAppSettings', payload: settings() })).statusCode).toBe(403);
  });
});
