import type { DriverMessageFrame, TripMessage } from '@taxi/contract';
import type { Db } from '../../db/database';
import type { FallbackLog } from '../../lib/fallback';
import { conflict, notFound } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit';
import type { DriverPush } from '../live/driver-push';
import { toTripMessage } from './trip-messages.mappers';
import * as repository from './trip-messages.repository';

/** The audit action of a dispatcher's message (entity Trip). */
export const MESSAGE_SENT = 'dispatch.message';

/** Hears every message written, by either side (the lead wires it to CORE's `dispatch` live topic). */
export type TripMessageListener = (message: TripMessage) => void;

const noDriver = (tripId: number) => conflict(`Trip #${tripId} has no driver yet`, 'trip.no_driver', { tripId });

/**
 * The thread of a trip between the dispatch desk and the trip's driver (docs/dispatch.md
 * "Messages"). A dispatcher writes to the driver the trip has (409 before one has accepted),
 * audited in the same transaction, and the driver's app hears it on its socket; the driver reads
 * and answers on their own trip only (another's is 404, as for driver-trips). Every message, from
 * either side, goes to `onMessage` once stored.
 */
export class TripMessagesService {
  constructor(
    private readonly db: Db,
    private readonly driverPush: Pick<DriverPush, 'send'>,
    private readonly onMessage: TripMessageListener = () => undefined,
    private readonly log?: FallbackLog,
  ) {}

  /** The trip's thread, oldest first; 404 when there is no such trip. */
  async listForDesk(tripId: number): Promise<TripMessage[]> {
    if (!(await repository.findTripDriver(this.db, tripId))) throw notFound('Booking');
    return (await repository.listMessages(this.db, tripId)).map(toTripMessage);
  }

  /** A dispatcher's message to the trip's driver: 404 no trip, 409 no driver yet; audited; pushed to the driver. */
  async sendFromDesk(tripId: number, text: string, actor: Actor & { id: number }): Promise<TripMessage> {
    const { message, driverId } = await this.db.transaction().execute(async (trx) => {
      const trip = await repository.lockTripDriver(trx, tripId);
      if (!trip) throw notFound('Booking');
      if (trip.driver_id === null) throw noDriver(tripId);
      const message = toTripMessage(await repository.insertMessage(trx, { trip_id: tripId, author_id: actor.id, author_role: 'dispatcher', body: text }));
      await recordAudit(trx, actor, { action: MESSAGE_SENT, entityType: 'Trip', entityId: tripId, after: { messageId: message.id, driverId: trip.driver_id, text } });
      return { message, driverId: trip.driver_id };
    });
    const frame: DriverMessageFrame = { type: 'message', message };
    try {
      await this.driverPush.send(driverId, { ...frame });
    } catch (error) {
      // Stored is what counts: the driver's app reads the thread over HTTP as well.
      this.log?.warn({ err: error, tripId }, 'message push to the driver failed');
    }
    this.onMessage(message);
    return message;
  }

  /** The thread of the driver's own trip; 404 for anyone else's. */
  async listForDriver(driverId: number, tripId: number): Promise<TripMessage[]> {
    const trip = await repository.findTripDriver(this.db, tripId);
    if (!trip || trip.driver_id !== driverId) throw notFound('Trip');
    return (await repository.listMessages(this.db, tripId)).map(toTripMessage);
  }

  /** The driver answers on their own trip (404 otherwise); the desk hears it through onMessage. */
  async sendFromDriver(driverId: number, tripId: number, text: string): Promise<TripMessage> {
    const message = await this.db.transaction().execute(async (trx) => {
      const trip = await repository.lockTripDriver(trx, tripId);
      if (!trip || trip.driver_id !== driverId) throw notFound('Trip');
      return toTripMessage(await repository.insertMessage(trx, { trip_id: tripId, author_id: driverId, author_role: 'driver', body: text }));
    });
    this.onMessage(message);
    return message;
  }
}
