import { AllDocumentsApproved, type Document, type UpdateDocumentStatusBody } from '@taxi/contract';
import { api } from '@/lib/api-client';

export interface DocumentDecision {
  documentId: number;
  body: UpdateDocumentStatusBody;
}

/** PATCH /api/documents/UpdateDocumentStatus/{documentId} (a user's or a vehicle's); the answer says whether all documents are approved. */
export async function updateDocumentStatus({ documentId, body }: DocumentDecision): Promise<boolean> {
  return AllDocumentsApproved.parse(await api.patch<unknown>(`/api/documents/UpdateDocumentStatus/${encodeURIComponent(documentId)}`, body));
}

/**
 * SPEC.md §4: after a decision the document's status changes on screen and the all-approved flag
 * becomes the server's answer. Applies that to a cached user or vehicle.
 */
export function withDocumentDecision<T extends { documents: Document[]; isAllDocumentApproved: boolean }>(owner: T, allApproved: boolean, { documentId, body }: DocumentDecision): T {
  return {
    ...owner,
    isAllDocumentApproved: allApproved,
    documents: owner.documents.map((document) =>
      document.documentId === documentId
        ? { ...document, documentStatus: body.documentStatus, rejectionReason: body.documentStatus === 2 ? body.rejectionReason : null, expiresAt: body.documentStatus === 1 ? (body.expiresAt ?? null) : null }
        : document,
    ),
  };
}
