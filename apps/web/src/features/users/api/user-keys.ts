import type { Role, UserSort } from '@taxi/contract';
import type { ExpiryFilterValue, VerificationFilter } from '@/components/verification';

/** What a users list shows: the role of the route, then the URL's page, search, verification filter and order. */
export interface UsersListParams {
  role: Role;
  pageNumber: number;
  pageSize: number;
  search: string;
  status: VerificationFilter;
  /** An approval or document expiring within 30 days, or expired (issue 25); absent: any. */
  expiry?: ExpiryFilterValue;
  sort: UserSort;
}

/** Query keys of the users feature; invalidating `lists()` refreshes every role's list. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UsersListParams) => [...userKeys.lists(), params] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};
