import { useParams } from 'react-router';
import { HistoryPanel } from '@/features/audit/components/history-panel';
import { vehicleQueryOptions } from '@/features/vehicles/api/get-vehicle';
import { VehicleDetailsPage } from '@/features/vehicles/components/vehicle-details-page';
import { preloadQuery } from '@/lib/preload';

/** /vehicles/details/{id}: preloaded; a failed load goes to /offline (SPEC.md §8). With the vehicle's History (vehicles.read). */
export const loader = preloadQuery(({ params }) => vehicleQueryOptions(Number(params.id)));

export function Component() {
  const { id } = useParams();
  return <VehicleDetailsPage id={Number(id)} history={<HistoryPanel kind="vehicle" id={Number(id)} />} />;
}
