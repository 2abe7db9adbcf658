import { useMediaQuery } from '@mantine/hooks';

/** SPEC.md §2.2: the mobile breakpoint is 992 px (Mantine's `md`). */
const MOBILE_QUERY = '(max-width: 991.98px)';

/** Read at the first render (no desktop frame flashes on a phone), then followed. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
}
