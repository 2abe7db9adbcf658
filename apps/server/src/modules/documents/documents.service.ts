import type { UpdateDocumentStatusBody } from '@taxi/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { lastAuditAt, recordAudit, type Actor } from '../audit/audit';
import { ownerOfDocument } from '../verification/verification-owner';
import { allDocumentsApproved, lockOwner } from '../verification/verification.repository';
import { assertUnchangedMeanwhile, decideDocument, DOCUMENT_KEYS } from '../verification/verification.rules';
import { toDocumentAudit } from './documents.mappers';
import * as repository from './documents.repository';

const ENTITY = 'Document';
const AUDIT_ACTION = 'document-status';

/**
 * Approves, rejects or resets one document of a user or vehicle (SPEC.md §4) and answers whether
 * every document of its owner is now approved. The owner's row is locked first, as a verification
 * change does, so a document decision and a verification of the same owner never interleave.
 * A document decided by someone else after this request arrived is stale (409).
 */
export async function updateDocumentStatus(db: Db, documentId: number, body: UpdateDocumentStatusBody, actor: Actor, timeZone: string, now = new Date(), arrivedAt = now): Promise<boolean> {
  const found = await repository.findDocument(db, documentId);
  if (!found) throw notFound('Document');
  const owner = ownerOfDocument(found);
  return db.transaction().execute(async (trx) => {
    if (!(await lockOwner(trx, owner))) throw notFound('Document');
    const document = await repository.lockDocument(trx, documentId);
    if (!document) throw notFound('Document');
    const next = decideDocument(document, body, timeZone, now);
    const lastDecisionAt = await lastAuditAt(trx, ENTITY, documentId, AUDIT_ACTION);
    assertUnchangedMeanwhile('document', { seen: found, arrivedAt, lastDecisionAt }, document, DOCUMENT_KEYS);
    const saved = await repository.saveDocumentState(trx, documentId, next, now);
    await recordAudit(trx, actor, { action: AUDIT_ACTION, entityType: ENTITY, entityId: documentId, before: toDocumentAudit(document), after: toDocumentAudit(saved) });
    return allDocumentsApproved(trx, owner);
  });
}
