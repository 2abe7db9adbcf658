import type { RouteSource } from '@taxi/contract';

/** A route as the estimate reads it: metres, seconds and the line to draw (`[longitude, latitude]`). */
export interface RouteMeasure {
  distanceMeters: number;
  durationSeconds: number;
  route: [number, number][];
  routeSource: RouteSource;
}
