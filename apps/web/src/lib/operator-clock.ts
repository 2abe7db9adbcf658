// By its own path, zod-free: the sign-in page's chunk reaches this module (lib/format.ts).
import { DEFAULT_OPERATOR_TIME_ZONE, localDateTime } from '@taxi/contract/operator-clock';

/**
 * The operator's clock on screen (DESIGN.md §8): every date and time the back office shows is read
 * in the server's OPERATOR_TIME_ZONE, never the browser's zone. The shell learns the zone from the
 * server (GetAppSettings' `operatorTimeZone`) before its first page renders (app/operator-clock.ts);
 * until then, and on a machine that never told, it is the server's default.
 */
let current = DEFAULT_OPERATOR_TIME_ZONE;

export const operatorTimeZone = (): string => current;

export function setOperatorTimeZone(timeZone: string): void {
  current = timeZone;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The operator's day `offsetDays` from today as `YYYY-MM-DD`, what the date pickers read and write
 * (the server reads such a day on the same clock).
 */
export function operatorDay(offsetDays = 0, now = new Date(), timeZone = current): string {
  const today = localDateTime(now, timeZone);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + offsetDays));
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}
