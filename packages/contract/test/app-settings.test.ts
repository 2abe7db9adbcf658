import { describe, expect, it } from 'vitest';
import { AppSettings, AppSettingsBody, AppSettingsResponse, MAX_PEAK_TIMES, PeakTime, PeakTimeBody } from '../src/app-settings';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const settings = {
  nightTimeFrom: '22:00',
  nightTimeTo: '06:00',
  peakTimes: [{ peakTimeId: 1, peakTimeFrom: '07:30', peakTimeTo: '09:30' }],
  transferFromName: 'Demo Taksi Ltd.',
  tranferFromEmail: 'payouts@demo.taxi',
  transferFromPhone: '+90 392 228 40 40',
  transferFromAddress: 'Mehmet Akif Caddesi No: 24\nLefkoşa',
  twoFactorRequiredForAdminAndFinance: false,
  payoutSecondApprovalThreshold: 1_000_000,
  transferFromIban: 'TR330006100519786457841326',
  transferFromBic: 'TCZBTR2A',
  dispatchOfferSeconds: 20,
  dispatchMaxTries: 5,
  dispatchLeadMinutes: 15,
};

describe('app settings (SPEC.md §3, §5)', () => {
  it('the record carries every field; the answer adds the operator time zone', () => {
    expectShape(AppSettings, settings);
    expectShape(AppSettingsResponse, { ...settings, operatorTimeZone: 'Asia/Famagusta' });
    expectShape(PeakTime, { peakTimeId: 1, peakTimeFrom: '07:30', peakTimeTo: '09:30' }, ['peakTimeId']);
  });

  it('the body is the record, the zone not among its fields', () => {
    expect(parsed(AppSettingsBody, { ...settings, operatorTimeZone: 'Europe/Istanbul' })).toEqual(settings);
  });

  it('[25.3] the four-eyes threshold: whole kuruş from 0 (off) to MAX_KURUS; left out of a body, it stays', () => {
    expect(parsed(AppSettingsBody, { ...settings, payoutSecondApprovalThreshold: 0 }).payoutSecondApprovalThreshold).toBe(0);
    expect(accepts(AppSettingsBody, { ...settings, payoutSecondApprovalThreshold: 1_000_000_000_000 })).toBe(true);
    expect(issuesOf(AppSettingsBody, { ...settings, payoutSecondApprovalThreshold: 1_000_000_000_001 })).toEqual(['payoutSecondApprovalThreshold: The threshold is too large']);
    expect(accepts(AppSettingsBody, { ...settings, payoutSecondApprovalThreshold: -1 })).toBe(false);
    expect(accepts(AppSettingsBody, { ...settings, payoutSecondApprovalThreshold: 0.5 })).toBe(false);
    const { payoutSecondApprovalThreshold: _t, transferFromIban: _i, transferFromBic: _b, dispatchOfferSeconds: _o, dispatchMaxTries: _m, dispatchLeadMinutes: _l, ...older } = settings;
    expect(parsed(AppSettingsBody, older)).toEqual(older);
  });

  it('[25.4] the sender’s IBAN (checked, electronic form) and BIC (upper case), or null', () => {
    expect(parsed(AppSettingsBody, { ...settings, transferFromIban: 'tr33 0006 1005 1978 6457 8413 26', transferFromBic: ' tczbtr2aXXX ' })).toMatchObject({ transferFromIban: 'TR330006100519786457841326', transferFromBic: 'TCZBTR2AXXX' });
    expect(parsed(AppSettingsBody, { ...settings, transferFromIban: null, transferFromBic: null })).toMatchObject({ transferFromIban: null, transferFromBic: null });
    expect(issuesOf(AppSettingsBody, { ...settings, transferFromIban: 'TR330006100519786457841327' })).toEqual(['transferFromIban: This IBAN’s check digits are wrong: check it for a typing mistake']);
    expect(issuesOf(AppSettingsBody, { ...settings, transferFromBic: 'TCZBTR2' })).toEqual(['transferFromBic: Enter a BIC of 8 or 11 letters and digits']);
  });

  it('needs HH:MM night times', () => {
    expect(accepts(AppSettingsBody, { ...settings, nightTimeFrom: '24:00' })).toBe(false);
    expect(accepts(AppSettingsBody, { ...settings, nightTimeTo: '' })).toBe(false);
    expect(accepts(AppSettingsBody, { ...settings, nightTimeFrom: '00:00', nightTimeTo: '23:59' })).toBe(true);
  });

  it('needs the sender fields, trimmed and bounded', () => {
    expect(parsed(AppSettingsBody, { ...settings, transferFromName: '  Taksi  ' }).transferFromName).toBe('Taksi');
    expect(issuesOf(AppSettingsBody, { ...settings, transferFromName: ' ' })).toEqual(['transferFromName: Transfer from name is required']);
    expect(issuesOf(AppSettingsBody, { ...settings, tranferFromEmail: '' })).toEqual(['tranferFromEmail: Transfer from e-mail is required']);
    expect(issuesOf(AppSettingsBody, { ...settings, transferFromPhone: '' })).toEqual(['transferFromPhone: Transfer from phone is required']);
    expect(issuesOf(AppSettingsBody, { ...settings, transferFromAddress: '' })).toEqual(['transferFromAddress: Transfer from address is required']);
    const bounds = { transferFromName: 200, tranferFromEmail: 254, transferFromPhone: 40, transferFromAddress: 500 };
    for (const [field, max] of Object.entries(bounds)) {
      expect(accepts(AppSettingsBody, { ...settings, [field]: 'a'.repeat(max) }), field).toBe(true);
      expect(accepts(AppSettingsBody, { ...settings, [field]: 'a'.repeat(max + 1) }), field).toBe(false);
    }
    expect(accepts(AppSettingsBody, { ...settings, transferFromName: 'a\nb' })).toBe(false);
  });

  it('takes at most 12 peak ranges, none of them empty', () => {
    expect(MAX_PEAK_TIMES).toBe(12);
    const range = { peakTimeFrom: '07:30', peakTimeTo: '09:30' };
    expect(accepts(AppSettingsBody, { ...settings, peakTimes: [] })).toBe(true);
    expect(accepts(AppSettingsBody, { ...settings, peakTimes: Array(12).fill(range) })).toBe(true);
    expect(issuesOf(AppSettingsBody, { ...settings, peakTimes: Array(13).fill(range) })).toEqual(['peakTimes: At most 12 peak ranges']);
    expect(accepts(AppSettings, { ...settings, peakTimes: Array(13).fill(range) })).toBe(false);
    expect(issuesOf(PeakTimeBody, { peakTimeFrom: '07:30', peakTimeTo: '07:30' })).toEqual(['peakTimeTo: A peak range must end at a different time than it starts']);
    expect(accepts(PeakTimeBody, { peakTimeFrom: '22:00', peakTimeTo: '02:00' })).toBe(true);
    expect(issuesOf(AppSettingsBody, { ...settings, peakTimes: [range, { peakTimeFrom: '08:00', peakTimeTo: '08:00' }] })).toEqual(['peakTimes.1.peakTimeTo: A peak range must end at a different time than it starts']);
  });
});
