import { MAX_ID } from '@taxi/contract';
import { z } from 'zod';
import { listParamsSchema } from '@/components/data-table';
import type { AuditListParams } from '../api/audit-keys';

export const AUDIT_PAGE_SIZES = [10, 25, 50] as const;
const code = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);

/**
 * The URL of the audit log: ?actorId=…&entityType=…&entityId=…&action=…&dateFrom=…&dateTo=…&pageNumber=…
 * (a History panel links here with its entity). The entity type is kept lower-case, as the filter
 * offers it; an entity id without a type is dropped (it names nothing).
 */
export const auditListParams = listParamsSchema(
  { pageSizes: AUDIT_PAGE_SIZES, defaultPageSize: 25 },
  {
    actorId: z.coerce.number().int().positive().max(MAX_ID).optional().catch(undefined),
    entityType: code.transform((type) => type.toLowerCase()).optional().catch(undefined),
    entityId: z.string().trim().min(1).max(254).optional().catch(undefined),
    action: code.optional().catch(undefined),
    dateFrom: z.iso.date().optional().catch(undefined),
    dateTo: z.iso.date().optional().catch(undefined),
  },
);
export type AuditUrlParams = z.output<typeof auditListParams>;

/** The URL's filters as the request wants them. */
export const toRequestParams = (params: AuditUrlParams): AuditListParams => ({
  pageNumber: params.pageNumber,
  pageSize: params.pageSize,
  actorId: params.actorId,
  entityType: params.entityType,
  entityId: params.entityType ? params.entityId : undefined,
  action: params.action,
  dateFrom: params.dateFrom,
  dateTo: params.dateTo,
});
