// Lighthouse accessibility scores of the main screens (issue 8), not part of `npm test`.
//
//   node scripts/lighthouse.mjs [baseURL]       default http://127.0.0.1:3000 (a running `npm start`)
//
// Lighthouse is pinned to 12.8.2, the last line that runs on Node 20 (13.x wants Node 22.19), and
// installed on first use into a cache folder outside the project (LIGHTHOUSE_DIR, default
// ~/.cache/taxi-lighthouse) so that it never touches the lock file. Debian's Chromium is driven
// through Playwright's persistent context, which lets the script sign in (local storage) before
// Lighthouse opens each page in the same profile. Exits 1 when a score is below 100.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const LIGHTHOUSE_VERSION = '12.8.2';
const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const cacheDir = process.env.LIGHTHOUSE_DIR ?? join(homedir(), '.cache', 'taxi-lighthouse');
const credentials = { username: process.env.ADMIN_EMAIL ?? 'admin@demo.taxi', password: process.env.ADMIN_PASSWORD ?? 'Admin123!' };
const PAGES = [
  { name: 'sign-in', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard/default', signedIn: true },
  { name: 'trip types', path: '/triptypes', signedIn: true },
  { name: 'app settings', path: '/appsettings', signedIn: true },
];
const PORT = 9333;

function loadLighthouse() {
  const manifest = join(cacheDir, 'node_modules', 'lighthouse', 'package.json');
  if (!existsSync(manifest)) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${cacheDir} (once)…`);
    const result = spawnSync('npm', ['install', '--prefix', cacheDir, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm install lighthouse failed');
  }
  const entry = createRequire(manifest).resolve('lighthouse');
  return import(pathToFileURL(entry).href).then((module) => module.default);
}

const lighthouse = await loadLighthouse();
const login = await fetch(`${base}/api/auth/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
if (!login.ok) throw new Error(`Sign-in failed (${login.status}): is the server running at ${base}?`);
const session = await login.json();

const profile = mkdtempSync(join(tmpdir(), 'taxi-lighthouse-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${PORT}`],
});
let failed = false;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  for (const target of PAGES) {
    await page.goto(`${base}/login`);
    await page.evaluate(
      ({ signedIn, token, user }) => {
        globalThis.localStorage.clear();
        if (signedIn) {
          globalThis.localStorage.setItem('authToken', token);
          globalThis.localStorage.setItem('user', JSON.stringify(user));
        }
      },
      { signedIn: target.signedIn, token: session.token, user: session.user },
    );
    const result = await lighthouse(`${base}${target.path}`, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'], disableStorageReset: true, formFactor: 'desktop', screenEmulation: { disabled: true } });
    const category = result.lhr.categories.accessibility;
    const score = Math.round((category.score ?? 0) * 100);
    const failing = category.auditRefs.filter((ref) => ref.weight > 0 && result.lhr.audits[ref.id].score !== 1).map((ref) => ref.id);
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    console.log(`${target.name.padEnd(14)} ${String(score).padStart(3)}  ${landed}${failing.length ? `  failing: ${failing.join(', ')}` : ''}`);
    if (score < 100 || landed !== target.path) failed = true;
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
