import { defineConfig, devices } from '@playwright/test';

/** Two workers for the machine's two cores; E2E_WORKERS=1 runs one spec file after another. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * End-to-end tests: Debian's Chromium against the production web build served by the real
 * server. Each worker starts its own server on a fresh database with the demo data
 * (`e2e/support/worker-server.ts`, on E2E_PORT + the worker's index, 4310 by default), so the
 * workers share no data. Build the web first: `npm run build -w @taxi/web && npx playwright test`.
 * `E2E_DATABASE_URL=postgres://…/postgres` gives each worker's server a database of its own on that
 * PostgreSQL server instead (created and dropped by e2e/serve.mjs).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Visual baselines live beside the specs, named without the OS or project (one Chromium, Debian's).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    locale: 'en-US',
    timezoneId: 'Europe/Istanbul',
    // Recording a trace for every test made the run three times slower with two workers (31.5 min
    // against 7.6 min without, docs/performance.md "CI"): a failing test's retry records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--enable-unsafe-swiftshader',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 } } }],
});
