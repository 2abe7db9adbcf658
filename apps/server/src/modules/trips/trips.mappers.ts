import { type PaymentStatus, type TripDetailsWithFare, type TripListItem, type TripParty, type FareExplanation, tripStatusName } from '@taxi/contract';
import type { PartyRow, TripDetailsRows, TripListRow } from './trips.repository';

export function toTripListItem(row: TripListRow): TripListItem {
  return {
    tripId: row.id,
    startTime: row.start_time.toISOString(),
    endTime: row.end_time ? row.end_time.toISOString() : null,
    startPlace: row.start_place ?? '',
    tripStatus: tripStatusName(row.status),
    fare: row.fare,
  };
}

/** A customer or driver; a deleted one keeps the anonymised name ('Deleted user') and is marked deleted. */
function toTripParty(row: PartyRow | undefined): TripParty | null {
  if (!row) return null;
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: deleted ? null : row.email,
    phoneNumber: row.phone_number || null,
    address: row.address || null,
    photoUrl: row.photo_url,
    deleted,
  };
}

/** What the vehicle looked like when the trip ran (vehicle_snapshot), else the vehicle as it is now. */
interface VehicleSnapshot {
  vehicleBrand: string;
  vehicleModel: string;
  vehicleYear: number;
  vehicleColor: string;
  vehiclePlate: string;
  numberOfSeats: number;
}

const isSnapshot = (value: unknown): value is VehicleSnapshot =>
  typeof value === 'object' && value !== null && typeof (value as VehicleSnapshot).vehiclePlate === 'string' && typeof (value as VehicleSnapshot).vehicleModel === 'string';

function toTripVehicle({ trip, vehicle }: TripDetailsRows): TripDetailsWithFare['vehicle'] {
  const snapshot: unknown = typeof trip.vehicle_snapshot === 'string' ? JSON.parse(trip.vehicle_snapshot) : trip.vehicle_snapshot;
  // the link goes to the vehicle only while it exists (trips.vehicle_id is set to null when it goes)
  const vehicleId = vehicle ? vehicle.id : null;
  if (isSnapshot(snapshot)) {
    return {
      vehicleId,
      vehicleBrand: snapshot.vehicleBrand,
      vehicleModel: snapshot.vehicleModel,
      vehicleYear: snapshot.vehicleYear,
      vehicleColor: snapshot.vehicleColor,
      vehiclePlate: snapshot.vehiclePlate,
      numberOfSeats: snapshot.numberOfSeats,
    };
  }
  if (!vehicle) return null;
  return {
    vehicleId,
    vehicleBrand: vehicle.brand,
    vehicleModel: vehicle.model,
    vehicleYear: vehicle.year,
    vehicleColor: vehicle.color,
    vehiclePlate: vehicle.plate,
    numberOfSeats: vehicle.number_of_seats,
  };
}

export function toTripDetails(rows: TripDetailsRows, fareExplained: FareExplanation): TripDetailsWithFare {
  const { trip } = rows;
  return {
    tripId: trip.id,
    startTime: trip.start_time.toISOString(),
    endTime: trip.end_time ? trip.end_time.toISOString() : null,
    startPlace: rows.places[0]?.name ?? '',
    tripStatus: tripStatusName(trip.status),
    fare: trip.fare,
    distanceMeters: trip.distance_meters,
    durationSeconds: trip.duration_seconds,
    tripTypeId: trip.trip_type_id,
    tripType: rows.tripType.type_name,
    paymentMethod: trip.payment_method,
    customer: toTripParty(rows.customer),
    driver: toTripParty(rows.driver),
    vehicle: toTripVehicle(rows),
    payments: rows.payments.map((payment) => ({
      paymentId: payment.id,
      amount: payment.amount,
      dateCreated: payment.date_created.toISOString(),
      currency: payment.currency,
      status: payment.status as PaymentStatus,
      paymentMethod: payment.method,
    })),
    tripPlaces: rows.places.map((place) => ({
      order: place.place_order,
      name: place.name,
      poiName: place.poi_name,
      formattedAddress: place.formatted_address,
      latitude: place.latitude,
      longitude: place.longitude,
    })),
    fareExplained,
  };
}
