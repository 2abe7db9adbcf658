import { EXPIRY_WARNING_DAYS, instantAtLocal, localDateTime } from '@taxi/contract';

const pad = (value: number) => String(value).padStart(2, '0');

/** The operator's calendar day of an instant, YYYY-MM-DD (OPERATOR_TIME_ZONE: summer time included). */
export function operatorDay(instant: Date, timeZone: string): string {
  const { year, month, day } = localDateTime(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The end of the "expiring" window at `now` (docs/notifications.md "Expiry"): the first instant
 * after the EXPIRY_WARNING_DAYS-th day from today on the operator's clock. An approval or document
 * valid until any moment of today … today + 30 days (and not past yet) is expiring; one past `now`
 * has expired. Midnight is found on the operator's clock, so a window across a summer-time change
 * is 30 local days, not 30 × 24 hours.
 */
export function expiringBefore(now: Date, timeZone: string, days = EXPIRY_WARNING_DAYS): Date {
  const { year, month, day } = localDateTime(now, timeZone);
  return instantAtLocal(year, month, day + days + 1, 0, timeZone);
}

/** Where an end date stands at `now`: expired, expiring within the window, or valid beyond it (or never ending). */
export function expiryState(until: Date | null, now: Date, timeZone: string): 'expired' | 'expiring' | 'valid' {
  if (!until) return 'valid';
  if (until.getTime() <= now.getTime()) return 'expired';
  return until.getTime() < expiringBefore(now, timeZone).getTime() ? 'expiring' : 'valid';
}
