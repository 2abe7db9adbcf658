/**
 * What the users and vehicles screens share (SPEC.md §4): the verification rules, the verification
 * actions with their dialogs, the documents block with the large scan, and the status badges.
 */
export { ApproveModal } from './approve-modal';
export { DocumentImageModal } from './document-image-modal';
export { DocumentItem } from './document-item';
export { DocumentsCard } from './documents-card';
export { updateDocumentStatus, withDocumentDecision, type DocumentDecision } from './document-decision';
export { ReasonModal } from './reason-modal';
export { StatusBadge } from './status-badge';
export { useRefreshExpiredScans } from './use-refresh-expired-scans';
export { RejectionBanner, VerificationActions } from './verification-actions';
export { documentDecisions, verificationDecisions, type Verifiable } from './verification-rules';
export { withToasts } from './with-toasts';
export {
  VERIFICATION_FILTERS,
  VerificationStatusFilter,
  verificationFilterParam,
  verificationStatusOf,
  type VerificationFilter,
} from './verification-status-filter';
export { EXPIRY_FILTERS, ExpiryFilter, expiryFilterParam, expiryOf, type ExpiryFilterValue } from './expiry-filter';
