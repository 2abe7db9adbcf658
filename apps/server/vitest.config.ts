import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite is CPU-bound and the machine has two cores: one file at a time keeps timings steady.
    fileParallelism: false,
  },
});
