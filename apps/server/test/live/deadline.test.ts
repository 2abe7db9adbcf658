import { describe, expect, it } from 'vitest';
import { Deadline } from '../../src/lib/deadline';

describe('Deadline', () => {
  it('runs its action once when due: by the first poke after it, or by its timer', async () => {
    let now = 0;
    let runs = 0;
    const due = new Deadline(() => (runs += 1), () => now);
    due.arm(60_000);
    due.arm(10); // armed already: the first deadline holds
    due.poke();
    expect(runs).toBe(0);
    now = 60_000;
    due.poke();
    due.poke();
    expect([runs, due.armed]).toEqual([1, false]);

    due.arm(20); // its timer: on the real clock
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(2);

    due.arm(20);
    due.cancel();
    await new Promise((resolve) => setTimeout(resolve, 60));
    now = Number.MAX_SAFE_INTEGER;
    due.poke();
    expect(runs).toBe(2);
  });
});
