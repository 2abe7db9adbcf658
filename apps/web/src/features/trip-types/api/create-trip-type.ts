import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TripType, type TripTypeBody } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { tripTypeKeys } from './trip-type-keys';

/** POST /api/TripType/CreateTripType. */
export async function createTripType(body: TripTypeBody): Promise<TripType> {
  return TripType.parse(await api.post<unknown>('/api/TripType/CreateTripType', body));
}

/** Creates a trip type and refreshes every trip type query (list, options). */
export function useCreateTripType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTripType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripTypeKeys.all }),
  });
}
