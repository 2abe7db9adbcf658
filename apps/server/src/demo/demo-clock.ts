/**
 * Time arithmetic of the demo. Everything is relative to the `now` the caller passes; local days and
 * hours are those of the operator's clock (OPERATOR_TIME_ZONE, through the contract's operator-clock),
 * so a day around a summer-time change has 23 or 25 hours.
 */
import { instantAtLocal, localDateTime } from '@taxi/contract';


export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const plus = (instant: Date, ms: number) => new Date(instant.getTime() + Math.round(ms));
export const minus = (instant: Date, ms: number) => new Date(instant.getTime() - Math.round(ms));

/** The instant of local midnight `daysBack` days before the operator's current day (negative: after). */
export function localMidnight(now: Date, daysBack: number, timeZone: string): Date {
  const today = localDateTime(now, timeZone);
  return instantAtLocal(today.year, today.month, today.day - daysBack, 0, timeZone);
}

export const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** A sort comparator: earliest `time(item)` first. */
export const byTime = <T>(time: (item: T) => Date) => (a: T, b: T) => time(a).getTime() - time(b).getTime();
