import type { VerificationResult, VerificationStatus } from '@taxi/contract';
import type { VerificationState } from './verification.repository';

export function toVerificationResult(state: VerificationState): VerificationResult {
  return {
    verificationStatus: state.verification_status as VerificationStatus,
    verifiedUntil: state.verified_until ? state.verified_until.toISOString() : null,
    rejectionReason: state.rejection_reason,
  };
}
