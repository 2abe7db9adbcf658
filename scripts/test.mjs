// `npm test`: every suite. Unit and API tests on the embedded database and, at the same time
// (each keeps about one core busy), the API suite again on PostgreSQL when TEST_DATABASE_URL is
// set (Redis tests run when REDIS_URL is set); then the benchmarks once at a tiny scale; then the
// end-to-end specs in Debian's Chromium against the production build and the real server, two
// workers with a server each. Each step's time is printed at the end (docs/performance.md, "CI").
import { ensureChromium, ensureDependencies, ensureWebBuild, log, run, startLogged } from './lib.mjs';

const started = Date.now();
const timings = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const timed = (title, since) => timings.push([title, seconds(since)]);

async function step(title, fn) {
  log(title);
  const since = Date.now();
  await fn();
  timed(title, since);
}

function printTimings() {
  log('Time per step (s):');
  for (const [title, took] of timings) console.log(`  ${String(took).padStart(5)}  ${title}`);
  console.log(`  ${String(seconds(started)).padStart(5)}  in all`);
}

try {
  await step('Dependencies (npm ci when the lock file changed)', () => ensureDependencies());
  await step('Every locked package runs on the declared Node (engines; issue 21, item 17)', () => run('node', ['scripts/check-engines.mjs']));
  await step('Type checking', () => run('npm', ['run', 'typecheck', '--silent']));
  await step('Linting', () => run('npm', ['run', 'lint', '--silent']));
  await step('OpenAPI document lint (Spectral, spectral:oas)', () => run('node', ['scripts/lint-openapi.mjs']));

  const postgresUrl = process.env.TEST_DATABASE_URL;
  const postgresTitle = postgresUrl && `API tests on PostgreSQL (${new URL(postgresUrl).host}), beside the PGlite run`;
  const postgresSince = Date.now();
  const postgres = postgresUrl ? startLogged('npx', ['vitest', 'run', '--project', 'server'], 'vitest-postgres') : null;
  if (!postgres) log('TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped');
  await step('Unit and API tests on PGlite', () => run('npx', ['vitest', 'run'], { env: { TEST_DATABASE_URL: '' } }));
  if (postgres) {
    log(`${postgresTitle}: its output (${postgres.logFile})`);
    const code = await postgres.finished;
    timed(postgresTitle, postgresSince);
    if (code !== 0) throw new Error(`the API tests on PostgreSQL failed (exit ${code})`);
  }
  await step('Mutation testing of the contract (StrykerJS; fails below the break threshold, docs/mutation-testing.md)', () => run('npm', ['run', 'test:mutation:contract:ci', '--silent']));
  await step('Chromium and the production web build', () => {
    ensureChromium();
    ensureWebBuild({ force: true });
  });
  await step('Benchmarks at a tiny scale: each still runs (no timing asserted; docs/performance.md)', () => run('npm', ['run', 'bench:smoke', '--silent']));
  await step('End-to-end tests in Chromium', () => run('npx', ['playwright', 'test']));
} finally {
  printTimings();
}
log(`All suites passed in ${seconds(started)} s`);
