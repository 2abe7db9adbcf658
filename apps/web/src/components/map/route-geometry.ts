/** A point as GeoJSON writes it: [longitude, latitude]. */
export type LngLat = [number, number];

export interface RoutePoint {
  latitude: number;
  longitude: number;
}

export interface RouteLine {
  coordinates: LngLat[];
  /** 'routing': the driving route from ROUTING_URL; 'straight': straight segments through the places. */
  source: 'routing' | 'straight';
}

export const straightLine = (places: readonly RoutePoint[]): RouteLine => ({
  coordinates: places.map((place) => [place.longitude, place.latitude]),
  source: 'straight',
});

/** OSRM's route service URL: origin first, destination last, the others as waypoints, driving profile. */
export function osrmRouteUrl(routingUrl: string, places: readonly RoutePoint[]): string {
  const coordinates = places.map((place) => `${place.longitude},${place.latitude}`).join(';');
  return `${routingUrl.replace(/\/+$/, '')}/route/v1/driving/${coordinates}?overview=full&geometries=geojson&steps=false`;
}

const isLngLat = (value: unknown): value is LngLat =>
  Array.isArray(value) && value.length >= 2 && Number.isFinite(value[0]) && Number.isFinite(value[1]);

/** The LineString of OSRM's first route, or null when the answer is not an 'Ok' route. */
export function parseOsrmRoute(body: unknown): LngLat[] | null {
  if (typeof body !== 'object' || body === null || (body as { code?: unknown }).code !== 'Ok') return null;
  const geometry = (body as { routes?: { geometry?: { type?: unknown; coordinates?: unknown } }[] }).routes?.[0]?.geometry;
  if (geometry?.type !== 'LineString' || !Array.isArray(geometry.coordinates) || geometry.coordinates.length < 2) return null;
  const coordinates = geometry.coordinates as unknown[];
  return coordinates.every(isLngLat) ? coordinates.map(([lng, lat]) => [lng, lat] as LngLat) : null;
}

/**
 * The line to draw through a trip's places (SPEC.md §8): the driving route from the
 * OSRM-compatible service when there is one and it answers, else straight segments through the
 * places; a failure is only logged (console), never shown.
 */
export async function routeLine(
  places: readonly RoutePoint[],
  routingUrl: string | null,
  options: { fetch?: typeof fetch; signal?: AbortSignal; log?: (message: string, detail?: unknown) => void } = {},
): Promise<RouteLine> {
  if (!routingUrl || places.length < 2) return straightLine(places);
  const { fetch: fetchRoute = fetch, signal, log = (message, detail) => console.warn(message, detail) } = options;
  try {
    const response = await fetchRoute(osrmRouteUrl(routingUrl, places), { signal, headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`routing service answered ${response.status}`);
    const coordinates = parseOsrmRoute(await response.json());
    if (!coordinates) throw new Error('routing service found no route');
    return { coordinates, source: 'routing' };
  } catch (error) {
    if (signal?.aborted) throw error;
    log('map: the driving route could not be fetched; drawing straight segments through the places', error);
    return straightLine(places);
  }
}
