import {
  DocumentStatus,
  instantAtLocal,
  VERIFIED_UNTIL_IN_PAST,
  VerificationStatus,
  type UpdateDocumentStatusBody,
  type UpdateVerificationBody,
} from '@taxi/contract';
import { badRequest, conflict } from '../../lib/http-errors';
import type { VerificationState } from './verification.repository';

/** The rules of DESIGN.md §5 for users and vehicles alike: pure decisions, no database. */

export const DOCUMENTS_NOT_APPROVED = 'Every document must be approved first';

const STATE_WORD = { 0: 'pending', 1: 'approved', 2: 'rejected' } as const;

/**
 * An approved-until value as a moment: a bare date means the end of that day on the operator's clock
 * (`timeZone`, OPERATOR_TIME_ZONE; DESIGN.md §8), 23:59:59.999 local, so "until 1 March" includes all
 * of 1 March there and not an hour of 2 March. A date-time is taken as the moment it names.
 */
export function approvedUntil(value: string, timeZone: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return new Date(value);
  const nextMidnight = instantAtLocal(Number(day[1]), Number(day[2]), Number(day[3]) + 1, 0, timeZone);
  return new Date(nextMidnight.getTime() - 1);
}

/**
 * The new verification state of a user or vehicle. 400 for an approved-until moment not in the
 * future; 409 for a change to the state it already has (what a second admin acting at the same
 * time meets) and for approving while a document is not approved.
 */
export function decideVerification(
  what: string,
  current: VerificationState,
  body: UpdateVerificationBody,
  documentsApproved: boolean,
  timeZone: string,
  now: Date,
): VerificationState {
  const status = body.verificationStatus;
  const until = status === VerificationStatus.Approved && body.verifiedUntil ? approvedUntil(body.verifiedUntil, timeZone) : null;
  if (until && until.getTime() <= now.getTime()) throw badRequest(VERIFIED_UNTIL_IN_PAST, 'verification.until_in_past', { errors: { verifiedUntil: [VERIFIED_UNTIL_IN_PAST] }, fieldErrors: { verifiedUntil: { code: 'verified_until_in_past' } } });
  if (current.verification_status === status) throw conflict(`The ${what} is already ${STATE_WORD[status]}`, 'verification.already_in_status', { status });
  if (status === VerificationStatus.Approved && !documentsApproved) throw conflict(DOCUMENTS_NOT_APPROVED, 'verification.documents_not_approved');
  return {
    verification_status: status,
    verified_until: until,
    rejection_reason: status === VerificationStatus.Rejected ? body.rejectionReason : null,
  };
}

export interface DocumentState {
  document_status: number;
  rejection_reason: string | null;
}

/** The new state of a document: 409 when it already has the requested status. */
export function decideDocument(current: DocumentState, body: UpdateDocumentStatusBody): DocumentState {
  const status = body.documentStatus;
  if (current.document_status === status) throw conflict(`The document is already ${STATE_WORD[status]}`, 'document.already_in_status', { status });
  return { document_status: status, rejection_reason: status === DocumentStatus.Rejected ? body.rejectionReason : null };
}
