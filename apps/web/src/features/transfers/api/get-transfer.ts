import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { BankTransfer } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { transferKeys } from './transfer-keys';

/** GET /api/bankTransfers/GetBankTransfer/{id}: the payout with its user block. */
export async function getTransfer(id: number, signal?: AbortSignal): Promise<BankTransfer> {
  return BankTransfer.parse(await api.get<unknown>(`/api/bankTransfers/GetBankTransfer/${encodeURIComponent(id)}`, undefined, signal));
}

export const transferQueryOptions = (id: number) => queryOptions({ queryKey: transferKeys.detail(id), queryFn: ({ signal }) => getTransfer(id, signal) });

/** The transfer the route loader preloaded (SPEC.md §2.1). */
export const useTransfer = (id: number) => useSuspenseQuery(transferQueryOptions(id));
