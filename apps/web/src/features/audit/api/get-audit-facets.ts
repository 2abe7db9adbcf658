import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuditFacets } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { auditKeys } from './audit-keys';

/** GET /api/audit/GetAuditFacets: the actions and entity types recorded so far, and the staff. */
export async function getAuditFacets(signal?: AbortSignal): Promise<AuditFacets> {
  return AuditFacets.parse(await api.get<unknown>('/api/audit/GetAuditFacets', undefined, signal));
}

export const auditFacetsQueryOptions = () => queryOptions({ queryKey: auditKeys.facets(), queryFn: ({ signal }) => getAuditFacets(signal) });

/** The filters' choices; the filters work without them (a choice in the URL still shows). */
export const useAuditFacets = () => useQuery(auditFacetsQueryOptions());
