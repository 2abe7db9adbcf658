import { useParams } from 'react-router';
import { tripQueryOptions } from '@/features/trips/api/get-trip';
import { TripDetailsPage } from '@/features/trips/components/trip-details-page';
import { preloadQuery } from '@/lib/preload';

/** /trips/details/{id}: preloaded; a failed load goes to /offline (SPEC.md §8). */
export const loader = preloadQuery(({ params }) => tripQueryOptions(Number(params.id)));

export function Component() {
  const { id } = useParams();
  return <TripDetailsPage id={Number(id)} />;
}
