import type { FareRates, TripType, TripTypeBody, TripTypeOption } from '@taxi/contract';
import type { TripTypeRow } from '../../db/schema';
import type { TripTypeValues } from './trip-types.repository';

/** What `computeFare` needs of a stored trip type (or of any row carrying its rate columns). */
export function toFareRates(row: Pick<TripTypeRow, 'base_fare' | 'per_km_fare' | 'per_minute_fare' | 'cancellation_surcharge' | 'night_surcharge' | 'peak_time_surcharge'>): FareRates {
  return {
    baseFare: row.base_fare,
    perKmFare: row.per_km_fare,
    perMinuteFare: row.per_minute_fare,
    cancellationSurcharge: row.cancellation_surcharge,
    nightSurcharge: row.night_surcharge,
    peakTimeSurcharge: row.peak_time_surcharge,
  };
}

export function toTripType(row: TripTypeRow): TripType {
  return {
    tripTypeId: row.id,
    typeName: row.type_name,
    description: row.description,
    numberOfPassengers: row.number_of_passengers,
    systemPercentage: row.system_percentage,
    ...toFareRates(row),
    lastModifiedDate: row.last_modified_date.toISOString(),
  };
}

export function toTripTypeOption(row: Pick<TripTypeRow, 'id' | 'type_name'>): TripTypeOption {
  return { tripTypeId: row.id, typeName: row.type_name };
}

/** The columns a create or update writes; `last_modified_date` is always the server's clock. */
export function toTripTypeValues(body: TripTypeBody, now: Date): TripTypeValues {
  return {
    type_name: body.typeName,
    description: body.description,
    number_of_passengers: body.numberOfPassengers,
    system_percentage: body.systemPercentage,
    base_fare: body.baseFare,
    per_km_fare: body.perKmFare,
    per_minute_fare: body.perMinuteFare,
    cancellation_surcharge: body.cancellationSurcharge,
    night_surcharge: body.nightSurcharge,
    peak_time_surcharge: body.peakTimeSurcharge,
    last_modified_date: now,
  };
}
