import { useParams } from 'react-router';
import { HistoryPanel } from '@/features/audit/components/history-panel';
import { tripTypeQueryOptions } from '@/features/trip-types/api/get-trip-type';
import { TripTypeDetailsPage } from '@/features/trip-types/components/trip-type-details-page';
import { preloadQuery } from '@/lib/preload';
import { useFareClock } from './use-fare-clock';

/** /triptypes/details/{id}: preloaded; a failed load goes to /offline (SPEC.md §8). With the trip type's History (tripTypes.read). */
export const loader = preloadQuery(({ params }) => tripTypeQueryOptions(Number(params.id)));

export function Component() {
  const { id } = useParams();
  return <TripTypeDetailsPage id={Number(id)} clock={useFareClock()} history={<HistoryPanel kind="tripType" id={Number(id)} />} />;
}
