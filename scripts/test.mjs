// `npm test`: every suite. Unit and API tests on the embedded database and, at the same time
// (each keeps about one core busy), the API suite again on PostgreSQL when TEST_DATABASE_URL is
// set (Redis tests run when REDIS_URL is set), the contract's mutation testing and the benchmarks
// once at a tiny scale following the PostgreSQL run as it ends first; then the end-to-end specs in Debian's Chromium against the
// production build and the real server, two workers with a server each. Each step's time is printed at the end (docs/performance.md, "CI").
import os from 'node:os';
import { ensureChromium, ensureDependencies, ensureWebBuild, ensureXmllint, log, run, startLogged } from './lib.mjs';

const started = Date.now();
const timings = [];
const seconds = (since) => Math.round((Date.now() - since) / 1000);
/** Busy and idle CPU time of the whole machine so far (ms, all cores). */
function cpuClock() {
  let busy = 0;
  let idle = 0;
  for (const { times } of os.cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle, at: Date.now() };
}
/** How many cores were busy on average since `from`: tells a step waiting from one computing. */
const coresBusy = (from) => {
  const now = cpuClock();
  return (now.busy - from.busy) / Math.max(1, now.at - from.at);
};
const timed = (title, since, cpu) => timings.push([title, seconds(since), coresBusy(cpu)]);

async function step(title, fn) {
  log(title);
  const since = Date.now();
  const cpu = cpuClock();
  await fn();
  timed(title, since, cpu);
}

function printTimings() {
  log(`Time per step (s), and the cores busy on average during it (of ${os.cpus().length}, the whole machine):`);
  for (const [title, took, busy] of timings) console.log(`  ${String(took).padStart(5)}  ${busy.toFixed(1).padStart(4)}  ${title}`);
  console.log(`  ${String(seconds(started)).padStart(5)}  in all`);
}

/** Runs one job (its command), timed from its start to its end; resolves with its failure, or null. */
function runJob(job) {
  const since = Date.now();
  const cpu = cpuClock();
  const started = startLogged(job.command, job.args, job.name, { env: job.env });
  return started.finished.then((code) => {
    timed(job.title, since, cpu);
    return code === 0 ? null : `${job.title} (exit ${code}; output in ${started.logFile})`;
  });
}

/**
 * Commands side by side (the machine has two cores and each of these keeps about one busy), each
 * writing to its own file, printed whole as it ends; every one is timed; fails when any failed. A job's `then` jobs start side by side once it has passed, while the
 * others still run (a lane that ends early hands its core to what comes next).
 */
async function together(jobs) {
  const lane = async (job) => {
    log(`${job.title} (beside the others)`);
    const failure = await runJob(job);
    if (failure) return [failure];
    return (await Promise.all((job.then ?? []).map(lane))).flat();
  };
  const failed = (await Promise.all(jobs.map(lane))).flat();
  if (failed.length) throw new Error(`failed: ${failed.join('; ')}`);
}

try {
  await step('Dependencies (npm ci when the lock file changed)', () => ensureDependencies());
  await step('Every locked package runs on the declared Node (engines; issue 21, item 17)', () => run('node', ['scripts/check-engines.mjs']));
  // The bank payout file's test validates the pain.001 XML with xmllint (issue 25): installed when missing, as Chromium is.
  await step('xmllint (libxml2-utils) for the pain.001 schema check', () => ensureXmllint());
  await together([
    { title: 'Type checking', name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    { title: 'Linting', name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
    { title: 'OpenAPI document lint (Spectral, spectral:oas)', name: 'openapi-lint', command: 'node', args: ['scripts/lint-openapi.mjs'] },
  ]);

  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) log('TEST_DATABASE_URL is not set: the PostgreSQL run of the API tests is skipped');
  // The bench smoke and the mutation testing need Chromium and the web build: made first (6 s).
  await step('Chromium and the production web build', () => {
    ensureChromium();
    ensureWebBuild({ force: true });
  });
  // The PostgreSQL run ends about a minute before the PGlite one: the contract's mutation testing
  // (incremental) and the bench smoke (mostly waiting on its servers and browsers) follow it in its lane.
  const afterwards = [
    { title: 'Mutation testing of the contract (StrykerJS, incremental; fails below the break threshold, docs/mutation-testing.md)', name: 'mutation-contract', command: 'npm', args: ['run', 'test:mutation:contract:ci', '--silent'] },
    { title: 'Benchmarks at a tiny scale: each still runs (no timing asserted; docs/performance.md)', name: 'bench-smoke', command: 'npm', args: ['run', 'bench:smoke', '--silent'] },
  ];
  const pglite = { title: 'Unit and API tests on PGlite', name: 'vitest-pglite', command: 'npx', args: ['vitest', 'run'], env: { TEST_DATABASE_URL: '' } };
  await step('Tests, mutation testing and the bench smoke', () =>
    together(
      postgresUrl
        ? [pglite, { title: `API tests on PostgreSQL (${new URL(postgresUrl).host})`, name: 'vitest-postgres', command: 'npx', args: ['vitest', 'run', '--project', 'server'], env: { TEST_PGLITE_ELSEWHERE: '1' }, then: afterwards }]
        : [{ ...pglite, then: afterwards }],
    ),
  );
  await step('End-to-end tests in Chromium', () => run('npx', ['playwright', 'test']));
} finally {
  printTimings();
}
log(`All suites passed in ${seconds(started)} s`);
