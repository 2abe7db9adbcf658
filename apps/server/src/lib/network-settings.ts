import { isIP } from 'node:net';

/** Fastify's `trustProxy`: off, every proxy (`true`), a hop count, or the proxies' addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

const OFF = new Set(['', '0', 'false', 'off', 'no']);
/** Ranges proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/security.md): unset, `0` or `false` trusts no proxy (the client address is
 * the socket's); a number trusts that many hops in front of the server; a comma list trusts
 * exactly those addresses and CIDR ranges; `true` trusts any sender of X-Forwarded-For and
 * must be asked for explicitly. Throws a message for anything else.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (OFF.has(value)) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error('must be a hop count from 0 to 10, a comma list of addresses/CIDRs, or true');
    return hops;
  }
  const list = value.split(',').map((part) => part.trim()).filter(Boolean);
  const bad = list.filter((part) => !isAddressOrCidr(part));
  if (!list.length || bad.length) throw new Error(`must be a hop count, a comma list of IP addresses/CIDRs, or true (not: ${bad.join(', ') || raw})`);
  return list;
}

/** OpenStreetMap's tile server, the default basemap's raster tiles. */
export const DEFAULT_MAP_TILE_ORIGINS = ['https://tile.openstreetmap.org'];

/**
 * MAP_TILE_ORIGINS: a comma list of origins (`https://host[:port]`, no path) the browser may load
 * map tiles from; the Content-Security-Policy allows those and nothing else outside our origin.
 */
export function parseOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_MAP_TILE_ORIGINS;
  return raw.split(',').map((part) => part.trim()).filter(Boolean).map((part) => {
    let url: URL;
    try {
      url = new URL(part);
    } catch {
      throw new Error(`must be a comma list of origins like https://tiles.example.com (not: ${part})`);
    }
    if (!['https:', 'http:'].includes(url.protocol) || url.origin !== part.replace(/\/$/, '')) {
      throw new Error(`must be a comma list of origins like https://tiles.example.com, no path (not: ${part})`);
    }
    return url.origin;
  });
}
