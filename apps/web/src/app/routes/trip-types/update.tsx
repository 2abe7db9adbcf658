import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { tripTypeQueryOptions } from '@/features/trip-types/api/get-trip-type';
import { TripTypeUpdatePage } from '@/features/trip-types/components/trip-type-update-page';
import { preloadQuery } from '@/lib/preload';
import { useFareClock } from './use-fare-clock';

/** The fare back-test (issue 27 item 3) with its chart: a chunk of its own, loaded with the edit screen's aside. */
const FareBackTestPanel = lazy(() => import('@/features/insight/components/fare-back-test-panel'));

/** /triptypes/update/{id}: preloaded; a failed load goes to /offline (SPEC.md §8). */
export const loader = preloadQuery(({ params }) => tripTypeQueryOptions(Number(params.id)));

export function Component() {
  const id = Number(useParams().id);
  return (
    <TripTypeUpdatePage
      id={id}
      clock={useFareClock()}
      aside={(fares) => (
        <Suspense fallback={null}>
          <FareBackTestPanel tripTypeId={id} fares={fares} />
        </Suspense>
      )}
    />
  );
}
