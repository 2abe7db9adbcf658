import { describe, expect, it } from 'vitest';
import { computeFare, isNightTime, isPeakTime, isWithin, type FareClock, type FareRates } from '../src/fare';

const rates: FareRates = { baseFare: 5000, perKmFare: 2000, perMinuteFare: 300, cancellationSurcharge: 50, nightSurcharge: 20, peakTimeSurcharge: 10 };
const clock: FareClock = {
  timeZone: 'Asia/Famagusta',
  nightTimeFrom: '22:00',
  nightTimeTo: '06:00',
  peakTimes: [{ from: '07:30', to: '09:30' }, { from: '17:00', to: '19:30' }],
};
const trip = { distanceMeters: 5000, durationSeconds: 720 };
// 5000 + 5 × 2000 + 12 × 300 = 18 600 kuruş before surcharges.
const fareAt = (iso: string, on: FareClock = clock) => computeFare(rates, on, { ...trip, startTime: new Date(iso) });
const nightAt = (iso: string, on: FareClock = clock) => fareAt(iso, on).night;

describe('isWithin', () => {
  it('includes the start and excludes the end', () => {
    expect(isWithin('07:30', { from: '07:30', to: '09:30' })).toBe(true);
    expect(isWithin('07:29', { from: '07:30', to: '09:30' })).toBe(false);
    expect(isWithin('09:29', { from: '07:30', to: '09:30' })).toBe(true);
    expect(isWithin('09:30', { from: '07:30', to: '09:30' })).toBe(false);
  });

  it('wraps past midnight when the end is before the start, at its exact edges', () => {
    const night = { from: '22:00', to: '06:00' };
    expect(isWithin('21:59', night)).toBe(false);
    expect(isWithin('22:00', night)).toBe(true);
    expect(isWithin('23:59', night)).toBe(true);
    expect(isWithin('00:00', night)).toBe(true);
    expect(isWithin('05:59', night)).toBe(true);
    expect(isWithin('06:00', night)).toBe(false);
    expect(isWithin('12:00', night)).toBe(false);
  });

  it('reads a window from midnight and one up to midnight', () => {
    expect(isWithin('00:00', { from: '00:00', to: '06:00' })).toBe(true);
    expect(isWithin('23:59', { from: '00:00', to: '06:00' })).toBe(false);
    expect(isWithin('23:59', { from: '18:00', to: '00:00' })).toBe(true);
    expect(isWithin('00:00', { from: '18:00', to: '00:00' })).toBe(false);
    expect(isWithin('17:59', { from: '18:00', to: '00:00' })).toBe(false);
  });

  it('treats an empty range as never', () => {
    expect(isWithin('10:00', { from: '10:00', to: '10:00' })).toBe(false);
    expect(isWithin('00:00', { from: '00:00', to: '00:00' })).toBe(false);
  });
});

describe('night and peak windows of the settings', () => {
  it('reads the night window and every peak range', () => {
    expect(isNightTime('22:00', clock)).toBe(true);
    expect(isNightTime('06:00', clock)).toBe(false);
    expect(isPeakTime('17:00', clock)).toBe(true);
    expect(isPeakTime('19:30', clock)).toBe(false);
    expect(isPeakTime('09:29', clock)).toBe(true);
    expect(isPeakTime('12:00', clock)).toBe(false);
    expect(isPeakTime('12:00', { ...clock, peakTimes: [] })).toBe(false);
  });
});

