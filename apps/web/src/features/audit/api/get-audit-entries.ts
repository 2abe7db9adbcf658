import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AuditEntry } from '@taxi/contract';
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';
import { auditKeys, type AuditListParams } from './audit-keys';

export const AUDIT_ENTRIES_PATH = '/api/audit/GetAuditEntries';

/** GET /api/audit/GetAuditEntries: one page, newest first; empty filters are left out of the query. */
export async function getAuditEntries(params: AuditListParams, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  const page = await api.getPage<unknown>(AUDIT_ENTRIES_PATH, { ...params }, signal);
  return { items: z.array(AuditEntry).parse(page.items), pagination: page.pagination };
}

export const auditEntriesQueryOptions = (params: AuditListParams) =>
  queryOptions({ queryKey: auditKeys.list(params), queryFn: ({ signal }) => getAuditEntries(params, signal) });

/** The page on screen stays while the next one loads. */
export const useAuditEntries = (params: AuditListParams) => useQuery({ ...auditEntriesQueryOptions(params), placeholderData: keepPreviousData });
