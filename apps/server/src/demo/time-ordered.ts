/**
 * Puts back in time order items that come almost in order, without holding them all: the
 * payments of trips taken in start order are at most a trip's length (plus a few minutes) out of
 * order. The result is exactly that of a stable sort of everything by time (ties in arrival order).
 */
export class TimeOrderedBuffer<T> {
  private items: T[] = [];
  private pushed = 0;

  /** `batch`: how many new items wait before a release sorts the buffer again. */
  constructor(private readonly timeOf: (item: T) => number, private readonly batch = 4096) {}

  push(item: T): void {
    this.items.push(item);
    this.pushed++;
  }

  /**
   * The items at or before `watermark`, in order, once enough have come. The caller promises that
   * no item pushed later is at or before `watermark`.
   */
  release(watermark: number): T[] {
    if (this.pushed < this.batch) return [];
    this.pushed = 0;
    this.sort();
    let count = 0;
    while (count < this.items.length && this.timeOf(this.items[count] as T) <= watermark) count++;
    return this.items.splice(0, count);
  }

  /** Everything left, in order. */
  flush(): T[] {
    this.sort();
    return this.items.splice(0);
  }

  // Array#sort is stable: what was sorted before (and came first) keeps its place among equals
  private sort(): void {
    this.items.sort((a, b) => this.timeOf(a) - this.timeOf(b));
  }
}
