import { REPORT_PERIODS } from '@taxi/contract';
import { z } from 'zod';
import { listParamsSchema } from '@/components/data-table';
import type { FinanceReportParams } from '../api/get-finance-report';

export const REPORT_PAGE_SIZES = [10, 25, 50] as const;

/** The URL of the report: ?period=week&dateFrom=…&dateTo=…&pageNumber=… (absent days: the server's default range). */
export const financeReportListParams = listParamsSchema(
  { pageSizes: REPORT_PAGE_SIZES, defaultPageSize: 10 },
  {
    period: z.enum(REPORT_PERIODS).catch('day'),
    dateFrom: z.iso.date().optional().catch(undefined),
    dateTo: z.iso.date().optional().catch(undefined),
  },
);
export type FinanceReportUrlParams = z.output<typeof financeReportListParams>;

export const toReportRequest = (params: FinanceReportUrlParams): FinanceReportParams => ({
  pageNumber: params.pageNumber,
  pageSize: params.pageSize,
  period: params.period,
  // a range the wrong way round is not sent (the server would refuse it): the default range instead
  dateFrom: params.dateFrom && params.dateTo && params.dateFrom > params.dateTo ? undefined : params.dateFrom,
  dateTo: params.dateTo,
});
