import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { NearestDrivers } from '@taxi/contract/dispatch';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';

/** How many the panel lists, and how often it asks again while shown (drivers move), ms. */
export const NEAREST_LIMIT = 8;
export const NEAREST_REFRESH_MS = 15_000;

/** GET /api/dispatch/nearest-drivers: free, approved, online drivers nearest the point, with distance and ETA. */
export async function getNearestDrivers(point: { latitude: number; longitude: number }, signal?: AbortSignal): Promise<NearestDrivers> {
  const params = { latitude: point.latitude.toFixed(6), longitude: point.longitude.toFixed(6), limit: NEAREST_LIMIT };
  return NearestDrivers.parse(await api.get<unknown>('/api/dispatch/nearest-drivers', params, signal));
}

export const nearestDriversQueryOptions = (point: { latitude: number; longitude: number } | null) =>
  queryOptions({
    queryKey: dispatchKeys.nearest(point?.latitude ?? 0, point?.longitude ?? 0),
    queryFn: ({ signal }) => getNearestDrivers(point!, signal),
    enabled: point !== null,
    placeholderData: keepPreviousData,
    refetchInterval: NEAREST_REFRESH_MS,
  });
