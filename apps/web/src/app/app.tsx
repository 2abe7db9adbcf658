import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { queryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createRouter } from './router';

export function App() {
  const [router] = useState(() => {
    const instance = createRouter();
    // A 401 on an authenticated call: the session is already cleared, go to the sign-in.
    setUnauthorizedHandler(() => {
      queryClient.clear();
      void instance.navigate(paths.login.getHref());
    });
    return instance;
  });
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
