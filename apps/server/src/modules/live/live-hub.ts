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

/**
 * What a socket is sent: the map's batches (its member may read the map), the notifications of
 * its roles, and the dispatch desk's frames (topic `dispatch`, its member has dispatch.read).
 */
export interface LiveAudience {
  map: boolean;
  roles: readonly string[];
  dispatch?: boolean;
}

const EVERYTHING_BUT_NOTIFICATIONS: LiveAudience = { map: true, roles: [] };
/** A client this far behind (bytes not yet sent) is closed with tooSlow rather than buffered for ever. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * The admins' sockets of this instance: every change the bus brings is merged into one batch,
 * flushed to all of them LIVE_FLUSH_MS after its first change (docs/live-operations.md). The
 * flush is due by a timer or by the next change after it, whichever runs first (Deadline): an
 * event loop backlogged with reports must not hold the stream back.
 */
export class LiveHub {
  private readonly sockets = new Map<LiveSocket, LiveAudience>();
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
      if (change.kind === 'notifications') return this.notify(change.ids, change.roles);
      if (change.kind === 'toDriver') return; // a driver's frame: DriverPush sends it
      if (change.kind === 'dispatch') return this.send(Buffer.from(JSON.stringify(change.frame)), (audience) => audience.dispatch === true);
      this.batcher.add(change);
      this.due.arm(this.flushMs);
      this.due.poke();
    });
  }

  get size() {
    return this.sockets.size;
  }

  add(socket: LiveSocket, audience: LiveAudience = EVERYTHING_BUT_NOTIFICATIONS) {
    this.sockets.set(socket, audience);
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
    this.send(message, (audience) => audience.map);
  }

  /** Tells the sockets of `roles` at once which notifications were made (issue 25): a small message, seldom. */
  private notify(ids: number[], roles: readonly string[]) {
    const message = Buffer.from(JSON.stringify({ type: 'notifications', ids }));
    this.send(message, (audience) => audience.roles.some((role) => roles.includes(role)));
  }

  private send(message: Buffer, wants: (audience: LiveAudience) => boolean) {
    for (const [socket, audience] of this.sockets) {
      if (socket.readyState !== OPEN || !wants(audience)) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        // closed and forgotten at once: nothing more is queued for it while it closes
        this.remove(socket);
        socket.close(LIVE_CLOSE.tooSlow, 'Too far behind; reconnect');
      } else socket.send(message, { binary: false }); // a text frame: the browser gets a string
    }
  }

  async close() {
    this.due.cancel();
    for (const socket of this.sockets.keys()) socket.close(LIVE_CLOSE.goingAway, 'Server shutting down');
    this.sockets.clear();
    await this.bus.close();
  }
}
