import { queryOptions } from '@tanstack/react-query';
import type { MapBasemap } from '@taxi/contract';

/** The world at zoom 0 from the basemap's raster tiles: one request tells whether their server answers. */
export function probeTileUrl(basemap: MapBasemap | undefined): string | null {
  if (basemap?.kind !== 'raster') return null;
  return basemap.tiles[0]!.replace('{z}', '0').replace('{x}', '0').replace('{y}', '0').replace('{s}', 'a');
}

/** How long one answer of the probe holds, ms: a map opened later asks again. */
const PROBE_FRESH_MS = 5 * 60_000;

/**
 * Whether the raster tiles' server can be reached (issue 22): until it has answered, and when it
 * cannot be reached, the map draws the offline basemap alone, so an unreachable server costs one
 * failed request and one console line, not an error per tile. Other basemaps need no probe (the
 * PMTiles file is ours; a remote style was fetched already): true.
 */
export const tileReachabilityQueryOptions = (url: string | null) =>
  queryOptions({
    queryKey: ['map', 'tiles-reachable', url] as const,
    staleTime: PROBE_FRESH_MS,
    retry: false,
    queryFn: async ({ signal }) => {
      if (!url) return true;
      try {
        // opaque (no CORS needed): only whether anything answers
        await fetch(url, { mode: 'no-cors', signal });
        return true;
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('map: the basemap tiles cannot be reached; drawing the offline basemap (Natural Earth)', error);
        return false;
      }
    },
  });
