// Starts the real server for the end-to-end run: production web build, fresh database with the
// demo data in a temporary directory (removed on exit), no driver simulator. It always runs on
// the embedded database with in-memory live state, whatever DATABASE_URL / REDIS_URL the shell
// has: a run must not share sign-in throttling or presence with another run or a real server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'taxi-e2e-'));
const { DATABASE_URL: _database, REDIS_URL: _redis, WEB_CONCURRENCY: _workers, ...env } = process.env;
// One node process (tsx as a loader, not through npx) so that signals reach the server itself.
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  // notifications generated every 2 s (60 s by default): the bell's spec sees a new driver's soon
  env: { ...env, PORT: process.env.PORT ?? '4310', DATA_DIR: dataDir, DEMO: '1', SIMULATE_DRIVERS: '0', NOTIFICATIONS_EVERY_SECONDS: '2' },
});

let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    child.kill(signal);
    // Give the server a moment to close its database cleanly.
    setTimeout(() => {
      cleanUp();
      process.exit(0);
    }, 3000).unref();
  });
}

child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
