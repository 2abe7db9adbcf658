import { decodeLivePosition, DriverLiveError, type DriverLiveFrame, LiveBatch } from '@taxi/contract';
import { type ClientSocket, openLiveSocket } from '../../src/simulator/live-socket-client';

export type { ClientSocket };

/** Opens the admins' stream with the token as the second subprotocol; rejects with the handshake's status. */
export async function openStream(baseUrl: string, token: string | null): Promise<{ socket: ClientSocket; batches: LiveBatch[] }> {
  const batches: LiveBatch[] = [];
  // every message must match the wire contract
  const socket = await openLiveSocket(baseUrl, '/api/live', token, (data) => batches.push(LiveBatch.parse(JSON.parse(data.toString()))));
  return { socket, batches };
}

/** How a socket was closed: the code and the reason the server gave. */
export interface SocketClose {
  code: number;
  reason: string;
}

/** Resolves with the close code and reason once `socket` closes (ws hands the reason as a Buffer). */
export const closeOf = (socket: ClientSocket): Promise<SocketClose> =>
  new Promise((resolve) => (socket.on as unknown as (event: 'close', listener: (code: number, reason: Buffer) => void) => unknown)('close', (code, reason) => resolve({ code, reason: reason.toString() })));

/**
 * A driver's report socket (`/api/driver/live`): the error answers it got, every frame the server
 * sent (errors and pushes), and its close code (and reason) once closed.
 */
export async function openDriverSocket(
  baseUrl: string,
  token: string | null,
): Promise<{ socket: ClientSocket; errors: DriverLiveError[]; frames: DriverLiveFrame[]; closed: Promise<number>; closedWith: Promise<SocketClose> }> {
  const errors: DriverLiveError[] = [];
  const frames: DriverLiveFrame[] = [];
  const socket = await openLiveSocket(baseUrl, '/api/driver/live', token, (data) => {
    const frame = JSON.parse(data.toString()) as DriverLiveFrame;
    frames.push(frame);
    if (frame.type === 'error') errors.push(DriverLiveError.parse(frame));
  });
  const closedWith = closeOf(socket);
  return { socket, errors, frames, closed: closedWith.then(({ code }) => code), closedWith };
}

/** Waits until `test` finds something in the batches received so far (or fails after `ms`). */
export async function waitFor<T>(batches: LiveBatch[], test: (batch: LiveBatch) => T | undefined, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    for (const batch of batches) {
      const found = test(batch);
      if (found !== undefined) return found;
    }
    if (Date.now() > until) throw new Error(`nothing matched in ${batches.length} batches within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A batch's positions decoded from their compact wire form. */
export const positionsOf = (batch: LiveBatch) => batch.positions.map(decodeLivePosition);
