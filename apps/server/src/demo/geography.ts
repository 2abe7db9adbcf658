import { type Coordinates, haversineMeters } from '@taxi/contract';
import type { Random } from '../lib/random';
import { POINTS_OF_INTEREST } from './points-of-interest';
import { TOWNS, type Town, type TownKey, townByKey } from './towns';

/** One stop of a trip, shaped like a `trip_places` row. */
export interface DemoPlace {
  town: TownKey;
  name: string;
  poiName: string | null;
  formattedAddress: string;
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** A point within `radiusMeters` of `centre`, rounded to 6 decimals (about 10 cm). */
export function jitter(random: Random, centre: Coordinates, radiusMeters: number): Coordinates {
  const metersPerDegree = 111_320;
  const dLat = random.float(-radiusMeters, radiusMeters) / metersPerDegree;
  const dLon = random.float(-radiusMeters, radiusMeters) / (metersPerDegree * Math.cos(toRadians(centre.latitude)));
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { latitude: round(centre.latitude + dLat), longitude: round(centre.longitude + dLon) };
}

/** A house on one of the town's real streets: `Mehmet Akif Caddesi No: 45, Lefkoşa`. */
export function streetAddress(random: Random, town: Town): DemoPlace {
  const street = random.pick(town.streets);
  const name = `${street.name} No: ${random.int(1, 160)}`;
  return { town: town.key, name, poiName: null, formattedAddress: `${name}, ${town.name}`, ...jitter(random, street, 250) };
}

const STREET_WEIGHT = 1.5;

/** A pick-up or drop-off in a town: one of its points of interest or a street address. */
export function placeInTown(random: Random, town: Town): DemoPlace {
  const pois = POINTS_OF_INTEREST.filter((poi) => poi.town === town.key);
  const streetWeight = town.streets.length > 0 ? STREET_WEIGHT * town.streets.length : 0;
  const choice = random.weighted([...pois, null], (poi) => (poi ? poi.weight : streetWeight));
  if (!choice) return streetAddress(random, town);
  return {
    town: town.key,
    name: choice.name,
    poiName: choice.name,
    formattedAddress: choice.address,
    latitude: choice.latitude,
    longitude: choice.longitude,
  };
}

const samePlace = (a: DemoPlace, b: DemoPlace) => a.latitude === b.latitude && a.longitude === b.longitude;

/** Most trips stay in town; 8 % go to the airport; other towns are likelier the nearer they are. */
function destinationTown(random: Random, origin: Town): Town {
  if (origin.key !== 'ercan') {
    const draw = random.next();
    if (draw < 0.72) return origin;
    if (draw < 0.8) return townByKey('ercan');
  }
  const others = TOWNS.filter((town) => town.key !== origin.key && town.key !== 'ercan');
  return random.weighted(others, (town) => town.weight / (1 + (haversineMeters(origin, town) / 12_000) ** 2));
}

/** A plausible trip: 2–4 places, mostly inside one town, sometimes to another town or the airport. */
export function pickRoute(random: Random): DemoPlace[] {
  const origin = random.weighted(TOWNS, (town) => town.weight);
  const destination = destinationTown(random, origin);
  const stops = random.weighted([0, 1, 2], (count) => [72, 21, 7][count] ?? 0);
  const towns = [origin, ...Array.from({ length: stops }, () => random.pick([origin, destination])), destination];
  const places: DemoPlace[] = [];
  for (const town of towns) {
    let place = placeInTown(random, town);
    for (let attempt = 0; attempt < 8 && places.some((previous) => samePlace(previous, place)); attempt++) {
      place = placeInTown(random, town);
    }
    if (!places.some((previous) => samePlace(previous, place))) places.push(place);
  }
  if (places.length < 2) places.push(streetAddress(random, townByKey(origin.key === 'ercan' ? 'lefkosa' : origin.key)));
  return places;
}

export interface RouteMeasure {
  distanceMeters: number;
  durationSeconds: number;
}

const HIGHWAY_SPEED_KMH = 68;

/**
 * Road distance and driving time of a route: straight legs stretched by a road factor (towns are
 * twistier than the highways between them), town speed or highway speed, a short wait per stop.
 * `traffic` scales speeds: below 1 at peak hours, above 1 at night.
 */
export function measureRoute(random: Random, places: readonly DemoPlace[], traffic: number): RouteMeasure {
  let distance = 0;
  let seconds = 0;
  for (let i = 1; i < places.length; i++) {
    const from = places[i - 1] as DemoPlace;
    const to = places[i] as DemoPlace;
    const straight = haversineMeters(from, to);
    const roadFactor = straight < 3_000 ? 1.4 : straight < 15_000 ? 1.3 : 1.22;
    const leg = Math.max(400, straight * roadFactor * random.float(0.97, 1.08));
    const speedKmh = straight < 8_000 ? townByKey(from.town).citySpeedKmh : HIGHWAY_SPEED_KMH;
    distance += leg;
    seconds += (leg / 1000 / (speedKmh * traffic)) * 3600;
    if (i < places.length - 1) seconds += random.int(60, 180);
  }
  return { distanceMeters: Math.round(distance), durationSeconds: Math.max(180, Math.round(seconds + random.int(0, 120))) };
}
