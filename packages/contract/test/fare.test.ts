import { describe, expect, it } from 'vitest';
import { computeFare, isWithin, localClock, type FareClock, type FareRates } from '../src/fare';

const rates: FareRates = { baseFare: 5000, perKmFare: 2000, perMinuteFare: 300, cancellationSurcharge: 50, nightSurcharge: 20, peakTimeSurcharge: 10 };
const clock: FareClock = { nightTimeFrom: '22:00', nightTimeTo: '06:00', peakTimes: [{ from: '07:30', to: '09:30' }, { from: '17:00', to: '19:30' }] };
// Northern Cyprus is UTC+3 all year: 12:00 UTC is 15:00 local.
const at = (utc: string) => new Date(`2026-03-10T${utc}:00Z`);

describe('localClock', () => {
  it('reads the operator clock (Europe/Istanbul, UTC+3)', () => {
    expect(localClock(at('12:00'))).toBe('15:00');
    expect(localClock(at('21:30'))).toBe('00:30');
  });
});

describe('isWithin', () => {
  it('includes the start and excludes the end', () => {
    expect(isWithin('07:30', { from: '07:30', to: '09:30' })).toBe(true);
    expect(isWithin('09:30', { from: '07:30', to: '09:30' })).toBe(false);
  });

  it('wraps past midnight when the end is before the start', () => {
    expect(isWithin('23:15', { from: '22:00', to: '06:00' })).toBe(true);
    expect(isWithin('05:59', { from: '22:00', to: '06:00' })).toBe(true);
    expect(isWithin('12:00', { from: '22:00', to: '06:00' })).toBe(false);
  });

  it('treats an empty range as never', () => {
    expect(isWithin('10:00', { from: '10:00', to: '10:00' })).toBe(false);
  });
});

describe('computeFare', () => {
  const trip = { distanceKm: 5, durationMinutes: 12 };

  it('charges base + distance + time by day', () => {
    // 5000 + 5 × 2000 + 12 × 300 = 18 600
    expect(computeFare(rates, clock, { ...trip, startTime: at('09:00') })).toMatchObject({ total: 18_600, night: false, peak: false });
  });

  it('adds the night surcharge inside the night window', () => {
    expect(computeFare(rates, clock, { ...trip, startTime: at('20:00') })).toMatchObject({ total: 22_320, night: true });
  });

  it('adds the peak surcharge inside a peak range', () => {
    expect(computeFare(rates, clock, { ...trip, startTime: at('15:00') })).toMatchObject({ total: 20_460, peak: true });
  });

  it('adds both when a peak range lies in the night', () => {
    const late = { ...clock, peakTimes: [{ from: '23:00', to: '23:59' }] };
    expect(computeFare(rates, late, { ...trip, startTime: at('20:30') })).toMatchObject({ total: 24_180, night: true, peak: true, surchargePercent: 30 });
  });

  it('charges a cancelled trip the cancellation percentage of the base fare', () => {
    expect(computeFare(rates, clock, { ...trip, startTime: at('09:00'), cancelled: true }).total).toBe(2_500);
  });

  it('rounds fractional kilometres to whole kuruş', () => {
    const fare = computeFare({ ...rates, perKmFare: 333 }, clock, { distanceKm: 1.237, durationMinutes: 0, startTime: at('09:00') });
    expect(fare.total).toBe(5412);
    expect(Number.isInteger(fare.total)).toBe(true);
  });
});
