import { useQuery } from '@tanstack/react-query';
import type { Feature, LineString } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { PLACE_COLOUR } from '../marker-images';
import { routeLine, straightLine, type RoutePoint } from '../route-geometry';

export const ROUTE_LAYER = 'route-line';

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
  const data = useMemo<Feature<LineString>>(() => ({ type: 'Feature', properties: { source: route.data?.source ?? 'straight' }, geometry: { type: 'LineString', coordinates } }), [coordinates, route.data?.source]);
  if (coordinates.length < 2) return null;
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer id={`${id}-casing`} type="line" layout={{ 'line-join': 'round', 'line-cap': 'round' }} paint={{ 'line-color': '#ffffff', 'line-width': 7, 'line-opacity': 0.9 }} />
      <Layer id={id} type="line" layout={{ 'line-join': 'round', 'line-cap': 'round' }} paint={{ 'line-color': PLACE_COLOUR, 'line-width': 4 }} />
    </Source>
  );
}
