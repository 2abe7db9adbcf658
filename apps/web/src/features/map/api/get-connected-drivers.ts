import { queryOptions } from '@tanstack/react-query';
import { type ConnectedDriver, connectedDriversOf, DriverCards, type DriverCardTuple, LiveDrivers, MAX_DRIVER_CARDS } from '@taxi/contract';
import { api, request } from '@/lib/api-client';
import { DRIVER_LIST_REFRESH_MS } from '../live-map-settings';
import { liveMapKeys } from './live-map-keys';

/** A card held this long is asked for again (a renamed driver or changed vehicle reaches the map within it), ms. */
export const DRIVER_CARD_MAX_AGE_MS = 5 * DRIVER_LIST_REFRESH_MS;

/**
 * The drivers' cards (name, phone, rating, vehicle, trip type) the map holds: they do not move, so
 * each is asked for once (GetDriverCards) and again only after DRIVER_CARD_MAX_AGE_MS; the cards
 * of drivers no longer connected are dropped.
 */
export class DriverCardCache {
  private readonly cards = new Map<number, { card: DriverCardTuple; at: number }>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** The cards of `driverIds`, asking `fetchCards` (at most MAX_DRIVER_CARDS ids a call) for those not held or too old. */
  async cardsOf(driverIds: readonly number[], fetchCards: (ids: number[]) => Promise<DriverCardTuple[]>): Promise<Map<number, DriverCardTuple>> {
    const now = this.clock();
    const wanted = new Set(driverIds);
    for (const driverId of this.cards.keys()) if (!wanted.has(driverId)) this.cards.delete(driverId);
    const missing = driverIds.filter((driverId) => {
      const held = this.cards.get(driverId);
      return !held || now - held.at >= DRIVER_CARD_MAX_AGE_MS;
    });
    for (let at = 0; at < missing.length; at += MAX_DRIVER_CARDS) {
      const asked = missing.slice(at, at + MAX_DRIVER_CARDS);
      // a driver who is gone has no card: forget what was held of them
      for (const driverId of asked) this.cards.delete(driverId);
      for (const card of await fetchCards(asked)) this.cards.set(card[0], { card, at: now });
    }
    return new Map([...this.cards].map(([driverId, { card }]) => [driverId, card]));
  }
}

const cardCache = new DriverCardCache();

/**
 * Every connected driver with vehicle and latest position (the SPEC answer's shape), loaded
 * compactly (issue 23): GET /api/Dashboard/GetLiveDrivers (positions as on the live stream, ~45
 * bytes a driver, against ~275 in GetConnectedDriversDetails) and the cards the map does not hold.
 */
export async function getConnectedDrivers(signal?: AbortSignal, cache = cardCache): Promise<ConnectedDriver[]> {
  const live = LiveDrivers.parse(await api.get<unknown>('/api/Dashboard/GetLiveDrivers', undefined, signal));
  const cards = await cache.cardsOf(live.positions.map(([driverId]) => driverId), async (driverIds) => {
    const { data } = await request<unknown>('/api/Dashboard/GetDriverCards', { method: 'POST', body: { driverIds }, signal });
    return DriverCards.parse(data).drivers;
  });
  return connectedDriversOf(live, cards);
}

/** SPEC.md §9: the driver list refreshes every 60 000 ms, stream or not (the stream's fallback). */
export const connectedDriversQueryOptions = () =>
  queryOptions({
    queryKey: liveMapKeys.connectedDrivers(),
    queryFn: ({ signal }) => getConnectedDrivers(signal),
    refetchInterval: DRIVER_LIST_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
