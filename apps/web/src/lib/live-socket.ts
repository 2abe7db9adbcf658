import { LIVE_CLOSE, LIVE_PROTOCOL, type LiveTopic } from '@taxi/contract/live-wire';

/** Reconnection delays: 1 s, doubling, at most 30 s; back to 1 s once a connection opens. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export const nextDelay = (previous: number | null) => (previous === null ? RECONNECT_MIN_MS : Math.min(RECONNECT_MAX_MS, previous * 2));

/** ws: or wss: as the page, same origin (CSP connect-src 'self'), asking for `topics` (all when none). */
export const liveUrl = (location: Pick<Location, 'protocol' | 'host'>, topics: readonly LiveTopic[] = []) =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/live${topics.length ? `?topics=${topics.join(',')}` : ''}`;

export interface LiveSocketOptions {
  /** The admin's token now (read at each attempt: it may change); null: wait and try again. */
  token: () => string | null;
  onMessage: (data: string) => void;
  onStatus: (up: boolean) => void;
  /** The server closed the stream because this token's session ended (expired, signed out, role changed). */
  onSessionEnded?: () => void;
  url?: string;
}

/**
 * The admins' stream `GET /api/live` (docs/live-operations.md), token as the second
 * subprotocol; reconnects by itself with backoff whenever it closes or cannot open. When the
 * server closes it because the session ended (4001), it does not try again with that token: it
 * waits for another one (a new sign-in) and says so through `onSessionEnded`. Returns the stop.
 */
export function openLiveSocket({ token, onMessage, onStatus, onSessionEnded, url = liveUrl(globalThis.location) }: LiveSocketOptions): () => void {
  let socket: WebSocket | null = null;
  let endedToken: string | null = null;
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
    if (!bearer || bearer === endedToken) return retry();
    const current = new WebSocket(url, [LIVE_PROTOCOL, bearer]);
    socket = current;
    current.onopen = () => {
      delay = null;
      onStatus(true);
    };
    current.onmessage = (event) => {
      if (typeof event.data === 'string') onMessage(event.data);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      onStatus(false);
      if (event.code === LIVE_CLOSE.sessionEnded) {
        endedToken = bearer;
        onSessionEnded?.();
      }
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
