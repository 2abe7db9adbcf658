/**
 * The admins of bench:live in a worker thread of their own: M sockets on `/api/live`, each
 * message's arrival stamped on this thread's event loop, which does nothing else (in the bench's
 * main thread an arrival waited behind the 10,000 driver sockets' sends, which added the client's
 * own lag to the delay). The drivers' send times come from the main thread through shared memory
 * (`SendTimes`).
 *
 * Every admin's messages are counted and every admin's closing is recorded (code and when: an
 * admin closed as too slow would otherwise look like a starved server); the first admin's
 * positions are matched to their sends for the delay.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { LiveBatch } from '@taxi/contract';
import { type ClientSocket, openLiveSocket } from '../../apps/server/src/simulator/live-socket-client';

/**
 * The last two send times of each driver (ms after `base`), written by the main thread and read
 * by the watcher: a position is matched to the latest send at or before the server took it.
 */
export class SendTimes {
  readonly times: Int32Array;

  constructor(
    readonly buffer: SharedArrayBuffer,
    readonly base: number,
  ) {
    this.times = new Int32Array(buffer);
  }

  static create(drivers: number, base = Date.now()) {
    return new SendTimes(new SharedArrayBuffer(drivers * 2 * Int32Array.BYTES_PER_ELEMENT), base);
  }

  sent(index: number, at: number) {
    Atomics.store(this.times, index * 2, Atomics.load(this.times, index * 2 + 1));
    Atomics.store(this.times, index * 2 + 1, at - this.base);
  }

  /** The send the server answered with a position it took at `reportedAtMs` (epoch ms; 0: none yet). */
  matching(index: number, reportedAtMs: number): number {
    const older = Atomics.load(this.times, index * 2);
    const newer = Atomics.load(this.times, index * 2 + 1);
    const at = newer + this.base <= reportedAtMs ? newer : older;
    return at > 0 ? at + this.base : 0;
  }
}

export interface WatcherSetup {
  url: string;
  token: string;
  admins: number;
  driverIds: number[];
  sendBuffer: SharedArrayBuffer;
  sendBase: number;
}

/** What the admins received in the measured window. */
export interface WatcherFigures {
  /** Positions in the first admin's batches (of the bench's drivers). */
  delivered: number;
  /** Delay of each of those positions from its driver's send, ms. */
  delays: number[];
  batches: number;
  bytes: number;
  /** Messages per admin (all equal when every admin keeps up). */
  batchesPerAdmin: number[];
  /** Admin sockets the server closed, with the close code and when (ms into the window; negative: before it). */
  closed: { admin: number; code: number; atMs: number }[];
}

type Command = { type: 'start' } | { type: 'stop' } | { type: 'close' };
type Reply = { type: 'ready' } | { type: 'figures'; figures: WatcherFigures } | { type: 'error'; message: string };

/** The main thread's handle on the watcher worker. */
export class LiveWatcher {
  private constructor(private readonly worker: Worker) {}

  static async open(setup: WatcherSetup): Promise<LiveWatcher> {
    // Node 20 resolves a worker's entry before `--import tsx` hooks apply: the entry registers tsx, then loads this file.
    const entry = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(import.meta.url)});`;
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(entry)}`), { workerData: setup });
    const watcher = new LiveWatcher(worker);
    await watcher.next('ready');
    return watcher;
  }

  private next<T extends Reply['type']>(type: T): Promise<Extract<Reply, { type: T }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        this.worker.off('error', reject);
        if (reply.type === 'error') reject(new Error(`live watcher: ${reply.message}`));
        else if (reply.type === type) resolve(reply as Extract<Reply, { type: T }>);
        else reject(new Error(`live watcher: ${reply.type} instead of ${type}`));
      };
      this.worker.once('message', onMessage);
      this.worker.once('error', reject);
    });
  }

  start() {
    this.worker.postMessage({ type: 'start' } satisfies Command);
  }

  async stop(): Promise<WatcherFigures> {
    const reply = this.next('figures');
    this.worker.postMessage({ type: 'stop' } satisfies Command);
    return (await reply).figures;
  }

  async close() {
    this.worker.postMessage({ type: 'close' } satisfies Command);
    await this.worker.terminate();
  }
}

/** The worker's side: opens the admins, measures between start and stop. */
async function watch(setup: WatcherSetup) {
  const port = parentPort!;
  const sends = new SendTimes(setup.sendBuffer, setup.sendBase);
  const indexOf = new Map(setup.driverIds.map((driverId, index) => [driverId, index]));
  let measuring = false;
  let windowStart = 0;
  const fresh = (): WatcherFigures => ({ delivered: 0, delays: [], batches: 0, bytes: 0, batchesPerAdmin: Array.from({ length: setup.admins }, () => 0), closed: [] });
  let figures = fresh();
  const closed: { admin: number; code: number; at: number }[] = [];
  const sockets: ClientSocket[] = [];
  for (let admin = 0; admin < setup.admins; admin++) {
    const socket = await openLiveSocket(setup.url, '/api/live', setup.token);
    socket.on('close', (code) => closed.push({ admin, code, at: Date.now() }));
    socket.on('message', (data) => {
      const arrived = Date.now();
      if (!measuring) return;
      figures.batchesPerAdmin[admin]! += 1;
      // the server sends every admin the same bytes: the first one's are read
      if (admin > 0) return;
      const message: unknown = JSON.parse(data.toString());
      // the first batch is checked against the contract; the rest are trusted (client CPU)
      const batch = figures.batches === 0 ? LiveBatch.parse(message) : (message as LiveBatch);
      figures.batches += 1;
      figures.bytes += data.length;
      for (const [driverId, , , , , reportedAtMs] of batch.positions) {
        const index = indexOf.get(driverId);
        if (index === undefined) continue;
        figures.delivered += 1;
        const sent = sends.matching(index, reportedAtMs);
        if (sent > 0) figures.delays.push(arrived - sent);
      }
    });
    sockets.push(socket);
  }
  port.on('message', (command: Command) => {
    if (command.type === 'start') {
      figures = fresh();
      windowStart = Date.now();
      measuring = true;
    } else if (command.type === 'stop') {
      measuring = false;
      figures.closed = closed.map(({ admin, code, at }) => ({ admin, code, atMs: at - windowStart }));
      port.postMessage({ type: 'figures', figures } satisfies Reply);
    } else for (const socket of sockets) socket.close();
  });
  port.postMessage({ type: 'ready' } satisfies Reply);
}

if (!isMainThread && parentPort) {
  watch(workerData as WatcherSetup).catch((error: unknown) => parentPort!.postMessage({ type: 'error', message: String(error) } satisfies Reply));
}
