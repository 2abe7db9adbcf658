import { PLACE_SEARCH_LIMIT, type PlaceHit } from '@taxi/contract';
import type { Coordinates } from '@taxi/contract';
import { type GeocoderKind, readGeocoderAnswer } from './geocoder-answers';

/** How long a geocoder answer is waited for, all tries together, before the gazetteer answers instead. */
export const GEOCODER_TIMEOUT_MS = 2_500;

type Question = { search: string; near?: Coordinates | undefined } | { reverse: Coordinates };

const coordinates = (point: Coordinates) => ({ lat: String(point.latitude), lon: String(point.longitude) });

/** The URL asking `question` in `kind`'s dialect: Photon's `/api` and `/reverse`, Nominatim's `/search` and `/reverse` (jsonv2). */
function urlOf(baseUrl: string, kind: GeocoderKind, question: Question): string {
  const photon = kind === 'photon';
  const params = new URLSearchParams(photon ? { limit: String(PLACE_SEARCH_LIMIT) } : { format: 'jsonv2', addressdetails: '1', limit: String(PLACE_SEARCH_LIMIT) });
  if ('reverse' in question) {
    for (const [key, value] of Object.entries(coordinates(question.reverse))) params.set(key, value);
    if (!photon) params.delete('limit');
    return `${baseUrl}/reverse?${params}`;
  }
  params.set('q', question.search);
  if (photon && question.near) for (const [key, value] of Object.entries(coordinates(question.near))) params.set(key, value);
  return `${baseUrl}/${photon ? 'api' : 'search'}?${params}`;
}

export class GeocoderFailure extends Error {}

/**
 * A Photon- or Nominatim-compatible geocoder behind GEOCODER_URL. With GEOCODER_KIND `auto` the
 * dialect is learned from the first answer: Photon's path is asked first, then Nominatim's, and
 * the one whose answer has its shape is kept. Every question is time-boxed (GEOCODER_TIMEOUT_MS
 * for all tries together); a failure throws GeocoderFailure, and the caller answers from the
 * gazetteer instead.
 */
export class GeocoderClient {
  private kind: GeocoderKind | null;
  private readonly learns: boolean;

  constructor(
    private readonly baseUrl: string,
    kind: GeocoderKind | 'auto',
    private readonly timeoutMs = GEOCODER_TIMEOUT_MS,
  ) {
    this.kind = kind === 'auto' ? null : kind;
    this.learns = kind === 'auto';
  }

  search(text: string, near?: Coordinates): Promise<PlaceHit[]> {
    return this.ask({ search: text, near });
  }

  async reverse(point: Coordinates): Promise<PlaceHit | null> {
    return (await this.ask({ reverse: point }))[0] ?? null;
  }

  private async ask(question: Question): Promise<PlaceHit[]> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    const kinds: GeocoderKind[] = this.kind ? [this.kind] : ['photon', 'nominatim'];
    const failures: string[] = [];
    for (const kind of kinds) {
      try {
        const response = await fetch(urlOf(this.baseUrl, kind, question), { signal, headers: { accept: 'application/json' } });
        if (!response.ok) {
          failures.push(`${kind}: HTTP ${response.status}`);
          continue;
        }
        const answer = readGeocoderAnswer(await response.json());
        if (!answer) {
          failures.push(`${kind}: not a geocoder answer`);
          continue;
        }
        if (this.learns) this.kind = answer.kind;
        return answer.hits;
      } catch (error) {
        failures.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
        if (signal.aborted) break;
      }
    }
    throw new GeocoderFailure(`The geocoder did not answer (${failures.join('; ')})`);
  }
}
