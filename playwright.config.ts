import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs (e.g. two people in one checkout) live side by side.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * End-to-end tests: Debian's Chromium against the production web build served by the real
 * server on a fresh database with the demo data (`e2e/serve.mjs`). Build the web first:
 * `npm run build -w @taxi/web && npx playwright test`.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Visual baselines live beside the specs, named without the OS or project (one Chromium, Debian's).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT) },
    // SIGTERM lets serve.mjs stop the server cleanly and remove its temporary data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 8000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
