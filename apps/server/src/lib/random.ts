/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32) with the helpers the
 * demo data needs. The same seed gives the same sequence on every machine and every run:
 * nothing here reads Math.random or the clock.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** true with probability `probability`. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element, each weighted by `weight` (weights ≥ 0, at least one > 0). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct elements in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A normally distributed number (Box–Muller), optionally clamped to [min, max]. */
  normal(mean: number, deviation: number, min?: number, max?: number): number;
  /** `length` characters drawn from `alphabet`. */
  string(alphabet: string, length: number): string;
  /** An independent generator derived from this one's seed and a label, unaffected by later draws. */
  fork(label: string): Random;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a: a stable 32-bit hash of a string (fork labels, media colours). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

function sfc32(seed: number): () => number {
  const mix = splitmix32(seed);
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const step = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) step(); // let the state settle
  return step;
}

export function createRandom(seed: number): Random {
  const nextUint = sfc32(seed);
  const next = () => nextUint() / 4294967296;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const random: Random = {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted(items, weight) {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      if (!(total > 0)) throw new Error('weighted pick needs a positive total weight');
      let target = next() * total;
      for (const item of items) {
        target -= weight(item);
        if (target < 0) return item;
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
    normal(mean, deviation, min = -Infinity, max = Infinity) {
      const u = 1 - next(); // (0, 1]: log stays finite
      const v = next();
      const value = mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
      return Math.min(max, Math.max(min, value));
    },
    string(alphabet, length) {
      let text = '';
      for (let i = 0; i < length; i++) text += alphabet[int(0, alphabet.length - 1)];
      return text;
    },
    fork: (label) => createRandom((seed ^ hashString(label)) >>> 0),
  };
  return random;
}
