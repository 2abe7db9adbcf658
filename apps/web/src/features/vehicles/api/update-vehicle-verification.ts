import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VerificationResult, type UpdateVerificationBody, type VehicleDetails } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './vehicle-keys';

/** PATCH /api/vehicles/UpdateVehicleVerificationStatus/{vehicleId}: approve (with a date) or reject (with a reason). */
export async function updateVehicleVerification(vehicleId: number, body: UpdateVerificationBody): Promise<VerificationResult> {
  return VerificationResult.parse(await api.patch<unknown>(`/api/vehicles/UpdateVehicleVerificationStatus/${encodeURIComponent(vehicleId)}`, body));
}

/** SPEC.md §4: the server's reply sets the new status, date and reason on screen. */
export function useUpdateVehicleVerification(vehicleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateVerificationBody) => updateVehicleVerification(vehicleId, body),
    onSuccess: (result) => {
      queryClient.setQueryData<VehicleDetails>(vehicleKeys.detail(vehicleId), (vehicle) => vehicle && { ...vehicle, ...result });
      return queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}
