// The real server (apps/server/src/main.ts) as its own process, as `npm start` runs it, for the
// benchmarks that must not share a process with it (bundle, throughput, live). By default it runs on
// a fresh embedded database with the demo data in a temporary folder (the setup of e2e/serve.mjs):
// the shell's DATABASE_URL / REDIS_URL are ignored so a run shares nothing; `env` may set them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from './stats';
import { ROOT } from './web-build';

export interface WebServer {
  url: string;
  dataDir: string;
  /** The server's process (its pid for /proc figures). */
  child: ChildProcess;
  close(): Promise<void>;
}

export interface ServerOptions {
  /** The checkout whose apps/server/src/main.ts runs (default this one). */
  root?: string;
  /** The port to listen on (default a free one); refused when something already answers there. */
  port?: number;
  /** A built web app to serve (WEB_DIST); absent: the server's default (the shell's WEB_DIST or apps/web/dist). */
  dist?: string;
  /** Environment over the defaults (DEMO=1, SIMULATE_DRIVERS=0, LOG_LEVEL=warn, DATA_DIR). */
  env?: Record<string, string>;
  /** How long to wait for /api/health (default 180 s). */
  timeoutMs?: number;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const answersHealth = (url: string) => fetch(`${url}/api/health`).then((response) => response.ok, () => false);

export async function startWebServer(options: ServerOptions = {}): Promise<WebServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  if (await answersHealth(url)) throw new Error(`something already answers on port ${port} (--port to choose another)`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
  const { DATABASE_URL: _database, REDIS_URL: _redis, WEB_CONCURRENCY: _workers, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: options.root ?? ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      SIMULATE_DRIVERS: '0',
      LOG_LEVEL: 'warn',
      // one server process unless the bench asks for more (bench:throughput --workers)
      WEB_CONCURRENCY: '1',
      ...(options.dist ? { WEB_DIST: options.dist } : {}),
      ...options.env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The server never outlives the bench.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const close = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    kill();
    process.off('exit', kill);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const timeoutMs = options.timeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  while (!(await answersHealth(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(child.exitCode !== null ? `the server exited with ${child.exitCode}` : `the server did not answer within ${timeoutMs / 1000} s`);
    }
    await sleep(300);
  }
  return { url, dataDir, child, close };
}
