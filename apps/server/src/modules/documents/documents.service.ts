import type { UpdateDocumentStatusBody } from '@taxi/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit';
import { ownerOfDocument } from '../verification/verification-owner';
import { allDocumentsApproved, lockOwner } from '../verification/verification.repository';
import { decideDocument } from '../verification/verification.rules';
import { toDocumentAudit } from './documents.mappers';
import * as repository from './documents.repository';

const ENTITY = 'Document';

/**
 * Approves, rejects or resets one document of a user or vehicle (SPEC.md §4) and answers whether
 * every document of its owner is now approved. The owner's row is locked first, as a verification
 * change does, so a document decision and a verification of the same owner never interleave.
 */
export async function updateDocumentStatus(db: Db, documentId: number, body: UpdateDocumentStatusBody, actor: Actor, now = new Date()): Promise<boolean> {
  const found = await repository.findDocument(db, documentId);
  if (!found) throw notFound('Document');
  const owner = ownerOfDocument(found);
  return db.transaction().execute(async (trx) => {
    if (!(await lockOwner(trx, owner))) throw notFound('Document');
    const document = await repository.lockDocument(trx, documentId);
    if (!document) throw notFound('Document');
    const next = decideDocument(document, body);
    const saved = await repository.saveDocumentState(trx, documentId, next, now);
    await recordAudit(trx, actor, { action: 'document-status', entityType: ENTITY, entityId: documentId, before: toDocumentAudit(document), after: toDocumentAudit(saved) });
    return allDocumentsApproved(trx, owner);
  });
}
