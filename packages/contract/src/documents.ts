import { z } from 'zod';
import { IdParams, IsoDateTime } from './common';
import { DocumentStatus, DocumentStatusCode, DocumentType } from './enums';
import { fieldCode } from './errors';
import { REJECTION_REASON_REQUIRED, RejectionReason } from './verification';

/**
 * A user's or vehicle's document. `documentUrl` of a scan served by this server is a short-lived
 * signed URL (about 10 minutes; docs/users.md): load it soon after reading the answer, re-read the
 * owner to get a fresh one.
 */
export const Document = z.object({
  documentId: z.number().int(),
  documentType: DocumentType,
  documentUrl: z.string(),
  documentStatus: DocumentStatusCode,
  rejectionReason: z.string().nullable(),
  /** When an approved document stops being valid (issue 25); null: it does not expire. */
  expiresAt: IsoDateTime.nullable().optional(),
});
export type Document = z.infer<typeof Document>;

export const EXPIRES_AT_IN_PAST = 'The expiry date must be in the future';

/** `PATCH /api/documents/UpdateDocumentStatus/{documentId}`. */
export const DocumentIdParams = z.object({ documentId: IdParams.shape.id });
export type DocumentIdParams = z.infer<typeof DocumentIdParams>;

/**
 * Rejecting needs a reason (trimmed, at most 500 characters); the reason is ignored otherwise.
 * Approving may say until when the document is valid (`expiresAt`, issue 25): an ISO date-time, or
 * a date meaning the end of that day on the operator's clock; it must lie in the future. Left out,
 * the document does not expire (SPEC's body). Approving an approved document with another
 * `expiresAt` renews it.
 */
export const UpdateDocumentStatusBody = z
  .object({
    documentStatus: DocumentStatusCode,
    rejectionReason: RejectionReason,
    expiresAt: z.iso.datetime({ offset: true }).or(z.iso.date()).nullish(),
  })
  .refine((body) => body.documentStatus !== DocumentStatus.Rejected || body.rejectionReason.length > 0, {
    message: REJECTION_REASON_REQUIRED,
    path: ['rejectionReason'],
    params: fieldCode('rejection_reason_required'),
  });
export type UpdateDocumentStatusBody = z.infer<typeof UpdateDocumentStatusBody>;

/** The answer: whether every document of the owner (user or vehicle) is now approved. */
export const AllDocumentsApproved = z.boolean();
