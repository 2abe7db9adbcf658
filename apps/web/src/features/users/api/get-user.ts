import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { UserDetails } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** GET /api/users/GetUserDeatils/{id} (spelled so, SPEC.md §7). */
export async function getUser(id: number, signal?: AbortSignal): Promise<UserDetails> {
  return UserDetails.parse(await api.get<unknown>(`/api/users/GetUserDeatils/${encodeURIComponent(id)}`, undefined, signal));
}

export const userQueryOptions = (id: number) => queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

/** The user the route loader preloaded (SPEC.md §2.1). */
export const useUser = (id: number) => useSuspenseQuery(userQueryOptions(id));
