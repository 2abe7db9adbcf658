import { DocumentStatus } from '@taxi/contract';
import type { Random } from '../lib/random';
import { documentImageUrl } from '../media/media-urls';
import { DAY_MS, earliest, plus } from './demo-clock';
import type { DocumentRow } from './demo-types';
import type { PlannedDocument } from './verification';

export type DocumentOwner = { user_id: number; vehicle_id: null } | { user_id: null; vehicle_id: number };

/** The number on a document's scan, drawn once per document in owner order. */
export const drawSerial = (random: Random) => random.int(100_000, 9_999_999);

/**
 * When an approved document expires (issue 25), from its serial (no extra random draw, so the rest
 * of the demo stays as it was): about 6 % within the next 30 days, about 4 % already expired (only
 * for owners not approved, so the approved drivers the demo and the simulator use stay on the road;
 * an approved owner's is expiring instead), the others in 2 to 36 months. Not approved: none.
 */
export function demoExpiry(document: PlannedDocument, serial: number, now: Date, ownerApproved: boolean): Date | null {
  if (document.status !== DocumentStatus.Approved) return null;
  const bucket = serial % 50;
  const spread = Math.floor(serial / 50);
  if (bucket < 2 && !ownerApproved) return plus(now, -(1 + (spread % 45)) * DAY_MS);
  if (bucket < 5) return plus(now, (1 + (spread % 29)) * DAY_MS + (spread % 24) * 3_600_000);
  return plus(now, (61 + (spread % 1035)) * DAY_MS);
}

/** One document row; the scan URL carries the holder's name so the generated image shows it. */
export const documentRow = (owner: DocumentOwner, holder: string, document: PlannedDocument, serial: number, now: Date, ownerApproved = false): DocumentRow => ({
  ...owner,
  document_type: document.type,
  document_url: documentImageUrl(document.type, serial, holder),
  document_status: document.status,
  rejection_reason: document.rejectionReason,
  created_at: earliest(document.submittedAt, now),
  updated_at: earliest(document.reviewedAt, now),
  expires_at: demoExpiry(document, serial, now, ownerApproved),
});

/** Document rows of one owner. */
export function documentRows(random: Random, owner: DocumentOwner, holder: string, planned: readonly PlannedDocument[], now: Date): DocumentRow[] {
  return planned.map((document) => documentRow(owner, holder, document, drawSerial(random), now));
}
