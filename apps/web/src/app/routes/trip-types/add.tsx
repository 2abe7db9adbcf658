import { TripTypeCreatePage } from '@/features/trip-types/components/trip-type-create-page';
import { useFareClock } from './use-fare-clock';

/** /triptypes/add. */
export function Component() {
  return <TripTypeCreatePage clock={useFareClock()} />;
}
