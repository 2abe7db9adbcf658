import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/database';
import type { UserRow } from '../../src/db/schema';
import { createDeps } from '../../src/deps';
import { ensureAppSettings } from '../../src/modules/app-settings/app-settings.defaults';
import { createUser } from './factories';
import { adminQuery, dropDatabase, quoteIdent, testDatabaseName, withDatabase } from './test-databases';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
/** TWO_FACTOR_KEY of the test apps: 32 bytes in base64. */
export const TEST_TWO_FACTOR_KEY = Buffer.alloc(32, 7).toString('base64');

/** A fresh migrated database: a copy of the run's template on PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = readFileSync(inject('pgliteTemplate'));
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: new Blob([template]) });
  }
  const name = testDatabaseName(inject('testRunId'), 'db');
  await adminQuery(serverUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(inject('postgresTemplate'))}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** A Redis key prefix no other test app uses (REDIS_KEY_PREFIX). */
export const testRedisPrefix = () => `taxi-test:${randomUUID()}:`;

export type As = 'admin' | 'driver' | 'customer' | UserRow;

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: Database['db'];
  users: { admin: UserRow; driver: UserRow; customer: UserRow };
  tokenFor(who: As): Promise<string>;
  /** Injects a request signed in as `who` (bearer token; no cookies, so no anti-forgery header is needed). */
  injectAs(who: As, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Boots the real app on a fresh migrated database with one admin, one driver and one customer (silent unless given a logger). */
export async function buildTestApp(overrides: Partial<Config> = {}, logger?: FastifyBaseLogger): Promise<TestApp> {
  const database = await openTestDatabase();
  await ensureAppSettings(database.db);
  const config: Config = {
    ...loadConfig({ DATA_DIR: tmpdir(), DEMO: '0', SIMULATE_DRIVERS: '0', LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET, TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY }),
    webDist: null,
    // Redis keys and the live channel of this app alone: the PGlite and PostgreSQL runs share one Redis at once (scripts/test.mjs).
    redisKeyPrefix: testRedisPrefix(),
    ...overrides,
  };
  const deps = await createDeps(config, database);
  const app = await buildApp(deps, logger);
  await app.ready();
  const users = {
    admin: await createUser(database.db, 'Admin'),
    driver: await createUser(database.db, 'Driver'),
    customer: await createUser(database.db, 'Customer'),
  };
  const userOf = (who: As) => (typeof who === 'string' ? users[who] : who);
  /** A token of the user as they are now (current token version: one signed before a sign-out would be refused). */
  const tokenFor = async (who: As) => {
    const user = userOf(who);
    const current = await database.db.selectFrom('users').select('token_version').where('id', '=', user.id).executeTakeFirst();
    const tokenVersion = current?.token_version ?? user.token_version;
    return deps.tokens.sign({ id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, role: user.role, tokenVersion });
  };
  return {
    app,
    deps,
    db: database.db,
    users,
    tokenFor,
    injectAs: async (who, options) =>
      app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${await tokenFor(who)}` } }),
    close: async () => {
      await app.close();
      await deps.redis?.quit();
      await database.close();
    },
  };
}
