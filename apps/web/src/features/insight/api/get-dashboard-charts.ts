import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardCharts } from '@taxi/contract';
import { api } from '@/lib/api-client';

export const DASHBOARD_CHARTS_PATH = '/api/Insight/GetDashboardCharts';

/** GET /api/Insight/GetDashboardCharts: the dashboard's charts (issue 27), refreshed every 5 minutes. */
export async function getDashboardCharts(signal?: AbortSignal): Promise<DashboardCharts> {
  return DashboardCharts.parse(await api.get<unknown>(DASHBOARD_CHARTS_PATH, undefined, signal));
}

export const dashboardChartsQueryOptions = () =>
  queryOptions({ queryKey: ['insight', 'dashboard-charts'], queryFn: ({ signal }) => getDashboardCharts(signal), refetchInterval: 5 * 60_000 });

export const useDashboardCharts = () => useQuery(dashboardChartsQueryOptions());
