import type { MapConfig, TripPlace } from '@taxi/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { CarsLayer, type CarFeed } from '@/components/map/layers/cars-layer';
import { MapInstance } from '@/components/map/layers/map-instance';
import { PlaceMarkersLayer } from '@/components/map/layers/place-markers-layer';
import { RouteLayer } from '@/components/map/layers/route-layer';
import { MapView } from '@/components/map/map-view';
import { MAP_CENTER, MAP_ZOOM } from '../live-map-settings';

export interface LiveMapViewProps {
  config: MapConfig | null;
  label: string;
  height: string;
  feed: CarFeed;
  selectedId: number | null;
  onSelect: (driverId: number) => void;
  onDraw: (count: number) => void;
  /** The selected driver's trip places (route and numbered markers), empty when none. */
  places: readonly TripPlace[];
  onMap: (map: MapLibreMap | null) => void;
}

/**
 * The live map's MapLibre part (a lazy chunk: MapLibre stays out of the shell): the shared
 * `MapView` centred on Cyprus at zoom 8, the cars as one WebGL layer, and the selected driver's
 * route and numbered places.
 */
export default function LiveMapView({ config, label, height, feed, selectedId, onSelect, onDraw, places, onMap }: LiveMapViewProps) {
  return (
    <MapView config={config} center={MAP_CENTER} zoom={MAP_ZOOM} label={label} height={height}>
      {places.length > 0 && <RouteLayer places={places} routingUrl={config?.routingUrl ?? null} />}
      {places.length > 0 && <PlaceMarkersLayer places={places} />}
      <CarsLayer feed={feed} selectedId={selectedId} onSelect={onSelect} onDraw={onDraw} />
      <MapInstance onMap={onMap} />
    </MapView>
  );
}
