import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BankTransfersViewModel } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { transferKeys } from './transfer-keys';
import { TRANSFERS_DEFAULT_PAGE_SIZE } from './transfers-page-sizes';

/** GET /api/bankTransfers/GetBankTransfersViewModel/: every summary figure and page 1 (of one user with `userId`). */
export async function getTransfersOverview(userId: number | undefined, signal?: AbortSignal): Promise<BankTransfersViewModel> {
  return BankTransfersViewModel.parse(await api.get<unknown>('/api/bankTransfers/GetBankTransfersViewModel/', { userId }, signal));
}

export const transfersOverviewQueryOptions = (userId: number | undefined) =>
  queryOptions({ queryKey: transferKeys.overview(userId), queryFn: ({ signal }) => getTransfersOverview(userId, signal) });

/** The summary of the overview; the figures on screen stay while another user's load. */
export const useTransfersOverview = (userId: number | undefined) =>
  useQuery({ ...transfersOverviewQueryOptions(userId), placeholderData: keepPreviousData });

/**
 * The route's preload (SPEC.md §2.1, §7): the view model, whose first page also fills the table's
 * cache for the All tab, page 1 of 10 rows, so the table needs no second call on arrival.
 */
export async function preloadTransfersOverview(userId: number | undefined): Promise<BankTransfersViewModel> {
  const overview = await queryClient.ensureQueryData(transfersOverviewQueryOptions(userId));
  const firstPage = transferKeys.list({ status: undefined, userId, pageNumber: 1, pageSize: TRANSFERS_DEFAULT_PAGE_SIZE });
  if (!queryClient.getQueryData(firstPage)) queryClient.setQueryData(firstPage, { items: overview.transfers, pagination: overview.pagination });
  return overview;
}
