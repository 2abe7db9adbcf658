import { STRAIGHT_LINE_DETOUR_FACTOR, STRAIGHT_LINE_SPEED_KMH } from '@taxi/contract';
import { type Coordinates, haversineMeters } from '@taxi/contract';
import type { RouteMeasure } from './route-measure';

/**
 * The route without a routing service: the straight legs between the places (great-circle
 * distance) × STRAIGHT_LINE_DETOUR_FACTOR (1.3: roads are longer than the crow flies), driven at
 * STRAIGHT_LINE_SPEED_KMH (40 km/h on average). Whole metres and seconds, as the fare wants them.
 */
export function straightLineRoute(points: readonly Coordinates[]): RouteMeasure {
  let straight = 0;
  for (let i = 1; i < points.length; i++) straight += haversineMeters(points[i - 1]!, points[i]!);
  const distanceMeters = Math.round(straight * STRAIGHT_LINE_DETOUR_FACTOR);
  const durationSeconds = Math.round(distanceMeters / ((STRAIGHT_LINE_SPEED_KMH * 1000) / 3600));
  return { distanceMeters, durationSeconds, route: points.map((point) => [point.longitude, point.latitude]), routeSource: 'straightLine' };
}
