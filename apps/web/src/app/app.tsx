import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  // A 401 on an authenticated call: the session is already cleared, go to the sign-in.
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      void router.navigate(paths.login.getHref());
    });
  }, [router]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
