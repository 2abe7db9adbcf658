import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { TripDetailsWithFare } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';

/** GET /api/trips/GetTrip/{id}: every block of SPEC.md §3 Trip and the fare explained. */
export async function getTrip(id: number, signal?: AbortSignal): Promise<TripDetailsWithFare> {
  return TripDetailsWithFare.parse(await api.get<unknown>(`/api/trips/GetTrip/${encodeURIComponent(id)}`, undefined, signal));
}

export const tripQueryOptions = (id: number) => queryOptions({ queryKey: tripKeys.detail(id), queryFn: ({ signal }) => getTrip(id, signal) });

/** The trip the route loader preloaded (SPEC.md §2.1). */
export const useTrip = (id: number) => useSuspenseQuery(tripQueryOptions(id));
