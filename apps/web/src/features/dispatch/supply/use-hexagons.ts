import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { supplyDemandQueryOptions } from '../api/get-supply-demand';
import { hexagonFeatures, loadCellBoundary } from './hexagon-features';

/**
 * The supply and demand layer's hexagons while it is shown: the counts every 10 s, h3-js loaded the
 * first time the layer is switched on (its own chunk). Null while off or not yet known.
 */
export function useHexagons(shown: boolean) {
  const cells = useQuery(supplyDemandQueryOptions(shown));
  const h3 = useQuery({ queryKey: ['dispatch', 'h3-js'], queryFn: loadCellBoundary, enabled: shown, staleTime: Infinity, gcTime: Infinity });
  const features = useMemo<FeatureCollection | null>(
    () => (shown && cells.data && h3.data ? hexagonFeatures(cells.data.cells, h3.data) : null),
    [shown, cells.data, h3.data],
  );
  return { features, answer: shown ? cells.data : undefined, isError: cells.isError || h3.isError };
}
