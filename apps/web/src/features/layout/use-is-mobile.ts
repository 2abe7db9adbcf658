import { useMediaQuery } from '@mantine/hooks';

/** SPEC.md §2.2: the mobile breakpoint is 992 px (Mantine's `md`). */
export const MOBILE_QUERY = '(max-width: 991.98px)';

export function useIsMobile(): boolean {
  const initial = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
  return useMediaQuery(MOBILE_QUERY, initial, { getInitialValueInEffect: false });
}
