import { type RawBuilder, sql } from 'kysely';

/**
 * Whole calendar days on the operator's clock (OPERATOR_TIME_ZONE) as instants, for filters such
 * as "dateFrom–dateTo" or "paymentDate" (`YYYY-MM-DD`, already validated). A day runs from its
 * local midnight to the next one, so a 23- or 25-hour day (summer-time changes) is whole, and a
 * comparison against these bounds keeps the column's index usable.
 */

/** The instant `day` starts on the operator's clock. */
export const dayStart = (day: string, timeZone: string): RawBuilder<Date> => sql<Date>`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;

/** The instant the day after `day` starts (exclusive end of `day`). */
export const dayEnd = (day: string, timeZone: string): RawBuilder<Date> => sql<Date>`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
