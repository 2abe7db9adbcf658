/** Lifted to `@/components/verification` (shared with vehicles); kept for the imports not yet moved. */
export { withToasts } from '@/components/verification/with-toasts';
