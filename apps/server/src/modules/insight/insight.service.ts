import { CHART_DAYS, CHART_WEEKS, type DashboardCharts, type DayMoney, type FinanceReportRow, type ReportPeriod } from '@taxi/contract';
import type { Db } from '../../db/database';
import { type PeriodSums, driversByHour, operatorToday, periodSums, tripsByHour } from './insight.repository';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The calendar day `days` after `day` (YYYY-MM-DD; negative: before). */
export const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day of the month `months` after the month of `day`. */
const shiftMonth = (day: string, months: number) => {
  const date = new Date(Date.parse(`${day.slice(0, 7)}-01T00:00:00Z`));
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

/**
 * Money of a period. Takings are the fares of completed trips and the cancellation fees; a card
 * payment's driver share is its CardTripCredit, a cash one's company share its CashTripCommission
 * (the ledger's rule, DESIGN.md §5), so driver earnings = card credits + cash takings − cash
 * commission, and commission = takings − driver earnings.
 */
export function moneyOf(sums: PeriodSums) {
  const cashTakings = sums.grossCash + sums.feesCash;
  const cardTakings = sums.grossCard + sums.feesCard;
  const driverEarnings = sums.cardCredits + cashTakings - sums.cashCommission;
  return {
    gross: sums.grossCash + sums.grossCard,
    commission: cashTakings + cardTakings - driverEarnings,
    driverEarnings,
    cashGross: sums.grossCash,
    cardGross: sums.grossCard,
  };
}

const toDayMoney = (sums: PeriodSums): DayMoney => ({ day: sums.periodStart, ...moneyOf(sums), cashTrips: sums.completedCash, cardTrips: sums.completedCard });

/** The dashboard's charts at `now` on the operator's clock (docs/insight.md). */
export async function dashboardCharts(db: Db, timeZone: string, weeks: number, now = new Date()): Promise<DashboardCharts> {
  const today = await operatorToday(db, timeZone, now);
  const [hours, days, payoutWeeks, drivers] = await Promise.all([
    tripsByHour(db, timeZone, today, weeks),
    periodSums(db, timeZone, 'day', shiftDay(today, 1 - CHART_DAYS), today),
    periodSums(db, timeZone, 'week', shiftDay(today, 7 * (1 - CHART_WEEKS)), today),
    driversByHour(db, timeZone, today),
  ]);
  const byHour = new Map(hours.map((row) => [row.hour, row]));
  return {
    timeZone,
    today,
    weeks,
    tripsByHour: HOURS.map((hour) => ({
      hour,
      today: byHour.get(hour)?.today ?? 0,
      weekdayAverage: Math.round(((byHour.get(hour)?.past ?? 0) / weeks) * 10) / 10,
    })),
    days: days.map(toDayMoney),
    payoutsByWeek: payoutWeeks.map((week) => ({ weekStart: week.periodStart, count: week.payouts, amount: week.payoutsAmount })),
    driversByHour: HOURS.map((hour) => ({ hour, onlinePeak: drivers.online.get(hour) ?? null, withTrip: drivers.withTrip.get(hour) ?? 0 })),
  };
}

/** The report's default first day: 30 days, 12 weeks or 12 months ending with `lastDay`'s. */
function defaultFirstDay(period: ReportPeriod, lastDay: string): string {
  if (period === 'day') return shiftDay(lastDay, 1 - CHART_DAYS);
  if (period === 'week') return shiftDay(lastDay, 7 * (1 - CHART_WEEKS));
  return shiftMonth(lastDay, -11);
}

/** How many periods `firstDay`–`lastDay` spans, at most (a guard before asking the database). */
export function periodsSpanned(period: ReportPeriod, firstDay: string, lastDay: string): number {
  const days = (Date.parse(lastDay) - Date.parse(firstDay)) / 86_400_000 + 1;
  return period === 'day' ? days : period === 'week' ? Math.ceil(days / 7) + 1 : Math.ceil(days / 28) + 1;
}

export interface ReportRange {
  period: ReportPeriod;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** The finance report's rows, newest period first (the order of every list). */
export async function financeReport(db: Db, timeZone: string, range: ReportRange, now = new Date()): Promise<{ rows: FinanceReportRow[]; firstDay: string; lastDay: string }> {
  const lastDay = range.dateTo ?? (await operatorToday(db, timeZone, now));
  const firstDay = range.dateFrom ?? defaultFirstDay(range.period, lastDay);
  const sums = await periodSums(db, timeZone, range.period, firstDay, lastDay);
  const rows = sums.reverse().map((period) => ({
    periodStart: period.periodStart,
    period: range.period,
    completedTrips: period.completedCash + period.completedCard,
    ...moneyOf(period),
    cancellations: period.cancelled,
    cancellationFees: period.feesCash + period.feesCard,
  }));
  return { rows, firstDay, lastDay };
}
