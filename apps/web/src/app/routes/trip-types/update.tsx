import { useParams } from 'react-router';
import { tripTypeQueryOptions } from '@/features/trip-types/api/get-trip-type';
import { TripTypeUpdatePage } from '@/features/trip-types/components/trip-type-update-page';
import { preloadQuery } from '@/lib/preload';
import { useFareClock } from './use-fare-clock';

/** /triptypes/update/{id}: preloaded; a failed load goes to /offline (SPEC.md §8). */
export const loader = preloadQuery(({ params }) => tripTypeQueryOptions(Number(params.id)));

export function Component() {
  const { id } = useParams();
  return <TripTypeUpdatePage id={Number(id)} clock={useFareClock()} />;
}
