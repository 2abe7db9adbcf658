import { sql } from 'kysely';
import { MAX_ID, type NearestDriver, type NearestDrivers } from '@taxi/contract';
import type { Db } from '../../db/database';
import { UNDER_WAY } from '../driver-trips/driver-trips.repository';
import { mayGoOnlineCondition } from '../presence/driver-eligibility';
import { CONNECTED_WINDOW_MS } from '../presence/presence.service';
import { distanceMeters, type GeoHit, type GeoIndex } from './geo/geo-index';

/** The stated speed a driver covers the straight line to the pick-up at: ETA = distance ÷ this. */
export const ETA_SPEED_KMH = 30;
/** Drivers farther than this from the pick-up are not offered it. */
export const NEAREST_RADIUS_METERS = 50_000;
/** How many of the index's nearest a query looks at at most before giving up on finding `limit` free ones. */
const MAX_CANDIDATES = 800;

export const etaSeconds = (meters: number) => Math.round(meters / ((ETA_SPEED_KMH * 1000) / 3600));

interface FreeRow {
  id: number;
  first_name: string;
  last_name: string;
  phone_number: string;
  plate: string | null;
}

/**
 * Of these drivers, the free ones, with name, phone and plate, in one query: allowed online now
 * (approved, unexpired, an approved vehicle: the go-online rule), no trip under way, no offer
 * waiting for their answer.
 */
export async function freeDriverRows(db: Db, ids: readonly number[]): Promise<FreeRow[]> {
  const storable = ids.filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID);
  if (!storable.length) return [];
  const rows = await sql<FreeRow>`
    SELECT u.id, u.first_name, u.last_name, u.phone_number,
      (SELECT v.plate FROM vehicles v WHERE v.user_id = u.id AND v.verification_status = 1 ORDER BY v.id LIMIT 1) AS plate
    FROM (SELECT DISTINCT unnest(${storable}::int[]) AS id) ids
    JOIN users u ON u.id = ids.id
    WHERE ${mayGoOnlineCondition('u')}
      AND NOT EXISTS (SELECT 1 FROM trips t WHERE t.driver_id = u.id AND t.status = ANY(${UNDER_WAY}::int[]))
      AND NOT EXISTS (SELECT 1 FROM dispatch_offers o WHERE o.driver_id = u.id AND o.answer IS NULL)
  `.execute(db);
  return rows.rows;
}

const toNearestDriver = (hit: GeoHit, row: FreeRow): NearestDriver => ({
  driverId: row.id,
  name: row.first_name,
  surname: row.last_name,
  phoneNumber: row.phone_number,
  plateNumber: row.plate,
  latitude: hit.latitude,
  longitude: hit.longitude,
  distanceMeters: Math.round(hit.distanceMeters),
  etaSeconds: etaSeconds(hit.distanceMeters),
});

/**
 * The free drivers nearest a place (docs/dispatch.md): the geo index's nearest connected drivers
 * (reported within the connected window), then the free ones among them from the database; when
 * too few of them are free the index is asked for more (up to MAX_CANDIDATES).
 */
export class NearestDriverFinder {
  constructor(
    readonly index: GeoIndex,
    private readonly clock: () => number = Date.now,
  ) {}

  async find(db: Db, place: { latitude: number; longitude: number }, limit: number, exclude: readonly number[] = []): Promise<NearestDrivers> {
    const skip = new Set(exclude);
    let ask = limit * 2 + skip.size + 8;
    for (;;) {
      const found = await this.index.nearest({ ...place, count: ask, sinceMs: this.clock() - CONNECTED_WINDOW_MS, radiusMeters: NEAREST_RADIUS_METERS });
      const hits = found.filter((hit) => !skip.has(hit.driverId));
      const free = new Map((await freeDriverRows(db, hits.map((hit) => hit.driverId))).map((row) => [row.id, row]));
      const drivers = hits.flatMap((hit) => (free.has(hit.driverId) ? [toNearestDriver(hit, free.get(hit.driverId)!)] : []));
      const exhausted = found.length < ask || ask >= MAX_CANDIDATES;
      if (drivers.length >= limit || exhausted) return { source: this.index.source, drivers: drivers.slice(0, limit) };
      ask = Math.min(MAX_CANDIDATES, ask * 4);
    }
  }

  /** One driver if free and connected, with the distance to the place; null otherwise. */
  async freeDriver(db: Db, driverId: number, place: { latitude: number; longitude: number }): Promise<NearestDriver | null> {
    const position = await this.index.position(driverId, this.clock() - CONNECTED_WINDOW_MS);
    if (!position) return null;
    const [row] = await freeDriverRows(db, [driverId]);
    if (!row) return null;
    return toNearestDriver({ ...position, distanceMeters: distanceMeters(place, position) }, row);
  }
}
