import { queryOptions, useQuery } from '@tanstack/react-query';
import { DemoInfo } from '@taxi/contract';
import { api } from '@/lib/api-client';

/** GET /api/auth/demo: whether the server runs the demo and its sign-in (DESIGN.md §4). */
export async function getDemoInfo(signal?: AbortSignal): Promise<DemoInfo> {
  return DemoInfo.parse(await api.get<unknown>('/api/auth/demo', undefined, signal));
}

export const demoInfoQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'demo'], queryFn: ({ signal }) => getDemoInfo(signal), staleTime: Infinity, retry: false });

export const useDemoInfo = () => useQuery(demoInfoQueryOptions());
