/**
 * Four days on the operator's clock (OPERATOR_TIME_ZONE, Asia/Famagusta) that every whole-day
 * filter is tested on, each at its first and last second and at the seconds either side (a fixed
 * UTC+2 or UTC+3 offset fails some case):
 *
 * - 15 January 2026, EET (UTC+2): 14 January 22:00Z … 15 January 22:00Z.
 * - 15 July 2026, EEST (UTC+3): 14 July 21:00Z … 15 July 21:00Z.
 * - Sunday 29 March 2026, 03:00 EET becomes 04:00 EEST at 01:00Z: a 23-hour day, 28 March 22:00Z … 29 March 21:00Z.
 * - Sunday 25 October 2026, 04:00 EEST becomes 03:00 EET at 01:00Z: a 25-hour day, 24 October 21:00Z … 25 October 22:00Z.
 */
export const SUMMER_TIME_DAYS = {
  '2026-01-15': { before: '2026-01-14T21:59:59Z', first: '2026-01-14T22:00:00Z', last: '2026-01-15T21:59:59Z', after: '2026-01-15T22:00:00Z' },
  '2026-07-15': { before: '2026-07-14T20:59:59Z', first: '2026-07-14T21:00:00Z', last: '2026-07-15T20:59:59Z', after: '2026-07-15T21:00:00Z' },
  '2026-03-29': { before: '2026-03-28T21:59:59Z', first: '2026-03-28T22:00:00Z', last: '2026-03-29T20:59:59Z', after: '2026-03-29T21:00:00Z' },
  '2026-10-25': { before: '2026-10-24T20:59:59Z', first: '2026-10-24T21:00:00Z', last: '2026-10-25T21:59:59Z', after: '2026-10-25T22:00:00Z' },
} as const;
export type SummerTimeDay = keyof typeof SUMMER_TIME_DAYS;

/** The four instants of each day: the second before it, its first and last seconds, the second after. */
export const DAY_EDGES = ['before', 'first', 'last', 'after'] as const;

/** The calendar day `days` after `day` (YYYY-MM-DD, negative for before). */
export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
