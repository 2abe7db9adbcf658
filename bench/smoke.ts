// `npm run bench:smoke`: every benchmark once at a tiny scale, so CI proves each still runs from a
// clean clone (docs/performance.md). No timing is asserted: a benchmark fails the smoke run only
// when it exits non-zero. The figures of record come from the full runs (bench/results/*.json).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCHES = ['lists', 'dashboard', 'throughput', 'live', 'bundle', 'map', 'nearest'] as const;
const only = process.argv.slice(2).filter((name) => !name.startsWith('-'));
const chosen = only.length ? BENCHES.filter((name) => only.includes(name)) : BENCHES;

// The web build `npm start` serves (and CI makes just before) when it is there: bench:bundle and
// bench:map then measure it as it is (`--dist`) instead of each building the web again.
const builtDist = path.join(root, 'apps', 'web', 'dist');
const webDist = process.env.WEB_DIST ?? (existsSync(path.join(builtDist, '.vite', 'manifest.json')) ? builtDist : undefined);
if (webDist) console.log(`The benches that need the web use its build in ${path.relative(root, webDist) || webDist}`);

const failed: string[] = [];
for (const name of chosen) {
  const started = Date.now();
  console.log(`\n› bench:${name} --smoke`);
  // Smoke results go to a scratch folder so a smoke run never overwrites the figures of record.
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', `${name}.ts`), '--smoke'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(webDist ? { WEB_DIST: webDist } : {}), BENCH_RESULTS_DIR: process.env.BENCH_RESULTS_DIR ?? path.join(root, 'bench', 'results', 'smoke') },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✓ bench:${name} ran in ${seconds} s`);
  else {
    console.log(`✗ bench:${name} exited with ${result.status ?? result.signal} after ${seconds} s`);
    failed.push(name);
  }
}
if (failed.length) {
  console.error(`\nBenchmarks that did not run: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${chosen.length} benchmarks ran at smoke scale.`);
