// `npm run bench:smoke`: every benchmark once at a tiny scale, so CI proves each still runs from a
// clean clone (docs/performance.md). No timing is asserted: a benchmark fails the smoke run only
// when it exits non-zero. The figures of record come from the full runs (bench/results/*.json).
// The benches mostly wait on their servers and browsers, so they run in two lanes side by side
// (`--lanes 1` runs them one after another); each one's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Longest first, so the two lanes end about together (smoke seconds on an idle machine in the comments). */
const BENCHES = ['live' /* 28 */, 'throughput' /* 25 */, 'map' /* 27 */, 'bundle' /* 26 */, 'nearest', 'dashboard' /* 9 */, 'lists' /* 9 */] as const;
const args = process.argv.slice(2);
const lanesAt = args.indexOf('--lanes');
const lanes = lanesAt >= 0 ? Math.max(1, Number(args[lanesAt + 1]) || 1) : 2;
const only = args.filter((name, at) => !name.startsWith('-') && args[at - 1] !== '--lanes');
const chosen = (only.length ? BENCHES.filter((name) => only.includes(name)) : [...BENCHES]).filter((name) => existsSync(path.join(root, 'bench', `${name}.ts`)));

// The web build `npm start` serves (and CI makes just before) when it is there: bench:bundle and
// bench:map then measure it as it is (`--dist`) instead of each building the web again.
const builtDist = path.join(root, 'apps', 'web', 'dist');
const webDist = process.env.WEB_DIST ?? (existsSync(path.join(builtDist, '.vite', 'manifest.json')) ? builtDist : undefined);
if (webDist) console.log(`The benches that need the web use its build in ${path.relative(root, webDist) || webDist}`);

/** One bench at smoke scale; resolves with whether it exited 0 after printing its output whole. */
function runBench(name: string): Promise<boolean> {
  const started = Date.now();
  // Smoke results go to a scratch folder so a smoke run never overwrites the figures of record.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', `${name}.ts`), '--smoke'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(webDist ? { WEB_DIST: webDist } : {}), BENCH_RESULTS_DIR: process.env.BENCH_RESULTS_DIR ?? path.join(root, 'bench', 'results', 'smoke') },
  });
  const output: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n› bench:${name} --smoke\n${Buffer.concat(output).toString()}`);
      console.log(code === 0 ? `✓ bench:${name} ran in ${seconds} s` : `✗ bench:${name} exited with ${code ?? signal} after ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const queue = [...chosen];
const failed: string[] = [];
async function lane() {
  for (let name = queue.shift(); name; name = queue.shift()) if (!(await runBench(name))) failed.push(name);
}
await Promise.all(Array.from({ length: Math.min(lanes, chosen.length) }, lane));
if (failed.length) {
  console.error(`\nBenchmarks that did not run: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${chosen.length} benchmarks ran at smoke scale, ${lanes} at a time.`);
