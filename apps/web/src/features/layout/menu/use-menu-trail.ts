import { useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '../route-handle';
import { findMenuTrail } from './menu-items';

/** The route handle of the page shown (title, parent link, section), if it has one. */
export function useRouteHandle() {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
}

/**
 * The menu trail of the page shown, the same for the sidebar, the top menu and the breadcrumbs:
 * a details page takes its list's entry (the handle's parent link) or its section (a user's
 * details: Users).
 */
export function useMenuTrail() {
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  return findMenuTrail(handle?.parentHref ?? pathname, handle?.sectionKey);
}
