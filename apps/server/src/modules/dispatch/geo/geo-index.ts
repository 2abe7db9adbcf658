import { type Coordinates, haversineMeters } from '@taxi/contract';
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

/** The sphere Redis measures GEOSEARCH distances on, metres. */
const REDIS_EARTH_RADIUS_METERS = 6_372_797.560856;

/** Great-circle distance in metres, as Redis measures GEOSEARCH distances. */
export const distanceMeters = (a: Coordinates, b: Coordinates): number => haversineMeters(a, b, REDIS_EARTH_RADIUS_METERS);
