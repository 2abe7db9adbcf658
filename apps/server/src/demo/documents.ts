import type { Random } from '../lib/random';
import { documentImageUrl } from '../media/media-urls';
import { earliest } from './demo-clock';
import type { DocumentRow } from './demo-types';
import type { PlannedDocument } from './verification';

export type DocumentOwner = { user_id: number; vehicle_id: null } | { user_id: null; vehicle_id: number };

/** The number on a document's scan, drawn once per document in owner order. */
export const drawSerial = (random: Random) => random.int(100_000, 9_999_999);

/** One document row; the scan URL carries the holder's name so the generated image shows it. */
export const documentRow = (owner: DocumentOwner, holder: string, document: PlannedDocument, serial: number, now: Date): DocumentRow => ({
  ...owner,
  document_type: document.type,
  document_url: documentImageUrl(document.type, serial, holder),
  document_status: document.status,
  rejection_reason: document.rejectionReason,
  created_at: earliest(document.submittedAt, now),
  updated_at: earliest(document.reviewedAt, now),
});

/** Document rows of one owner. */
export function documentRows(random: Random, owner: DocumentOwner, holder: string, planned: readonly PlannedDocument[], now: Date): DocumentRow[] {
  return planned.map((document) => documentRow(owner, holder, document, drawSerial(random), now));
}
