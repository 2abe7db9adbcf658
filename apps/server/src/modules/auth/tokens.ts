import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
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

export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(user: TokenSubject, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): Promise<string> {
    return new SignJWT({ role: user.role, email: user.email, name: `${user.firstName} ${user.lastName}`, ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
      .sign(this.key);
  }

  /**
   * The principal of a valid, unexpired HS256 token with a plain numeric `sub` and a `ver`; null
   * for anything else (alg none or another algorithm included). Whether the user still stands
   * behind it is the guard's check (sessions.ts).
   */
  async verify(token: string): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], clockTolerance: 0 });
      const claims = TokenClaims.parse(payload);
      if (!/^[1-9]\d{0,9}$/.test(claims.sub)) return null;
      const id = Number(claims.sub);
      return { id, email: claims.email, roles: Array.isArray(claims.role) ? claims.role : [claims.role], tokenVersion: claims.ver };
    } catch {
      return null;
    }
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
