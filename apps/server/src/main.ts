import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { configuredDatabase, openDatabase } from './db/database';
import { createLogger } from './lib/logger';
import { migrate } from './db/migrate';
import { closeDeps, createDeps } from './deps';
import { firstStart } from './modules/bootstrap/bootstrap';
import { DEMO_USER_PASSWORD } from './modules/bootstrap/bootstrap';
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

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(configuredDatabase(config));
  const applied = await migrate(database);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await firstStart(database.db, config, logger);

  const deps = await createDeps(config, database, logger);
  const app = await buildApp(deps, logger);

  let simulator: HttpSimulator | null = null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    simulator?.stop();
    await app.close();
    await closeDeps(deps);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
  // The simulated drivers use the public API of this server, as the driver app would (docs/live-operations.md).
  const simulatorAdmin = config.demoSignIn ?? config.admin;
  if (config.simulateDrivers > 0 && simulatorAdmin) {
    simulator = new HttpSimulator({ url: address, drivers: config.simulateDrivers, admin: simulatorAdmin, password: DEMO_USER_PASSWORD, log: logger });
    simulator.start().catch((error: unknown) => logger.warn({ err: error }, 'driver simulator did not start'));
  }
  logger.info({ address, database: database.kind, redis: !!deps.redis }, 'taxi back office ready');
  console.log(`\n  Taxi back office is running at ${address}`);
  if (config.demoSignIn) console.log(`  Demo sign-in: ${config.demoSignIn.email} / ${config.demoSignIn.password}\n`);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
