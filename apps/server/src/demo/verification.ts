import { DocumentStatus, type DocumentType, VerificationStatus } from '@taxi/contract';
import type { Random } from '../lib/random';
import { DAY_MS, HOUR_MS, plus } from './demo-clock';

/** Why an admin turned a document down, by document type. */
const DOCUMENT_REJECTIONS: Record<DocumentType, readonly string[]> = {
  IdentityCard: ['The photo is blurred and the ID number cannot be read', 'The identity card has expired'],
  DrivingLicence: ['The licence has expired', 'Only the front side of the licence was uploaded'],
  CriminalRecord: ['The certificate is older than six months', 'The certificate is not stamped'],
  VehicleRegistration: ['The plate on the registration does not match the vehicle', 'The registration page is cut off'],
  VehicleInsurance: ['The policy has expired', 'The policy does not cover commercial passenger transport'],
  TaxiLicence: ['The taxi licence number cannot be read', 'The taxi licence belongs to another vehicle'],
};

const VERIFICATION_REJECTIONS = [
  'Documents could not be verified with the issuing office',
  'The name on the documents does not match the account',
  'Please upload clear, complete and valid documents',
] as const;

export interface PlannedDocument {
  type: DocumentType;
  status: DocumentStatus;
  rejectionReason: string | null;
  submittedAt: Date;
  reviewedAt: Date;
}

export interface VerificationPlan {
  status: VerificationStatus;
  verifiedUntil: Date | null;
  rejectionReason: string | null;
  documents: PlannedDocument[];
}

/**
 * Verification state and the documents behind it, always consistent:
 * - Approved: every document approved, approved until a date 1–24 months ahead.
 * - Pending: about a third have every document approved (ready for the Approve button), the others
 *   have at least one document still waiting for review.
 * - Rejected: a reason, and at least one rejected document with its own reason.
 */
export function planVerification(
  random: Random,
  status: VerificationStatus,
  types: readonly DocumentType[],
  submittedAt: Date,
  now: Date,
): VerificationPlan {
  const statuses: DocumentStatus[] = types.map(() => DocumentStatus.Approved);
  if (status === VerificationStatus.Pending && !random.chance(0.35)) {
    types.forEach((_, index) => (statuses[index] = random.chance(0.6) ? DocumentStatus.Pending : DocumentStatus.Approved));
    statuses[random.int(0, types.length - 1)] = DocumentStatus.Pending;
  }
  if (status === VerificationStatus.Rejected) {
    types.forEach((_, index) => (statuses[index] = random.chance(0.3) ? DocumentStatus.Pending : DocumentStatus.Approved));
    statuses[random.int(0, types.length - 1)] = DocumentStatus.Rejected;
  }
  const reviewSpan = Math.max(HOUR_MS, Math.min(3 * DAY_MS, now.getTime() - submittedAt.getTime()));
  const documents = types.map((type, index): PlannedDocument => {
    const documentStatus = statuses[index] ?? DocumentStatus.Pending;
    const submitted = plus(submittedAt, index * random.int(1, 4) * 60_000);
    return {
      type,
      status: documentStatus,
      rejectionReason: documentStatus === DocumentStatus.Rejected ? random.pick(DOCUMENT_REJECTIONS[type]) : null,
      submittedAt: submitted,
      reviewedAt: documentStatus === DocumentStatus.Pending ? submitted : plus(submitted, random.float(0.2, 1) * reviewSpan),
    };
  });
  return {
    status,
    verifiedUntil: status === VerificationStatus.Approved ? plus(now, random.int(30, 730) * DAY_MS) : null,
    rejectionReason: status === VerificationStatus.Rejected ? random.pick(VERIFICATION_REJECTIONS) : null,
    documents,
  };
}

/** Verification states in fixed proportions, shuffled: every state is present whatever the seed. */
export function verificationMix(random: Random, total: number, pending: number, rejected: number): VerificationStatus[] {
  const mix: VerificationStatus[] = [
    ...Array<VerificationStatus>(total - pending - rejected).fill(VerificationStatus.Approved),
    ...Array<VerificationStatus>(pending).fill(VerificationStatus.Pending),
    ...Array<VerificationStatus>(rejected).fill(VerificationStatus.Rejected),
  ];
  return random.shuffle(mix);
}
