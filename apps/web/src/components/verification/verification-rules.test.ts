import { describe, expect, it } from 'vitest';
import { documentDecisions, verificationDecisions } from './verification-rules';

describe('document decisions (SPEC.md §4)', () => {
  it('offers Approve unless approved and Reject unless rejected', () => {
    expect(documentDecisions(0)).toEqual({ approve: true, reject: true });
    expect(documentDecisions(1)).toEqual({ approve: false, reject: true });
    expect(documentDecisions(2)).toEqual({ approve: true, reject: false });
  });
});

describe('user and vehicle verification decisions (SPEC.md §4)', () => {
  it('shows Approve only when every document is approved and the user is not approved', () => {
    expect(verificationDecisions({ verificationStatus: 0, isAllDocumentApproved: true }).approve).toBe(true);
    expect(verificationDecisions({ verificationStatus: 2, isAllDocumentApproved: true }).approve).toBe(true);
    expect(verificationDecisions({ verificationStatus: 1, isAllDocumentApproved: true }).approve).toBe(false);
    expect(verificationDecisions({ verificationStatus: 0, isAllDocumentApproved: false }).approve).toBe(false);
  });

  it('shows Reject unless rejected, and says when a document holds the approval back', () => {
    expect(verificationDecisions({ verificationStatus: 0, isAllDocumentApproved: false })).toEqual({ approve: false, reject: true, waitsForDocuments: true });
    expect(verificationDecisions({ verificationStatus: 1, isAllDocumentApproved: false })).toEqual({ approve: false, reject: true, waitsForDocuments: false });
    expect(verificationDecisions({ verificationStatus: 2, isAllDocumentApproved: false })).toEqual({ approve: false, reject: false, waitsForDocuments: true });
  });
});
