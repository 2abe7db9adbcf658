import type { Random } from '../lib/random';
import { documentImageUrl } from '../media/media-urls';
import { earliest } from './demo-clock';
import type { DocumentRow } from './demo-types';
import type { PlannedDocument } from './verification';

export type DocumentOwner = { user_id: number; vehicle_id: null } | { user_id: null; vehicle_id: number };

/**
 * Document rows of one owner; the scan URL carries the holder's name so the generated image shows it.
 */
export function documentRows(random: Random, owner: DocumentOwner, holder: string, planned: readonly PlannedDocument[], now: Date): DocumentRow[] {
  return planned.map((document) => ({
    ...owner,
    document_type: document.type,
    document_url: documentImageUrl(document.type, random.int(100_000, 9_999_999), holder),
    document_status: document.status,
    rejection_reason: document.rejectionReason,
    created_at: earliest(document.submittedAt, now),
    updated_at: earliest(document.reviewedAt, now),
  }));
}
