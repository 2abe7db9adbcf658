import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, DashboardCharts, DashboardChartsQuery, FareBackTest, FareBackTestBody, FinanceReportQuery, FinanceReportRow, IdParams, MAX_REPORT_PERIODS } from '@taxi/contract';
import { badRequest, notFound } from '../../lib/http-errors';
import { loadFareClock } from '../app-settings/fare-clock';
import { findTripType } from '../trip-types/trip-types.repository';
import { toFareRates } from '../trip-types/trip-types.mappers';
import { fareBackTest } from './fare-back-test';
import { sendList } from '../../plugins/list-answer';
import { financeReportCsvColumns } from './insight.csv';
import { dashboardCharts, financeReport, periodsSpanned } from './insight.service';

/** Issue 27: the dashboard's charts and the finance report (docs/insight.md). */
export async function insightRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const timeZone = config.operatorTimeZone;

  api.get('/Insight/GetDashboardCharts', {
    config: { permission: 'dashboard.read' },
    schema: {
      operationId: 'GetDashboardCharts',
      tags: ['dashboard'],
      summary: "Beyond SPEC: the dashboard's charts",
      description:
        'On the operator’s clock (OPERATOR_TIME_ZONE): trips started per hour today against the average of the same weekday over the last ' +
        '`weeks` weeks (4–8, default 4); gross, commission, driver earnings and cash against card per day over the last 30 days; completed ' +
        'payouts per week (Monday to Sunday) over the last 12 weeks; and per hour today the most connected drivers sampled and the drivers ' +
        'who started a trip. Read from the quarter-hour slots the database keeps (migration 0022).',
      querystring: DashboardChartsQuery,
      response: { 200: DashboardCharts, 400: ApiError },
    },
    handler: async (request) => dashboardCharts(db, timeZone, request.query.weeks),
  });

  api.get('/Reports/GetFinanceReport', {
    config: { permission: 'reports.read', exportPermission: 'reports.export' },
    schema: {
      operationId: 'GetFinanceReport',
      tags: ['reports'],
      summary: 'Beyond SPEC: the finance report per day, week or month, newest first (Pagination header); format=csv exports it all',
      description:
        'Per period (`period`: day, week from Monday, or month; default day) on the operator’s clock, newest first: completed trips, gross ' +
        'fares, commission, driver earnings, cash and card fares, cancellations and their fees. `dateFrom`–`dateTo` (YYYY-MM-DD, default ' +
        'the 30 days, 12 weeks or 12 months up to today) pick the periods; a period is always whole. At most 1,100 periods (400 beyond).',
      querystring: FinanceReportQuery,
      response: { 200: z.array(FinanceReportRow), 400: ApiError },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const period = query.period ?? 'day';
      if (query.dateFrom && query.dateTo && periodsSpanned(period, query.dateFrom, query.dateTo) > MAX_REPORT_PERIODS) {
        throw badRequest(`The report spans at most ${MAX_REPORT_PERIODS} periods; choose a shorter range or a longer period`);
      }
      const { rows } = await financeReport(db, timeZone, { period, dateFrom: query.dateFrom, dateTo: query.dateTo });
      return sendList(request, reply, query, {
        csv: {
          fileName: `finance-report-${period}`,
          columns: financeReportCsvColumns,
          // The report is short and already in memory: the batches are slices of it.
          fetchBatch: async (after: FinanceReportRow | undefined, limit) => {
            const start = after ? rows.indexOf(after) + 1 : 0;
            return rows.slice(start, start + limit);
          },
        },
        page: async ({ limit, offset }) => ({ rows: rows.slice(offset, offset + limit), totalItems: rows.length }),
        toItem: (row) => row,
      });
    },
  });

  api.post('/TripType/BackTestFares/:id', {
    config: { permission: 'tripTypes.read' },
    schema: {
      operationId: 'BackTestFares',
      tags: ['trip types'],
      summary: "Beyond SPEC: the trip type's last 30 days replayed under fares being edited",
      description:
        'Replays the completed trips of the trip type that started in the last 30 days on the operator’s clock through the one fare function, ' +
        'with the same distances, durations and start times (so the same night and peak windows of the app settings): under the saved fares ' +
        'and under the fares in the body, which are not saved. Answers per day and in all the gross, driver earnings and commission under both, ' +
        'and the change. Nothing is written; 404 when the trip type does not exist.',
      params: IdParams,
      body: FareBackTestBody,
      response: { 200: FareBackTest, 400: ApiError, 404: ApiError },
    },
    handler: async (request) => {
      const saved = await findTripType(db, request.params.id);
      if (!saved) throw notFound('Trip type');
      const { clock } = await loadFareClock(db, timeZone);
      return fareBackTest(db, clock, { id: saved.id, rates: toFareRates(saved), systemPercentage: saved.system_percentage }, request.body);
    },
  });
}
