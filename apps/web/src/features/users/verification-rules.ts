/** Lifted to `@/components/verification` (shared with vehicles); kept for the imports not yet moved. */
export { documentDecisions, verificationDecisions } from '@/components/verification/verification-rules';
