// Mutation testing of the server's services with StrykerJS, on PGlite. On demand only (it takes
// a long while on 2 cores): `npm run test:mutation:server`, or one service with
// `STRYKER_SERVER_TESTS='test/trip-types/*.test.ts' npx stryker run stryker.server.config.mjs \
//   --mutate apps/server/src/modules/trip-types/trip-types.service.ts`.
// See docs/mutation-testing.md for the scores and the mutants that survive.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'stryker.server.vitest.config.mjs', related: false },
  mutate: ['apps/server/src/modules/**/*.service.ts'],
  ignorePatterns: ['/apps/web', '/e2e', '/docs', '/data', '/test-results', '/playwright-report', '/.tmp'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 90, low: 85, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.tmp/mutation/server.html' },
  jsonReporter: { fileName: '.tmp/mutation/server.json' },
  tempDirName: '.tmp/stryker-server',
  cleanTempDir: 'always',
};
