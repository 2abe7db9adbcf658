import type { DecodedBatch } from './batch-decode';
import { liveUrl, openLiveSocket } from '@/lib/live-socket';
import { batchSteps } from './stream-steps';

/** What the page tells the stream's worker. */
export type StreamToWorker = { type: 'open'; url: string; token: string | null } | { type: 'token'; token: string | null } | { type: 'close' };
/** What the stream's worker tells the page. */
export type StreamFromWorker = { type: 'batch'; batch: DecodedBatch } | { type: 'status'; up: boolean } | { type: 'session-ended' };

/** The worker's name (a test that cuts the page's stream refuses it, e2e/live-map.spec.ts). */
export const LIVE_STREAM_WORKER = 'live-map-stream';

/** The measure a benchmark reads (bench/map.ts): a stream message parsed on the page (only without the worker). */
export const DECODE_BATCH_MEASURE = 'live-map:decode-batch';
const DECODE_BATCH_START = 'live-map:decode-batch:start';

export interface LiveStreamOptions {
  /** The admin's token now, null when signed out. */
  token: () => string | null;
  /** Calls the listener when the token may have changed; returns the unsubscribe. */
  onTokenChange: (listener: () => void) => () => void;
  /** One step of a stream batch, in order (stream-steps.ts). */
  onBatch: (batch: DecodedBatch) => void;
  onStatus: (up: boolean) => void;
  onSessionEnded?: () => void;
  /** false: read the stream on the page (tests; the worker is the default where there are workers). */
  useWorker?: boolean;
}

/** The stream read on the page: the socket here, each message parsed here (timed). */
function onThePage({ token, onBatch, onStatus, onSessionEnded }: LiveStreamOptions, url: string) {
  return openLiveSocket({
    url,
    token,
    onStatus,
    onSessionEnded,
    onMessage: (data) => {
      performance.mark(DECODE_BATCH_START);
      let steps: ReturnType<typeof batchSteps> = [];
      try {
        steps = batchSteps(data);
      } catch (error) {
        console.warn('live map: a stream message could not be read', error);
      }
      performance.measure(DECODE_BATCH_MEASURE, DECODE_BATCH_START);
      performance.clearMeasures(DECODE_BATCH_MEASURE);
      steps.forEach(onBatch);
    },
  });
}

/**
 * The admins' live stream for the live map (docs/live-operations.md): opened in a worker
 * (live-stream-worker.ts) where the browser has workers, so the socket and the parsing stay off
 * the main thread and the page only applies packed steps; on the page otherwise, or when the worker
 * cannot start (a policy refusing workers) or fails. Reconnects with backoff either way (live-socket.ts). Returns the stop.
 */
export function openLiveStream(options: LiveStreamOptions): () => void {
  // the map's batches only: the bell has its own socket for notifications
  const url = liveUrl(window.location, ['map']);
  const { useWorker = typeof Worker === 'function' } = options;
  let worker: Worker | null = null;
  try {
    if (useWorker) worker = new Worker(new URL('./live-stream-worker.ts', import.meta.url), { type: 'module', name: LIVE_STREAM_WORKER });
  } catch (error) {
    console.warn('live map: no stream worker; reading the stream on the page', error);
  }
  if (!worker) return onThePage(options, url);
  let stopHere: (() => void) | null = null;
  const tell = (message: StreamToWorker) => worker?.postMessage(message);
  worker.onmessage = (event: MessageEvent<StreamFromWorker>) => {
    const message = event.data;
    if (message.type === 'batch') options.onBatch(message.batch);
    else if (message.type === 'status') options.onStatus(message.up);
    else options.onSessionEnded?.();
  };
  worker.onerror = (event) => {
    console.warn('live map: the stream worker failed; reading the stream on the page', event.message);
    worker?.terminate();
    worker = null;
    options.onStatus(false);
    stopHere ??= onThePage(options, url);
  };
  const unsubscribe = options.onTokenChange(() => tell({ type: 'token', token: options.token() }));
  tell({ type: 'open', url, token: options.token() });
  return () => {
    unsubscribe();
    tell({ type: 'close' });
    worker?.terminate();
    worker = null;
    stopHere?.();
  };
}
