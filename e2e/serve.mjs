// Starts the real server for the end-to-end run: production web build, a fresh database with the
// demo data, no driver simulator, in-memory live state (whatever DATABASE_URL / REDIS_URL the shell
// has: a run must not share sign-in throttling or presence with another run or a real server).
// The database is the embedded one in a temporary directory, or, when E2E_DATABASE_URL names a
// PostgreSQL server (`npm test` passes TEST_DATABASE_URL's), a database of its own there; either
// is removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const { DATABASE_URL: _database, REDIS_URL: _redis, WEB_CONCURRENCY: _workers, E2E_DATABASE_URL: serverUrl, ...env } = process.env;
const port = process.env.PORT ?? '4310';
const dataDir = serverUrl ? null : mkdtempSync(join(tmpdir(), 'taxi-e2e-'));
const databaseName = serverUrl ? `taxi_e2e_${port}_${process.pid}` : null;

/** One statement on the server's maintenance connection (CREATE / DROP DATABASE). */
async function onServer(statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let database = { DATA_DIR: dataDir };
if (databaseName) {
  await onServer(`CREATE DATABASE ${databaseName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  database = { DATABASE_URL: url.toString() };
}
// One node process (tsx as a loader, not through npx) so that signals reach the server itself.
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  // notifications generated every 2 s (60 s by default): the bell's spec sees a new driver's soon
  env: { ...env, PORT: port, ...database, DEMO: '1', SIMULATE_DRIVERS: '0', NOTIFICATIONS_EVERY_SECONDS: '2' },
});

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (databaseName) await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    child.kill(signal);
    // Give the server a moment to close its database cleanly.
    setTimeout(() => void cleanUp().then(() => process.exit(0)), 3000).unref();
  });
}

child.on('exit', (code) => void cleanUp().then(() => process.exit(code ?? 0)));
