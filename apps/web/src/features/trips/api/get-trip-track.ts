import { queryOptions, useQuery } from '@tanstack/react-query';
import { TripTrack } from '@taxi/contract';
import { api } from '@/lib/api-client';
import { tripKeys } from './trip-keys';

/** GET /api/Trips/GetTripTrack/{tripId}: the driven track and its fare split over legs (issue 27 item 4). */
export async function getTripTrack(id: number, signal?: AbortSignal): Promise<TripTrack> {
  return TripTrack.parse(await api.get<unknown>(`/api/Trips/GetTripTrack/${encodeURIComponent(id)}`, undefined, signal));
}

// a finished trip's track does not change; a running one's grows, but the replay is for afterwards
export const tripTrackQueryOptions = (id: number) =>
  queryOptions({ queryKey: tripKeys.track(id), queryFn: ({ signal }) => getTripTrack(id, signal), staleTime: 5 * 60_000 });

/** Not suspended: the details page shows at once and the replay card fills in when its track arrives. */
export const useTripTrack = (id: number) => useQuery(tripTrackQueryOptions(id));
