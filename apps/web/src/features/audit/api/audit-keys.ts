import type { HistoryKind } from '@taxi/contract';
import { AUDIT_QUERY_KEY } from '@/lib/query-client';

/** What the audit log asks for: the page and its filters (undefined = any). */
export interface AuditListParams {
  pageNumber: number;
  pageSize: number;
  actorId: number | undefined;
  entityType: string | undefined;
  entityId: string | undefined;
  action: string | undefined;
  dateFrom: string | undefined;
  dateTo: string | undefined;
}

/** Query keys of the audit feature, under the root every successful change makes stale (lib/query-client.ts). */
export const auditKeys = {
  all: AUDIT_QUERY_KEY,
  list: (params: AuditListParams) => [...auditKeys.all, 'list', params] as const,
  facets: () => [...auditKeys.all, 'facets'] as const,
  history: (kind: HistoryKind, id: number) => [...auditKeys.all, 'history', kind, id] as const,
};
