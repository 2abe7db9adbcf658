import { describe, expect, it } from 'vitest';
import { BatchFlush } from '../../src/lib/batch-flush';

/** A buffer of numbers written through BatchFlush; its next write may be told to fail. */
function buffer(flushMs = 20) {
  let pending: number[] = [];
  const written: number[][] = [];
  let failNext = false;
  const batches = new BatchFlush(flushMs, () => {
    const rows = pending;
    pending = [];
    if (!rows.length) return null;
    return async () => {
      if (failNext) {
        failNext = false;
        throw new Error('write failed');
      }
      written.push(rows);
    };
  });
  return {
    batches,
    written,
    add(value: number) {
      pending.push(value);
      batches.scheduled();
    },
    failOnce: () => (failNext = true),
  };
}

describe('BatchFlush: a buffer written in batches', () => {
  it('writes what was buffered once the timer runs, in one batch', async () => {
    const b = buffer();
    b.add(1);
    b.add(2);
    expect(b.written).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(b.written).toEqual([[1, 2]]);
  });

  it('a flush asked for writes now, after the one under way, in order; nothing buffered writes nothing', async () => {
    const b = buffer(10_000);
    b.add(1);
    const first = b.batches.flush();
    b.add(2);
    const second = b.batches.flush();
    await Promise.all([first, second, b.batches.flush()]);
    expect(b.written).toEqual([[1], [2]]);
  });

  it('a failed write is the caller’s error when asked for, and the next batch still goes', async () => {
    const b = buffer(10_000);
    b.failOnce();
    b.add(1);
    await expect(b.batches.flush()).rejects.toThrow('write failed');
    b.add(2);
    await b.batches.flush();
    expect(b.written).toEqual([[2]]);
  });
});
