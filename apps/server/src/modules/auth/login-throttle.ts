import { createHash } from 'node:crypto';
import type { CounterStore } from '../../lib/counter-store';
import { reserve, type Reservation } from './rate-limit';

export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerUsername: 5,
  failuresPerAddress: 30,
  /** How long a sign-in from an address makes that username known there (docs/security.md). */
  knownForMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export type LoginLimits = { [K in keyof typeof LOGIN_LIMITS]: number };

export const TOO_MANY_SIGN_INS = 'Too many failed sign-in attempts. Try again in 15 minutes.';

/** Longest username kept as it is in a counter key; a longer one is keyed by its hash. */
const MAX_KEYED_USERNAME = 254;

/**
 * The form a username is counted under: NFKC (full-width and other compatibility forms fold to
 * one spelling), trimmed, lower-case, and never longer than 254 characters (a hash beyond), so
 * neither spelling variants nor huge values get their own counters.
 */
export function throttleUsername(username: string): string {
  const normal = username.normalize('NFKC').trim().toLowerCase();
  return normal.length <= MAX_KEYED_USERNAME ? normal : `sha256:${createHash('sha256').update(normal).digest('hex')}`;
}

/**
 * Sign-in throttling (DESIGN.md §4, docs/security.md "Sign-in throttle"): at most 5 failures per
 * username in a 15-minute window, from any address; and at most 30 per address, over the
 * usernames not known there. A username is known at an address for 30 days after a successful
 * sign-in from it, so one typist's failures (or a guesser's) behind an office's one NAT address
 * never refuse the colleagues who have signed in from that office before (issue 21, item 18);
 * they keep their own username limit. Each attempt reserves its places atomically BEFORE the
 * password is checked, so a parallel burst cannot pass the check before anything is counted
 * (issue 7, defect 1). A success resets the username's count and gives the address its place back.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {}

  private keys(ip: string, username: string) {
    const user = throttleUsername(username);
    return { ip: `login:ip:${ip}`, user: `login:user:${user}`, known: `login:known:${ip}:${user}` };
  }

  /**
   * Runs `check` (the password or code verification) only when the attempt fits its limits, else
   * throws 429 with the seconds until the window ends. `check` answers whether it succeeded, and
   * with `pending` that it did but the sign-in has a second step to come (the password of a user
   * with a second factor): the places are given back and nothing is reset, so the codes' failures
   * add up with the passwords' and a right password never clears a count of wrong codes.
   */
  async attempt<T>(ip: string, username: string, check: () => Promise<{ ok: boolean; value: T; pending?: boolean }>): Promise<T> {
    const keys = this.keys(ip, username);
    const { windowMs } = this.limits;
    const known = (await this.store.get(keys.known)) > 0;
    const userLimit = { key: keys.user, limit: this.limits.failuresPerUsername, windowMs };
    const addressLimit = { key: keys.ip, limit: this.limits.failuresPerAddress, windowMs };
    const reservation: Reservation = await reserve(this.store, known ? [userLimit] : [addressLimit, userLimit], TOO_MANY_SIGN_INS);
    let outcome: { ok: boolean; value: T; pending?: boolean };
    try {
      outcome = await check();
    } catch (error) {
      await reservation.release();
      throw error;
    }
    if (outcome.ok && outcome.pending) await reservation.release();
    else if (outcome.ok) await this.succeeded(keys, known);
    return outcome.value;
  }

  /** Resets the username, gives the address its place back, and (re)starts the known window. */
  private async succeeded(keys: ReturnType<LoginThrottle['keys']>, known: boolean) {
    await Promise.all([this.store.reset(keys.user), known ? undefined : this.store.decrement(keys.ip), this.store.reset(keys.known)]);
    await this.store.increment(keys.known, this.limits.knownForMs);
  }
}
