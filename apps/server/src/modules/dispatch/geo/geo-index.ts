/** A driver's latest reported position, as the geo index keeps it. */
export interface GeoPoint {
  driverId: number;
  latitude: number;
  longitude: number;
  /** Epoch ms of the report. */
  reportedAt: number;
}

/** A point found near a place, with its straight-line distance to it. */
export interface GeoHit extends GeoPoint {
  distanceMeters: number;
}

export interface NearestQuery {
  latitude: number;
  longitude: number;
  /** At most this many points. */
  count: number;
  /** Only points reported at or after this (epoch ms): the connected window. */
  sinceMs: number;
  /** Only points within this distance. */
  radiusMeters: number;
}

/**
 * Where the nearest drivers are looked up (docs/dispatch.md "Geo index"): Redis GEOSEARCH when
 * REDIS_URL is set (shared by every instance), or this process's memory. Kept up to date from the
 * presence stream: every stored position is put, every driver going offline removed.
 */
export interface GeoIndex {
  /** Which index answered the last query: the shared Redis set, or this process's memory. */
  readonly source: 'redis' | 'memory';
  put(point: GeoPoint): Promise<void>;
  remove(driverId: number): Promise<void>;
  /** The nearest points, nearest first. */
  nearest(query: NearestQuery): Promise<GeoHit[]>;
  /** One driver's point, if reported at or after `sinceMs`. */
  position(driverId: number, sinceMs: number): Promise<GeoPoint | null>;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine), as Redis measures GEOSEARCH distances. */
export function distanceMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
