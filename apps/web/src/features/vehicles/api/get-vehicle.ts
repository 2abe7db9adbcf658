import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { VehicleDetails } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { vehicleKeys } from './vehicle-keys';

/** GET /api/vehicles/GetVehicle/{id}: every field of SPEC.md §3 Vehicle, documents with signed URLs. */
export async function getVehicle(id: number, signal?: AbortSignal): Promise<VehicleDetails> {
  return VehicleDetails.parse(await api.get<unknown>(`/api/vehicles/GetVehicle/${encodeURIComponent(id)}`, undefined, signal));
}

export const vehicleQueryOptions = (id: number) => queryOptions({ queryKey: vehicleKeys.detail(id), queryFn: ({ signal }) => getVehicle(id, signal) });

/** The vehicle the route loader preloaded (SPEC.md §2.1). */
export const useVehicle = (id: number) => useSuspenseQuery(vehicleQueryOptions(id));
