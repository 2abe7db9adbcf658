import {
  DocumentStatus,
  EXPIRES_AT_IN_PAST,
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
  expires_at: Date | null;
}

/**
 * The new state of a document: 409 when it already has the requested status, except an approved
 * document approved again with another expiry date (a renewal, issue 25). The expiry is kept only
 * while approved; 400 when it is not in the future.
 */
export function decideDocument(current: DocumentState, body: UpdateDocumentStatusBody, timeZone: string, now: Date): DocumentState {
  const status = body.documentStatus;
  const expiresAt = status === DocumentStatus.Approved && body.expiresAt ? approvedUntil(body.expiresAt, timeZone) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest(EXPIRES_AT_IN_PAST, 'verification.until_in_past', { errors: { expiresAt: [EXPIRES_AT_IN_PAST] }, fieldErrors: { expiresAt: { code: 'verified_until_in_past' } } });
  const renewal = status === DocumentStatus.Approved && expiresAt !== null && current.expires_at?.getTime() !== expiresAt.getTime();
  if (current.document_status === status && !renewal) throw conflict(`The document is already ${STATE_WORD[status]}`, 'document.already_in_status', { status });
  return { document_status: status, rejection_reason: status === DocumentStatus.Rejected ? body.rejectionReason : null, expires_at: expiresAt };
}

/** What a decision knew: the state it read before queueing for the lock, and when it arrived. */
export interface DecisionContext<T> {
  seen: T;
  arrivedAt: Date;
  /** When the last decision on the same record was recorded, if any. */
  lastDecisionAt: Date | null;
}

/**
 * 409 when another decision changed the record after this one arrived: it changed between this
 * request's first read and its lock, or was recorded at or after this request's arrival. Of
 * decisions sent at once exactly one wins and the others are stale (DESIGN.md §3) instead of
 * silently replacing it (an approve and a reject racing used to both succeed, the last one
 * winning). `keys` are the columns the decision is about.
 */
export function assertUnchangedMeanwhile<T extends object>(what: string, context: DecisionContext<T>, locked: T, keys: readonly (keyof T)[]): void {
  const value = (state: T, key: keyof T) => (state[key] instanceof Date ? state[key].getTime() : state[key]);
  const changed = keys.some((key) => value(context.seen, key) !== value(locked, key));
  const decidedSince = context.lastDecisionAt !== null && context.lastDecisionAt.getTime() >= context.arrivedAt.getTime();
  if (changed || decidedSince) throw conflict(changedMeanwhile(what), 'changed_concurrently');
}

export const changedMeanwhile = (what: string) => `The ${what} was changed by someone else meanwhile: reload it and decide again`;
export const VERIFICATION_KEYS = ['verification_status', 'verified_until', 'rejection_reason'] as const;
export const DOCUMENT_KEYS = ['document_status', 'rejection_reason', 'expires_at'] as const;
