import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardSummary } from '@taxi/contract';
import { api } from '@/lib/api-client';

/** GET /api/Dashboard/GetSummary: the figures of the dashboard, refreshed every 30 s. */
export async function getSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return DashboardSummary.parse(await api.get<unknown>('/api/Dashboard/GetSummary', undefined, signal));
}

export const summaryQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'summary'], queryFn: ({ signal }) => getSummary(signal), refetchInterval: 30_000 });

export const useSummary = () => useQuery(summaryQueryOptions());
