import type { DriverLiveFrame } from '@taxi/contract';
import type { LiveBus } from './live-bus';

/** The part of a driver's WebSocket the push uses (ws's WebSocket has it). */
export interface PushSocket {
  readonly readyState: number;
  send(data: string): void;
}

const OPEN = 1;

/**
 * Messages from the server to drivers' apps (issue 26: offers, a dispatcher's messages): a frame
 * for a driver goes on the live bus, so whichever instance holds the driver's socket
 * (`GET /api/driver/live`) sends it; a driver with no open socket gets nothing here and reads the
 * same state over HTTP (the offer and the messages are stored first, the push only says so).
 */
export class DriverPush {
  private readonly sockets = new Map<number, Set<PushSocket>>();

  constructor(private readonly bus: LiveBus) {
    bus.subscribe((change) => {
      if (change.kind === 'toDriver') this.deliver(change.driverId, change.frame);
    });
  }

  /** Sends `frame` to every open socket of the driver, on every instance. */
  async send(driverId: number, frame: DriverLiveFrame) {
    await this.bus.publish({ kind: 'toDriver', driverId, frame });
  }

  /** A driver's socket opened on this instance: it hears the driver's frames until it closes. */
  open(driverId: number, socket: PushSocket) {
    const own = this.sockets.get(driverId) ?? new Set();
    own.add(socket);
    this.sockets.set(driverId, own);
  }

  close(driverId: number, socket: PushSocket) {
    const own = this.sockets.get(driverId);
    if (!own) return;
    own.delete(socket);
    if (!own.size) this.sockets.delete(driverId);
  }

  /** Whether the driver has an open socket on this instance. */
  connectedHere(driverId: number) {
    return this.sockets.has(driverId);
  }

  private deliver(driverId: number, frame: DriverLiveFrame) {
    const own = this.sockets.get(driverId);
    if (!own) return;
    const text = JSON.stringify(frame);
    for (const socket of own) if (socket.readyState === OPEN) socket.send(text);
  }
}
