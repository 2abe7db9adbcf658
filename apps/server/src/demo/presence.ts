import { type Coordinates, TripStatus } from '@taxi/contract';
import type { Insertable } from 'kysely';
import type { DriverPresenceTable } from '../db/schema';
import type { Random } from '../lib/random';
import { HOUR_MS, minus } from './demo-clock';
import type { DemoContext, DemoDriver } from './demo-types';
import { workingDrivers } from './fleet';
import { jitter, placeInTown } from './geography';
import { TOWNS } from './towns';
import type { PlannedTrip } from './trips';

export const ONLINE_DRIVER_COUNT = 20;
export const ACTIVE_TRIP_COUNT = 6;

type PresenceRow = Insertable<DriverPresenceTable> & { driver_id: number };

export function pickOnlineDrivers(random: Random, drivers: readonly DemoDriver[]): DemoDriver[] {
  return random.sample(workingDrivers(drivers), ONLINE_DRIVER_COUNT);
}

/** Somewhere drivers wait for work: near a stop in a town, weighted like the demand. */
const waitingSpot = (random: Random): Coordinates =>
  jitter(random, placeInTown(random, random.weighted(TOWNS, (town) => town.weight)), 300);

/** Where a driver on a trip is: heading to the pick-up, at it, or on the way to the next stop. */
function positionOnTrip(random: Random, trip: PlannedTrip): Coordinates {
  const [pickup, next] = trip.places;
  if (!pickup || !next) return waitingSpot(random);
  if (trip.row.status === TripStatus.Accepted) return jitter(random, pickup, 800);
  if (trip.row.status === TripStatus.DriverArrived) return jitter(random, pickup, 30);
  const progress = random.float(0.2, 0.8);
  return jitter(random, {
    latitude: pickup.latitude + (next.latitude - pickup.latitude) * progress,
    longitude: pickup.longitude + (next.longitude - pickup.longitude) * progress,
  }, 50);
}

/**
 * Last known presence: the online drivers reported just now (`updated_at = now`), those on an active
 * trip somewhere along it; about half of the other working drivers were online earlier.
 */
export function planPresence(context: DemoContext, drivers: readonly DemoDriver[], online: readonly DemoDriver[], activeTrips: readonly PlannedTrip[]): PresenceRow[] {
  const { random, now } = context;
  const onlineIds = new Set(online.map((driver) => driver.id));
  const onlineRows = online.map((driver): PresenceRow => {
    const trip = activeTrips.find((candidate) => candidate.driver.id === driver.id);
    return { driver_id: driver.id, online: true, ...(trip ? positionOnTrip(random, trip) : waitingSpot(random)), updated_at: now };
  });
  const offlineRows = workingDrivers(drivers)
    .filter((driver) => !onlineIds.has(driver.id) && random.chance(0.5))
    .map((driver): PresenceRow => ({ driver_id: driver.id, online: false, ...waitingSpot(random), updated_at: minus(now, random.int(1, 72) * HOUR_MS) }));
  return [...onlineRows, ...offlineRows].sort((a, b) => a.driver_id - b.driver_id);
}
