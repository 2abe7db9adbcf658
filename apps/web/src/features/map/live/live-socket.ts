import { LIVE_PROTOCOL } from '@taxi/contract';

/** Reconnection delays: 1 s, doubling, at most 30 s; back to 1 s once a connection opens. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export const nextDelay = (previous: number | null) => (previous === null ? RECONNECT_MIN_MS : Math.min(RECONNECT_MAX_MS, previous * 2));

/** ws: or wss: as the page, same origin (CSP connect-src 'self'). */
export const liveUrl = (location: Pick<Location, 'protocol' | 'host'>) => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/live`;

export interface LiveSocketOptions {
  /** The admin's token now (read at each attempt: it may change); null: wait and try again. */
  token: () => string | null;
  onMessage: (data: string) => void;
  onStatus: (up: boolean) => void;
  url?: string;
}

/**
 * The admins' stream `GET /api/live` (docs/live-operations.md), token as the second
 * subprotocol; reconnects by itself with backoff whenever it closes or cannot open. Returns the stop.
 */
export function openLiveSocket({ token, onMessage, onStatus, url = liveUrl(window.location) }: LiveSocketOptions): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay: number | null = null;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    delay = nextDelay(delay);
    timer = setTimeout(connect, delay);
  };

  function connect() {
    const bearer = token();
    if (!bearer) return retry();
    const current = new WebSocket(url, [LIVE_PROTOCOL, bearer]);
    socket = current;
    current.onopen = () => {
      delay = null;
      onStatus(true);
    };
    current.onmessage = (event) => {
      if (typeof event.data === 'string') onMessage(event.data);
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      onStatus(false);
      retry();
    };
  }

  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    const current = socket;
    socket = null;
    current?.close(1000);
  };
}
