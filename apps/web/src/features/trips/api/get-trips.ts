import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TripListItem } from '@taxi/contract';
import { z } from 'zod';
import { api, type Page } from '@/lib/api-client';
import { tripKeys, type TripsListParams } from './trip-keys';

export const TRIPS_PATH = '/api/trips/GetTrips';

/** GET /api/trips/GetTrips: one page, newest first; empty filters are left out of the query (SPEC.md §7). */
export async function getTrips(params: TripsListParams, signal?: AbortSignal): Promise<Page<TripListItem>> {
  const page = await api.getPage<unknown>(TRIPS_PATH, { ...params }, signal);
  return { items: z.array(TripListItem).parse(page.items), pagination: page.pagination };
}

export const tripsQueryOptions = (params: TripsListParams) =>
  queryOptions({ queryKey: tripKeys.list(params), queryFn: ({ signal }) => getTrips(params, signal) });

/** The page on screen stays while the next one loads. */
export const useTrips = (params: TripsListParams) => useQuery({ ...tripsQueryOptions(params), placeholderData: keepPreviousData });
