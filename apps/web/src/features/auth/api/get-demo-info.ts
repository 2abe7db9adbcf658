import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoInfo } from '@taxi/contract';
import { api } from '@/lib/api-client';

/**
 * GET /api/auth/demo: whether the server runs the demo and its sign-in (DESIGN.md §4). Typed with
 * the contract, not parsed: parsing would bring zod to the sign-in page (docs/performance-web.md);
 * the panel shows only when `demo`, `email` and `password` are all there.
 */
export async function getDemoInfo(signal?: AbortSignal): Promise<Partial<DemoInfo>> {
  return api.get<Partial<DemoInfo>>('/api/auth/demo', undefined, signal);
}

export const demoInfoQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'demo'], queryFn: ({ signal }) => getDemoInfo(signal), staleTime: Infinity, retry: false });

export const useDemoInfo = () => useQuery(demoInfoQueryOptions());
