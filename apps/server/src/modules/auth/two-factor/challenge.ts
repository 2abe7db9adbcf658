import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TWO_FACTOR_CHALLENGE_SECONDS } from '@taxi/contract';

/** What the challenge lets its holder do next: give a code, or enrol first (the setting). */
export type ChallengePurpose = 'sign-in' | 'setup';

export interface ChallengeClaims {
  userId: number;
  /** users.token_version when issued: a sign-out, password or role change, or a reset ends it. */
  tokenVersion: number;
}

/**
 * The short-lived token between the password and the second step (5 minutes): HS256 under a key
 * derived from the JWT secret for this use alone, so a challenge is never a session token and a
 * session token never a challenge; `typ` and `pur` say which step it opens.
 */
export class ChallengeSigner {
  private readonly key: Uint8Array;

  constructor(
    jwtSecret: string,
    /** Seconds since the epoch; a test moves it to check expiry. */
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.key = createHmac('sha256', jwtSecret).update('taxi two-factor challenge').digest();
  }

  sign(purpose: ChallengePurpose, claims: ChallengeClaims): Promise<string> {
    const now = this.now();
    return new SignJWT({ pur: purpose, ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'taxi-2fa-challenge' })
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + TWO_FACTOR_CHALLENGE_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired challenge for `purpose`; null for anything else. */
  async verify(purpose: ChallengePurpose, token: string): Promise<ChallengeClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], typ: 'taxi-2fa-challenge', currentDate: new Date(this.now() * 1000) });
      if (payload.pur !== purpose || typeof payload.ver !== 'number' || !/^[1-9]\d{0,9}$/.test(payload.sub ?? '')) return null;
      return { userId: Number(payload.sub), tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }
}
