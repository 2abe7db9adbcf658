import { describe, expect, it } from 'vitest';
import { AllDocumentsApproved, Document, DocumentIdParams, UpdateDocumentStatusBody } from '../src/documents';
import {
  MAX_REJECTION_REASON_LENGTH, REJECTION_REASON_REQUIRED, RejectionReason, UpdateVerificationBody, VERIFIED_UNTIL_REQUIRED, VerificationResult,
} from '../src/verification';
import { accepts, expectShape, issuesOf, parsed } from './support/schema-checks';
import { document } from './support/samples';

describe('rejection reasons', () => {
  it('are trimmed text of at most 500 characters; null, absent and empty mean none', () => {
    expect(MAX_REJECTION_REASON_LENGTH).toBe(500);
    expect(parsed(RejectionReason, '  Blurred scan  ')).toBe('Blurred scan');
    expect(parsed(RejectionReason, null)).toBe('');
    expect(parsed(RejectionReason, undefined)).toBe('');
    expect(parsed(RejectionReason, 'line 1\nline 2')).toBe('line 1\nline 2');
    expect(accepts(RejectionReason, 'r'.repeat(500))).toBe(true);
    expect(issuesOf(RejectionReason, 'r'.repeat(501))).toEqual([': The rejection reason must be at most 500 characters']);
    expect(accepts(RejectionReason, 'a\u0000b')).toBe(false);
  });
});

describe('verification of a user or a vehicle', () => {
  it('approving needs an approved-until date (ISO date or date-time)', () => {
    expect(parsed(UpdateVerificationBody, { verificationStatus: 1, verifiedUntil: '2027-01-31' })).toEqual({ verificationStatus: 1, verifiedUntil: '2027-01-31', rejectionReason: '' });
    expect(accepts(UpdateVerificationBody, { verificationStatus: 1, verifiedUntil: '2027-01-31T12:00:00+02:00' })).toBe(true);
    for (const until of [undefined, null]) {
      expect(issuesOf(UpdateVerificationBody, { verificationStatus: 1, verifiedUntil: until }), String(until)).toEqual([`verifiedUntil: ${VERIFIED_UNTIL_REQUIRED}`]);
    }
    expect(accepts(UpdateVerificationBody, { verificationStatus: 1, verifiedUntil: '' })).toBe(false);
    expect(accepts(UpdateVerificationBody, { verificationStatus: 1, verifiedUntil: '31/01/2027' })).toBe(false);
  });

  it('rejecting needs a reason; pending needs neither', () => {
    expect(parsed(UpdateVerificationBody, { verificationStatus: 2, rejectionReason: ' Expired licence ' })).toEqual({ verificationStatus: 2, rejectionReason: 'Expired licence' });
    expect(issuesOf(UpdateVerificationBody, { verificationStatus: 2, rejectionReason: '  ' })).toEqual([`rejectionReason: ${REJECTION_REASON_REQUIRED}`]);
    expect(issuesOf(UpdateVerificationBody, { verificationStatus: 2 })).toEqual([`rejectionReason: ${REJECTION_REASON_REQUIRED}`]);
    expect(parsed(UpdateVerificationBody, { verificationStatus: 0 })).toEqual({ verificationStatus: 0, rejectionReason: '' });
    expect(accepts(UpdateVerificationBody, { verificationStatus: 3 })).toBe(false);
    expect(REJECTION_REASON_REQUIRED).toBe('A rejection reason is required');
    expect(VERIFIED_UNTIL_REQUIRED).toBe('An approved-until date is required to approve');
  });

  it('answers the new state', () => {
    expectShape(VerificationResult, { verificationStatus: 2, verifiedUntil: null, rejectionReason: 'Expired' });
  });
});

describe('documents', () => {
  it('answers carry every field', () => {
    expectShape(Document, document);
    expect(parsed(AllDocumentsApproved, true)).toBe(true);
    expect(accepts(AllDocumentsApproved, 'true')).toBe(false);
  });

  it('takes the document id from the path', () => {
    expect(parsed(DocumentIdParams, { documentId: '9' })).toEqual({ documentId: 9 });
    expect(accepts(DocumentIdParams, { documentId: '0x9' })).toBe(false);
  });

  it('a document is approved freely and rejected with a reason', () => {
    expect(parsed(UpdateDocumentStatusBody, { documentStatus: 1 })).toEqual({ documentStatus: 1, rejectionReason: '' });
    expect(parsed(UpdateDocumentStatusBody, { documentStatus: 2, rejectionReason: ' Blurred ' })).toEqual({ documentStatus: 2, rejectionReason: 'Blurred' });
    for (const reason of [undefined, null, '', ' ']) {
      expect(issuesOf(UpdateDocumentStatusBody, { documentStatus: 2, rejectionReason: reason })).toEqual([`rejectionReason: ${REJECTION_REASON_REQUIRED}`]);
    }
    expect(accepts(UpdateDocumentStatusBody, { documentStatus: 0 })).toBe(true);
    expect(accepts(UpdateDocumentStatusBody, { documentStatus: 3 })).toBe(false);
  });
});