describe('computeFare on the operator clock (Asia/Famagusta: UTC+2 in winter, UTC+3 in summer)', () => {
  it('issue 7 example: 2026-01-15T19:30Z is 21:30 in Lefkoşa, not night; 22:30 in Istanbul, night', () => {
    expect(fareAt('2026-01-15T19:30:00Z')).toMatchObject({ night: false, peak: false, total: 18_600 });
    expect(fareAt('2026-01-15T19:30:00Z', { ...clock, timeZone: 'Europe/Istanbul' })).toMatchObject({ night: true, total: 22_320 });
  });

  it('in winter, 22:00 local (20:00Z) is night and 06:00 local (04:00Z) is not', () => {
    expect(nightAt('2026-01-15T19:59:00Z')).toBe(false);
    expect(nightAt('2026-01-15T20:00:00Z')).toBe(true);
    expect(nightAt('2026-01-15T21:59:00Z')).toBe(true); // 23:59
    expect(nightAt('2026-01-15T22:00:00Z')).toBe(true); // 00:00, past midnight
    expect(nightAt('2026-01-16T03:59:00Z')).toBe(true); // 05:59
    expect(nightAt('2026-01-16T04:00:00Z')).toBe(false); // 06:00
  });

  it('in summer, 22:00 local is 19:00Z and 06:00 local is 03:00Z', () => {
    expect(nightAt('2026-07-15T18:59:00Z')).toBe(false);
    expect(nightAt('2026-07-15T19:00:00Z')).toBe(true);
    expect(nightAt('2026-07-16T02:59:00Z')).toBe(true);
    expect(nightAt('2026-07-16T03:00:00Z')).toBe(false);
  });

  it('both sides of the March change (2026-03-29 01:00Z: 03:00 EET becomes 04:00 EEST)', () => {
    const untilFour = { ...clock, nightTimeTo: '04:00' };
    expect(nightAt('2026-03-29T00:59:00Z', untilFour)).toBe(true); // 02:59 EET
    expect(nightAt('2026-03-29T01:00:00Z', untilFour)).toBe(false); // 04:00 EEST
    // The evening before is on winter time, the evening after on summer time.
    expect(nightAt('2026-03-28T19:59:00Z')).toBe(false);
    expect(nightAt('2026-03-28T20:00:00Z')).toBe(true);
    expect(nightAt('2026-03-29T18:59:00Z')).toBe(false);
    expect(nightAt('2026-03-29T19:00:00Z')).toBe(true);
    // The night that ends on the change day ends at 06:00 EEST = 03:00Z.
    expect(nightAt('2026-03-29T02:59:00Z')).toBe(true);
    expect(nightAt('2026-03-29T03:00:00Z')).toBe(false);
  });

  it('both sides of the October change (2026-10-25 01:00Z: 04:00 EEST becomes 03:00 EET)', () => {
    const untilFour = { ...clock, nightTimeTo: '04:00' };
    expect(nightAt('2026-10-25T00:59:00Z', untilFour)).toBe(true); // 03:59 EEST
    expect(nightAt('2026-10-25T01:00:00Z', untilFour)).toBe(true); // 03:00 EET, the hour again
    expect(nightAt('2026-10-25T01:59:00Z', untilFour)).toBe(true); // 03:59 EET
    expect(nightAt('2026-10-25T02:00:00Z', untilFour)).toBe(false); // 04:00 EET
    expect(nightAt('2026-10-24T18:59:00Z')).toBe(false);
    expect(nightAt('2026-10-24T19:00:00Z')).toBe(true);
    expect(nightAt('2026-10-25T19:59:00Z')).toBe(false);
    expect(nightAt('2026-10-25T20:00:00Z')).toBe(true);
  });

  it('reads peak ranges on the same clock, at their edges', () => {
    expect(fareAt('2026-01-15T05:29:00Z')).toMatchObject({ peak: false, total: 18_600 }); // 07:29
    expect(fareAt('2026-01-15T05:30:00Z')).toMatchObject({ peak: true, total: 20_460 }); // 07:30
    expect(fareAt('2026-01-15T07:29:00Z')).toMatchObject({ peak: true }); // 09:29
    expect(fareAt('2026-01-15T07:30:00Z')).toMatchObject({ peak: false }); // 09:30
    expect(fareAt('2026-07-15T04:30:00Z')).toMatchObject({ peak: true }); // 07:30 in summer
    expect(fareAt('2026-07-15T05:30:00Z')).toMatchObject({ peak: true }); // 08:30 in summer
  });

  it('another zone moves every window with it', () => {
    const tokyo = { ...clock, timeZone: 'Asia/Tokyo' };
    expect(nightAt('2026-01-15T12:59:00Z', tokyo)).toBe(false); // 21:59 JST
    expect(nightAt('2026-01-15T13:00:00Z', tokyo)).toBe(true); // 22:00 JST
  });
});

describe('computeFare amounts', () => {
  const at = (hhmm: string) => `2026-03-10T${hhmm}:00Z`; // winter: local = UTC + 2

  it('charges base + distance + time by day', () => {
    expect(fareAt(at('10:00'))).toEqual({ subtotal: 18_600, night: false, peak: false, surchargePercent: 0, cancelled: false, total: 18_600 });
  });

  it('adds the night surcharge inside the night window', () => {
    expect(fareAt(at('21:00'))).toEqual({ subtotal: 18_600, night: true, peak: false, surchargePercent: 20, cancelled: false, total: 22_320 });
  });

  it('adds the peak surcharge inside a peak range', () => {
    expect(fareAt(at('16:00'))).toEqual({ subtotal: 18_600, night: false, peak: true, surchargePercent: 10, cancelled: false, total: 20_460 });
  });

  it('adds both when a peak range lies in the night', () => {
    const late = { ...clock, peakTimes: [{ from: '23:00', to: '23:59' }] };
    expect(fareAt(at('21:30'), late)).toMatchObject({ total: 24_180, night: true, peak: true, surchargePercent: 30 });
  });

  it('charges a cancelled trip the cancellation percentage of the base fare, with no surcharge', () => {
    const cancelled = computeFare(rates, clock, { ...trip, startTime: new Date(at('21:00')), cancelled: true });
    expect(cancelled).toEqual({ subtotal: 5000, night: true, peak: false, surchargePercent: 0, cancelled: true, total: 2_500 });
    expect(computeFare({ ...rates, baseFare: 2501 }, clock, { ...trip, startTime: new Date(at('10:00')), cancelled: true }).total).toBe(1251); // 1250.5 → 1251
    expect(computeFare(rates, clock, { ...trip, startTime: new Date(at('10:00')), cancelled: false }).cancelled).toBe(false);
  });

  it('rounds fractional kilometres to whole kuruş', () => {
    const fare = computeFare({ ...rates, perKmFare: 333 }, clock, { distanceMeters: 1237, durationSeconds: 0, startTime: new Date(at('10:00')) });
    expect(fare.total).toBe(5412); // 5411.921
    expect(fare.subtotal).toBe(5412);
  });

  it('rounds a surcharge of exactly half a kuruş up, in hundredths of a percent (2500 × 101.14 % = 2528.5 → 2529)', () => {
    const exact = { baseFare: 2500, perKmFare: 0, perMinuteFare: 0, cancellationSurcharge: 0, nightSurcharge: 1.14, peakTimeSurcharge: 0 };
    expect(computeFare(exact, clock, { distanceMeters: 0, durationSeconds: 0, startTime: new Date(at('21:00')) })).toMatchObject({ total: 2529, subtotal: 2500 });
    expect(computeFare({ ...exact, nightSurcharge: 1.1 }, clock, { distanceMeters: 0, durationSeconds: 0, startTime: new Date(at('21:00')) }).total).toBe(2528); // 2527.5 → 2528
    expect(computeFare({ ...exact, nightSurcharge: 1.12 }, clock, { distanceMeters: 0, durationSeconds: 0, startTime: new Date(at('21:00')) }).total).toBe(2528); // 2528.0
  });
});
