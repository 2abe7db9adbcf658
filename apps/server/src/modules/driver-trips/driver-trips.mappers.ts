import { type DriverTrip, tripStatusName } from '@taxi/contract';
import type { TripPlaceRow, TripRow } from './driver-trips.repository';

export function toDriverTrip(trip: TripRow, places: readonly TripPlaceRow[]): DriverTrip {
  return {
    id: trip.id,
    status: tripStatusName(trip.status),
    driverId: trip.driver_id,
    customerId: trip.customer_id,
    tripTypeId: trip.trip_type_id,
    paymentMethod: trip.payment_method,
    startTime: new Date(trip.start_time).toISOString(),
    endTime: trip.end_time ? new Date(trip.end_time).toISOString() : null,
    distanceMeters: trip.distance_meters,
    durationSeconds: trip.duration_seconds,
    fare: trip.fare,
    places: places.map((place) => ({
      placeOrder: place.place_order,
      name: place.name,
      poiName: place.poi_name,
      formattedAddress: place.formatted_address,
      latitude: place.latitude,
      longitude: place.longitude,
    })),
  };
}
