import { queryOptions } from '@tanstack/react-query';
import { MapConfig } from '@taxi/contract';
import { api } from '@/lib/api-client';

/** GET /api/map/config: the basemap, the routing service and the towns of the offline basemap. */
export async function getMapConfig(): Promise<MapConfig> {
  return MapConfig.parse(await api.get<unknown>('/api/map/config'));
}

/** The settings change only with a server restart: read once a session. */
export const mapConfigQueryOptions = () =>
  queryOptions({ queryKey: ['map', 'config'] as const, queryFn: getMapConfig, staleTime: Infinity, gcTime: Infinity });
