import { describe, expect, it } from 'vitest';
import {
  BACK_TEST_DAYS, BackTestFigures, CHART_DAYS, CHART_WEEKS, DashboardCharts, DashboardChartsQuery, DayMoney, FareBackTest, FareBackTestBody,
  FinanceReportQuery, FinanceReportRow, HourDrivers, HourTrips, MAX_REPORT_PERIODS, REPORT_PERIODS, WEEKDAY_AVERAGE_WEEKS, WeekPayouts,
} from '../src/insight';
import { fieldCode } from '../src/errors';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';

const dayMoney = { day: '2026-11-28', gross: 18_600, commission: 3720, driverEarnings: 14_880, cashGross: 8600, cardGross: 10_000, cashTrips: 1, cardTrips: 1 };
const figures = {
  trips: 2, grossNow: 18_600, grossProposed: 20_000, grossChange: 1400, driverEarningsNow: 14_880, driverEarningsProposed: 16_000, driverEarningsChange: 1120,
  commissionNow: 3720, commissionProposed: 4000, commissionChange: 280,
};
const fares = { systemPercentage: 20, baseFare: 8550, perKmFare: 2500, perMinuteFare: 150, cancellationSurcharge: 50, nightSurcharge: 25, peakTimeSurcharge: 12.5 };

describe('dashboard charts', () => {
  it('averages 4..8 past weekdays, 4 by default', () => {
    expect(WEEKDAY_AVERAGE_WEEKS).toEqual({ min: 4, max: 8, default: 4 });
    expect(parsed(DashboardChartsQuery, {})).toEqual({ weeks: 4 });
    expect(parsed(DashboardChartsQuery, { weeks: '8' })).toEqual({ weeks: 8 });
    expect(parsed(DashboardChartsQuery, { weeks: '4' })).toEqual({ weeks: 4 });
    for (const bad of ['3', '9', '5.5', 'x']) expect(accepts(DashboardChartsQuery, { weeks: bad }), bad).toBe(false);
  });

  it('hours of the day are 0..23', () => {
    for (const schema of [HourTrips, HourDrivers]) {
      const sample = schema === HourTrips ? { hour: 0, today: 3, weekdayAverage: 2.5 } : { hour: 0, onlinePeak: null, withTrip: 1 };
      expectShape(schema, sample);
      expect(accepts(schema, { ...sample, hour: 23 })).toBe(true);
      expect(accepts(schema, { ...sample, hour: 24 })).toBe(false);
      expect(accepts(schema, { ...sample, hour: -1 })).toBe(false);
      expect(accepts(schema, { ...sample, hour: 1.5 })).toBe(false);
    }
    expect(parsed(HourDrivers, { hour: 9, onlinePeak: 12, withTrip: 4 })).toEqual({ hour: 9, onlinePeak: 12, withTrip: 4 });
  });

  it('the charts answer: money per day, payouts per week, drivers per hour', () => {
    expect([CHART_DAYS, CHART_WEEKS]).toEqual([30, 12]);
    expectShape(DayMoney, dayMoney);
    expect(accepts(DayMoney, { ...dayMoney, day: '2026-02-30' })).toBe(false);
    expect(accepts(DayMoney, { ...dayMoney, gross: -1 })).toBe(false);
    expectShape(WeekPayouts, { weekStart: '2026-11-23', count: 3, amount: 45_000 });
    expectShape(DashboardCharts, {
      timeZone: 'Europe/Nicosia', today: '2026-11-28', weeks: 4, tripsByHour: [{ hour: 8, today: 3, weekdayAverage: 2.5 }], days: [dayMoney],
      payoutsByWeek: [{ weekStart: '2026-11-23', count: 3, amount: 45_000 }], driversByHour: [{ hour: 8, onlinePeak: 5, withTrip: 2 }],
    });
  });
});

describe('finance report', () => {
  it('a period of day, week or month, and a day range whose end is not before its start', () => {
    expect(REPORT_PERIODS).toEqual(['day', 'week', 'month']);
    expect(MAX_REPORT_PERIODS).toBe(1100);
    expect(parsed(FinanceReportQuery, { period: 'week', dateFrom: '2026-11-01', dateTo: '2026-11-28' })).toMatchObject({ period: 'week', dateFrom: '2026-11-01', dateTo: '2026-11-28' });
    expect(parsed(FinanceReportQuery, { dateFrom: '2026-11-28', dateTo: '2026-11-28' })).toMatchObject({ dateFrom: '2026-11-28', dateTo: '2026-11-28' });
    const blank = parsed(FinanceReportQuery, { period: '', dateFrom: '', dateTo: '' });
    expect([blank.period, blank.dateFrom, blank.dateTo]).toEqual([undefined, undefined, undefined]);
    expect(issuesOf(FinanceReportQuery, { dateFrom: '2026-11-28', dateTo: '2026-11-27' })).toEqual(['dateTo: The end date must not be before the start date']);
    expect(FinanceReportQuery.safeParse({ dateFrom: '2026-11-28', dateTo: '2026-11-27' }).error?.issues[0]).toMatchObject({ params: fieldCode('end_before_start') });
    for (const bad of [{ period: 'year' }, { dateFrom: '28.11.2026' }, { dateTo: '2026-13-01' }]) expect(accepts(FinanceReportQuery, bad), JSON.stringify(bad)).toBe(false);
  });

  it('a row per period', () => {
    const row = { periodStart: '2026-11-01', period: 'month', completedTrips: 2, gross: 18_600, commission: 3720, driverEarnings: 14_880, cashGross: 8600, cardGross: 10_000, cancellations: 1, cancellationFees: 500 };
    expectShape(FinanceReportRow, row);
    expect(accepts(FinanceReportRow, { ...row, period: 'year' })).toBe(false);
    expect(accepts(FinanceReportRow, { ...row, cancellationFees: -1 })).toBe(false);
  });
});

describe('fare back-test', () => {
  it(`replays ${BACK_TEST_DAYS} days under the edited fares, which must all be given and valid`, () => {
    expect(BACK_TEST_DAYS).toBe(30);
    expect(parsed(FareBackTestBody, { ...fares, typeName: 'ignored' })).toEqual(fares);
    for (const key of Object.keys(fares)) {
      const { [key as keyof typeof fares]: _left, ...rest } = fares;
      expect(accepts(FareBackTestBody, rest), `without ${key}`).toBe(false);
    }
    expect(accepts(FareBackTestBody, { ...fares, systemPercentage: 101 })).toBe(false);
    expect(accepts(FareBackTestBody, { ...fares, baseFare: -1 })).toBe(false);
  });

  it('answers the figures per day and in total', () => {
    expectShape(BackTestFigures, figures);
    expect(accepts(BackTestFigures, { ...figures, grossProposed: -1 })).toBe(false);
    expectShape(FareBackTest, { tripTypeId: 1, timeZone: 'Europe/Nicosia', days: [{ ...figures, day: '2026-11-28' }], totals: figures });
    expect(accepts(FareBackTest, { tripTypeId: 1, timeZone: 'Europe/Nicosia', days: [figures], totals: figures })).toBe(false);
  });
});
