import type { MapConfig } from '@taxi/contract';
import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { CarsLayer, type CarFeed } from '@/components/map/layers/cars-layer';
import { MapInstance } from '@/components/map/layers/map-instance';
import { GeoJsonLayer } from '@/components/map/layers/geojson-layer';
import { MapClickHandler } from '@/components/map/layers/map-click-handler';
import { PlaceMarkersLayer } from '@/components/map/layers/place-markers-layer';
import { RouteLayer, RouteLineLayer } from '@/components/map/layers/route-layer';
import { MapView } from '@/components/map/map-view';
import type { LngLat, RoutePoint } from '@/components/map/route-geometry';
import { MAP_CENTER, MAP_ZOOM } from '@/features/map/live-map-settings';

export const HEXAGONS_LAYER = 'supply-demand';
const NO_FEATURES: FeatureCollection = { type: 'FeatureCollection', features: [] };

export interface DispatchMapViewProps {
  config: MapConfig | null;
  label: string;
  height: string;
  feed: CarFeed;
  /** The selected booking's driver: their car drawn as selected. */
  selectedDriverId: number | null;
  onSelectDriver: (driverId: number) => void;
  /** Numbered markers: the selected booking's places, or the booking panel's. */
  places: readonly RoutePoint[];
  /** The line through them: the estimate's (known) or, for a booking, asked of the routing service here. */
  route: { coordinates: readonly LngLat[]; straight: boolean } | { places: readonly RoutePoint[] } | null;
  /** The supply and demand hexagons, or null when the layer is off. */
  hexagons: FeatureCollection | null;
  /** While a place row waits for a map click: the point clicked. */
  onPick: ((point: RoutePoint) => void) | null;
  onMap: (map: MapLibreMap | null) => void;
}

/**
 * The dispatch desk's MapLibre part (lazy, with the shared map chunk): the one `MapView` with, from
 * the bottom, the supply and demand hexagons (always mounted, empty when off, so they stay under
 * everything), the route, the numbered places and the live cars.
 */
export default function DispatchMapView({ config, label, height, feed, selectedDriverId, onSelectDriver, places, route, hexagons, onPick, onMap }: DispatchMapViewProps) {
  return (
    <MapView config={config} center={MAP_CENTER} zoom={MAP_ZOOM} label={label} height={height}>
      <GeoJsonLayer id={HEXAGONS_LAYER} data={hexagons ?? NO_FEATURES} fill={{ colour: ['get', 'colour'], opacity: 0.42, outline: ['get', 'colour'] }} />
      {route && 'places' in route ? <RouteLayer places={route.places} routingUrl={config?.routingUrl ?? null} /> : <RouteLineLayer coordinates={route?.coordinates ?? []} straight={route?.straight ?? false} />}
      <PlaceMarkersLayer places={places} />
      <CarsLayer feed={feed} selectedId={selectedDriverId} onSelect={onSelectDriver} />
      {onPick && <MapClickHandler onClick={onPick} />}
      <MapInstance onMap={onMap} />
    </MapView>
  );
}
