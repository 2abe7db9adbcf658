import { Role, USER_SORT_KEYS } from '@taxi/contract';
import { z } from 'zod';
import { listParamsSchema, sortParam } from '@/components/data-table';
import { expiryFilterParam, verificationFilterParam } from '@/components/verification';
import type { UsersListParams } from '../api/user-keys';

export const USERS_PAGE_SIZES = [10, 25, 50] as const;

/**
 * The URL of a users list: ?search=…&status=pending&sort=name&pageNumber=…&pageSize=… (defaults
 * left out; SPEC.md §9: 10 rows; newest first).
 */
export const usersListParams = listParamsSchema(
  { pageSizes: USERS_PAGE_SIZES, defaultPageSize: 10 },
  { search: z.string().catch(''), status: verificationFilterParam, expiry: expiryFilterParam, sort: sortParam(USER_SORT_KEYS, '-created') },
);

/** The role of `/users/{role}`, or null for anything else. */
export const parseRole = (value: string | undefined): Role | null => Role.safeParse(value).data ?? null;

/** The list params of a URL, for the route loader (the page reads the same through `useListParams`). */
export function listParamsFromUrl(role: Role, url: string): UsersListParams {
  return { role, ...usersListParams.parse(Object.fromEntries(new URL(url).searchParams)) };
}
