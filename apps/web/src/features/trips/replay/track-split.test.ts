import { describe, expect, it } from 'vitest';
import { legMark, minutes, trackSplit, trackStretches } from './track-split';
import { trackFixture } from '@/test/trip-track-fixture';

describe('trackSplit (the night and peak split as text)', () => {
  it("takes the window shares from the fare and sums the legs outside both", () => {
    const split = trackSplit(trackFixture)!;
    expect(split.night).toEqual({ meters: 3_000, seconds: 480, amount: 2_900 });
    expect(split.peak).toEqual({ meters: 0, seconds: 0, amount: 0 });
    expect(split.outside).toEqual({ meters: 2_000, seconds: 120, amount: 2_100 });
    // the base and the legs give the total
    expect(split.baseAmount + split.night.amount + split.outside.amount).toBe(split.total);
    expect(split).toMatchObject({ total: 7_000, storedFare: 7_000, changedSince: false, nightApplied: false, peakApplied: false });
  });

  it('says when the rates changed since (the total is not what was charged)', () => {
    const changed = { ...trackFixture, fare: { ...trackFixture.fare!, storedFare: 6_500 } };
    expect(trackSplit(changed)!.changedSince).toBe(true);
  });

  it('has no split without a fare or without legs', () => {
    expect(trackSplit({ ...trackFixture, fare: null })).toBeNull();
    expect(trackSplit({ ...trackFixture, legs: [] })).toBeNull();
  });

  it('counts a leg in both windows in both (and never outside)', () => {
    const both = { ...trackFixture, legs: trackFixture.legs.map((leg) => ({ ...leg, night: true, peak: true })) };
    expect(trackSplit(both)!.outside).toEqual({ meters: 0, seconds: 0, amount: 0 });
    expect(legMark({ night: true, peak: true })).toBe('both');
    expect(legMark({ night: false, peak: true })).toBe('peak');
    expect(legMark({ night: true, peak: false })).toBe('night');
    expect(legMark({ night: false, peak: false })).toBe('none');
  });
});

describe('trackStretches (the marks as runs of legs)', () => {
  it('merges consecutive legs with the same mark', () => {
    expect(trackStretches(trackFixture)).toEqual([
      { mark: 'none', localTime: '21:58', fromSeconds: 0, toSeconds: 120, meters: 2_000, seconds: 120, amount: 2_100, firstPoint: 0, lastPoint: 2 },
      { mark: 'night', localTime: '22:00', fromSeconds: 120, toSeconds: 600, meters: 3_000, seconds: 480, amount: 2_900, firstPoint: 2, lastPoint: 4 },
    ]);
  });

  it('has none without legs', () => {
    expect(trackStretches({ points: trackFixture.points, legs: [] })).toEqual([]);
  });

  it('finds the leg a point begins at the same index (what the card reads under the car)', () => {
    expect(trackFixture.legs.every((leg, index) => leg.from === index)).toBe(true);
    expect(trackFixture.legs[2]?.localTime).toBe('22:00');
    expect(trackFixture.legs[4]).toBeUndefined();
  });

  it('rounds minutes to one decimal', () => {
    expect(minutes(480)).toBe(8);
    expect(minutes(500)).toBe(8.3);
  });
});
