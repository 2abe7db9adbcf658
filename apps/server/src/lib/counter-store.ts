import type { Redis } from 'ioredis';
import { FallbackSwitch, type FallbackLog } from './fallback';

/** A counter after an increment: its new value and how long until its window ends. */
export interface Count {
  count: number;
  /** Milliseconds until the counter expires (the end of its window). */
  resetInMs: number;
}

/**
 * Counters that expire at the end of a fixed window (started by the first increment), shared
 * between API instances when Redis is configured. `increment` is atomic: a burst of parallel
 * callers each sees a distinct count, so a limit is checked on the value it reserved.
 */
export interface CounterStore {
  increment(key: string, windowMs: number): Promise<Count>;
  /** Gives back one increment (a reservation that turned out not to count); never below zero. */
  decrement(key: string): Promise<void>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export interface MemoryCounterOptions {
  /** How often expired counters are swept out (the timer does not keep the process alive). */
  sweepEveryMs?: number;
  /** Most counters kept; past it, expired ones are swept, then the oldest dropped. */
  maxKeys?: number;
}

/** One process's counters. Expired keys are swept on a timer and the map is bounded (issue 7, defect 12). */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private readonly maxKeys: number;
  private readonly timer: NodeJS.Timeout;

  constructor({ sweepEveryMs = 60_000, maxKeys = 100_000 }: MemoryCounterOptions = {}) {
    this.maxKeys = maxKeys;
    this.timer = setInterval(() => this.sweep(), sweepEveryMs);
    this.timer.unref();
  }

  /** How many counters are held (expired ones included until the next sweep). */
  get size() {
    return this.counters.size;
  }

  /** Drops every expired counter. */
  sweep(now = Date.now()) {
    for (const [key, entry] of this.counters) if (entry.expiresAt <= now) this.counters.delete(key);
  }

  dispose() {
    clearInterval(this.timer);
  }

  private live(key: string) {
    const entry = this.counters.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  private makeRoom() {
    if (this.counters.size < this.maxKeys) return;
    this.sweep();
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of this.counters.keys()) {
      if (this.counters.size < this.maxKeys) break;
      this.counters.delete(key);
    }
  }

  async increment(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    let entry = this.live(key);
    if (!entry) {
      this.makeRoom();
      entry = { count: 0, expiresAt: now + windowMs };
      this.counters.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.expiresAt - now };
  }

  async decrement(key: string) {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async get(key: string) {
    return this.live(key)?.count ?? 0;
  }

  async reset(key: string) {
    this.counters.delete(key);
  }
}

// INCR and PEXPIRE NX in one step: a key never lives without its expiry, and the caller gets the TTL.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
return {count, redis.call('PTTL', KEYS[1])}`;
// Only an existing, positive counter is given back (never creates a key without an expiry).
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'taxi:counter:',
  ) {}

  async increment(key: string, windowMs: number): Promise<Count> {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async decrement(key: string) {
    await this.redis.eval(DECREMENT, 1, this.prefix + key);
  }

  async get(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

/**
 * Redis while it answers, this process's memory while it does not (docs/security.md, "Redis
 * outage"): sign-in stays throttled per instance during an outage and goes back to the shared
 * counters by itself when Redis returns.
 */
export class FallbackCounterStore implements CounterStore {
  private readonly switch: FallbackSwitch;

  constructor(
    private readonly primary: CounterStore,
    private readonly fallback: CounterStore,
    log: FallbackLog,
  ) {
    this.switch = new FallbackSwitch(log, 'counters');
  }

  private use<T>(op: (store: CounterStore) => Promise<T>) {
    return this.switch.run(() => op(this.primary), () => op(this.fallback));
  }

  increment(key: string, windowMs: number) {
    return this.use((store) => store.increment(key, windowMs));
  }

  decrement(key: string) {
    return this.use((store) => store.decrement(key));
  }

  get(key: string) {
    return this.use((store) => store.get(key));
  }

  reset(key: string) {
    return this.use((store) => store.reset(key));
  }
}
