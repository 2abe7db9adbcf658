import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { type Role, TokenClaims } from '@taxi/contract';

export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export interface TokenSubject {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** users.token_version when signed; a bump ends the token (sessions.ts). */
  tokenVersion: number;
}

export interface Principal {
  id: number;
  email: string;
  roles: Role[];
  /** The `ver` claim: must still equal the user's token_version. */
  tokenVersion: number;
}

/** One base64url segment of a compact JWS, as RFC 7515 writes it (no padding, no other character). */
const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** A segment's JSON object, or null when it is not base64url-encoded JSON of an object. */
function decodeSegment(segment: string): Record<string, unknown> | null {
  if (!SEGMENT.test(segment)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A NumericDate claim (RFC 7519 §2) when present: absent is fine, anything but a finite number is not. */
const badDate = (value: unknown) => value !== undefined && (typeof value !== 'number' || !Number.isFinite(value));

/** Verified tokens kept (by their exact text) so a token's signature is checked once, not per request. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;
/** How long a verified token is trusted without checking its signature again (never past its `exp`). */
export const VERIFIED_TOKEN_TTL_SECONDS = 60;

export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Token text → its principal, until min(exp, verified + 60 s); oldest dropped first beyond
   * 10,000. Only tokens that passed every check get here, and only an identical string finds
   * one, so a cached answer is the answer `check` would give; revocation is the guard's
   * separate version check (sessions.ts), never cached here.
   */
  private readonly verified = new Map<string, { principal: Principal; until: number }>();

  constructor(
    secret: string,
    /** Seconds since the epoch; a test moves it to check expiry. */
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: TokenSubject, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): Promise<string> {
    return new SignJWT({ role: user.role, email: user.email, name: `${user.firstName} ${user.lastName}`, ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(this.now() + lifetimeSeconds)
      .sign(this.key);
  }

  /**
   * The principal of a valid, unexpired HS256 token with a plain numeric `sub` and a `ver`; null
   * for anything else (alg none or another algorithm included). Whether the user still stands
   * behind it is the guard's check (sessions.ts).
   *
   * Checked here with node's HMAC, synchronously, as jose's `jwtVerify` with `algorithms: ['HS256']`
   * and no clock tolerance did (docs/performance-requests.md: WebCrypto cost 10–20 % of a request):
   * three base64url segments; a header of `alg: HS256` with no `crit` or `b64` extension; the
   * signature compared in constant time; `exp` required and in the future, `nbf` (if any) not in
   * the future, `iat` (if any) a number; then the claims' shape (TokenClaims). A token that passed
   * is remembered for up to 60 s (never past its `exp`), so a client's every request does not
   * pay for the HMAC and two JSON parses again.
   */
  verify(token: string): Principal | null {
    const now = this.now();
    const cached = this.verified.get(token);
    if (cached && cached.until > now) return cached.principal;
    if (cached) this.verified.delete(token);
    const checked = this.check(token, now);
    if (checked) {
      if (this.verified.size >= VERIFIED_TOKEN_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { principal: checked.principal, until: Math.min(checked.exp, now + VERIFIED_TOKEN_TTL_SECONDS) });
    }
    return checked?.principal ?? null;
  }

  /** The full check of `verify`, without the cache: the principal and the token's `exp`. */
  private check(token: string, now: number): { principal: Principal; exp: number } | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    const protectedHeader = decodeSegment(header);
    if (!protectedHeader || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader || 'b64' in protectedHeader) return null;
    if (!SEGMENT.test(signature) || !SEGMENT.test(payload)) return null;
    const expected = Buffer.from(createHmac('sha256', this.key).update(`${header}.${payload}`).digest('base64url'), 'ascii');
    const given = Buffer.from(signature, 'ascii');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = decodeSegment(payload);
    if (!claims || badDate(claims.exp) || badDate(claims.nbf) || badDate(claims.iat)) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (typeof claims.nbf === 'number' && claims.nbf > now) return null;
    const parsed = TokenClaims.safeParse(claims);
    if (!parsed.success || !/^[1-9]\d{0,9}$/.test(parsed.data.sub)) return null;
    const { sub, email, role, ver, exp } = parsed.data;
    const roles = Object.freeze(Array.isArray(role) ? [...role] : [role]) as Role[];
    return { principal: Object.freeze({ id: Number(sub), email, roles, tokenVersion: ver }), exp };
  }
}

/** JWT_SECRET, or a secret generated on first start and kept in DATA_DIR (DESIGN.md §4). */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
