import cluster from 'node:cluster';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { configuredDatabase, openDatabase, type Database } from './db/database';
import { createLogger } from './lib/logger';
import { migrate } from './db/migrate';
import { closeDeps, createDeps } from './deps';
import { firstStart } from './modules/bootstrap/bootstrap';
import { DEMO_USER_PASSWORD } from './modules/bootstrap/bootstrap';
import { resolveJwtSecret } from './modules/auth/tokens';
import { startWorkers } from './server-workers';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './modules/bootstrap/demo-staff';
import { HttpSimulator } from './simulator/http-simulator';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Calls `stop` once, on the first SIGTERM or SIGINT, then exits. */
function onSignals(logger: Logger, stop: () => Promise<void>) {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    void stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', () => handle('SIGTERM'));
  process.once('SIGINT', () => handle('SIGINT'));
}

/** How the port is served: its number, and how to stop serving. */
interface Serving {
  port: number;
  close(): Promise<void>;
}

/** One whole server on an open database: services, routes, listening on PORT. */
async function serve(config: Config, database: Database, logger: Logger): Promise<Serving> {
  const deps = await createDeps(config, database, logger);
  const app = await buildApp(deps, logger);
  await app.listen({ port: config.port, host: config.host });
  // Every process runs the job runner: each due run still happens once (modules/jobs, docs/notifications.md).
  if (config.jobs) {
    deps.jobs.start();
    // Unanswered dispatch offers expire about once a second (each one handled once across instances).
    deps.dispatch.sweeper.start();
  }
  return {
    port: (app.server.address() as { port: number }).port,
    close: async () => {
      await app.close();
      await closeDeps(deps);
    },
  };
}

/**
 * Several processes (WEB_CONCURRENCY): the primary has migrated and seeded, makes the token secret
 * once so every worker reads the same one from DATA_DIR, and leaves the serving to the workers.
 */
async function serveInWorkers(config: Config, database: Database, logger: Logger): Promise<Serving> {
  await database.close();
  resolveJwtSecret(config.jwtSecret, config.dataDir);
  const workers = await startWorkers(config.workers, logger);
  return { port: workers.port, close: workers.stop };
}

/** The simulated drivers use the public API of this server, as the driver app would (docs/live-operations.md). */
function startSimulator(config: Config, address: string, logger: Logger): HttpSimulator | null {
  const simulatorAdmin = config.demoSignIn ?? config.admin;
  if (config.simulateDrivers <= 0 || !simulatorAdmin) return null;
  const simulator = new HttpSimulator({ url: address, drivers: config.simulateDrivers, admin: simulatorAdmin, password: DEMO_USER_PASSWORD, log: logger });
  simulator.start().catch((error: unknown) => logger.warn({ err: error }, 'driver simulator did not start'));
  return simulator;
}

function announce(config: Config, address: string) {
  console.log(`\n  Taxi back office is running at ${address}${config.workers > 1 ? ` (${config.workers} server processes)` : ''}`);
  if (!config.demoSignIn) return;
  console.log(`  Demo sign-in: ${config.demoSignIn.email} / ${config.demoSignIn.password}`);
  console.log(`  Demo staff (password ${DEMO_STAFF_PASSWORD}): ${DEMO_STAFF.map((member) => `${member.email} (${member.role})`).join(', ')}\n`);
}

/** A worker of the primary below: the database is migrated and seeded already. */
async function worker() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const server = await serve(config, await openDatabase(configuredDatabase(config)), logger);
  onSignals(logger, server.close);
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(configuredDatabase(config));
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await firstStart(database.db, config, logger);

  const serving = config.workers === 1 ? await serve(config, database, logger) : await serveInWorkers(config, database, logger);
  const address = `http://localhost:${serving.port}`;
  const simulator = startSimulator(config, address, logger);
  onSignals(logger, async () => {
    simulator?.stop();
    await serving.close();
  });
  logger.info({ address, database: database.kind, redis: !!config.redisUrl, processes: config.workers }, 'taxi back office ready');
  announce(config, address);
}

(cluster.isWorker ? worker() : main()).catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
