import { queryOptions, useQuery } from '@tanstack/react-query';
import { TripType } from '@taxi/contract';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { tripTypeKeys } from './trip-type-keys';

/** GET /api/TripType/GetTripTypes: every trip type with its fares. */
export async function getTripTypes(signal?: AbortSignal): Promise<TripType[]> {
  return z.array(TripType).parse(await api.get<unknown>('/api/TripType/GetTripTypes', undefined, signal));
}

export const tripTypesQueryOptions = () => queryOptions({ queryKey: tripTypeKeys.list(), queryFn: ({ signal }) => getTripTypes(signal) });

export const useTripTypes = () => useQuery(tripTypesQueryOptions());
