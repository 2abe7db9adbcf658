import { LIVE_CLOSE, LIVE_FLUSH_MS } from '@taxi/contract';
import { Deadline } from '../../lib/deadline';
import { LiveBatcher } from './live-batch';
import type { LiveBus } from './live-bus';

/** The part of a WebSocket the hub uses (ws's WebSocket has it). */
export interface LiveSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Buffer, options: { binary: false }): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;
/** A client this far behind (bytes not yet sent) is closed with tooSlow rather than buffered for ever. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * The admins' sockets of this instance: every change the bus brings is merged into one batch,
 * flushed to all of them LIVE_FLUSH_MS after its first change (docs/live-operations.md). The
 * flush is due by a timer or by the next change after it, whichever runs first (Deadline): an
 * event loop backlogged with reports must not hold the stream back.
 */
export class LiveHub {
  private readonly sockets = new Set<LiveSocket>();
  private readonly batcher = new LiveBatcher();
  private readonly due: Deadline;

  constructor(
    readonly bus: LiveBus,
    private readonly flushMs = LIVE_FLUSH_MS,
    clock: () => number = Date.now,
  ) {
    this.due = new Deadline(() => this.flush(), clock);
    bus.subscribe((change) => {
      // Nobody watching on this instance: nothing to merge.
      if (!this.sockets.size) return;
      this.batcher.add(change);
      this.due.arm(this.flushMs);
      this.due.poke();
    });
  }

  get size() {
    return this.sockets.size;
  }

  add(socket: LiveSocket) {
    this.sockets.add(socket);
  }

  remove(socket: LiveSocket) {
    this.sockets.delete(socket);
    if (this.sockets.size) return;
    // Nobody listens: what was gathered would reach the next admin stale (a driver who went
    // offline meanwhile would reappear); they start from the connected-driver list instead.
    this.due.cancel();
    this.batcher.clear();
  }

  flush() {
    this.due.cancel();
    const batch = this.batcher.take();
    if (!batch) return;
    // Serialised and encoded once per flush; every socket is handed the same bytes.
    const message = Buffer.from(JSON.stringify(batch));
    for (const socket of this.sockets) {
      if (socket.readyState !== OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        // closed and forgotten at once: nothing more is queued for it while it closes
        this.remove(socket);
        socket.close(LIVE_CLOSE.tooSlow, 'Too far behind; reconnect');
      } else socket.send(message, { binary: false }); // a text frame: the browser gets a string
    }
  }

  async close() {
    this.due.cancel();
    for (const socket of this.sockets) socket.close(LIVE_CLOSE.goingAway, 'Server shutting down');
    this.sockets.clear();
    await this.bus.close();
  }
}
