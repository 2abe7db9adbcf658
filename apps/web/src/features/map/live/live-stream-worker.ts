/// <reference lib="webworker" />
import { openLiveSocket } from '@/lib/live-socket';
import type { StreamFromWorker, StreamToWorker } from './live-stream';
import { batchSteps } from './stream-steps';

/**
 * The live map's stream off the page's main thread (issue 23): the worker holds the admins'
 * WebSocket, parses each message (JSON.parse of 10,000 positions is milliseconds a second that
 * the page's frames need not wait for) and hands the page packed steps (stream-steps.ts), their
 * buffers transferred, not copied. The page gives it the admin's token and each new one.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: StreamFromWorker, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
let token: string | null = null;
let stop: (() => void) | null = null;

scope.onmessage = (event: MessageEvent<StreamToWorker>) => {
  const message = event.data;
  if (message.type === 'token') token = message.token;
  else if (message.type === 'close') {
    stop?.();
    stop = null;
  } else if (!stop) {
    token = message.token;
    stop = openLiveSocket({
      url: message.url,
      token: () => token,
      onStatus: (up) => post({ type: 'status', up }),
      onSessionEnded: () => post({ type: 'session-ended' }),
      onMessage: (data) => {
        let steps;
        try {
          steps = batchSteps(data);
        } catch (error) {
          console.warn('live map: a stream message could not be read', error);
          return;
        }
        for (const batch of steps) post({ type: 'batch', batch }, [batch.positions.buffer]);
      },
    });
  }
};
