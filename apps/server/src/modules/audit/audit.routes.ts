import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, AuditEntriesQuery, AuditEntry, AuditFacets, EntityHistory, HISTORY_KINDS, HISTORY_LIMIT, HistoryParams, type HistoryKind } from '@taxi/contract';
import { sendList } from '../../plugins/list-answer';
import { auditCsvColumns } from './audit.csv';
import { toAuditEntry } from './audit.mappers';
import { type AuditCsvRow, listAuditEntries, listAuditEntriesAfter } from './audit.repository';
import { getEntityHistory, getFacets } from './audit.service';

const tags = ['audit'];
const HISTORY_NAMES: Record<HistoryKind, string> = { user: 'User', vehicle: 'Vehicle', bankTransfer: 'BankTransfer', tripType: 'TripType' };

/**
 * The audit log (issue 24 item 4, docs/audit.md): read only. No route changes or deletes an entry;
 * the database refuses it too (migration 0013).
 */
export async function auditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const timeZone = config.operatorTimeZone;

  api.get('/audit/GetAuditEntries', {
    config: { permission: 'audit.read', exportPermission: 'audit.export' },
    schema: {
      operationId: 'GetAuditEntries',
      tags,
      summary: 'One page of audit entries, newest first (Pagination header); format=csv exports them all',
      description:
        'Every recorded change, sign-in and refused sign-in: who (the account and the e-mail recorded), what (action, entity type and id), ' +
        'when, and the entity before and after (JSON, money in kuruş). Newest first. Optional filters, combinable: actorId, entityType ' +
        '(compared without case), entityId (needs entityType), action, dateFrom and dateTo (whole days YYYY-MM-DD on the operator’s clock, ' +
        'OPERATOR_TIME_ZONE, both inclusive; an end before the start is a 400 on dateTo). format=csv streams every matching entry (audit.export).',
      querystring: AuditEntriesQuery,
      response: { 200: z.array(AuditEntry), 400: ApiError },
    },
    handler: async (request, reply) => {
      const query = request.query;
      return sendList(request, reply, query, {
        csv: { fileName: 'audit-log', columns: auditCsvColumns, fetchBatch: (after: AuditCsvRow | undefined, limit) => listAuditEntriesAfter(db, query, timeZone, after, limit) },
        page: (range) => listAuditEntries(db, query, timeZone, range),
        toItem: toAuditEntry,
      });
    },
  });

  api.get('/audit/GetAuditFacets', {
    config: { permission: 'audit.read' },
    schema: {
      operationId: 'GetAuditFacets',
      tags,
      summary: 'The choices of the audit log’s filters',
      description: 'Every action and entity type recorded so far (entity types lower-cased) and the staff members who are not deleted, by name.',
      response: { 200: AuditFacets },
    },
    handler: () => getFacets(db),
  });

  // One route per entity with a History panel, each guarded by the read permission of that entity's
  // own screen: whoever may open the details may read their history (audit.read holders have them all).
  for (const [kind, permission] of Object.entries(HISTORY_KINDS) as [HistoryKind, (typeof HISTORY_KINDS)[HistoryKind]][]) {
    api.get(`/audit/GetEntityHistory/${kind}/:entityId`, {
      config: { permission },
      schema: {
        operationId: `Get${HISTORY_NAMES[kind]}History`,
        tags,
        summary: `The latest audit entries of one ${HISTORY_NAMES[kind]} (its History panel)`,
        description:
          `The latest ${HISTORY_LIMIT} entries of the ${HISTORY_NAMES[kind]} with this id, newest first` +
          (kind === 'user' || kind === 'vehicle' ? ', with the decisions on its documents' : '') +
          `; hasMore when older ones exist (GetAuditEntries has them all). Needs ${permission}.`,
        params: HistoryParams,
        response: { 200: EntityHistory, 400: ApiError },
      },
      handler: (request) => getEntityHistory(db, kind, request.params.entityId),
    });
  }
}
