import { sql } from 'kysely';
import { type Booking, TripStatus } from '@taxi/contract';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/http-errors';
import { recordAudit, type Actor } from '../audit/audit';
import type { TripRow } from '../driver-trips/driver-trips.repository';
import { bookingState } from './booking.mappers';
import { wrongBookingState, type BookingsService } from './bookings.service';
import { type DispatchContext, dispatchTransaction, lockBookedTrip } from './dispatch-context';
import { type BookingRecord, startRound } from './dispatch.repository';
import { offerNext, offerTo, type RoundKit, withdrawWaiting } from './offer-round';

/** A driver has accepted, but the ride has not started: the dispatcher may still give the trip to another driver. */
const REASSIGNABLE: readonly number[] = [TripStatus.Accepted, TripStatus.DriverArrived];

/** A scheduled booking the dispatcher acts on is dispatched now: the caller waits from this moment. */
async function dispatchNowIfScheduled(trx: Db, booking: BookingRecord) {
  if (booking.dispatch_state !== 'scheduled') return;
  await trx.updateTable('bookings').set({ dispatch_state: 'searching', waiting_since: sql`now()`, dispatch_at: sql`now()` }).where('trip_id', '=', booking.trip_id).execute();
}

/** The dispatcher's hands on a booking: offer it to a chosen driver (or reassign it), or let the system offer it in turn. */
export class DispatcherService {
  constructor(
    private readonly context: DispatchContext,
    private readonly bookings: BookingsService,
  ) {}

  /**
   * Offers the booking to `driverId` now. Searching: a waiting offer is withdrawn first. Accepted
   * or arrived: a reassignment, the current driver is released (the trip goes back to Searching)
   * and told (`tripWithdrawn`). 409 when the driver is not connected and free, or the ride is on
   * or over; then nothing changed.
   */
  async assign(tripId: number, driverId: number, actor: Actor): Promise<Booking> {
    await dispatchTransaction(this.context, async (trx, kit) => {
      const { trip, booking } = await lockBookedTrip(trx, tripId);
      const before = { state: bookingState(trip.status, booking.dispatch_state), driverId: trip.driver_id };
      if (trip.status === TripStatus.Searching) {
        await withdrawWaiting(trx, kit, tripId);
        await dispatchNowIfScheduled(trx, booking);
      } else if (REASSIGNABLE.includes(trip.status)) {
        if (trip.driver_id === driverId) throw conflict(`The driver already has booking #${tripId}`, 'dispatch.driver_not_free');
        await this.release(trx, kit, trip);
      } else throw wrongBookingState(trip, booking);
      await offerTo(trx, kit, { ...trip, status: TripStatus.Searching, driver_id: null }, driverId);
      await recordAudit(trx, actor, { action: 'assign', entityType: 'Booking', entityId: tripId, before, after: { state: 'offered', offeredTo: driverId } });
    });
    return this.bookings.get(tripId);
  }

  /**
   * Lets the system offer the booking in turn (a new round: the tries count from 0 and the drivers
   * of the last round may be offered again). Only while no driver has it (409 otherwise).
   */
  async auto(tripId: number, actor: Actor): Promise<Booking> {
    await dispatchTransaction(this.context, async (trx, kit) => {
      const { trip, booking } = await lockBookedTrip(trx, tripId);
      if (trip.status !== TripStatus.Searching) throw wrongBookingState(trip, booking);
      const before = { state: bookingState(trip.status, booking.dispatch_state) };
      await withdrawWaiting(trx, kit, tripId);
      await dispatchNowIfScheduled(trx, booking);
      await startRound(trx, tripId);
      await offerNext(trx, kit, trip);
      await recordAudit(trx, actor, { action: 'auto', entityType: 'Booking', entityId: tripId, before, after: { state: 'searching' } });
    });
    return this.bookings.get(tripId);
  }

  /** The accepted driver gives the trip back: Searching again, no driver or vehicle; the driver is told. */
  private async release(trx: Db, kit: RoundKit, trip: TripRow) {
    await trx.updateTable('trips').set({ status: TripStatus.Searching, driver_id: null, vehicle_id: null, vehicle_snapshot: null }).where('id', '=', trip.id).execute();
    await trx.updateTable('bookings').set({ dispatch_state: 'searching', waiting_since: sql`now()` }).where('trip_id', '=', trip.id).execute();
    kit.effects.toDriver(trip.driver_id!, { type: 'tripWithdrawn', tripId: trip.id });
    kit.effects.trip({ tripId: trip.id, driverId: null, status: TripStatus.Searching });
  }
}
