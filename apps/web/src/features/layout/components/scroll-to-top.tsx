import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** After every completed navigation the window scrolls to the top (SPEC.md §2.2). */
export function ScrollToTop() {
  const { key } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [key]);
  return null;
}
