import type { Insertable } from 'kysely';
import type { TripTypesTable } from '../db/schema';

export type TripTypeKey = 'standard' | 'comfort' | 'van' | 'lux';

/**
 * The demo fleet's trip types. Fares are kuruş (8000 = ₺80), percentages 0–100. The key links a
 * trip type to the vehicle models that serve it; `share` is its part of the fleet.
 */
export const TRIP_TYPE_CATALOGUE: readonly { key: TripTypeKey; share: number; row: Insertable<TripTypesTable> }[] = [
  {
    key: 'standard',
    share: 50,
    row: {
      type_name: 'Standard',
      description: 'Everyday rides in a clean four-seat car.',
      number_of_passengers: 4,
      system_percentage: 20,
      base_fare: 8000,
      per_km_fare: 2500,
      per_minute_fare: 300,
      cancellation_surcharge: 50,
      night_surcharge: 25,
      peak_time_surcharge: 15,
    },
  },
  {
    key: 'comfort',
    share: 25,
    row: {
      type_name: 'Comfort',
      description: 'Newer, roomier cars with extra legroom and air conditioning.',
      number_of_passengers: 4,
      system_percentage: 20,
      base_fare: 11000,
      per_km_fare: 3200,
      per_minute_fare: 400,
      cancellation_surcharge: 50,
      night_surcharge: 25,
      peak_time_surcharge: 15,
    },
  },
  {
    key: 'van',
    share: 15,
    row: {
      type_name: 'Van / XL',
      description: 'Up to 8 passengers with luggage: airport runs and groups.',
      number_of_passengers: 8,
      system_percentage: 18,
      base_fare: 14000,
      per_km_fare: 3800,
      per_minute_fare: 450,
      cancellation_surcharge: 40,
      night_surcharge: 20,
      peak_time_surcharge: 10,
    },
  },
  {
    key: 'lux',
    share: 10,
    row: {
      type_name: 'Lux',
      description: 'Premium sedans with professional chauffeurs.',
      number_of_passengers: 4,
      system_percentage: 25,
      base_fare: 20000,
      per_km_fare: 5500,
      per_minute_fare: 700,
      cancellation_surcharge: 60,
      night_surcharge: 20,
      peak_time_surcharge: 10,
    },
  },
];
