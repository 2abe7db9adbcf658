// Mutation testing of the contract package (schemas, money, fare, operator clock) with StrykerJS.
// `npm run test:mutation:contract`; CI runs it from `npm test` and fails below `thresholds.break`.
// See docs/mutation-testing.md for the scores and the mutants that survive.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'packages/contract/vitest.config.ts', dir: 'packages/contract', related: false },
  mutate: ['packages/contract/src/**/*.ts'],
  // The sandbox is a copy of what the contract needs; the rest of the repository stays out.
  ignorePatterns: ['/apps', '/e2e', '/docs', '/scripts', '/data', '/test-results', '/playwright-report', '/.tmp', '/packages/contract/mutation'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // A static mutant reloads the test environment: on a busy 2-core machine that alone can take 10 s.
  timeoutMS: 20_000,
  thresholds: { high: 95, low: 90, break: 90 },
  // Incremental mode (docs/mutation-testing.md): the results of the last run are kept in the
  // repository; a mutant whose code and covering tests did not change keeps its result, only the
  // rest run again. Commit the refreshed file with a change to the contract or its tests.
  incremental: true,
  incrementalFile: 'packages/contract/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.tmp/mutation/contract.html' },
  jsonReporter: { fileName: '.tmp/mutation/contract.json' },
  tempDirName: '.tmp/stryker-contract',
  cleanTempDir: 'always',
};
