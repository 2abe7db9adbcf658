import { type CompleteTripBody, type DriverTrip, type TripRequestBody, TripStatus, computeFare } from '@taxi/contract';
import type { Db } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { loadFareClock } from '../app-settings/fare-clock';
import { assertMayGoOnline, NOT_ALLOWED_ONLINE } from '../presence/driver-eligibility';
import { toFareRates } from '../trip-types/trip-types.mappers';
import { toDriverTrip } from './driver-trips.mappers';
import { type TripRow, activeTripOf, approvedVehicleOf, insertTripWithPlaces, isBooked, lockDriver, lockTrip, placesOf, searchingTrips, tripTypeOf } from './driver-trips.repository';
import { chargeTrip } from './trip-charge';

/** What the live stream hears of a trip that changed (DESIGN.md §6, docs/live-operations.md). */
export interface TripChange {
  tripId: number;
  driverId: number | null;
  status: number;
}
export type TripChangeListener = (change: TripChange) => void;

/**
 * What else an accept must hold, checked under the driver's and the trip's locks in the accept's
 * transaction (a dispatcher's booking: the driver's offer is still open, and is marked accepted).
 */
export type AcceptClaim = (trx: Db, trip: TripRow) => Promise<void>;

/** The plain accept (a customer's request from the open list): a dispatcher's booking is refused, it goes through its offer. */
const notBooked: AcceptClaim = async (trx, trip) => {
  if (await isBooked(trx, trip.id)) throw conflict(`Trip #${trip.id} was booked by a dispatcher: it is accepted through its offer`, 'dispatch.booked_trip');
};

/** The steps a driver takes and the state each one needs (docs/live-operations.md). */
const STEP_FROM = {
  arrive: { from: TripStatus.Accepted, to: TripStatus.DriverArrived },
  start: { from: TripStatus.DriverArrived, to: TripStatus.InProgress },
} as const;
const CANCELLABLE: readonly number[] = [TripStatus.Accepted, TripStatus.DriverArrived];
const OPEN_TRIPS_LIMIT = 50;

const wrongState = (trip: TripRow, action: string) => conflict(`Trip #${trip.id} cannot be ${action} in its current state`, 'trip.wrong_state');

/**
 * The trip lifecycle as the customer and driver apps drive it. Each transition reads the trip
 * under its row lock and changes it in the same transaction; completing also writes the payment
 * and the ledger row (settleTripPaymentIn), so a trip is never completed without its money.
 */
