/** A point on the earth in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The earth's mean radius, metres: the default sphere. */
export const EARTH_RADIUS_METERS = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle distance in metres on a sphere of `radiusMeters` (haversine): the earth's mean
 * radius by default; the dispatch's geo index passes Redis's, so that its distances are GEOSEARCH's.
 */
export function haversineMeters(a: Coordinates, b: Coordinates, radiusMeters = EARTH_RADIUS_METERS): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * radiusMeters * Math.asin(Math.sqrt(h));
}
