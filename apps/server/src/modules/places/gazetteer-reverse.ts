import type { PlaceHit } from '@taxi/contract';
import { type Coordinates, haversineMeters } from '@taxi/contract';
import type { GazetteerEntry } from './gazetteer';

/** A click this close to a point of interest is at it; this close to a street, on it; else the nearest town names it. */
export const POI_RADIUS_METERS = 150;
export const STREET_RADIUS_METERS = 500;

function nearest(entries: readonly GazetteerEntry[], point: Coordinates, kind: GazetteerEntry['kind']) {
  let best: { entry: GazetteerEntry; distance: number } | null = null;
  for (const entry of entries) {
    if (entry.kind !== kind) continue;
    const distance = haversineMeters(point, entry);
    if (!best || distance < best.distance) best = { entry, distance };
  }
  return best;
}

const rounded = (value: number) => value.toFixed(5);

/**
 * A map click named from the gazetteer: the point of interest within 150 m, else the street within
 * 500 m, else the nearest town (with the coordinates in the address). The place keeps the clicked
 * point itself: the car goes where the dispatcher clicked.
 */
export function reverseGazetteer(entries: readonly GazetteerEntry[], point: Coordinates): PlaceHit {
  const { latitude, longitude } = point;
  const poi = nearest(entries, point, 'poi');
  if (poi && poi.distance <= POI_RADIUS_METERS) return { kind: 'poi', name: poi.entry.name, poiName: poi.entry.name, formattedAddress: poi.entry.formattedAddress, latitude, longitude };
  const street = nearest(entries, point, 'street');
  if (street && street.distance <= STREET_RADIUS_METERS) return { kind: 'street', name: street.entry.name, poiName: null, formattedAddress: street.entry.formattedAddress, latitude, longitude };
  const town = nearest(entries, point, 'town');
  const townName = town?.entry.name ?? '';
  const coordinates = `${rounded(latitude)}, ${rounded(longitude)}`;
  return { kind: 'town', name: townName || coordinates, poiName: null, formattedAddress: townName ? `${coordinates}, ${townName}` : coordinates, latitude, longitude };
}
