import { latLngToCell } from 'h3-js';
import { type SupplyDemandAnswer, countSupplyDemand } from '@taxi/contract';
import type { Db } from '../../db/database';
import { tripsUnderWay } from '../presence/connected-drivers';
import type { PresenceService } from '../presence/presence.service';
import { driversHoldingOffers, openRequestPickups } from './supply-demand.repository';

/**
 * Idle drivers against open requests per H3 cell (docs/dispatch.md "Supply and demand"): the
 * connected drivers of the presence store (a position within the last 120 s, memory or Redis)
 * without a trip under way or an offer waiting for their answer, each in the cell of their
 * position; the trips in Searching (not a booking scheduled for later), each in the cell of its
 * pick-up. Four reads whatever the numbers: the store, the trips under way, the waiting offers,
 * the open requests with their pick-ups.
 */
export async function supplyAndDemand(db: Db, presence: Pick<PresenceService, 'connected'>, resolution: number, now = new Date()): Promise<SupplyDemandAnswer> {
  const [positions, busy, offered, requests] = await Promise.all([presence.connected(), tripsUnderWay(db), driversHoldingOffers(db, now), openRequestPickups(db)]);
  const idle = positions.filter((position) => !busy.has(position.driverId) && !offered.has(position.driverId));
  const cells = countSupplyDemand(
    idle.map((position) => latLngToCell(position.latitude, position.longitude, resolution)),
    requests.map((request) => latLngToCell(request.latitude, request.longitude, resolution)),
  );
  return { at: now.toISOString(), resolution, cells };
}
