import { localClock, type FareClock } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import type { PartialRates } from '../form/trip-type-form-values';
import { DEFAULT_PREVIEW_TRIP, fareScenarios, findDayClock, instantAtLocalClock, NO_WINDOWS } from './fare-scenarios';

const rates: PartialRates = { baseFare: 8000, perKmFare: 2500, perMinuteFare: 300, cancellationSurcharge: 50, nightSurcharge: 25, peakTimeSurcharge: 15 };
const clock: FareClock = { timeZone: 'Asia/Famagusta', nightTimeFrom: '22:00', nightTimeTo: '06:00', peakTimes: [{ from: '07:30', to: '09:30' }, { from: '12:00', to: '13:00' }] };
const totals = (list: ReturnType<typeof fareScenarios>) => list.map((item) => item.breakdown?.total ?? null);

describe('fare preview scenarios', () => {
  it('builds instants at a given clock time of the operator zone', () => {
    for (const zone of ['Asia/Famagusta', 'Europe/Istanbul', 'Asia/Tokyo']) {
      for (const time of ['00:00', '06:59', '12:00', '22:00', '23:59']) expect(localClock(instantAtLocalClock(time, zone), zone)).toBe(time);
    }
    expect(instantAtLocalClock('22:00', 'Asia/Famagusta').toISOString()).toBe('2025-01-15T20:00:00.000Z');
  });

  it('prices the night trip on the zone of the settings (a window read on another clock would miss it)', () => {
    for (const zone of ['Asia/Famagusta', 'Europe/Istanbul', 'America/New_York']) {
      const night = fareScenarios(rates, { ...clock, timeZone: zone }, DEFAULT_PREVIEW_TRIP)[1];
      expect(night?.breakdown).toMatchObject({ night: true, total: 30125 });
    }
  });

  it('prices 5 km / 12 min by day, at night, in a peak range and cancelled', () => {
    // 8000 + 5 × 2500 + 12 × 300 = 24 100 kuruş; night +25 %, peak +15 %, cancellation 50 % of 8000.
    const list = fareScenarios(rates, clock, DEFAULT_PREVIEW_TRIP);
    expect(list.map((item) => [item.kind, item.startClock])).toEqual([['day', '13:00'], ['night', '22:00'], ['peak', '07:30'], ['cancelled', '13:00']]);
    expect(totals(list)).toEqual([24100, 30125, 27715, 4000]);
  });

  it('picks noon for the day trip when it is free, and nothing when the whole day is surcharged', () => {
    expect(findDayClock(NO_WINDOWS)).toBe('12:00');
    expect(findDayClock({ timeZone: 'Asia/Famagusta', nightTimeFrom: '00:00', nightTimeTo: '23:59', peakTimes: [{ from: '23:59', to: '00:00' }] })).toBeNull();
  });

  it('has no night or peak trip when the settings have no such window', () => {
    const list = fareScenarios(rates, NO_WINDOWS, DEFAULT_PREVIEW_TRIP);
    expect(list.map((item) => item.startClock)).toEqual(['12:00', null, null, '12:00']);
    expect(totals(list)).toEqual([24100, null, null, 4000]);
  });

  it('names the missing rates of each scenario while the form is incomplete', () => {
    const list = fareScenarios({ ...rates, perKmFare: null, nightSurcharge: null }, clock, DEFAULT_PREVIEW_TRIP);
    expect(list.map((item) => item.missing)).toEqual([['perKmFare'], ['perKmFare', 'nightSurcharge'], ['perKmFare'], []]);
    expect(totals(list)).toEqual([null, null, null, 4000]);
  });
});
