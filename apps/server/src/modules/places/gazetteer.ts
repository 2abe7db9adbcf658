import type { PlaceKind } from '@taxi/contract';
import { POINTS_OF_INTEREST } from '../../demo/points-of-interest';
import { TOWNS } from '../../demo/towns';
import { foldText, wordsOf } from './text-fold';

/** One searchable place of the demo island: a town, one of its streets or a point of interest. */
export interface GazetteerEntry {
  kind: Exclude<PlaceKind, 'address'>;
  name: string;
  poiName: string | null;
  formattedAddress: string;
  latitude: number;
  longitude: number;
  townName: string;
  /** How often the demo's trips go there (points of interest), or the town's share: a tie-breaker. */
  weight: number;
  /** The folded name, and its words; the words of the address and town around it (matched with less weight). */
  foldedName: string;
  nameWords: string[];
  contextWords: string[];
}

function entry(fields: Omit<GazetteerEntry, 'foldedName' | 'nameWords' | 'contextWords'>, context: string): GazetteerEntry {
  const foldedName = foldText(fields.name);
  const nameWords = wordsOf(foldedName);
  const contextWords = [...new Set(wordsOf(foldText(context)))].filter((word) => !nameWords.includes(word));
  return { ...fields, foldedName, nameWords, contextWords };
}

/** Every town, street and point of interest of the demo (apps/server/src/demo): built once, kept in memory. */
export function buildGazetteer(): GazetteerEntry[] {
  const entries: GazetteerEntry[] = [];
  for (const town of TOWNS) {
    entries.push(entry({ kind: 'town', name: town.name, poiName: null, formattedAddress: town.name, latitude: town.latitude, longitude: town.longitude, townName: town.name, weight: town.weight }, ''));
    for (const street of town.streets) {
      entries.push(entry({ kind: 'street', name: street.name, poiName: null, formattedAddress: `${street.name}, ${town.name}`, latitude: street.latitude, longitude: street.longitude, townName: town.name, weight: 1 }, town.name));
    }
  }
  for (const poi of POINTS_OF_INTEREST) {
    const town = TOWNS.find((candidate) => candidate.key === poi.town);
    const townName = town?.name ?? '';
    entries.push(entry({ kind: 'poi', name: poi.name, poiName: poi.name, formattedAddress: poi.address, latitude: poi.latitude, longitude: poi.longitude, townName, weight: poi.weight }, `${poi.address} ${townName}`));
  }
  return entries;
}
