import { type PlaceHit } from '@taxi/contract';
import { PlaceSearchAnswer, ReversePlaceAnswer } from '@taxi/contract/dispatch-desk';
import { api } from '@/lib/api-client';
import { dispatchKeys } from './dispatch-keys';
import type { SearchQuery } from './search-query';

export interface Near {
  latitude: number;
  longitude: number;
}

/** GET /api/dispatch/places?q&latitude&longitude: towns, streets, points of interest, addresses; near the point first. */
export async function searchPlaces(q: string, near: Near | null, signal?: AbortSignal): Promise<PlaceSearchAnswer> {
  const params = near ? { q, latitude: near.latitude.toFixed(5), longitude: near.longitude.toFixed(5) } : { q };
  return PlaceSearchAnswer.parse(await api.get<unknown>('/api/dispatch/places', params, signal));
}

/** The place search of a typed text, near the pick-up when there is one (a place row's search box). */
export const placeSearch = (q: string, near: Near | null): SearchQuery<PlaceHit> => ({
  queryKey: dispatchKeys.places(q, near ? `${near.latitude.toFixed(3)},${near.longitude.toFixed(3)}` : ''),
  queryFn: async ({ signal }) => (await searchPlaces(q, near, signal)).places,
  staleTime: 60_000,
});

/** GET /api/dispatch/places/reverse: the place at a point clicked on the map. */
export async function reversePlace(point: Near, signal?: AbortSignal): Promise<PlaceHit> {
  const params = { latitude: point.latitude.toFixed(6), longitude: point.longitude.toFixed(6) };
  return ReversePlaceAnswer.parse(await api.get<unknown>('/api/dispatch/places/reverse', params, signal)).place;
}
