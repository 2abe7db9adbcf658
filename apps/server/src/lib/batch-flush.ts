/**
 * The timing of a buffer written in batches (the presence rows, the track points): the first
 * buffered item starts a timer, and a flush takes what is buffered at that moment and writes it
 * after any flush still under way, so batches reach the database in order and one at a time. A
 * failed timed write is dropped (the caller's next batch brings fresh rows); a flush asked for
 * (shutdown, tests) returns its error to the caller.
 */
export class BatchFlush {
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly flushMs: number,
    /** Hands over what is buffered (emptying the buffer) and returns its write, or null when there is nothing. */
    private readonly take: () => (() => Promise<void>) | null,
  ) {}

  /** Something was buffered: a flush runs within `flushMs`. */
  scheduled() {
    this.timer ??= setTimeout(() => void this.flush().catch(() => undefined), this.flushMs).unref();
  }

  /** Writes what is buffered now, after any flush already under way; errors are the caller's. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const write = this.take();
    this.flushing = this.flushing.catch(() => undefined).then(() => (write ? write() : undefined));
    return this.flushing;
  }
}
