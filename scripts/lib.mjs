// Shared steps of `npm start` and `npm test`: each does only what is missing.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  console.log(`\x1b[36m›\x1b[0m ${message}`);
}

/** Runs a command in the repository, inheriting the terminal; throws when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

/** Starts a long-running child that receives our SIGINT/SIGTERM; resolves with its exit code. */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/**
 * Starts a command beside the current step with its output going to a file (a pipe would stall
 * it while a synchronous step holds the event loop); `finished` resolves with the exit code after
 * the file has been printed, so the log reads one suite after the other.
 */
export function startLogged(command, args, name, options = {}) {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'taxi-test-')), `${name}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], ...options, env: { ...process.env, FORCE_COLOR: '1', ...options.env } });
  closeSync(out);
  const finished = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      process.stdout.write(readFileSync(logFile));
      resolve(code ?? (signal ? 1 : 0));
    });
  });
  return { logFile, finished };
}

const lockHash = () => createHash('sha256').update(readFileSync(path.join(root, 'package-lock.json'))).digest('hex');
const installStamp = path.join(root, 'node_modules', '.taxi-installed');

/** `npm ci` when node_modules is missing or was installed from another lock file. */
export function ensureDependencies() {
  const hash = lockHash();
  if (existsSync(installStamp) && readFileSync(installStamp, 'utf8') === hash) return;
  log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(installStamp, hash);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app when it has never been built or a source file is newer than the build. */
export function ensureWebBuild({ force = false } = {}) {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = Math.max(newestMtime(path.join(root, 'apps/web')), newestMtime(path.join(root, 'packages/contract')));
  if (!force && existsSync(index) && statSync(index).mtimeMs >= sources) return;
  log('Building the web app…');
  run('npm', ['run', 'build', '-w', '@taxi/web']);
}

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium for the end-to-end tests (Playwright cannot download its own here). */
/** Installs Debian packages (apt-get, with sudo when not root); `npm test`'s tools that npm cannot bring. */
function aptInstall(packages) {
  const isRoot = process.getuid?.() === 0;
  const apt = (args) => run(isRoot ? 'apt-get' : 'sudo', [...(isRoot ? [] : ['apt-get']), ...args], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...packages]);
}

/** xmllint (Debian's libxml2-utils): the bank payout file's test validates pain.001 against its XSD with it (issue 25). */
export function ensureXmllint() {
  if (spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status === 0) return;
  log('Installing xmllint (libxml2-utils) from Debian packages…');
  aptInstall(['libxml2-utils']);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  log('Installing Chromium from Debian packages…');
  aptInstall(['chromium']);
}
