import { queryOptions } from '@tanstack/react-query';
import { CurrentDriverTrip } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { liveMapKeys } from './live-map-keys';

/** GET /api/Dashboard/GetCurrentDriverPreTrip/{driverId}: the trip under way with its places in order; null when free. */
export async function getCurrentDriverTrip(driverId: number, signal?: AbortSignal): Promise<CurrentDriverTrip> {
  return CurrentDriverTrip.parse(await api.get<unknown>(`/api/Dashboard/GetCurrentDriverPreTrip/${encodeURIComponent(driverId)}`, undefined, signal));
}

export const currentDriverTripQueryOptions = (driverId: number) =>
  queryOptions({ queryKey: liveMapKeys.currentTrip(driverId), queryFn: ({ signal }) => getCurrentDriverTrip(driverId, signal), staleTime: 0 });
