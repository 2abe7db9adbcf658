import type { Random } from '../lib/random';

/**
 * `random.weighted(items, weight)` for many draws from one fixed list: the cumulative weights are
 * summed once and each draw is a binary search (O(log n) instead of O(n)), still one `next()` per
 * draw, so the demo's streams advance exactly as with `weighted`. Needed at scale (20,000 drivers).
 */
export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weight(item);
    cumulative.push(total);
  }
  if (!(total > 0)) throw new Error('weighted pick needs a positive total weight');
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = items.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (target < (cumulative[middle] ?? 0)) high = middle;
      else low = middle + 1;
    }
    return items[low] as T;
  };
}

/** How many of `sortedTimes` (ascending, ms) are strictly before `at` (binary search). */
export function countBefore(sortedTimes: readonly number[], at: number): number {
  let low = 0;
  let high = sortedTimes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sortedTimes[middle] ?? 0) < at) low = middle + 1;
    else high = middle;
  }
  return low;
}
