import { z } from 'zod';
import type { Coordinates } from '@taxi/contract';
import type { RouteMeasure } from './route-measure';

/** How long the routing service is waited for before the straight line answers instead. */
export const ROUTING_TIMEOUT_MS = 3_000;

const OsrmAnswer = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number().min(0),
        duration: z.number().min(0),
        geometry: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()]).rest(z.unknown())) }),
      }),
    )
    .min(1),
});

export class RoutingFailure extends Error {}

/**
 * The driving route through the points from an OSRM-compatible service (ROUTING_URL):
 * `/route/v1/driving/lon,lat;lon,lat?overview=full&geometries=geojson`, time-boxed. Anything but
 * an `Ok` answer with a route throws RoutingFailure.
 */
export async function osrmRoute(routingUrl: string, points: readonly Coordinates[], timeoutMs = ROUTING_TIMEOUT_MS): Promise<RouteMeasure> {
  const path = points.map((point) => `${point.longitude},${point.latitude}`).join(';');
  let body: unknown;
  try {
    const response = await fetch(`${routingUrl}/route/v1/driving/${path}?overview=full&geometries=geojson`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok) throw new RoutingFailure(`The routing service answered HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof RoutingFailure) throw error;
    throw new RoutingFailure(`The routing service did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = OsrmAnswer.safeParse(body);
  if (!parsed.success) throw new RoutingFailure('The routing service found no route');
  const [route] = parsed.data.routes;
  return {
    distanceMeters: Math.round(route!.distance),
    durationSeconds: Math.round(route!.duration),
    route: route!.geometry.coordinates.map(([longitude, latitude]) => [longitude, latitude]),
    routeSource: 'routing',
  };
}
