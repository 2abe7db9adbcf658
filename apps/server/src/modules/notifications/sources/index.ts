import { documentExpired, documentExpiring } from './document-expiry';
import { documentsPending } from './documents-pending';
import { driverRegistered } from './driver-registered';
import { payoutAwaitingSecondApproval } from './payout-awaiting-second-approval';
import { payoutRequested } from './payout-requested';
import type { NotificationSource } from './source';
import { statementMismatch } from './statement-mismatch';
import { verificationExpired, verificationExpiring } from './verification-expiry';

/**
 * Every kind of notification the job generates, one source each (docs/notifications.md "Adding a
 * kind": a file beside these, its kind in the contract's NOTIFICATION_KINDS, one line here, its
 * texts in the app).
 */
export const NOTIFICATION_SOURCES: readonly NotificationSource[] = [
  driverRegistered,
  documentsPending,
  documentExpiring,
  documentExpired,
  verificationExpiring,
  verificationExpired,
  payoutRequested,
  payoutAwaitingSecondApproval,
  statementMismatch,
];
