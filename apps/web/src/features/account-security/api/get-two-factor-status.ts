import { queryOptions, useQuery } from '@tanstack/react-query';
import { TwoFactorStatus } from '@taxi/contract';
import { api } from '@/lib/api-client';

/** GET /api/auth/TwoFactor: the signed-in staff member's second factor. */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return TwoFactorStatus.parse(await api.get<unknown>('/api/auth/TwoFactor', undefined, signal));
}

export const twoFactorStatusQueryOptions = () => queryOptions({ queryKey: ['two-factor', 'status'] as const, queryFn: ({ signal }) => getTwoFactorStatus(signal) });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());
