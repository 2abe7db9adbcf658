import { createRequire } from 'node:module';
import { type DriverLiveFrame, encodeDriverLiveReport, type DriverPositionBody, LIVE_PROTOCOL } from '@taxi/contract';

/** The part of the `ws` client used here (ws ships no types; @types/ws is not installed). */
export interface ClientSocket {
  readonly readyState: number;
  /** The subprotocol the server chose (`bearer`). */
  readonly protocol: string;
  on(event: 'open', listener: () => void): this;
  on(event: 'message', listener: (data: Buffer) => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  on(event: 'close', listener: (code: number) => void): this;
  on(event: 'unexpected-response', listener: (request: unknown, response: { statusCode: number }) => void): this;
  send(data: string): void;
  close(): void;
  terminate(): void;
}
type ClientSocketClass = new (url: string, protocols?: string[], options?: { perMessageDeflate?: boolean }) => ClientSocket;
// ws comes with @fastify/websocket (the server's own WebSocket library).
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: ClientSocketClass };

const OPEN = 1;

/**
 * Opens `path` of the server with the token as the second subprotocol (none when null, as a
 * client without a token would); rejects with the handshake's status. `onMessage` hears every
 * message from the first one on.
 */
export function openLiveSocket(baseUrl: string, path: string, token: string | null, onMessage?: (data: Buffer) => void): Promise<ClientSocket> {
  const protocols = token === null ? [] : [LIVE_PROTOCOL, token];
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, protocols, { perMessageDeflate: false });
  if (onMessage) socket.on('message', onMessage);
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve(socket));
    socket.on('unexpected-response', (_request, response) => {
      reject(new Error(`the handshake of ${path} answered ${response.statusCode}`));
      socket.terminate();
    });
    socket.on('error', reject);
  });
}

/**
 * A driver's open report socket (`GET /api/driver/live`): each report is one compact message.
 * Refusals come back as `{type:'error'}` messages, handed to `onError`; the frames the server
 * pushes (a dispatcher's offer and its withdrawal) to `onFrame`.
 */
export class DriverReportSocket {
  private constructor(private readonly socket: ClientSocket) {}

  static async open(baseUrl: string, token: string, onError: (message: string) => void = () => undefined, onFrame: (frame: DriverLiveFrame) => void = () => undefined): Promise<DriverReportSocket> {
    const socket = await openLiveSocket(baseUrl, '/api/driver/live', token, (data) => {
      let frame: DriverLiveFrame;
      try {
        frame = JSON.parse(data.toString()) as DriverLiveFrame;
      } catch {
        return onError('refused');
      }
      // A refusal of a report, or a frame the server pushed (issue 26: an offer, a withdrawal).
      if (frame.type === 'error') onError((frame as { message?: string }).message ?? 'refused');
      else onFrame(frame);
    });
    socket.on('error', () => undefined);
    return new DriverReportSocket(socket);
  }

  get open() {
    return this.socket.readyState === OPEN;
  }

  /** Sends the report; false when the socket is no longer open. */
  report(body: DriverPositionBody): boolean {
    if (!this.open) return false;
    this.socket.send(JSON.stringify(encodeDriverLiveReport(body)));
    return true;
  }

  close() {
    this.socket.close();
  }
}
