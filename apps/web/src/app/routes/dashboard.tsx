import { Stack } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

/** The charts (issue 27) with @mantine/charts and recharts: a chunk of their own, loaded after the figures. */
const DashboardCharts = lazy(() => import('@/features/insight/components/dashboard-charts'));

export function Component() {
  return (
    <Stack gap="xl">
      <DashboardPage />
      <Suspense fallback={null}>
        <DashboardCharts />
      </Suspense>
    </Stack>
  );
}
