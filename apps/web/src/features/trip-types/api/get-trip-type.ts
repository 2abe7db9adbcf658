import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { TripType } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { tripTypeKeys } from './trip-type-keys';

/** GET /api/TripType/GetTripType/{id}. */
export async function getTripType(id: number, signal?: AbortSignal): Promise<TripType> {
  return TripType.parse(await api.get<unknown>(`/api/TripType/GetTripType/${encodeURIComponent(id)}`, undefined, signal));
}

export const tripTypeQueryOptions = (id: number) => queryOptions({ queryKey: tripTypeKeys.detail(id), queryFn: ({ signal }) => getTripType(id, signal) });

/** The trip type the route loader preloaded (SPEC.md §2.1: details and update are preloaded). */
export const useTripType = (id: number) => useSuspenseQuery(tripTypeQueryOptions(id));
