// `npm test`: every suite. Unit and API tests on the embedded database; the API suite again on
// PostgreSQL when TEST_DATABASE_URL is set (Redis tests run when REDIS_URL is set); then the
// benchmarks once at a tiny scale; then the end-to-end specs in Debian's Chromium against the
// production build and the real server.
import { ensureChromium, ensureDependencies, ensureWebBuild, log, run } from './lib.mjs';

const started = Date.now();
const step = (title, fn) => {
  log(title);
  fn();
};

ensureDependencies();
step('Every locked package runs on the declared Node (engines; issue 21, item 17)', () => run('node', ['scripts/check-engines.mjs']));
step('Type checking', () => run('npm', ['run', 'typecheck', '--silent']));
step('Linting', () => run('npm', ['run', 'lint', '--silent']));
step('OpenAPI document lint (Spectral, spectral:oas)', () => run('node', ['scripts/lint-openapi.mjs']));
step('Unit and API tests on PGlite', () => run('npx', ['vitest', 'run'], { env: { TEST_DATABASE_URL: '' } }));
step('Mutation testing of the contract (StrykerJS; fails below the break threshold, docs/mutation-testing.md)', () => run('npm', ['run', 'test:mutation:contract:ci', '--silent']));
if (process.env.TEST_DATABASE_URL) {
  step(`API tests on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host})`, () => run('npx', ['vitest', 'run', '--project', 'server']));
} else {
  log('TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped');
}
ensureChromium();
ensureWebBuild({ force: true });
step('Benchmarks at a tiny scale: each still runs (no timing asserted; docs/performance.md)', () => run('npm', ['run', 'bench:smoke', '--silent']));
step('End-to-end tests in Chromium', () => run('npx', ['playwright', 'test']));
log(`All suites passed in ${Math.round((Date.now() - started) / 1000)} s`);
