import { queryOptions, useQuery } from '@tanstack/react-query';
import { TRIP_TYPE_OPTIONS_PATH, TripTypeOption } from '@taxi/contract';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { tripTypeKeys } from './trip-type-keys';

/** The option list (tripTypeId, typeName) of the vehicles filter; path in docs/trip-types.md. */
export async function getTripTypeOptions(signal?: AbortSignal): Promise<TripTypeOption[]> {
  return z.array(TripTypeOption).parse(await api.get<unknown>(TRIP_TYPE_OPTIONS_PATH, undefined, signal));
}

export const tripTypeOptionsQueryOptions = () => queryOptions({ queryKey: tripTypeKeys.options(), queryFn: ({ signal }) => getTripTypeOptions(signal) });

export const useTripTypeOptions = () => useQuery(tripTypeOptionsQueryOptions());
