import type { StaffRole, StaffStatus } from '@taxi/contract';

/** What the staff list shows: the URL's page, role ('all' or one), status and search. */
export interface StaffListParams {
  pageNumber: number;
  pageSize: number;
  role: StaffRole | 'all';
  status: StaffStatus;
  search: string;
}

/** Query keys of the staff feature; a change invalidates `lists()`. */
export const staffKeys = {
  all: ['staff'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (params: StaffListParams) => [...staffKeys.lists(), params] as const,
};
