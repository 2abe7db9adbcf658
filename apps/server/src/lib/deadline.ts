/**
 * A batch's deadline: its action runs when due, by a timer or by the first `poke` after it, so
 * that a busy event loop cannot hold a batch back. Node runs timers once per turn of its event
 * loop, after the I/O of the previous turn; with 10,000 driver sockets backlogged a turn took
 * seconds on the shared machine, and the live stream, flushed by its timer only, sent one batch
 * in 30 s while the reports kept coming (docs/performance-live.md, "The starvation"). The code
 * that adds to a batch pokes its deadline, so the batch leaves on time whenever anything arrives.
 */
export class Deadline {
  private dueAt: number | null = null;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly action: () => void,
    private readonly clock: () => number = Date.now,
  ) {}

  get armed() {
    return this.dueAt !== null;
  }

  /** Sets the deadline `ms` from now, unless one is set already. */
  arm(ms: number) {
    if (this.dueAt !== null) return;
    this.dueAt = this.clock() + ms;
    this.timer = setTimeout(() => this.fire(), ms).unref();
  }

  /** Runs the action now if the deadline has passed (its timer has not run yet: the loop is busy). */
  poke() {
    if (this.dueAt !== null && this.clock() >= this.dueAt) this.fire();
  }

  /** Drops the deadline without running the action. */
  cancel() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dueAt = null;
  }

  private fire() {
    this.cancel();
    this.action();
  }
}
