import { Loader } from '@mantine/core';
import { Outlet } from 'react-router';
import { LoadingBar } from '@/features/layout/components/loading-bar';
import { ScrollToTop } from '@/features/layout/components/scroll-to-top';

/** Everything, signed in or not: the navigation loading bar and scroll-to-top. */
export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export function PageLoader() {
  return (
    <div className="page-loader">
      <Loader color="teal" />
    </div>
  );
}
