import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** More replacements than this within RESTART_WINDOW_MS is a crash loop: the primary gives up. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

export interface Workers {
  /** The port the workers share (the first worker's, also when PORT=0 picked one). */
  port: number;
  /** SIGTERM to every worker; resolves when all have ended. */
  stop(): Promise<void>;
}

/**
 * The primary of `npm start` with WEB_CONCURRENCY > 1 (docs/performance-requests.md, "Both
 * cores"): forks `count` copies of this script, which share the listening port (Node's cluster
 * hands each new connection to the next worker). Each worker is a whole server on the shared
 * PostgreSQL and Redis, so sign-in throttles, sessions, presence and the live stream are the same
 * whichever process answers. A worker that dies after it listened is replaced (connections the
 * primary handed it in that moment are reset); one that dies before it listened, or a sixth
 * replacement within a minute, ends the primary with an error (a wrong setting would only loop).
 * Resolves once every worker listens.
 */
export function startWorkers(count: number, logger: Logger): Promise<Workers> {
  let stopping = false;
  /** When the replacements within the last RESTART_WINDOW_MS happened. */
  let restarts: number[] = [];

  return new Promise((resolve, reject) => {
    const listening = new Set<number>();
    let port = 0;
    cluster.on('listening', (worker: Worker, address) => {
      listening.add(worker.id);
      port ||= address.port;
      if (listening.size === count && !started) {
        started = true;
        resolve({ port, stop });
      }
    });
    let started = false;
    // Before every worker listens, startWorkers fails (main.ts exits with the message); after, no
    // one awaits it any more: the primary must not stay up serving nothing.
    const giveUp = (why: string) => {
      logger.error(why);
      void stop().then(() => (started ? process.exit(1) : reject(new Error(why))));
    };
    cluster.on('exit', (worker: Worker, code, signal) => {
      if (stopping) return;
      const how = `exit ${code ?? signal}`;
      if (!listening.has(worker.id)) return giveUp(`a server process ended while starting (${how})`);
      const now = Date.now();
      restarts = [...restarts.filter((at) => now - at < RESTART_WINDOW_MS), now];
      if (restarts.length > MAX_RESTARTS) return giveUp(`server processes keep ending (${how}): more than ${MAX_RESTARTS} within a minute`);
      logger.error({ worker: worker.id, code, signal }, 'a server process ended; starting another');
      cluster.fork();
    });
    for (let index = 0; index < count; index += 1) cluster.fork();
  });

  async function stop() {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());
    await Promise.all(
      running.map(
        (worker) =>
          new Promise<void>((done) => {
            worker.once('exit', () => done());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  }
}
