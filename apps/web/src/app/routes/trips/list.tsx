import { TripsListPage } from '@/features/trips/components/trips-list-page';

/** /trips (SPEC.md §2.1): not preloaded; `?userId=` pre-fills the user filter. */
export function Component() {
  return <TripsListPage />;
}
