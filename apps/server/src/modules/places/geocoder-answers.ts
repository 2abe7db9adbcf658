import { z } from 'zod';
import type { PlaceHit, PlaceKind } from '@taxi/contract';

/**
 * The answers of a Photon- or a Nominatim-compatible geocoder made PlaceHits, told apart by their
 * shape: Photon answers GeoJSON (`{type: 'FeatureCollection', features}`), Nominatim a JSON array
 * (search) or one object with `lat`/`lon` (reverse). Anything else is not an answer (null).
 */
export type GeocoderKind = 'photon' | 'nominatim';

const loose = z.looseObject({});
const optionalText = z.string().optional().catch(undefined);

const PhotonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.unknown()) }),
  properties: z.object({
    name: optionalText,
    housenumber: optionalText,
    street: optionalText,
    district: optionalText,
    city: optionalText,
    town: optionalText,
    village: optionalText,
    county: optionalText,
    country: optionalText,
    osm_key: optionalText,
    osm_value: optionalText,
    type: optionalText,
  }),
});
const PhotonAnswer = z.object({ type: z.literal('FeatureCollection'), features: z.array(loose) });

const coordinateText = z.union([z.string(), z.number()]).transform(Number).pipe(z.number());
const NominatimPlace = z.object({
  lat: coordinateText,
  lon: coordinateText,
  name: optionalText,
  display_name: optionalText,
  category: optionalText,
  class: optionalText,
  type: optionalText,
  addresstype: optionalText,
  address: z.record(z.string(), z.unknown()).optional().catch(undefined),
});

const TOWN_TYPES = new Set(['city', 'town', 'village', 'hamlet', 'suburb', 'neighbourhood', 'quarter', 'locality', 'municipality', 'district', 'county', 'state']);
// eslint-disable-next-line no-control-regex -- control characters never reach a trip's place
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** A text fit for a trip place: one line, no control characters, within the contract's length. */
const clean = (text: string, max: number) => text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
/** The parts given, trimmed, each once, joined by commas. */
const joined = (parts: readonly (string | undefined)[]) => [...new Set(parts.map((part) => part?.trim()).filter((part): part is string => !!part))].join(', ');

function kindOf(category: string | undefined, type: string | undefined, houseNumber: string | undefined): PlaceKind {
  if (houseNumber) return 'address';
  if (type && TOWN_TYPES.has(type) && (!category || category === 'place' || category === 'boundary')) return 'town';
  if (category === 'highway') return 'street';
  if (category === 'building' && type === 'house') return 'address';
  return 'poi';
}

function hit(kind: PlaceKind, name: string, formattedAddress: string, latitude: number, longitude: number): PlaceHit | null {
  const cleanName = clean(name, 200);
  const address = clean(formattedAddress, 500) || cleanName;
  if (!cleanName || !Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { kind, name: cleanName, poiName: kind === 'poi' ? cleanName : null, formattedAddress: address, latitude, longitude };
}

function photonHit(feature: unknown): PlaceHit | null {
  const parsed = PhotonFeature.safeParse(feature);
  if (!parsed.success) return null;
  const [longitude, latitude] = parsed.data.geometry.coordinates;
  const p = parsed.data.properties;
  const kind = kindOf(p.osm_key, p.osm_value ?? p.type, p.housenumber);
  const streetLine = p.street ? `${p.street}${p.housenumber ? ` No: ${p.housenumber}` : ''}` : undefined;
  const locality = p.city ?? p.town ?? p.village ?? p.district ?? p.county;
  const name = p.name ?? streetLine ?? locality ?? '';
  const address = joined([name, streetLine, locality, p.country]);
  return hit(kind, name, address, latitude, longitude);
}

function nominatimHit(item: unknown): PlaceHit | null {
  const parsed = NominatimPlace.safeParse(item);
  if (!parsed.success) return null;
  const place = parsed.data;
  const address = place.address ?? {};
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : undefined);
  const houseNumber = text('house_number');
  const kind = kindOf(place.category ?? place.class, place.type ?? place.addresstype, houseNumber);
  const road = text('road');
  const streetLine = road ? road + (houseNumber ? ` No: ${houseNumber}` : '') : undefined;
  const name = place.name || streetLine || place.display_name?.split(',')[0] || '';
  return hit(kind, name, place.display_name ?? joined([streetLine, text('city') ?? text('town') ?? text('village')]), place.lat, place.lon);
}

const notNull = <T>(value: T | null): value is T => value !== null;

/** The hits of a geocoder's search or reverse answer, and which API it came from; null when the shape is neither. */
export function readGeocoderAnswer(body: unknown): { kind: GeocoderKind; hits: PlaceHit[] } | null {
  const photon = PhotonAnswer.safeParse(body);
  if (photon.success) return { kind: 'photon', hits: photon.data.features.map(photonHit).filter(notNull) };
  if (Array.isArray(body)) return { kind: 'nominatim', hits: body.map(nominatimHit).filter(notNull) };
  if (body && typeof body === 'object' && 'lat' in body && 'lon' in body) {
    const one = nominatimHit(body);
    return { kind: 'nominatim', hits: one ? [one] : [] };
  }
  return null;
}
