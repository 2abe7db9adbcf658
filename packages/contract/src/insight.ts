import { z } from 'zod';
import { Kurus, PageQuery, optionalQuery } from './common';
import { fieldCode } from './errors';
import { TripTypeBody } from './trip-types';
import { DATE_RANGE_MESSAGE, Day, isDayRange } from './days';

/**
 * Issue 27: the dashboard's charts and the finance report (docs/insight.md). Every day, week and
 * month is the operator's (OPERATOR_TIME_ZONE); money in kuruş. A trip belongs to the day it
 * started (as in the trips list's date filter).
 */

/** How many past same weekdays the "trips per hour" average spans, 4 by default. */
export const WEEKDAY_AVERAGE_WEEKS = { min: 4, max: 8, default: 4 } as const;
/** Days in the money charts, weeks in the payouts chart. */
export const CHART_DAYS = 30;
export const CHART_WEEKS = 12;

export const DashboardChartsQuery = z.object({
  weeks: z.coerce.number().int().min(WEEKDAY_AVERAGE_WEEKS.min).max(WEEKDAY_AVERAGE_WEEKS.max).default(WEEKDAY_AVERAGE_WEEKS.default),
});
export type DashboardChartsQuery = z.infer<typeof DashboardChartsQuery>;

/** One hour of today on the operator's clock (0–23; on a 25-hour day the repeated hour holds both). */
export const HourTrips = z.object({
  hour: z.number().int().min(0).max(23),
  /** Trips that started in this hour today. */
  today: z.number().int(),
  /** Trips that started in this hour on the same weekday of each of the last `weeks` weeks, averaged (one decimal). */
  weekdayAverage: z.number(),
});
export type HourTrips = z.infer<typeof HourTrips>;

/** One operator day of money (completed trips and cancellation fees that started that day). */
export const DayMoney = z.object({
  day: Day,
  /** Fares of completed trips. */
  gross: Kurus,
  /** The company's share of fares and cancellation fees (what the ledger settled). */
  commission: z.number().int(),
  /** The drivers' share of fares and cancellation fees. */
  driverEarnings: z.number().int(),
  cashGross: Kurus,
  cardGross: Kurus,
  cashTrips: z.number().int(),
  cardTrips: z.number().int(),
});
export type DayMoney = z.infer<typeof DayMoney>;

/** One week (Monday to Sunday, operator's clock) of completed payouts. */
export const WeekPayouts = z.object({ weekStart: Day, count: z.number().int(), amount: Kurus });
export type WeekPayouts = z.infer<typeof WeekPayouts>;

/** One hour of today: connected drivers as sampled every few minutes, and drivers who started a trip. */
export const HourDrivers = z.object({
  hour: z.number().int().min(0).max(23),
  /** The most connected drivers seen in this hour's samples; null when no sample was taken (before the server ran, or later than now). */
  onlinePeak: z.number().int().nullable(),
  /** Drivers with a trip that started in this hour. */
  withTrip: z.number().int(),
});
export type HourDrivers = z.infer<typeof HourDrivers>;

/** `GET /api/Insight/GetDashboardCharts`. */
export const DashboardCharts = z.object({
  timeZone: z.string(),
  /** Today on the operator's clock. */
  today: Day,
  weeks: z.number().int(),
  tripsByHour: z.array(HourTrips),
  /** The last CHART_DAYS days, oldest first, today last. */
  days: z.array(DayMoney),
  /** The last CHART_WEEKS weeks, oldest first, this week last. */
  payoutsByWeek: z.array(WeekPayouts),
  driversByHour: z.array(HourDrivers),
});
export type DashboardCharts = z.infer<typeof DashboardCharts>;

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
/** The most periods one report spans (about three years of days). */
export const MAX_REPORT_PERIODS = 1100;

export const FinanceReportQuery = PageQuery.extend({
  period: optionalQuery(z.enum(REPORT_PERIODS)),
  /** First operator day of the report (default: 29 days, 11 weeks or 11 months before dateTo's period). */
  dateFrom: optionalQuery(Day),
  /** Last operator day of the report (default: today). */
  dateTo: optionalQuery(Day),
}).refine((query) => isDayRange(query.dateFrom, query.dateTo), { message: DATE_RANGE_MESSAGE, path: ['dateTo'], params: fieldCode('end_before_start') });
export type FinanceReportQuery = z.infer<typeof FinanceReportQuery>;

/** One day, week (from Monday) or month of the finance report. */
export const FinanceReportRow = z.object({
  /** The first day of the period (a week's Monday, a month's 1st). */
  periodStart: Day,
  period: z.enum(REPORT_PERIODS),
  completedTrips: z.number().int(),
  gross: Kurus,
  commission: z.number().int(),
  driverEarnings: z.number().int(),
  cashGross: Kurus,
  cardGross: Kurus,
  cancellations: z.number().int(),
  cancellationFees: Kurus,
});
export type FinanceReportRow = z.infer<typeof FinanceReportRow>;

/** Days a fare back-test replays: the last 30 operator days, today included. */
export const BACK_TEST_DAYS = 30;

/**
 * `POST /api/TripType/BackTestFares/{id}` (issue 27 item 3): the fares being edited on the trip
 * type's form, before they are saved.
 */
export const FareBackTestBody = TripTypeBody.pick({
  systemPercentage: true,
  baseFare: true,
  perKmFare: true,
  perMinuteFare: true,
  cancellationSurcharge: true,
  nightSurcharge: true,
  peakTimeSurcharge: true,
});
export type FareBackTestBody = z.infer<typeof FareBackTestBody>;

/** Sums of the replayed trips under the saved fares (`now`) and the edited ones (`proposed`). */
export const BackTestFigures = z.object({
  trips: z.number().int(),
  grossNow: Kurus,
  grossProposed: Kurus,
  grossChange: z.number().int(),
  driverEarningsNow: z.number().int(),
  driverEarningsProposed: z.number().int(),
  driverEarningsChange: z.number().int(),
  commissionNow: z.number().int(),
  commissionProposed: z.number().int(),
  commissionChange: z.number().int(),
});
export type BackTestFigures = z.infer<typeof BackTestFigures>;

export const FareBackTest = z.object({
  tripTypeId: z.number().int(),
  timeZone: z.string(),
  /** Every day of the replay, oldest first (zeros on a day without trips). */
  days: z.array(BackTestFigures.extend({ day: Day })),
  totals: BackTestFigures,
});
export type FareBackTest = z.infer<typeof FareBackTest>;
