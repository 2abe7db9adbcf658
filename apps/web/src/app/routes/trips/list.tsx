import { TripsListPage } from '@/features/trips/components/trips-list-page';
import { useUserPickerSource } from '../user-picker-source';

/** A trip's user is its customer or its driver (`userId` matches either). */
const TRIP_USER_ROLES = ['Customer', 'Driver'] as const;

/** /trips (SPEC.md §2.1): not preloaded; `?userId=` pre-fills the user picker, which searches customers and drivers. */
export function Component() {
  return <TripsListPage users={useUserPickerSource(TRIP_USER_ROLES)} />;
}
