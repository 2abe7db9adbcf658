import type { RoutePoint } from './route-geometry';

/** [[west, south], [east, north]] in degrees, as MapLibre's fitBounds takes it. */
export type Bounds = [[number, number], [number, number]];

/** The frame's size in CSS pixels. */
export interface FrameSize {
  width: number;
  height: number;
}

/** Room kept between the frame's edge and the nearest place, px: a whole 28 px numbered marker and some air. */
export const FRAME_PADDING = 48;

/** The box around the points, or null when there are none. */
export function boundsOf(points: readonly RoutePoint[]): Bounds | null {
  if (points.length === 0) return null;
  const longitudes = points.map((point) => point.longitude);
  const latitudes = points.map((point) => point.latitude);
  return [
    [Math.min(...longitudes), Math.min(...latitudes)],
    [Math.max(...longitudes), Math.max(...latitudes)],
  ];
}

/** The padding that still leaves room in a small frame (MapLibre refuses padding larger than the frame). */
export const paddingFor = (size: FrameSize, padding = FRAME_PADDING) => Math.max(0, Math.min(padding, size.width / 4, size.height / 4));

/** Web Mercator position in pixels at `zoom`, with MapLibre's 512 px world tile. */
function worldPixel(point: RoutePoint, zoom: number) {
  const world = 512 * 2 ** zoom;
  const sin = Math.sin((point.latitude * Math.PI) / 180);
  return {
    x: ((point.longitude + 180) / 360) * world,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world,
  };
}

/** Whether every point lies inside a frame of `size` centred on `center` at `zoom`, at least `padding` px from each edge. */
export function fitsInFrame(points: readonly RoutePoint[], center: RoutePoint, zoom: number, size: FrameSize, padding = paddingFor(size)): boolean {
  const middle = worldPixel(center, zoom);
  return points.every((point) => {
    const at = worldPixel(point, zoom);
    return Math.abs(at.x - middle.x) <= size.width / 2 - padding && Math.abs(at.y - middle.y) <= size.height / 2 - padding;
  });
}

export type TripCamera = { center: RoutePoint; zoom: number } | { bounds: Bounds; padding: number };

/**
 * The camera trip details open on (issue 22, item 14): SPEC.md §9's zoom 12 on the first place
 * whenever every place fits in that frame (a short route), else the box of all places, so no stop
 * is ever cut off at the edge.
 */
export function tripCamera(places: readonly RoutePoint[], size: FrameSize, zoom: number): TripCamera | null {
  const first = places[0];
  if (!first) return null;
  const padding = paddingFor(size);
  if (fitsInFrame(places, first, zoom, size, padding)) return { center: first, zoom };
  return { bounds: boundsOf(places)!, padding };
}
