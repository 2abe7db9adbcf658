import { tripTypesQueryOptions } from '@/features/trip-types/api/get-trip-types';
import { TripTypesListPage } from '@/features/trip-types/components/trip-types-list-page';
import { preloadQuery } from '@/lib/preload';

/** /triptypes: the list, preloaded (SPEC.md §2.1). */
export const loader = preloadQuery(() => tripTypesQueryOptions());

export function Component() {
  return <TripTypesListPage />;
}
