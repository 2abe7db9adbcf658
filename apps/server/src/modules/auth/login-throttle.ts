import type { CounterStore } from '../../lib/counter-store';
import { tooManyRequests } from '../../lib/http-errors';

export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  failuresPerUsername: 5,
  failuresPerAddress: 30,
} as const;

/**
 * Counts failed sign-ins per address and per username (DESIGN.md §4). Only failures count, so
 * a busy office behind one address is not locked out by its own successful sign-ins.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly limits = LOGIN_LIMITS,
  ) {}

  private keys(ip: string, username: string) {
    return { ip: `login:ip:${ip}`, user: `login:user:${username.trim().toLowerCase()}` };
  }

  async assertAllowed(ip: string, username: string) {
    const keys = this.keys(ip, username);
    const [byIp, byUser] = await Promise.all([this.store.get(keys.ip), this.store.get(keys.user)]);
    if (byIp >= this.limits.failuresPerAddress || byUser >= this.limits.failuresPerUsername) {
      throw tooManyRequests('Too many failed sign-in attempts. Try again in 15 minutes.');
    }
  }

  async recordFailure(ip: string, username: string) {
    const keys = this.keys(ip, username);
    await Promise.all([this.store.increment(keys.ip, this.limits.windowMs), this.store.increment(keys.user, this.limits.windowMs)]);
  }

  async recordSuccess(ip: string, username: string) {
    await this.store.reset(this.keys(ip, username).user);
  }
}