export class DriverTripsService {
  private readonly listeners: TripChangeListener[];

  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    onChange?: TripChangeListener,
  ) {
    this.listeners = onChange ? [onChange] : [];
  }

  /** Hears every trip change made here (after its commit): the live map, the dispatch board. */
  listen(listener: TripChangeListener) {
    this.listeners.push(listener);
  }

  /** Tells the listeners (also called by the dispatch desk for the trip changes it makes itself). */
  onChange(change: TripChange) {
    for (const listener of this.listeners) listener(change);
  }

  /** A customer asks for a ride: the trip waits in Searching, with its places, until a driver accepts. */
  async request(customerId: number, body: TripRequestBody): Promise<DriverTrip> {
    const tripType = await tripTypeOf(this.db, body.tripTypeId);
    if (!tripType) throw badRequest('The trip type does not exist', 'trip_type.unknown', { errors: { tripTypeId: ['The trip type does not exist'] }, fieldErrors: { tripTypeId: { code: 'invalid' } } });
    const { trip, places } = await this.db
      .transaction()
      .execute((trx) => insertTripWithPlaces(trx, { customerId, tripTypeId: tripType.id, paymentMethod: body.paymentMethod, places: body.places, startTime: new Date() }));
    this.onChange({ tripId: trip.id, driverId: null, status: trip.status });
    return toDriverTrip(trip, places);
  }

  /** The trip requests waiting for a driver, with their places: only for a driver allowed to go online (403 otherwise). */
  async openTrips(driverId: number): Promise<DriverTrip[]> {
    await assertMayGoOnline(this.db, driverId, this.timeZone);
    const trips = await searchingTrips(this.db, OPEN_TRIPS_LIMIT);
    return Promise.all(trips.map(async (trip) => toDriverTrip(trip, await placesOf(this.db, trip.id))));
  }

  /** The driver's trip under way; 404 when there is none. */
  async current(driverId: number): Promise<DriverTrip> {
    const trip = await activeTripOf(this.db, driverId);
    if (!trip) throw notFound('Current trip');
    return toDriverTrip(trip, await placesOf(this.db, trip.id));
  }

  /**
   * Searching → Accepted. Of two drivers accepting one trip, the first to take the lock wins; the
   * other gets 409. `claim` runs first under both locks (a booking's offer, docs/dispatch.md).
   */
  accept(driverId: number, tripId: number, claim: AcceptClaim = notBooked): Promise<DriverTrip> {
    return this.transition(driverId, tripId, async (trx, trip) => {
      await claim(trx, trip);
      if (trip.status !== TripStatus.Searching || trip.driver_id !== null) throw conflict(`Trip #${trip.id} is no longer waiting for a driver`, 'trip.no_longer_waiting');
      await assertMayGoOnline(trx, driverId, this.timeZone);
      const vehicle = await approvedVehicleOf(trx, driverId);
      if (!vehicle) throw forbidden(NOT_ALLOWED_ONLINE, 'driver.not_allowed_online');
      // The driver's row, locked first by transition(), keeps one driver to one trip at a time.
      if (await activeTripOf(trx, driverId)) throw conflict('Finish your current trip first', 'trip.finish_current_first');
      const snapshot = { vehicleId: vehicle.id, vehicleBrand: vehicle.brand, vehicleModel: vehicle.model, vehicleYear: vehicle.year, vehicleColor: vehicle.color, vehiclePlate: vehicle.plate, numberOfSeats: vehicle.number_of_seats };
      return { status: TripStatus.Accepted, driver_id: driverId, vehicle_id: vehicle.id, vehicle_snapshot: JSON.stringify(snapshot) };
    });
  }

  /** Accepted → DriverArrived, or DriverArrived → InProgress (the ride's start time is set then). */
  step(driverId: number, tripId: number, action: keyof typeof STEP_FROM): Promise<DriverTrip> {
    const { from, to } = STEP_FROM[action];
    return this.transition(driverId, tripId, async (_trx, trip) => {
      this.assertDriver(trip, driverId);
      if (trip.status !== from) throw wrongState(trip, action === 'arrive' ? 'marked arrived' : 'started');
      return to === TripStatus.InProgress ? { status: to, start_time: new Date() } : { status: to };
    });
  }

  /**
   * InProgress → Completed: the fare by the one fare function (the trip type's rates, the operator's
   * clock at the ride's start), the payment (succeeded) and the driver's ledger row, in one transaction.
   */
  complete(driverId: number, tripId: number, body: CompleteTripBody): Promise<DriverTrip> {
    return this.transition(driverId, tripId, async (trx, trip) => {
      this.assertDriver(trip, driverId);
      if (trip.status !== TripStatus.InProgress) throw wrongState(trip, 'completed');
      const [tripType, { clock }] = await Promise.all([tripTypeOf(trx, trip.trip_type_id), loadFareClock(trx, this.timeZone)]);
      if (!tripType) throw notFound('Trip type');
      const startTime = new Date(trip.start_time);
      const fare = computeFare(toFareRates(tripType), clock, { distanceMeters: body.distanceMeters, durationSeconds: body.durationSeconds, startTime }).total;
      const end = new Date();
      await chargeTrip(trx, { trip, driverId, amount: fare, systemPercentage: tripType.system_percentage, at: end });
      return { status: TripStatus.Completed, end_time: end, distance_meters: body.distanceMeters, duration_seconds: body.durationSeconds, fare };
    });
  }

  /** Accepted or DriverArrived → CanceledByDriver. A driver's cancellation costs the customer nothing (the demo's rule), so no payment. */
  cancel(driverId: number, tripId: number): Promise<DriverTrip> {
    return this.transition(driverId, tripId, async (_trx, trip) => {
      this.assertDriver(trip, driverId);
      if (!CANCELLABLE.includes(trip.status)) throw wrongState(trip, 'cancelled');
      return { status: TripStatus.CanceledByDriver, end_time: new Date(), fare: 0 };
    });
  }

  private assertDriver(trip: TripRow, driverId: number) {
    // Someone else's trip is as unknown to this driver as a missing one.
    if (trip.driver_id !== driverId) throw notFound('Trip');
  }

  /**
   * One step of a driver on a trip, in one transaction. Lock order: the driver's users row, then
   * the trip, the order deleting a user takes too (the user, then the trips of their cars);
   * completing would otherwise lock the trip, then the driver's balance, and deadlock with it.
   */
  private async transition(
    driverId: number,
    tripId: number,
    decide: (trx: Db, trip: TripRow) => Promise<Partial<Omit<TripRow, 'id'>> & { vehicle_snapshot?: string }>,
  ): Promise<DriverTrip> {
    const trip = await this.db.transaction().execute(async (trx) => {
      await lockDriver(trx, driverId);
      const locked = await lockTrip(trx, tripId);
      if (!locked) throw notFound('Trip');
      const values = await decide(trx, locked);
      return trx.updateTable('trips').set(values).where('id', '=', tripId).returningAll().executeTakeFirstOrThrow();
    });
    this.onChange({ tripId: trip.id, driverId: trip.driver_id, status: trip.status });
    return toDriverTrip(trip, await placesOf(this.db, trip.id));
  }
}
