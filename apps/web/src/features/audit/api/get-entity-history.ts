import { queryOptions, useQuery } from '@tanstack/react-query';
import { EntityHistory, type HistoryKind } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { auditKeys } from './audit-keys';

/** GET /api/audit/GetEntityHistory/{kind}/{id}: the entity's latest entries, newest first. */
export async function getEntityHistory(kind: HistoryKind, id: number, signal?: AbortSignal): Promise<EntityHistory> {
  return EntityHistory.parse(await api.get<unknown>(`/api/audit/GetEntityHistory/${kind}/${encodeURIComponent(id)}`, undefined, signal));
}

export const entityHistoryQueryOptions = (kind: HistoryKind, id: number) =>
  queryOptions({ queryKey: auditKeys.history(kind, id), queryFn: ({ signal }) => getEntityHistory(kind, id, signal) });

/** Not preloaded: the details page shows first, its History follows. */
export const useEntityHistory = (kind: HistoryKind, id: number) => useQuery(entityHistoryQueryOptions(kind, id));
