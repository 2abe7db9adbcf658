import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_PREFIX } from './media-urls';

/** Document scans are personal data (DESIGN.md §5): served only through URLs like these. */
export const DOCUMENTS_PREFIX = `${MEDIA_PREFIX}/documents/`;
export const SIGNED_URL_LIFETIME_SECONDS = 10 * 60;

const EXPIRES = 'expires';
const SIGNATURE = 'signature';
const BASE = 'http://media.invalid';

export type SignatureCheck = 'valid' | 'missing' | 'expired' | 'invalid';

/** The signing key: derived from the JWT secret, so one configured secret covers both and neither key is reused as is. */
export const mediaSigningKey = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('taxi media URL signing v1').digest();

/** What is signed: the path and the query as stored (normalised by URL), and the expiry. */
const canonical = (url: URL, expires: string) => `${url.pathname}?${url.searchParams.toString()}|${expires}`;

/**
 * Short-lived signed URLs for document scans (docs/users.md): an HMAC-SHA256 over the path, its
 * query and the expiry, appended as `expires` (Unix seconds) and `signature` (base64url). The
 * database keeps the bare path; the API signs it when it answers, so an `<img src>` works for
 * about ten minutes without a bearer header, and a leaked URL soon stops working.
 */
export class DocumentUrlSigner {
  private readonly key: Buffer;

  constructor(
    jwtSecret: string,
    private readonly lifetimeSeconds = SIGNED_URL_LIFETIME_SECONDS,
  ) {
    this.key = mediaSigningKey(jwtSecret);
  }

  /** A document URL served here gets a fresh signature; any other URL (another host, not a document) is returned as is. */
  sign(storedUrl: string, now = Date.now()): string {
    if (!storedUrl.startsWith(DOCUMENTS_PREFIX)) return storedUrl;
    const url = new URL(storedUrl, BASE);
    url.searchParams.delete(EXPIRES);
    url.searchParams.delete(SIGNATURE);
    const expires = String(Math.floor(now / 1000) + this.lifetimeSeconds);
    const signature = this.mac(canonical(url, expires));
    url.searchParams.append(EXPIRES, expires);
    url.searchParams.append(SIGNATURE, signature);
    return `${url.pathname}${url.search}`;
  }

  /** Checks the signature and expiry of a requested URL (path and query as received). */
  check(requestUrl: string, now = Date.now()): SignatureCheck {
    const url = new URL(requestUrl, BASE);
    const expires = url.searchParams.get(EXPIRES);
    const signature = url.searchParams.get(SIGNATURE);
    if (!expires || !signature) return 'missing';
    url.searchParams.delete(EXPIRES);
    url.searchParams.delete(SIGNATURE);
    const expected = Buffer.from(this.mac(canonical(url, expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return 'expired';
    return 'valid';
  }

  private mac(text: string) {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }
}
