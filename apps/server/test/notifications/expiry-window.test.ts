import { describe, expect, it } from 'vitest';
import { expiringBefore, expiryState, operatorDay } from '../../src/modules/expiry/expiry-window';
import { DAY_EDGES, SUMMER_TIME_DAYS, shiftDay, type SummerTimeDay } from '../helpers/summer-time-days';

const ZONE = 'Asia/Famagusta';
const at = (iso: string) => new Date(iso);

/** Issue 25 item 2: "within 30 days" and "expired" on the operator's clock, in winter, in summer and across both changes. */
describe('the expiry window on the operator clock', () => {
  it.each(Object.keys(SUMMER_TIME_DAYS) as SummerTimeDay[])('reads %s as one day at its first and last second, and its neighbours outside', (day) => {
    const edges = SUMMER_TIME_DAYS[day];
    expect(operatorDay(at(edges.before), ZONE)).toBe(shiftDay(day, -1));
    expect(operatorDay(at(edges.first), ZONE)).toBe(day);
    expect(operatorDay(at(edges.last), ZONE)).toBe(day);
    expect(operatorDay(at(edges.after), ZONE)).toBe(shiftDay(day, 1));
  });

  it.each(Object.keys(SUMMER_TIME_DAYS) as SummerTimeDay[])('ends the window 30 days ahead at the end of %s, from any moment of the day 30 days before', (day) => {
    const edges = SUMMER_TIME_DAYS[day];
    const start = shiftDay(day, -30);
    // any moment of the starting day (noon UTC is within it in both seasons)
    for (const now of [at(`${start}T09:00:00Z`), at(`${start}T12:00:00Z`), at(`${start}T20:30:00Z`)]) {
      expect(expiringBefore(now, ZONE)).toEqual(at(edges.after));
      expect(expiryState(at(edges.last), now, ZONE)).toBe('expiring');
      expect(expiryState(at(edges.after), now, ZONE)).toBe('valid');
    }
  });

  it('tells expired from expiring at the second, and never ends an end date of null', () => {
    for (const day of Object.keys(SUMMER_TIME_DAYS) as SummerTimeDay[]) {
      const now = at(SUMMER_TIME_DAYS[day].first);
      for (const edge of DAY_EDGES) {
        const until = at(SUMMER_TIME_DAYS[day][edge]);
        expect(expiryState(until, now, ZONE)).toBe(until.getTime() <= now.getTime() ? 'expired' : 'expiring');
      }
      expect(expiryState(null, now, ZONE)).toBe('valid');
    }
  });
});
