import { z } from 'zod';

/** The 400 message of a date range whose end is before its start (bank transfers, trips). */
export const DATE_RANGE_MESSAGE = 'The end date must not be before the start date';

/** A calendar day `YYYY-MM-DD` (a real one: 2026-02-30 is refused), read on the operator's clock by the server. */
export const Day = z.iso.date('Use a date in the YYYY-MM-DD format');

/** Whether the days `from`–`to` (either may be absent) form a range: the end is not before the start. */
export const isDayRange = (from: string | undefined, to: string | undefined) => !from || !to || from <= to;
