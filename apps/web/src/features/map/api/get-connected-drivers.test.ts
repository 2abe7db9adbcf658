import type { DriverCardTuple } from '@taxi/contract';
import { describe, expect, it } from 'vitest';
import { DRIVER_CARD_MAX_AGE_MS, DriverCardCache } from './get-connected-drivers';

const card = (driverId: number, name = `Driver ${driverId}`): DriverCardTuple => [driverId, name, '+905330000000', 4.5, 'Egea', `AB ${driverId}`, 'Grey', 'Economy'];

/** A GetDriverCards stand-in that answers from `known` and records what it was asked for. */
const server = (known: Map<number, DriverCardTuple>) => {
  const asked: number[][] = [];
  const fetch = async (ids: number[]) => {
    asked.push(ids);
    return ids.map((id) => known.get(id)).filter((found) => found !== undefined);
  };
  return { asked, fetch };
};

describe('DriverCardCache', () => {
  it('asks once per driver, again only when the card is old, and forgets drivers no longer connected or gone', async () => {
    let now = 0;
    const cache = new DriverCardCache(() => now);
    const known = new Map([1, 2, 3].map((id) => [id, card(id)]));
    const { asked, fetch } = server(known);

    expect([...(await cache.cardsOf([1, 2], fetch)).keys()]).toEqual([1, 2]);
    expect([...(await cache.cardsOf([1, 2, 3], fetch)).keys()].sort()).toEqual([1, 2, 3]);
    expect(asked).toEqual([[1, 2], [3]]); // 1 and 2 were held

    // 2 leaves the map: its card is dropped, and asked for again when it comes back
    await cache.cardsOf([1, 3], fetch);
    await cache.cardsOf([1, 2, 3], fetch);
    expect(asked.slice(2)).toEqual([[2]]);

    // a renamed driver reaches the map once their card is old; a driver who is gone loses theirs
    known.set(1, card(1, 'Renamed'));
    known.delete(3);
    now += DRIVER_CARD_MAX_AGE_MS;
    const cards = await cache.cardsOf([1, 2, 3], fetch);
    expect(asked.at(-1)).toEqual([1, 2, 3]); // every card held was asked for at the same time
    expect(cards.get(1)?.[1]).toBe('Renamed');
    expect(cards.has(3)).toBe(false);
  });
});
