import type { Db } from '../../db/database';
import { insertNew } from '../notifications/notifications.repository';
import { rolesWith, type MadeNotifications } from '../notifications/notifications.job';

export interface NoDriverFact {
  tripId: number;
  /** The round that found no driver: one notification per round (a new round after "auto" may notify again). */
  roundStartedAt: Date;
  tries: number;
  customerName: string | null;
  pickup: string;
}

/**
 * `dispatchNoDriver` for the roles with dispatch.write (Dispatcher, Admin; docs/notifications.md):
 * written directly in the transaction that marks the booking noDriver, not found by a source's
 * scan (the moment matters, and the state is left behind by the next round). Its key (kind,
 * Booking, trip, round) makes a second write of the same round nothing.
 */
export async function notifyNoDriver(trx: Db, fact: NoDriverFact): Promise<MadeNotifications> {
  const roles = rolesWith('dispatch.write');
  const made = await insertNew(trx, [
    {
      kind: 'dispatchNoDriver',
      entityType: 'Booking',
      entityId: fact.tripId,
      period: new Date(fact.roundStartedAt).toISOString(),
      target: { kind: 'booking', id: fact.tripId },
      roles,
      params: { booking: fact.tripId, name: fact.customerName, pickup: fact.pickup, tries: fact.tries },
    },
  ]);
  return { ids: made.map((row) => row.id), roles };
}
