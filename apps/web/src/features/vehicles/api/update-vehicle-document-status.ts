import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleDetails } from '@taxi/contract';
import { updateDocumentStatus, withDocumentDecision } from '@/components/verification';
import { vehicleKeys } from './vehicle-keys';

/**
 * A decision on one of the vehicle's documents (UpdateDocumentStatus). SPEC.md §4: after success
 * the document's status changes on screen and the all-approved flag becomes the server's answer.
 */
export function useUpdateVehicleDocumentStatus(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentStatus,
    onSuccess: (allApproved, decision) => {
      queryClient.setQueryData<VehicleDetails>(vehicleKeys.detail(vehicleId), (vehicle) => vehicle && withDocumentDecision(vehicle, allApproved, decision));
    },
  });
}
