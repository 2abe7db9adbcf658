// The server tests that exercise the services, for `npm run test:mutation:server` (StrykerJS):
// the module and security API tests, on PostgreSQL (+ Redis) when TEST_DATABASE_URL (REDIS_URL) is
// set, else on PGlite. Only PostgreSQL's pool of connections can tell a deleted `FOR UPDATE`. The demo, fuzz, crash, log, compression and
// migration suites stay out: they cover no service and would make every mutant minutes long.
// STRYKER_SERVER_TESTS (comma-separated globs under apps/server) narrows the run to one module's tests.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('./apps/server', import.meta.url)),
  test: {
    include: process.env.STRYKER_SERVER_TESTS?.split(',') ?? [
      'test/app-settings/*.test.ts',
      'test/trip-types/*.test.ts',
      'test/users/*.test.ts',
      'test/documents/*.test.ts',
      'test/presence/*.test.ts',
      'test/core/auth.test.ts',
      'test/security/auth-sessions.test.ts',
      'test/security/throttle-login.test.ts',
      'test/security/presence-rules.test.ts',
      'test/security/concurrency.test.ts',
    ],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', REDIS_URL: process.env.REDIS_URL ?? '' },
  },
});
