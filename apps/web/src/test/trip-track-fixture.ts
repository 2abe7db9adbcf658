import type { TripTrack } from '@taxi/contract';

/**
 * A completed trip started at 21:58 on the operator's clock (night window 22:00–06:00, so no
 * night surcharge applied), driven north-east over five points: two legs outside the windows,
 * two in the night window. Base 2,000 + legs 1,200 + 900 + 1,500 + 1,400 = 7,000 kuruş.
 */
export const trackFixture: TripTrack = {
  tripId: 42,
  timeZone: 'Asia/Famagusta',
  startTime: '2026-01-15T19:58:00.000Z',
  endTime: '2026-01-15T20:08:00.000Z',
  distanceMeters: 5_000,
  durationSeconds: 600,
  points: [
    [0, 35.1, 33.3],
    [60, 35.11, 33.3],
    [120, 35.11, 33.32],
    [360, 35.13, 33.32],
    [600, 35.13, 33.34],
  ],
  legs: [
    { from: 0, meters: 1_100, seconds: 60, localTime: '21:58', night: false, peak: false, amount: 1_200 },
    { from: 1, meters: 900, seconds: 60, localTime: '21:59', night: false, peak: false, amount: 900 },
    { from: 2, meters: 1_500, seconds: 240, localTime: '22:00', night: true, peak: false, amount: 1_500 },
    { from: 3, meters: 1_500, seconds: 240, localTime: '22:04', night: true, peak: false, amount: 1_400 },
  ],
  fare: {
    baseAmount: 2_000,
    total: 7_000,
    storedFare: 7_000,
    night: false,
    peak: false,
    surchargePercent: 0,
    inNight: { meters: 3_000, seconds: 480, amount: 2_900 },
    inPeak: { meters: 0, seconds: 0, amount: 0 },
  },
};
