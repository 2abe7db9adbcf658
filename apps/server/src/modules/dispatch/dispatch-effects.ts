import type { DispatchDriverFrame } from '@taxi/contract';
import type { Db } from '../../db/database';
import type { TripChange } from '../driver-trips/driver-trips.service';
import type { LiveBus } from '../live/live-bus';
import type { DriverPush } from '../live/driver-push';
import type { MadeNotifications } from '../notifications/notifications.job';
import { toBooking } from './booking.mappers';
import { findBookingRow, placesByTrip } from './booking-view.repository';

/**
 * What a dispatch transaction has to tell once it has committed (never before: a frame must not
 * announce an offer that was rolled back): frames for drivers, trip changes for the live map,
 * notifications made, and the bookings that changed (each published once).
 */
export class DispatchEffects {
  readonly frames: { driverId: number; frame: DispatchDriverFrame }[] = [];
  readonly trips: TripChange[] = [];
  readonly notifications: MadeNotifications[] = [];
  readonly bookings = new Set<number>();

  toDriver(driverId: number, frame: DispatchDriverFrame) {
    this.frames.push({ driverId, frame });
  }

  trip(change: TripChange) {
    this.trips.push(change);
  }

  notified(made: MadeNotifications) {
    if (made.ids.length) this.notifications.push(made);
  }

  booking(tripId: number) {
    this.bookings.add(tripId);
  }
}

/**
 * Delivers DispatchEffects after the commit: frames through the driver push (any instance), trip
 * changes to the trip listeners (the live map; the board hears them too, see `tripChanged`),
 * notifications and booking frames on the live bus (topic `dispatch`, every instance).
 */
export class DispatchOutbox {
  constructor(
    private readonly db: Db,
    private readonly bus: LiveBus,
    private readonly driverPush: DriverPush,
    private readonly tripListeners: (change: TripChange) => void,
  ) {}

  async deliver(effects: DispatchEffects) {
    for (const { driverId, frame } of effects.frames) await this.driverPush.send(driverId, frame);
    for (const made of effects.notifications) await this.bus.publish({ kind: 'notifications', ...made });
    const told = new Set<number>();
    for (const change of effects.trips) {
      told.add(change.tripId);
      this.tripListeners(change);
    }
    for (const tripId of effects.bookings) if (!told.has(tripId)) await this.publishBooking(tripId);
  }

  /** A trip changed (the driver's steps, or ours): its booking, if it is one, goes to the board. */
  tripChanged(tripId: number) {
    return this.publishBooking(tripId);
  }

  /** Publishes the booking as it is now on topic `dispatch` (nothing when the trip is no booking). */
  async publishBooking(tripId: number) {
    const row = await findBookingRow(this.db, tripId);
    if (!row) return;
    const places = (await placesByTrip(this.db, [tripId])).get(tripId) ?? [];
    await this.bus.publish({ kind: 'dispatch', frame: { type: 'booking', booking: toBooking(row, places) } });
  }
}
