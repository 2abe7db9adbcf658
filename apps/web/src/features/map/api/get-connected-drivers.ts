import { queryOptions } from '@tanstack/react-query';
import { ConnectedDriver } from '@taxi/contract';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { DRIVER_LIST_REFRESH_MS } from '../live-map-settings';
import { liveMapKeys } from './live-map-keys';

/** GET /api/Dashboard/GetConnectedDriversDetails: every connected driver with vehicle and latest position. */
export async function getConnectedDrivers(signal?: AbortSignal): Promise<ConnectedDriver[]> {
  return z.array(ConnectedDriver).parse(await api.get<unknown>('/api/Dashboard/GetConnectedDriversDetails', undefined, signal));
}

/** SPEC.md §9: the driver list refreshes every 60 000 ms, stream or not (the stream's fallback). */
export const connectedDriversQueryOptions = () =>
  queryOptions({
    queryKey: liveMapKeys.connectedDrivers(),
    queryFn: ({ signal }) => getConnectedDrivers(signal),
    refetchInterval: DRIVER_LIST_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
