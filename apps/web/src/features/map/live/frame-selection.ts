import type { Map as MapLibreMap } from 'maplibre-gl';
import { paddingFor } from '@/components/map/camera-frame';
import type { RoutePoint } from '@/components/map/route-geometry';
import { FOUND_DRIVER_ZOOM } from '../live-map-settings';
import { selectionCamera } from './selection-camera';

/** Moves the live map's camera for a selected driver (`selectionCamera`): car and route in the frame, never closer than a search's zoom. */
export function frameSelection(map: MapLibreMap, car: RoutePoint | undefined, places: readonly RoutePoint[], zoomIn: boolean) {
  const bounds = map.getBounds();
  const camera = selectionCamera(car, places, { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() }, { zoomIn });
  if (!camera) return;
  if ('fit' in camera) {
    const container = map.getContainer();
    map.fitBounds(camera.fit, { padding: paddingFor({ width: container.clientWidth, height: container.clientHeight }), maxZoom: FOUND_DRIVER_ZOOM, essential: true });
    return;
  }
  const { longitude, latitude } = camera.centre;
  map.flyTo({ center: [longitude, latitude], zoom: camera.zoomIn ? Math.max(map.getZoom(), FOUND_DRIVER_ZOOM) : map.getZoom(), essential: true });
}
