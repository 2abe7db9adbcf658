import { createHash } from 'node:crypto';
import type { CounterStore } from '../../lib/counter-store';
import { reserve, type Reservation } from './rate-limit';

export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerUsername: 5,
  failuresPerAddress: 30,
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
 * Sign-in throttling (DESIGN.md §4): at most 5 failures per username and 30 per address in a
 * 15-minute window. Each attempt reserves its place atomically BEFORE the password is checked,
 * so a parallel burst cannot pass the check before anything is counted (issue 7, defect 1).
 * A success resets the username's count and gives the address its place back, so an office
 * behind one address is not locked out by its own successful sign-ins.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {}

  private keys(ip: string, username: string) {
    return { ip: `login:ip:${ip}`, user: `login:user:${throttleUsername(username)}` };
  }

  /**
   * Runs `check` (the password verification) only when the attempt fits both limits, else
   * throws 429 with the seconds until the window ends. `check` answers whether it succeeded.
   */
  async attempt<T>(ip: string, username: string, check: () => Promise<{ ok: boolean; value: T }>): Promise<T> {
    const keys = this.keys(ip, username);
    const { windowMs } = this.limits;
    const reservation: Reservation = await reserve(this.store, [
      { key: keys.ip, limit: this.limits.failuresPerAddress, windowMs },
      { key: keys.user, limit: this.limits.failuresPerUsername, windowMs },
    ], TOO_MANY_SIGN_INS);
    let outcome: { ok: boolean; value: T };
    try {
      outcome = await check();
    } catch (error) {
      await reservation.release();
      throw error;
    }
    if (outcome.ok) await Promise.all([this.store.reset(keys.user), this.store.decrement(keys.ip)]);
    return outcome.value;
  }
}
