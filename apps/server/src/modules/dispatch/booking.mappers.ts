import { type Booking, type BookingPlace, type BookingState, type DriverOffer, type OfferRecord, TripStatus, tripStatusName } from '@taxi/contract';
import type { TripPlaceRow } from '../driver-trips/driver-trips.repository';
import type { BookingRow, OfferHistoryRow } from './booking-view.repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * Where a booking stands: the search's own state while the trip is Searching (scheduled,
 * searching, offered, noDriver), the trip's status once a driver accepted it.
 */
export function bookingState(status: number, dispatchState: BookingRow['dispatch_state']): BookingState {
  switch (status) {
    case TripStatus.Searching:
      return dispatchState;
    case TripStatus.Accepted:
      return 'accepted';
    case TripStatus.DriverArrived:
      return 'arrived';
    case TripStatus.InProgress:
      return 'onTrip';
    case TripStatus.Completed:
      return 'completed';
    default:
      return 'cancelled';
  }
}

export function toBookingPlace(place: TripPlaceRow): BookingPlace {
  return { placeOrder: place.place_order, name: place.name, poiName: place.poi_name, formattedAddress: place.formatted_address, latitude: place.latitude, longitude: place.longitude };
}

/** The plate the trip is driven with (the vehicle snapshot taken at acceptance). */
function plateOf(snapshot: unknown): string | null {
  const value: unknown = typeof snapshot === 'string' ? JSON.parse(snapshot) : snapshot;
  const plate = value && typeof value === 'object' ? (value as { vehiclePlate?: unknown }).vehiclePlate : null;
  return typeof plate === 'string' ? plate : null;
}

export function toBooking(row: BookingRow, places: readonly TripPlaceRow[]): Booking {
  return {
    id: row.trip_id,
    state: bookingState(row.status, row.dispatch_state),
    tripStatus: tripStatusName(row.status),
    customer: { id: row.customer_id ?? 0, name: row.customer_first ?? '', surname: row.customer_last ?? '', phoneNumber: row.customer_phone ?? '' },
    tripTypeId: row.trip_type_id,
    tripTypeName: row.type_name,
    paymentMethod: row.payment_method,
    places: places.map(toBookingPlace),
    scheduledFor: row.scheduled_for ? iso(row.scheduled_for) : null,
    createdAt: iso(row.created_at),
    bookedBy: { id: row.booked_by_id, name: fullName(row.booked_by_first, row.booked_by_last) },
    driver:
      row.driver_id === null
        ? null
        : { id: row.driver_id, name: row.driver_first ?? '', surname: row.driver_last ?? '', phoneNumber: row.driver_phone ?? '', plateNumber: plateOf(row.vehicle_snapshot) },
    offer:
      row.offer_id === null || row.offer_driver_id === null || !row.offered_at || !row.expires_at
        ? null
        : { id: row.offer_id, driverId: row.offer_driver_id, driverName: fullName(row.offer_driver_first, row.offer_driver_last), offeredAt: iso(row.offered_at), expiresAt: iso(row.expires_at) },
    tries: row.tries,
    waitingSince: iso(row.waiting_since),
    cancelReason: row.cancel_reason,
    fare: row.fare,
  };
}

export function toOfferRecord(row: OfferHistoryRow): OfferRecord {
  return {
    id: row.id,
    driverId: row.driver_id,
    driverName: fullName(row.first_name, row.last_name),
    offeredAt: iso(row.offered_at),
    expiresAt: iso(row.expires_at),
    answer: row.answer,
    answeredAt: row.answered_at ? iso(row.answered_at) : null,
  };
}

export interface OfferRow {
  id: number;
  trip_id: number;
  expires_at: Date | string;
  distance_meters: number;
}

/** The offer as the driver app sees it: the pick-up, the drop-off, how far, the trip type and payment. */
export function toDriverOffer(offer: OfferRow, trip: { trip_type_id: number; payment_method: 'Cash' | 'Card' }, places: readonly TripPlaceRow[]): DriverOffer {
  const place = (row: TripPlaceRow) => ({ name: row.name, poiName: row.poi_name, formattedAddress: row.formatted_address, latitude: row.latitude, longitude: row.longitude });
  return {
    id: offer.id,
    tripId: offer.trip_id,
    expiresAt: iso(offer.expires_at),
    pickup: place(places[0]!),
    dropoff: place(places[places.length - 1]!),
    distanceMeters: offer.distance_meters,
    tripTypeId: trip.trip_type_id,
    paymentMethod: trip.payment_method,
  };
}
