import type { VehicleDetails } from '@taxi/contract';
import { DocumentsCard, useRefreshExpiredScans } from '@/components/verification';
import { useUpdateVehicleDocumentStatus } from '../api/update-vehicle-document-status';
import { vehicleKeys } from '../api/vehicle-keys';

/** The vehicle's documents with approve/reject, as on the user screen (SPEC.md §2.6). */
export function VehicleDocuments({ vehicle }: { vehicle: VehicleDetails }) {
  const update = useUpdateVehicleDocumentStatus(vehicle.vehicleId);
  const refreshScans = useRefreshExpiredScans(vehicleKeys.detail(vehicle.vehicleId));
  return (
    <DocumentsCard
      owner={vehicle}
      onDecide={(decision) => update.mutateAsync(decision)}
      pendingId={update.isPending ? (update.variables?.documentId ?? null) : null}
      onImageError={refreshScans}
      testId="vehicle-documents"
    />
  );
}
