import { DocumentStatus, VerificationStatus } from '@taxi/contract';

type Status = 0 | 1 | 2;

/** What the verification rules read of a user or a vehicle. */
export interface Verifiable {
  verificationStatus: Status;
  isAllDocumentApproved: boolean;
}

/** SPEC.md §4: a document can be approved unless approved, rejected unless rejected. */
export const documentDecisions = (status: Status) => ({
  approve: status !== DocumentStatus.Approved,
  reject: status !== DocumentStatus.Rejected,
});

/**
 * SPEC.md §4, for a user and a vehicle alike: Approve shows only when every document is approved
 * and the owner is not approved; Reject shows unless rejected. `waitsForDocuments`: approval is
 * held back by a document.
 */
export function verificationDecisions(owner: Verifiable) {
  const approved = owner.verificationStatus === VerificationStatus.Approved;
  return {
    approve: owner.isAllDocumentApproved && !approved,
    reject: owner.verificationStatus !== VerificationStatus.Rejected,
    waitsForDocuments: !owner.isAllDocumentApproved && !approved,
  };
}
