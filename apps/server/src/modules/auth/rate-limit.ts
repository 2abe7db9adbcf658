import type { CounterStore } from '../../lib/counter-store';
import { tooManyRequests } from '../../lib/http-errors';

export interface Limit {
  key: string;
  /** Most attempts in the window. */
  limit: number;
  windowMs: number;
}

/** Places taken by one attempt; `release` gives them back (an attempt that did not count). */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Takes one place under each limit atomically (the store's increment), before the work they
 * protect. Over any limit: the places are given back and the answer is 429 with `Retry-After`,
 * the seconds until the fullest window ends.
 */
export async function reserve(store: CounterStore, limits: readonly Limit[], message: string): Promise<Reservation> {
  const counts = await Promise.all(limits.map((limit) => store.increment(limit.key, limit.windowMs)));
  const release = async () => {
    await Promise.all(limits.map((limit) => store.decrement(limit.key)));
  };
  const over = counts.filter((count, index) => count.count > limits[index]!.limit);
  if (over.length) {
    await release();
    const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...over.map((count) => count.resetInMs)) / 1000));
    throw tooManyRequests(message, retryAfterSeconds);
  }
  return { release };
}
