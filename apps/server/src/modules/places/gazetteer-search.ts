import { PLACE_SEARCH_LIMIT, type PlaceHit } from '@taxi/contract';
import { type Coordinates, haversineMeters } from '@taxi/contract';
import type { GazetteerEntry } from './gazetteer';
import { foldText, wordsOf } from './text-fold';

/** A house number typed with a street (`Atatürk Caddesi 12`, `… No: 12`): 1 to 4 digits. */
const HOUSE_NUMBER = /^\d{1,4}$/;
const NUMBER_WORD = 'no';
/** Kinds in the order they come when nothing else tells hits apart (no point given). */
const KIND_ORDER = { town: 0, poi: 1, street: 2 } as const;

interface Ranked {
  entry: GazetteerEntry;
  /** 0: the name starts with what was typed; 1: every word is (the start of) a word of the name; 2: some only of the address or town. */
  tier: number;
  /** How many typed words are whole words of the name. */
  wholeWords: number;
  distance: number;
}

/** How one typed word meets the entry: 2 a whole word of the name, 1 the start of one, 0.5 of the address or town, 0 not at all. */
function wordMatch(word: string, entry: GazetteerEntry): number {
  if (entry.nameWords.includes(word)) return 2;
  if (entry.nameWords.some((nameWord) => nameWord.startsWith(word))) return 1;
  return entry.contextWords.some((contextWord) => contextWord.startsWith(word)) ? 0.5 : 0;
}

function rank(entry: GazetteerEntry, words: readonly string[], phrase: string, near: Coordinates | undefined): Ranked | null {
  let wholeWords = 0;
  let fromContext = false;
  for (const word of words) {
    const match = wordMatch(word, entry);
    if (match === 0) return null;
    if (match === 2) wholeWords++;
    if (match === 0.5) fromContext = true;
  }
  const tier = entry.foldedName.startsWith(phrase) ? 0 : fromContext ? 2 : 1;
  return { entry, tier, wholeWords, distance: near ? haversineMeters(near, entry) : 0 };
}

const byRank = (a: Ranked, b: Ranked) =>
  a.tier - b.tier ||
  b.wholeWords - a.wholeWords ||
  a.distance - b.distance ||
  KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
  b.entry.weight - a.entry.weight ||
  a.entry.name.localeCompare(b.entry.name, 'tr');

function toHit(entry: GazetteerEntry, houseNumber: string | undefined): PlaceHit {
  const { kind, name, poiName, formattedAddress, latitude, longitude } = entry;
  if (houseNumber && kind === 'street') {
    const address = `${name} No: ${Number(houseNumber)}`;
    return { kind: 'address', name: address, poiName: null, formattedAddress: `${address}, ${entry.townName}`, latitude, longitude };
  }
  return { kind, name, poiName, formattedAddress, latitude, longitude };
}

/**
 * The gazetteer's best hits for typed text (docs/dispatch.md "Places"): accent- and case-blind
 * the Turkish way, every typed word the start of a word of the place (its name, else its address
 * or town), ranked by how well the name matches, then nearest to `near` when given, then towns
 * before points of interest before streets. A house number typed with a street makes an address.
 */
export function searchGazetteer(entries: readonly GazetteerEntry[], text: string, near?: Coordinates, limit = PLACE_SEARCH_LIMIT): PlaceHit[] {
  const typed = wordsOf(foldText(text));
  const houseNumber = typed.find((word) => HOUSE_NUMBER.test(word));
  const words = typed.filter((word) => !HOUSE_NUMBER.test(word) && !(houseNumber && word === NUMBER_WORD));
  if (!words.length) return [];
  const phrase = words.join(' ');
  const ranked = entries.map((entry) => rank(entry, words, phrase, near)).filter((hit): hit is Ranked => hit !== null);
  return ranked.sort(byRank).slice(0, limit).map((hit) => toHit(hit.entry, houseNumber));
}
