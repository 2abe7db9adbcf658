import { localDateTime } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, localMidnight } from '../../src/demo/demo-clock';
import { tripStartSampler } from '../../src/demo/trip-times';
import { createRandom } from '../../src/lib/random';

const ZONE = 'Asia/Famagusta';
const iso = (date: Date) => date.toISOString();

describe('the demo reads days and hours on the operator clock (OPERATOR_TIME_ZONE)', () => {
  it('finds local midnight in winter (UTC+2) and summer (UTC+3)', () => {
    expect(iso(localMidnight(new Date('2026-01-15T21:59:00Z'), 0, ZONE))).toBe('2026-01-14T22:00:00.000Z');
    expect(iso(localMidnight(new Date('2026-01-15T22:00:00Z'), 0, ZONE))).toBe('2026-01-15T22:00:00.000Z');
    expect(iso(localMidnight(new Date('2026-07-15T12:00:00Z'), 0, ZONE))).toBe('2026-07-14T21:00:00.000Z');
    expect(iso(localMidnight(new Date('2026-01-15T12:00:00Z'), 30, ZONE))).toBe('2025-12-15T22:00:00.000Z');
    expect(iso(localMidnight(new Date('2026-01-15T12:00:00Z'), -1, ZONE))).toBe('2026-01-15T22:00:00.000Z');
    expect(iso(localMidnight(new Date('2026-01-15T12:00:00Z'), 0, 'Europe/Istanbul'))).toBe('2026-01-14T21:00:00.000Z');
  });

  it('has days of 23 and 25 hours around the summer-time changes', () => {
    const day = (now: string) => (localMidnight(new Date(now), -1, ZONE).getTime() - localMidnight(new Date(now), 0, ZONE).getTime()) / HOUR_MS;
    expect(day('2026-03-29T12:00:00Z')).toBe(23);
    expect(day('2026-10-25T12:00:00Z')).toBe(25);
    expect(day('2026-03-30T12:00:00Z')).toBe(24);
  });

  it('draws trip starts with the demand of the local hour: 06:00 is quieter than the 07:00 rush', () => {
    const now = new Date('2026-01-20T10:00:00Z');
    const sample = tripStartSampler(now, 14, now, ZONE);
    const random = createRandom(7);
    const byHour = new Array<number>(24).fill(0);
    for (let draw = 0; draw < 20_000; draw++) {
      const start = sample(random);
      expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
      byHour[localDateTime(start, ZONE).hour]! += 1;
    }
    // Weights 2 (06:00) and 5 (07:00) give 0.4; read one hour off (a fixed UTC+3 in winter) they give 5 : 7 ≈ 0.71.
    expect(byHour[6]! / byHour[7]!).toBeGreaterThan(0.3);
    expect(byHour[6]! / byHour[7]!).toBeLessThan(0.5);
    // 04:00 is the quietest hour of the profile (0.8), 18:00 the busiest (7.5).
    expect(byHour[4]!).toBe(Math.min(...byHour));
    expect(byHour[18]!).toBeGreaterThan(byHour[16]!);
  });

  it('covers every local hour of a 25-hour day once, the repeated hour twice', () => {
    const now = new Date('2026-10-25T22:30:00Z'); // 00:30 on the 26th
    const sample = tripStartSampler(now, 2, now, ZONE);
    const random = createRandom(11);
    const starts = new Set<number>();
    for (let draw = 0; draw < 5_000; draw++) starts.add(Math.floor(sample(random).getTime() / HOUR_MS));
    // 25 hour buckets on the 25th, none of the 26th has ended (latest = now).
    expect(starts.size).toBe(25);
  });
});
