import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusMainContent } from './focus-main-content';

/**
 * After a navigation inside the shell (not the first page load, not a change of query string
 * only, such as a list's filters) focus goes to the new page's heading instead of staying on
 * the link in the menu.
 */
export function useFocusOnNavigation(mainId: string) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    focusMainContent(mainId);
  }, [pathname, mainId]);
}
