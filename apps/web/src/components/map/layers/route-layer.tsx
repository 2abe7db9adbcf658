import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { PLACE_COLOUR } from '../track-look';
import { routeLine, straightLine, type LngLat, type RoutePoint } from '../route-geometry';
import { GeoJsonLayer } from './geojson-layer';

export const ROUTE_LAYER = 'route-line';

/**
 * A line already known (the dispatch desk's estimate answers the route it priced): drawn with the
 * route's look, solid when it is a driving route, dashed when it is the straight-line fallback.
 */
export function RouteLineLayer({ coordinates, straight = false, id = ROUTE_LAYER }: { coordinates: readonly LngLat[]; straight?: boolean; id?: string }) {
  const data = useMemo<FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      // fewer than two points: the layer stays (empty), so a line drawn later keeps its place under the markers
      features: coordinates.length < 2 ? [] : [{ type: 'Feature', properties: { source: straight ? 'straight' : 'routing' }, geometry: { type: 'LineString', coordinates: [...coordinates] } }],
    }),
    [coordinates, straight],
  );
  return <GeoJsonLayer id={id} data={data} line={{ colour: PLACE_COLOUR, width: 4, casing: { colour: '#ffffff', width: 7 }, dash: straight ? [2, 1.5] : undefined }} />;
}

/**
 * The route through the places (origin first, destination last, stopovers between): the driving
 * route from the OSRM-compatible service (ROUTING_URL) when it answers, straight segments
 * otherwise (drawn at once, and kept when the service fails; route-geometry.ts).
 */
export function RouteLayer({ places, routingUrl, id = ROUTE_LAYER }: { places: readonly RoutePoint[]; routingUrl: string | null; id?: string }) {
  const key = places.map((place) => `${place.longitude},${place.latitude}`).join(';');
  const route = useQuery({
    queryKey: ['map', 'route', routingUrl, key] as const,
    queryFn: ({ signal }) => routeLine(places, routingUrl, { signal }),
    placeholderData: straightLine(places),
    staleTime: Infinity,
    retry: false,
  });
  const coordinates = (route.data ?? straightLine(places)).coordinates;
  return <RouteLineLayer id={id} coordinates={coordinates} />;
}
