import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_ADMIN, loadConfig } from '../../src/config';

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, ./data, demo on with the demo admin', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, dataDir: path.resolve('./data'), demo: true, admin: DEMO_ADMIN, databaseUrl: null, redisUrl: null, redisKeyPrefix: 'taxi:', simulateDrivers: 20 });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h:5432/d', REDIS_URL: 'redis://127.0.0.1:6379', JWT_SECRET: 'x'.repeat(32),
      ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'long-password', DEMO: '0', SIMULATE_DRIVERS: '0', LOG_LEVEL: 'warn', REDIS_KEY_PREFIX: 'taxi-staging:',
    });
    expect(loadConfig({ TWO_FACTOR_KEY: Buffer.alloc(32, 5).toString('base64') }).twoFactorKey).toEqual(Buffer.alloc(32, 5));
    expect(loadConfig({}).twoFactorKey).toBeNull();
    expect(config).toMatchObject({ redisKeyPrefix: 'taxi-staging:', port: 4000, dataDir: '/tmp/x', demo: false, simulateDrivers: 0, logLevel: 'warn', admin: { email: 'boss@example.com', password: 'long-password' } });
  });

  describe('WEB_CONCURRENCY: how many server processes (issue 23 item 3)', () => {
    const shared = { DATABASE_URL: 'postgres://u@h:5432/d', REDIS_URL: 'redis://127.0.0.1:6379' };
    it('defaults to one per core with PostgreSQL and Redis, else one', () => {
      expect(loadConfig(shared, 2).workers).toBe(2);
      expect(loadConfig(shared, 8).workers).toBe(8);
      expect(loadConfig({}, 8).workers).toBe(1);
      expect(loadConfig({ DATABASE_URL: shared.DATABASE_URL }, 8).workers).toBe(1);
      expect(loadConfig({ REDIS_URL: shared.REDIS_URL }, 8).workers).toBe(1);
    });

    it('takes the number given, one on any database', () => {
      expect(loadConfig({ ...shared, WEB_CONCURRENCY: '3' }, 2).workers).toBe(3);
      expect(loadConfig({ ...shared, WEB_CONCURRENCY: '1' }, 8).workers).toBe(1);
      expect(loadConfig({ WEB_CONCURRENCY: '1' }, 8).workers).toBe(1);
    });

    it.each([
      [{ WEB_CONCURRENCY: '2' }, 'needs DATABASE_URL'],
      [{ WEB_CONCURRENCY: '2', REDIS_URL: 'redis://127.0.0.1:6379' }, 'needs DATABASE_URL'],
      [{ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://u@h:5432/d' }, 'needs REDIS_URL'],
      [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY: must be a whole number from 1 to 64'],
      [{ WEB_CONCURRENCY: '65' }, 'WEB_CONCURRENCY: must be a whole number from 1 to 64'],
      [{ WEB_CONCURRENCY: 'many' }, 'WEB_CONCURRENCY'],
    ])('refuses %o: %s', (env, message) => {
      expect(() => loadConfig(env, 2)).toThrow(ConfigError);
      expect(() => loadConfig(env, 2)).toThrow(message);
    });
  });

  it('has no bootstrap admin outside demo mode unless one is configured', () => {
    expect(loadConfig({ DEMO: '0' }).admin).toBeNull();
  });

  it('shows the demo sign-in only in demo mode with no other admin configured', () => {
    expect(loadConfig({}).demoSignIn).toEqual(DEMO_ADMIN);
    expect(loadConfig({ DEMO: '0' }).demoSignIn).toBeNull();
    expect(loadConfig({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'long-password' }).demoSignIn).toBeNull();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ TWO_FACTOR_KEY: Buffer.alloc(16).toString('base64') }, 'TWO_FACTOR_KEY: must be 32 bytes in base64'],
    [{ TWO_FACTOR_KEY: 'not a key' }, 'TWO_FACTOR_KEY'],
    [{ DEMO: 'maybe' }, 'DEMO'],
    [{ REDIS_KEY_PREFIX: 'taxi *' }, 'REDIS_KEY_PREFIX'],
    [{ REDIS_KEY_PREFIX: '' }, 'REDIS_KEY_PREFIX'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
  ])('refuses %j with a message naming it', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
