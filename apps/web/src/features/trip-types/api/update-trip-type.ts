import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TripType, type TripTypeBody } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { tripTypeKeys } from './trip-type-keys';

/** PUT /api/TripType/UpdateTripType/{id} with the whole body. */
export async function updateTripType(id: number, body: TripTypeBody): Promise<TripType> {
  return TripType.parse(await api.put<unknown>(`/api/TripType/UpdateTripType/${encodeURIComponent(id)}`, body));
}

/** Saves a trip type, puts the answer in the detail cache and refreshes the list and options. */
export function useUpdateTripType(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TripTypeBody) => updateTripType(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(tripTypeKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: tripTypeKeys.all, refetchType: 'active' });
    },
  });
}
