import { createRequire } from 'node:module';
import { decodeLivePosition, DriverLiveError, LiveBatch } from '@taxi/contract';

/** The part of the `ws` client the tests use (ws ships no types here; @types/ws is not installed). */
export interface ClientSocket {
  readonly protocol: string;
  on(event: 'open', listener: () => void): this;
  on(event: 'message', listener: (data: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(event: 'close', listener: (code: number) => void): this;
  send(data: string): void;
  close(): void;
}
type ClientSocketClass = new (url: string, protocols?: string[]) => ClientSocket;
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: ClientSocketClass };

/** Opens the stream at `baseUrl` with the token as the second subprotocol; rejects with the handshake's status. */
export function openStream(baseUrl: string, token: string | null): Promise<{ socket: ClientSocket; batches: LiveBatch[] }> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/live`;
  const socket = token === null ? new WebSocket(url) : new WebSocket(url, ['bearer', token]);
  const batches: LiveBatch[] = [];
  // every message must match the wire contract
  socket.on('message', (data) => batches.push(LiveBatch.parse(JSON.parse(data.toString()))));
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve({ socket, batches }));
    socket.on('error', reject);
  });
}

/** A driver's report socket (`/api/driver/live`): the error answers it got and its close code once closed. */
export function openDriverSocket(baseUrl: string, token: string | null): Promise<{ socket: ClientSocket; errors: DriverLiveError[]; closed: Promise<number> }> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/driver/live`;
  const socket = token === null ? new WebSocket(url) : new WebSocket(url, ['bearer', token]);
  const errors: DriverLiveError[] = [];
  socket.on('message', (data) => errors.push(DriverLiveError.parse(JSON.parse(data.toString()))));
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve({ socket, errors, closed }));
    socket.on('error', reject);
  });
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
