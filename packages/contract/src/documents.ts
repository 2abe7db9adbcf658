import { z } from 'zod';
import { DocumentStatusCode, DocumentType } from './enums';

export const Document = z.object({
  documentId: z.number().int(),
  documentType: DocumentType,
  documentUrl: z.string(),
  documentStatus: DocumentStatusCode,
  rejectionReason: z.string().nullable(),
});
export type Document = z.infer<typeof Document>;

export const UpdateDocumentStatusBody = z
  .object({
    documentStatus: DocumentStatusCode,
    rejectionReason: z.string().trim().max(500).nullish().transform((value) => value ?? ''),
  })
  .refine((body) => body.documentStatus !== 2 || body.rejectionReason.length > 0, {
    message: 'A rejection reason is required',
    path: ['rejectionReason'],
  });
export type UpdateDocumentStatusBody = z.infer<typeof UpdateDocumentStatusBody>;

/** The answer: whether every document of the owner (user or vehicle) is now approved. */
export const AllDocumentsApproved = z.boolean();
