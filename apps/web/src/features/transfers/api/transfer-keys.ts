import type { TransferStatus } from '@taxi/contract';

/** What the transfers table shows: the tab's status (none for All), the user filter and the page. */
export interface TransfersListParams {
  status: TransferStatus | undefined;
  userId: number | undefined;
  pageNumber: number;
  pageSize: number;
}

/** Query keys of the transfers feature; invalidating `all` refreshes the overview, the tables and the details. */
export const transferKeys = {
  all: ['transfers'] as const,
  overview: (userId: number | undefined) => [...transferKeys.all, 'overview', userId ?? null] as const,
  lists: () => [...transferKeys.all, 'list'] as const,
  list: (params: TransfersListParams) => [...transferKeys.lists(), params] as const,
  detail: (id: number) => [...transferKeys.all, 'detail', id] as const,
};
