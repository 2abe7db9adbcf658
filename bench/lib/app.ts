/**
 * The real server for a benchmark: migrated, first-start done (the demo data on an empty embedded
 * database, the demo admin), listening on a free port of 127.0.0.1, with the demo admin signed in
 * over HTTP. The same code path as `npm start` (main.ts), minus the driver simulator.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { DEMO_ADMIN, loadConfig } from '../../apps/server/src/config';
import { type Database, openDatabase } from '../../apps/server/src/db/database';
import { migrate } from '../../apps/server/src/db/migrate';
import { closeDeps, createDeps } from '../../apps/server/src/deps';
import { createLogger } from '../../apps/server/src/lib/logger';
import { firstStart } from '../../apps/server/src/modules/bootstrap/bootstrap';

export interface BenchApp {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** The demo admin's bearer token. */
  token: string;
  /** The demo admin as the sign-in answered it (what the web app keeps beside the token). */
  user: unknown;
  app: FastifyInstance;
  /** The app's own database connection (for raw SQL beside the API). */
  database: Database;
  close(): Promise<void>;
}

export interface StartOptions {
  /** A PostgreSQL URL; null or absent: a fresh embedded (PGlite, in memory) database seeded with the demo. */
  databaseUrl?: string | null;
  /** Connections in the PostgreSQL pool (default 10, as the server). */
  poolSize?: number;
  /** Extra environment for loadConfig (e.g. REDIS_URL); LOG_LEVEL defaults to silent. */
  env?: Record<string, string>;
  /** A built web app to serve as `npm start` does (bench/map.ts); absent: the API alone. */
  webDist?: string;
  /** Routes of the benchmark's own beside the app's, registered before it listens (bench/dashboard.ts: the "before" of a route). */
  routes?: (app: FastifyInstance) => Promise<void>;
}

/** Signs in over HTTP and returns the bearer token with the signed-in user. */
export async function signInSession(baseUrl: string, email: string, password: string): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${baseUrl}/api/auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { token: string; user: unknown };
}

/** Signs in over HTTP and returns the bearer token. */
export const signIn = async (baseUrl: string, email: string, password: string) => (await signInSession(baseUrl, email, password)).token;

export async function startApp(options: StartOptions = {}): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, DEMO: '1', SIMULATE_DRIVERS: '0', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...options.env }),
    webDist: options.webDist ?? null,
  };
  const database = await openDatabase(
    options.databaseUrl ? { kind: 'postgres', url: options.databaseUrl, poolSize: options.poolSize } : { kind: 'pglite', dataDir: null },
  );
  await migrate(database);
  await firstStart(database.db, config, createLogger(config.logLevel));
  const deps = await createDeps(config, database);
  const app = await buildApp(deps);
  if (options.routes) await options.routes(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const { token, user } = await signInSession(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  return {
    baseUrl,
    token,
    user,
    app,
    database,
    close: async () => {
      await app.close();
      await closeDeps(deps);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
