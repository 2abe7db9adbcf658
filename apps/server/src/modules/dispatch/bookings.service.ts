import { type Booking, type BookingBody, type BookingDetails, type BookingList, TripStatus, computeFare } from '@taxi/contract';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { loadFareClock } from '../app-settings/fare-clock';
import { recordAudit, type Actor } from '../audit/audit';
import { insertTripWithPlaces, lockDriver, tripTypeOf, type TripRow } from '../driver-trips/driver-trips.repository';
import { chargeTrip } from '../driver-trips/trip-charge';
import { toFareRates } from '../trip-types/trip-types.mappers';
import { bookingState, toBooking, toOfferRecord } from './booking.mappers';
import { findBookingRow, listBookingRows, offerHistory, placesByTrip } from './booking-view.repository';
import { type DispatchContext, dispatchTransaction, lockBookedTrip } from './dispatch-context';
import { type BookingRecord, findCustomer, insertBooking, updateBooking } from './dispatch.repository';
import { offerNext, offerTo, type RoundKit, withdrawWaiting } from './offer-round';

const fieldError = (field: string, message: string, code: 'dispatch.customer_unknown' | 'trip_type.unknown') =>
  badRequest(message, code, { errors: { [field]: [message] }, fieldErrors: { [field]: { code: 'invalid' } } });

/** After a driver accepted (and before the ride starts), a cancellation costs the trip type's fee. */
const FEE_STATES: readonly number[] = [TripStatus.Accepted, TripStatus.DriverArrived];

export const wrongBookingState = (trip: TripRow, booking: BookingRecord) => {
  const state = bookingState(trip.status, booking.dispatch_state);
  return conflict(`Booking #${trip.id} cannot do this while it is ${state}`, 'dispatch.wrong_state', { state });
};

/** The board's bookings: booked, listed, read, cancelled (docs/dispatch.md). */
export class BookingsService {
  constructor(private readonly context: DispatchContext) {}

  /**
   * A trip booked for a caller: the trip (Searching, with its places) and its booking, in one
   * transaction; a booking for now is offered at once (to `driverId`, else the nearest free
   * driver), a scheduled one waits for the scheduling job.
   */
  async create(body: BookingBody, actor: Actor): Promise<Booking> {
    const { db } = this.context;
    const [customer, tripType] = await Promise.all([findCustomer(db, body.customerId), tripTypeOf(db, body.tripTypeId)]);
    if (!customer) throw fieldError('customerId', 'The customer does not exist', 'dispatch.customer_unknown');
    if (!tripType) throw fieldError('tripTypeId', 'The trip type does not exist', 'trip_type.unknown');
    const scheduledFor = body.scheduledFor ? new Date(body.scheduledFor) : null;
    const tripId = await dispatchTransaction(this.context, async (trx, kit) => {
      const { trip } = await insertTripWithPlaces(trx, { customerId: customer.id, tripTypeId: tripType.id, paymentMethod: body.paymentMethod, places: body.places, startTime: scheduledFor ?? new Date() });
      await insertBooking(trx, { tripId: trip.id, bookedBy: actor.id!, scheduledFor });
      await recordAudit(trx, actor, { action: 'create', entityType: 'Booking', entityId: trip.id, after: { customerId: customer.id, tripTypeId: tripType.id, paymentMethod: body.paymentMethod, scheduledFor: body.scheduledFor, driverId: body.driverId ?? null, places: body.places.map((place) => place.name) } });
      kit.effects.trip({ tripId: trip.id, driverId: null, status: trip.status });
      if (!scheduledFor) await (body.driverId ? offerTo(trx, kit, trip, body.driverId) : offerNext(trx, kit, trip));
      return trip.id;
    });
    return this.get(tripId);
  }

  async list(view: 'open' | 'ended'): Promise<BookingList> {
    const rows = await listBookingRows(this.context.db, view);
    const places = await placesByTrip(this.context.db, rows.map((row) => row.trip_id));
    return { bookings: rows.map((row) => toBooking(row, places.get(row.trip_id) ?? [])) };
  }

  async get(tripId: number): Promise<BookingDetails> {
    const { db } = this.context;
    const row = await findBookingRow(db, tripId);
    if (!row) throw notFound('Booking');
    const [places, offers] = await Promise.all([placesByTrip(db, [tripId]), offerHistory(db, tripId)]);
    return { ...toBooking(row, places.get(tripId) ?? []), offers: offers.map(toOfferRecord) };
  }

  /**
   * Cancelled for the caller (CanceledByCustomer) with a reason. Before a driver accepted: nothing
   * is charged (a waiting offer is withdrawn). Accepted or arrived: the trip type's cancellation fee
   * (computeFare, cancelled) is paid and settled on the driver's balance in the same transaction,
   * and the driver is told. On the ride, or ended: 409.
   */
  async cancel(tripId: number, reason: string, actor: Actor): Promise<Booking> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const done = await dispatchTransaction(this.context, (trx, kit) => this.cancelIn(trx, kit, tripId, reason, actor));
      if (done) return this.get(tripId);
    }
    throw conflict('The booking changed at the same moment; try again', 'changed_concurrently');
  }

  /** One try of cancel; false when the trip's driver changed between reading and locking (tried again). */
  private async cancelIn(trx: Db, kit: RoundKit, tripId: number, reason: string, actor: Actor): Promise<boolean> {
    // The driver's lock before the trip's: the order of every driver step and of the ledger.
    const seen = await trx.selectFrom('trips').select('driver_id').where('id', '=', tripId).executeTakeFirst();
    if (!seen) throw notFound('Booking');
    if (seen.driver_id !== null) await lockDriver(trx, seen.driver_id);
    const { trip, booking } = await lockBookedTrip(trx, tripId);
    if (trip.driver_id !== seen.driver_id) return false;
    const before = { state: bookingState(trip.status, booking.dispatch_state), driverId: trip.driver_id };
    let fee = 0;
    if (trip.status === TripStatus.Searching) {
      await withdrawWaiting(trx, kit, tripId);
    } else if (FEE_STATES.includes(trip.status) && trip.driver_id !== null) {
      fee = await this.cancellationFee(trx, trip);
      if (fee > 0) await chargeTrip(trx, { trip, driverId: trip.driver_id, amount: fee, systemPercentage: (await tripTypeOf(trx, trip.trip_type_id))!.system_percentage, at: new Date() });
      kit.effects.toDriver(trip.driver_id, { type: 'tripWithdrawn', tripId });
    } else throw wrongBookingState(trip, booking);
    await trx.updateTable('trips').set({ status: TripStatus.CanceledByCustomer, end_time: new Date(), fare: fee }).where('id', '=', tripId).execute();
    await updateBooking(trx, tripId, { cancel_reason: reason });
    await recordAudit(trx, actor, { action: 'cancel', entityType: 'Booking', entityId: tripId, before, after: { state: 'cancelled', reason, fee } });
    kit.effects.trip({ tripId, driverId: trip.driver_id, status: TripStatus.CanceledByCustomer });
    return true;
  }

  /** cancellationSurcharge % of the trip type's base fare (DESIGN.md §5), by the one fare function. */
  private async cancellationFee(trx: Db, trip: TripRow): Promise<number> {
    const [tripType, { clock }] = await Promise.all([tripTypeOf(trx, trip.trip_type_id), loadFareClock(trx, this.context.timeZone)]);
    if (!tripType) throw notFound('Trip type');
    return computeFare(toFareRates(tripType), clock, { distanceMeters: 0, durationSeconds: 0, startTime: new Date(trip.start_time), cancelled: true }).total;
  }
}
