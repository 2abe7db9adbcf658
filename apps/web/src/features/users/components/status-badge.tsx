/** Lifted to `@/components/verification` (shared with vehicles); kept for the imports not yet moved. */
export { StatusBadge } from '@/components/verification/status-badge';
