import { DocumentStatus, VerificationStatus, type UserDetails } from '@taxi/contract';

type Status = 0 | 1 | 2;

/** SPEC.md §4: a document can be approved unless approved, rejected unless rejected. */
export const documentDecisions = (status: Status) => ({
  approve: status !== DocumentStatus.Approved,
  reject: status !== DocumentStatus.Rejected,
});

/**
 * SPEC.md §4: Approve shows only when every document is approved and the user is not approved;
 * Reject shows unless the user is rejected. `waitsForDocuments`: approval is held back by a document.
 */
export function verificationDecisions(user: Pick<UserDetails, 'verificationStatus' | 'isAllDocumentApproved'>) {
  const approved = user.verificationStatus === VerificationStatus.Approved;
  return {
    approve: user.isAllDocumentApproved && !approved,
    reject: user.verificationStatus !== VerificationStatus.Rejected,
    waitsForDocuments: !user.isAllDocumentApproved && !approved,
  };
}
