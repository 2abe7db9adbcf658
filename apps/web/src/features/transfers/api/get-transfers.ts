import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BankTransfer } from '@taxi/contract';
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';
import { transferKeys, type TransfersListParams } from './transfer-keys';

export const TRANSFERS_PATH = '/api/bankTransfers/GetBankTransfers';

/** GET /api/bankTransfers/GetBankTransfers: one page, optionally of one status and one user (Pagination header). */
export async function getTransfers(params: TransfersListParams, signal?: AbortSignal): Promise<Page<BankTransfer>> {
  const page = await api.getPage<unknown>(TRANSFERS_PATH, { ...params }, signal);
  return { items: z.array(BankTransfer).parse(page.items), pagination: page.pagination };
}

export const transfersQueryOptions = (params: TransfersListParams) =>
  queryOptions({ queryKey: transferKeys.list(params), queryFn: ({ signal }) => getTransfers(params, signal) });

/** The page on screen stays while the next one loads. */
export const useTransfers = (params: TransfersListParams) => useQuery({ ...transfersQueryOptions(params), placeholderData: keepPreviousData });
