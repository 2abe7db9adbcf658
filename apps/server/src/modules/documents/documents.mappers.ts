import type { Document, DocumentStatus, DocumentType } from '@taxi/contract';

/** The columns a document answer needs (a row, or an element of a json_agg). */
export interface DocumentFields {
  id: number;
  document_type: string;
  document_url: string;
  document_status: number;
  rejection_reason: string | null;
  /** A Date from a row, an ISO string from a json_agg. */
  expires_at?: Date | string | null;
}

const isoOf = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());

/** Signs a stored document URL for the answer (DocumentUrlSigner.sign). */
export type SignUrl = (storedUrl: string) => string;

export function toDocument(row: DocumentFields, sign: SignUrl): Document {
  return {
    documentId: row.id,
    documentType: row.document_type as DocumentType,
    documentUrl: sign(row.document_url),
    documentStatus: row.document_status as DocumentStatus,
    rejectionReason: row.rejection_reason,
    expiresAt: isoOf(row.expires_at),
  };
}

/** What the audit log keeps of a document: its state, not the scan's address. */
export const toDocumentAudit = (row: DocumentFields) => ({
  documentId: row.id,
  documentType: row.document_type,
  documentStatus: row.document_status,
  rejectionReason: row.rejection_reason,
  expiresAt: isoOf(row.expires_at),
});
