// The real server (apps/server/src/main.ts) serving a built web app, on a fresh embedded database
// with the demo data in a temporary folder, for the benchmarks that drive a browser (bundle, map).
// The same setup as e2e/serve.mjs; DATABASE_URL / REDIS_URL are ignored so a run shares nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface WebServer {
  url: string;
  dataDir: string;
  close(): Promise<void>;
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

export async function startWebServer(options: { root: string; dist: string; port: number; env?: Record<string, string> }): Promise<WebServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: options.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(options.port), DATA_DIR: dataDir, DEMO: '1', SIMULATE_DRIVERS: '0', WEB_DIST: options.dist, LOG_LEVEL: 'warn', ...options.env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('the server did not start within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    dataDir,
    async close() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
