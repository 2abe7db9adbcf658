/** Time arithmetic of the demo. Everything is relative to the `now` the caller passes. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Europe/Istanbul (the operator's clock) has been UTC+3 all year round since 2016. */
export const OPERATOR_UTC_OFFSET_MS = 3 * HOUR_MS;

export const plus = (instant: Date, ms: number) => new Date(instant.getTime() + Math.round(ms));
export const minus = (instant: Date, ms: number) => new Date(instant.getTime() - Math.round(ms));

/** The instant of local midnight `daysBack` days before the operator's current day. */
export function localMidnight(now: Date, daysBack: number): Date {
  const local = now.getTime() + OPERATOR_UTC_OFFSET_MS;
  const localDayStart = local - (local % DAY_MS);
  return new Date(localDayStart - daysBack * DAY_MS - OPERATOR_UTC_OFFSET_MS);
}

/** Day of the week of an instant on the operator's clock: 0 Sunday … 6 Saturday. */
export const localWeekday = (instant: Date) => new Date(instant.getTime() + OPERATOR_UTC_OFFSET_MS).getUTCDay();

export const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** A sort comparator: earliest `time(item)` first. */
export const byTime = <T>(time: (item: T) => Date) => (a: T, b: T) => time(a).getTime() - time(b).getTime();
