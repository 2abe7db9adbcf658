import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FinanceReportRow, type ReportPeriod } from '@taxi/contract';
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';

export const FINANCE_REPORT_PATH = '/api/Reports/GetFinanceReport';

/** What the finance report shows: the page, the period and the days (undefined: the server's default range). */
export interface FinanceReportParams {
  pageNumber: number;
  pageSize: number;
  period: ReportPeriod;
  dateFrom: string | undefined;
  dateTo: string | undefined;
}

/** GET /api/Reports/GetFinanceReport: one page of periods, newest first. */
export async function getFinanceReport(params: FinanceReportParams, signal?: AbortSignal): Promise<Page<FinanceReportRow>> {
  const page = await api.getPage<unknown>(FINANCE_REPORT_PATH, { ...params }, signal);
  return { items: z.array(FinanceReportRow).parse(page.items), pagination: page.pagination };
}

export const financeReportQueryOptions = (params: FinanceReportParams) =>
  queryOptions({ queryKey: ['insight', 'finance-report', params], queryFn: ({ signal }) => getFinanceReport(params, signal) });

export const useFinanceReport = (params: FinanceReportParams) => useQuery({ ...financeReportQueryOptions(params), placeholderData: keepPreviousData });
