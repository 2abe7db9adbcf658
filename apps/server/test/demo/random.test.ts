import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/lib/random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed, another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps helpers within their bounds', () => {
    const random = createRandom(1);
    for (let i = 0; i < 2000; i++) {
      const value = random.int(-3, 3);
      expect(Number.isInteger(value) && value >= -3 && value <= 3).toBe(true);
      expect(random.normal(10, 5, 0, 12)).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(Array.from({ length: 500 }, () => random.int(1, 6)))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(random.weighted(['never', 'always'], (item) => (item === 'always' ? 1 : 0))).toBe('always');
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(random.sample([1, 2, 3, 4, 5], 3)).size).toBe(3);
  });

  it('forks streams that do not depend on how much the parent drew', () => {
    const untouched = createRandom(9);
    const used = createRandom(9);
    used.next();
    used.next();
    expect(untouched.fork('trips').next()).toBe(used.fork('trips').next());
    expect(untouched.fork('trips').next()).not.toBe(untouched.fork('people').next());
  });
});
