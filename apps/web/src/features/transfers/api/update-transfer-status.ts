import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BankTransfer, type UpdateBankTransferStatusBody } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { transferKeys } from './transfer-keys';

/** PATCH /api/bankTransfers/UpdateBankTransferStatus/{id}, body {status, rejectedReason}. */
export async function updateTransferStatus(id: number, body: UpdateBankTransferStatusBody): Promise<BankTransfer> {
  return BankTransfer.parse(await api.patch<unknown>(`/api/bankTransfers/UpdateBankTransferStatus/${encodeURIComponent(id)}`, body));
}

/** The server's answer becomes the transfer on screen; the overview, tables and user figures reload. */
export function useUpdateTransferStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBankTransferStatusBody) => updateTransferStatus(id, body),
    onSuccess: (transfer) => {
      queryClient.setQueryData(transferKeys.detail(id), transfer);
      void queryClient.invalidateQueries({ queryKey: transferKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
      // The user's balance and transfer figures (another feature's cache) are stale too.
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
