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
    // The files share one module graph: the app is imported once, not once per file (a run on
    // PGlite 263 → 173 s, on PostgreSQL 160 s alone). Every test builds its own app and database;
    // a test that changes a module's setting (reportCap, sessionRecheck) puts it back itself.
    isolate: false,
  },
});
