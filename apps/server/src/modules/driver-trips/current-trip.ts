import type { CurrentDriverTrip } from '@taxi/contract';
import type { Db } from '../../db/database';
import { getTrip } from '../trips/trips.service';
import { activeTripOf } from './driver-trips.repository';

/**
 * The map panel's trip of a driver (SPEC.md §7, GetCurrentDriverPreTrip): the accepted, arrived or
 * in-progress trip with its places (in order), as the trip details show it; null when the driver
 * has none (a free driver is normal on the map, not an error).
 */
export async function currentDriverTrip(db: Db, driverId: number, timeZone: string): Promise<CurrentDriverTrip> {
  const trip = await activeTripOf(db, driverId);
  return trip ? getTrip(db, trip.id, timeZone) : null;
}
