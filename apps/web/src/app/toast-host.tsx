import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Toasts = lazy(() => import('./toasts'));

/**
 * The toasts (lib/notify.ts) render through Mantine's <Notifications>, which with its styles and
 * transitions is loaded the first time there is a toast to show (or the shell asks for it),
 * not on the sign-in page's first load. The store holds a toast shown before it is in.
 */
export function ToastHost() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

/** Fetches the toasts' chunk ahead of need (the shell does, once it is loaded). */
export const preloadToasts = () => void import('./toasts');
