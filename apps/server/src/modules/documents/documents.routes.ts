import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AllDocumentsApproved, ApiError, DocumentIdParams, UpdateDocumentStatusBody } from '@taxi/contract';
import { arrivalOf } from '../../lib/request-arrival';
import { actorOf } from '../../plugins/access-guard';
import { ownerUserIdOf } from './documents.repository';
import * as documents from './documents.service';

const tags = ['documents'];

/** SPEC.md §7 Documents (docs/users.md). */
export async function documentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  api.patch('/documents/UpdateDocumentStatus/:documentId', {
    config: { permission: 'documents.review' },
    schema: {
      operationId: 'UpdateDocumentStatus',
      tags,
      summary: 'Approves (1), rejects (2, with a reason) or resets (0) a document of a user or vehicle',
      description:
        'Answers whether every document of the owner is now approved. 409 when the document already has that status ' +
        '(for example a second admin deciding at the same time); 400 for a rejection without a reason or over 500 characters. ' +
        'Approving may set expiresAt (a date: the end of that day on the operator’s clock; 400 unless in the future); approving an approved document ' +
        'with another expiresAt renews it. An approved document past its expiry keeps its driver offline (docs/notifications.md).',
      params: DocumentIdParams,
      body: UpdateDocumentStatusBody,
      response: { 200: AllDocumentsApproved, 400: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (request, reply) => {
      const allApproved = await documents.updateDocumentStatus(db, request.params.documentId, request.body, actorOf(request), config.operatorTimeZone, new Date(), arrivalOf(reply));
      // an expiry set, renewed or cleared changes whether the driver may go online: their sockets are checked again now
      const ownerId = await ownerUserIdOf(db, request.params.documentId);
      if (ownerId !== null) await app.deps.liveAccess.changed(ownerId);
      return allApproved;
    },
  });
}
