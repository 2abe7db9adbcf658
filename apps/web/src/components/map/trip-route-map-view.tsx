import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mapConfigQueryOptions } from './api/get-map-config';
import { FitPlacesControl } from './layers/fit-places-control';
import { PlaceMarkersLayer } from './layers/place-markers-layer';
import { RouteLayer } from './layers/route-layer';
import { MapView } from './map-view';
import type { TripRouteMapProps } from './trip-route-map';

/** Trip details zoom (issue 12). */
export const TRIP_ZOOM = 12;

/**
 * The trip details map (lazy chunk): at zoom 12 on the first place when the whole route fits
 * there, else framed on every place; the route from the first place to the last through the
 * others, numbered markers, and a button that fits every place into the frame again. Without the map settings (the request failed) the offline basemap and
 * straight segments still draw.
 */
export default function TripRouteMapView({ places }: TripRouteMapProps) {
  const { t } = useTranslation('map');
  const config = useQuery(mapConfigQueryOptions());
  const first = places[0];
  if (!first || config.isPending) return null;
  return (
    <MapView config={config.data ?? null} center={first} zoom={TRIP_ZOOM} label={t('tripMap')}>
      <RouteLayer places={places} routingUrl={config.data?.routingUrl ?? null} />
      <PlaceMarkersLayer places={places} />
      <FitPlacesControl places={places} zoom={TRIP_ZOOM} />
    </MapView>
  );
}
