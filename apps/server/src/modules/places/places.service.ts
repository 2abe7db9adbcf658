import type { PlaceSearchAnswer, PlaceSearchQuery, ReversePlaceAnswer, ReversePlaceQuery } from '@taxi/contract';
import type { Coordinates } from '@taxi/contract';
import type { FallbackLog } from '../../lib/fallback';
import { buildGazetteer, type GazetteerEntry } from './gazetteer';
import { reverseGazetteer } from './gazetteer-reverse';
import { searchGazetteer } from './gazetteer-search';
import { GeocoderClient } from './geocoder-client';

/** The demo island's gazetteer, built on the first search and kept for the life of the process. */
let gazetteer: GazetteerEntry[] | undefined;
const entries = () => (gazetteer ??= buildGazetteer());

export interface PlacesSettings {
  geocoderUrl: string | null;
  geocoderKind: 'photon' | 'nominatim' | 'auto';
  /** GEOCODER_TIMEOUT_MS unless told otherwise (tests). */
  geocoderTimeoutMs?: number;
}

const nearOf = (query: { latitude?: number | undefined; longitude?: number | undefined }): Coordinates | undefined =>
  query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : undefined;

/**
 * Places for the booking panel (docs/dispatch.md "Places"): the GEOCODER_URL service when there is
 * one and it answers in time, else the demo's gazetteer; `source` says which answered.
 */
export class PlacesService {
  private readonly geocoder: GeocoderClient | null;

  constructor(settings: PlacesSettings, private readonly log?: FallbackLog) {
    this.geocoder = settings.geocoderUrl ? new GeocoderClient(settings.geocoderUrl, settings.geocoderKind, settings.geocoderTimeoutMs) : null;
  }

  async search(query: PlaceSearchQuery): Promise<PlaceSearchAnswer> {
    const near = nearOf(query);
    if (this.geocoder) {
      try {
        return { source: 'geocoder', places: await this.geocoder.search(query.q, near) };
      } catch (error) {
        this.log?.warn({ err: error }, 'geocoder search failed: the gazetteer answers');
      }
    }
    return { source: 'gazetteer', places: searchGazetteer(entries(), query.q, near) };
  }

  async reverse(query: ReversePlaceQuery): Promise<ReversePlaceAnswer> {
    if (this.geocoder) {
      try {
        const place = await this.geocoder.reverse(query);
        // The clicked point stays the place's point; the geocoder names it.
        if (place) return { source: 'geocoder', place: { ...place, latitude: query.latitude, longitude: query.longitude } };
      } catch (error) {
        this.log?.warn({ err: error }, 'geocoder reverse lookup failed: the gazetteer answers');
      }
    }
    return { source: 'gazetteer', place: reverseGazetteer(entries(), query) };
  }
}
