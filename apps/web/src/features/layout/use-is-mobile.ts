/** The breakpoint hook lives in the shared hooks (the list pattern uses it too). */
export { useIsMobile } from '@/hooks/use-is-mobile';
