import { boundsOf, type Bounds } from '@/components/map/camera-frame';
import type { RoutePoint } from '@/components/map/route-geometry';
import { insideView, type ViewBounds } from './view-list';

export type SelectionCamera = { fit: Bounds } | { centre: RoutePoint; zoomIn: boolean } | null;

/**
 * Where the camera goes once a selected driver's trip has answered (issue 22, item 13): the
 * driver's car and every place of their trip in the frame; without a trip, to the car when it is
 * out of view or when the search asked to zoom in on it (`zoomIn`), else nowhere.
 */
export function selectionCamera(car: RoutePoint | undefined, places: readonly RoutePoint[], view: ViewBounds | null, { zoomIn = false } = {}): SelectionCamera {
  if (places.length > 0) return { fit: boundsOf(car ? [car, ...places] : places)! };
  if (!car) return null;
  if (zoomIn || !view || !insideView(view, car.latitude, car.longitude)) return { centre: car, zoomIn };
  return null;
}
