import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { UserListItem } from '@taxi/contract';
import { z } from 'zod';
import { expiryOf, verificationStatusOf } from '@/components/verification';
import { api, type Page } from '@/lib/api-client';
import { userKeys, type UsersListParams } from './user-keys';

export const USERS_PATH = '/api/users/GetUsers';

/** The query of GetUsers: the route's role, the page, the free-text search and the status when set, the order. */
export const usersRequestParams = ({ role, pageNumber, pageSize, search, status, expiry, sort }: UsersListParams) => ({
  Role: role,
  pageNumber,
  pageSize,
  search: search.trim() || undefined,
  verificationStatus: verificationStatusOf(status),
  expiry: expiryOf(expiry ?? 'all'),
  sort,
});

/** GET /api/users/GetUsers: one page of one role (Pagination header). */
export async function getUsers(params: UsersListParams, signal?: AbortSignal): Promise<Page<UserListItem>> {
  const page = await api.getPage<unknown>(USERS_PATH, usersRequestParams(params), signal);
  return { items: z.array(UserListItem).parse(page.items), pagination: page.pagination };
}

export const usersQueryOptions = (params: UsersListParams) =>
  queryOptions({ queryKey: userKeys.list(params), queryFn: ({ signal }) => getUsers(params, signal) });

/** The page on screen stays while the next one loads. */
export const useUsers = (params: UsersListParams) => useQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData });
