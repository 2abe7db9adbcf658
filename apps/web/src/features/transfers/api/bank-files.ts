import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BankFile, BankTransfer, CreateBankFileResponse, type ImportStatementBody, StatementImport } from '@taxi/contract';
import { z } from 'zod';
import { api, request } from '@/lib/api-client';
import { transferKeys } from './transfer-keys';

/** Bank payout files and statements (issue 25, docs/money.md): query keys under the transfers' own. */
export const bankFileKeys = {
  all: [...transferKeys.all, 'bankFiles'] as const,
  list: (pageNumber: number, pageSize: number) => [...bankFileKeys.all, 'list', pageNumber, pageSize] as const,
  imports: (id: number) => [...bankFileKeys.all, 'imports', id] as const,
};

/** GET /api/bankFiles/GetBankFiles: one page, newest first. */
export function useBankFiles(pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: bankFileKeys.list(pageNumber, pageSize),
    queryFn: async ({ signal }) => {
      const page = await api.getPage<unknown>('/api/bankFiles/GetBankFiles', { pageNumber, pageSize }, signal);
      return { items: z.array(BankFile).parse(page.items), pagination: page.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** Every transfers query (lists, overview, details) and the files reload after a change of money. */
function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: transferKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['users'] });
  };
}

/** POST /api/bankFiles/CreateBankFile: the selected In Progress payouts, or (none selected) all that can go in. */
export function useCreateBankFile() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (transferIds: number[] | undefined) =>
      CreateBankFileResponse.parse(await api.post<unknown>('/api/bankFiles/CreateBankFile', transferIds && transferIds.length > 0 ? { transferIds } : {})),
    onSuccess: refresh,
  });
}

/** POST /api/bankFiles/ImportStatement/{id}: the statement's text; the report comes back. */
export function useImportStatement(bankFileId: number) {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (body: ImportStatementBody) => StatementImport.parse(await api.post<unknown>(`/api/bankFiles/ImportStatement/${encodeURIComponent(bankFileId)}`, body)),
    onSuccess: refresh,
  });
}

/** POST /api/bankTransfers/ApproveBankTransfer/{id}: a four-eyes approval (the second completes the payout). */
export function useApproveTransfer(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async () => BankTransfer.parse(await api.post<unknown>(`/api/bankTransfers/ApproveBankTransfer/${encodeURIComponent(id)}`)),
    onSuccess: (transfer) => {
      queryClient.setQueryData(transferKeys.detail(id), transfer);
      refresh();
    },
  });
}

/** Saves the file for the bank (pain.001 XML or CSV) through the API client (the bearer token), as a Blob download. */
export async function downloadBankFile(file: { bankFileId: number; messageId: string }, format: 'pain001' | 'csv'): Promise<void> {
  const { data } = await request<string>(`/api/bankFiles/DownloadBankFile/${encodeURIComponent(file.bankFileId)}`, { params: { format } });
  const type = format === 'pain001' ? 'application/xml;charset=utf-8' : 'text/csv;charset=utf-8';
  const url = URL.createObjectURL(new Blob([typeof data === 'string' ? data : ''], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = format === 'pain001' ? `${file.messageId}.pain.001.xml` : `${file.messageId}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
