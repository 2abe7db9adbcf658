// `npm run bench:bundle`: how much JavaScript and CSS the web app makes a browser download, per page
// (issue 14: sign-in ≤ 150 KB, sign-in + shell ≤ 250 KB of compressed JavaScript).
//
// Two measurements of one production build:
//   1. from the files: the Vite manifest says which chunks each page loads (the entry, its static
//      imports and modulepreloads, the route chunk); each file is counted as the server sends it —
//      its precompressed `.br` (what a browser gets) and `.gz` beside it, the raw file when the
//      build wrote no compressed copy (under 1 KB);
//   2. on the wire: headless Chromium against the real server (fresh embedded database, demo data)
//      opens /login, then signs in and lands on /map; every response body is counted as transferred
//      (brotli by default, gzip when the browser is told to accept only gzip).
// Usage: npm run bench:bundle [-- --dist <built web folder>] [--smoke] [--no-browser]
// Without --dist (or WEB_DIST) it builds the web into a temporary folder first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page, type Request } from '@playwright/test';
import { DEMO_ADMIN } from '../apps/server/src/config';
import { parseArgs } from './lib/args';
import { createResults } from './lib/results';
import { builtWeb, CHROMIUM } from './lib/web-build';
import { startWebServer } from './lib/web-server';

const args = parseArgs();
const smoke = args.smoke;
const results = createResults('bundle', { smoke });

/** The shell's route module and the screen a signed-in admin lands on (the index redirects to /map). */
// The toasts too: the shell preloads them and the sign-in's welcome toast shows in it.
const SHELL_MODULES = ['src/app/routes/shell.tsx', 'src/app/toasts.tsx', 'src/app/routes/map.tsx'];
// The login route (a chunk before the split, in the entry since) and the English texts, which the
// entry loads before its first paint (lib/i18n.ts).
const SIGN_IN_MODULES = ['src/app/routes/login.tsx', 'src/locales/en.ts'];
/** MapLibre and what only it needs: loaded on demand by the map views, outside the shell's budget. */
const MAP_LIBRARY = /maplibre|map-view|pmtiles/i;
const TARGETS = { signInKB: 150, signInPlusShellKB: 250 };

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Size {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

// ---------------------------------------------------------------------------------------------
// The build

function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with \`vite build --manifest\` (or leave out --dist)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** One file as the server sends it (apps/server/src/plugins/web-app.ts: `preCompressed`). */
function servedSize(dist: string, file: string): Size {
  const full = path.join(dist, file);
  const raw = statSync(full).size;
  const compressed = (ext: string) => (existsSync(full + ext) ? statSync(full + ext).size : raw);
  return { files: 1, raw, gzip: compressed('.gz'), brotli: compressed('.br') };
}

function total(dist: string, files: Iterable<string>): Size {
  const sum: Size = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = servedSize(dist, file);
    sum.files += 1;
    sum.raw += size.raw;
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

/** The files a chunk brings with its static imports (what the browser must have before it runs). */
function closure(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

/** What index.html itself makes the browser fetch: the entry script, modulepreloads, stylesheets. */
function indexHtmlFiles(dist: string): { js: Set<string>; css: Set<string> } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const href = /(?:src|href)="\/([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/rel="stylesheet"/.test(tag)) css.add(href);
    else if (/<script\b/.test(tag) || /rel="modulepreload"/.test(tag)) js.add(href);
  }
  return { js, css };
}

const minus = (files: Set<string>, without: Set<string>) => new Set([...files].filter((file) => !without.has(file)));
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function fromFiles(dist: string) {
  const manifest = readManifest(dist);
  const page = indexHtmlFiles(dist);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the manifest');
  const entry = closure(manifest, [entryKey]);
  const signInRoute = closure(manifest, SIGN_IN_MODULES.filter((key) => manifest[key]));
  const signIn = { js: new Set([...page.js, ...entry.js, ...signInRoute.js]), css: new Set([...page.css, ...entry.css, ...signInRoute.css]) };
  const shellKeys = SHELL_MODULES.filter((key) => manifest[key]);
  const shellAll = closure(manifest, shellKeys);
  const shell = { js: minus(shellAll.js, signIn.js), css: minus(shellAll.css, signIn.css) };
  const measured = {
    signIn: { js: total(dist, signIn.js), css: total(dist, signIn.css) },
    shell: { modules: shellKeys, js: total(dist, shell.js), css: total(dist, shell.css) },
  };
  results.line({ kind: 'page', method: 'files', page: 'sign-in', js: measured.signIn.js, css: measured.signIn.css });
  results.line({ kind: 'page', method: 'files', page: 'shell (added after sign-in, /map without MapLibre)', js: measured.shell.js, css: measured.shell.css });

  const loaded = new Set([...signIn.js, ...shell.js, ...signIn.css, ...shell.css]);
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const own = closure(manifest, [key]);
      return {
        chunk: key,
        file: chunk.file,
        own: total(dist, [chunk.file, ...(chunk.css ?? [])]),
        // what opening it downloads beyond sign-in + shell (shared chunks it is first to need)
        added: total(dist, [...minus(own.js, loaded), ...minus(own.css, loaded)]),
      };
    })
    .sort((a, b) => b.added.brotli - a.added.brotli);
  for (const chunk of lazy) results.line({ kind: 'lazy-chunk', method: 'files', ...chunk });
  // Assets the manifest does not list as chunks (the MapLibre worker).
  const workers = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.mjs') && !chunk.isDynamicEntry && !chunk.isEntry)
    .map((chunk) => ({ file: chunk.file, size: servedSize(dist, chunk.file) }));
  for (const worker of workers) results.line({ kind: 'worker', method: 'files', ...worker });
  return { ...measured, lazy, workers };
}

// ---------------------------------------------------------------------------------------------
// On the wire

interface Wire {
  requests: number;
  js: number;
  css: number;
  other: number;
  mapLibraryJs: number;
  files: { url: string; type: string; bytes: number; encoding: string }[];
}

async function countTransfers(page: Page, action: () => Promise<void>): Promise<Wire> {
  const wire: Wire = { requests: 0, js: 0, css: 0, other: 0, mapLibraryJs: 0, files: [] };
  const pending: Promise<void>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const { responseBodySize } = await request.sizes();
        const url = new URL(request.url());
        const type = request.resourceType();
        const isJs = type === 'script' || url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs');
        wire.requests += 1;
        if (isJs && MAP_LIBRARY.test(url.pathname)) wire.mapLibraryJs += responseBodySize;
        else if (isJs) wire.js += responseBodySize;
        else if (type === 'stylesheet' || url.pathname.endsWith('.css')) wire.css += responseBodySize;
        else wire.other += responseBodySize;
        wire.files.push({ url: url.pathname, type, bytes: responseBodySize, encoding: (await response.allHeaders())['content-encoding'] ?? 'identity' });
      })(),
    );
  };
  page.on('requestfinished', onFinished);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('requestfinished', onFinished);
  return wire;
}

async function onTheWire(dist: string, encoding: 'br' | 'gzip') {
  const server = await startWebServer({ dist });
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, locale: 'en-US' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    // The browser's own Accept-Encoding ("gzip, deflate, br, zstd"), or gzip alone for the gzip figures.
    if (encoding === 'gzip') await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'gzip' } });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const signIn = await countTransfers(page, async () => {
      await page.goto(`${server.url}/login`);
      await page.getByTestId('login-form').waitFor();
    });
    const shell = await countTransfers(page, async () => {
      await page.getByTestId('login-username').fill(DEMO_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL(/\/map/);
      await page.getByRole('navigation').first().waitFor();
      // MapLibre loads on demand: wait for its canvas, or whether it is counted (mapLibraryJs, its
      // CSS) depends on whether its request started before the network went idle.
      await page.locator('.maplibregl-canvas').waitFor({ timeout: 60_000 });
    });
    for (const [name, wire] of [['sign-in', signIn], ['shell (added after sign-in, /map)', shell]] as const) {
      results.line({ kind: 'page', method: 'wire', encoding, page: name, requests: wire.requests, js: wire.js, css: wire.css, other: wire.other, mapLibraryJs: wire.mapLibraryJs });
    }
    return { encoding, signIn, shell };
  } finally {
    await browser.close();
    await server.close();
  }
}

// ---------------------------------------------------------------------------------------------

const { dist, done } = builtWeb(args.string('dist'));
try {
  const files = fromFiles(dist);
  const wire = args.flag('no-browser') ? [] : [await onTheWire(dist, 'br'), ...(smoke ? [] : [await onTheWire(dist, 'gzip')])];
  const signInJs = files.signIn.js;
  const bothJs = { gzip: signInJs.gzip + files.shell.js.gzip, brotli: signInJs.brotli + files.shell.js.brotli };
  const summary = {
    compression: 'brotli q11 and gzip -9, precompressed at build time and sent by the server as the browser accepts (brotli for Chromium)',
    signInJsKB: { raw: kb(signInJs.raw), gzip: kb(signInJs.gzip), brotli: kb(signInJs.brotli), files: signInJs.files },
    signInCssKB: { raw: kb(files.signIn.css.raw), gzip: kb(files.signIn.css.gzip), brotli: kb(files.signIn.css.brotli) },
    shellJsKB: { raw: kb(files.shell.js.raw), gzip: kb(files.shell.js.gzip), brotli: kb(files.shell.js.brotli), files: files.shell.js.files },
    signInPlusShellJsKB: { gzip: kb(bothJs.gzip), brotli: kb(bothJs.brotli) },
    wireKB: wire.map((run) => ({ encoding: run.encoding, signInJs: kb(run.signIn.js), signInCss: kb(run.signIn.css), shellJs: kb(run.shell.js), shellCss: kb(run.shell.css), mapLibraryJs: kb(run.shell.mapLibraryJs) })),
    targets: {
      signIn: { limitKB: TARGETS.signInKB, brotliKB: kb(signInJs.brotli), met: kb(signInJs.brotli) <= TARGETS.signInKB },
      signInPlusShell: { limitKB: TARGETS.signInPlusShellKB, brotliKB: kb(bothJs.brotli), met: kb(bothJs.brotli) <= TARGETS.signInPlusShellKB },
    },
  };
  results.summary(summary);
  console.log('\nbundle (KB = 1,024 bytes; JS unless said)');
  console.log(`  sign-in            ${kb(signInJs.brotli)} KB brotli · ${kb(signInJs.gzip)} KB gzip · ${kb(signInJs.raw)} KB raw · ${signInJs.files} files (target ≤ ${TARGETS.signInKB}: ${summary.targets.signIn.met ? 'met' : 'missed'})`);
  console.log(`  + shell and /map   ${kb(files.shell.js.brotli)} KB brotli · ${kb(files.shell.js.gzip)} KB gzip · ${files.shell.js.files} files`);
  console.log(`  sign-in + shell    ${kb(bothJs.brotli)} KB brotli · ${kb(bothJs.gzip)} KB gzip (target ≤ ${TARGETS.signInPlusShellKB}: ${summary.targets.signInPlusShell.met ? 'met' : 'missed'})`);
  console.log(`  CSS                sign-in ${kb(files.signIn.css.brotli)} KB brotli, shell adds ${kb(files.shell.css.brotli)} KB`);
  for (const run of summary.wireKB) console.log(`  on the wire (${run.encoding}): sign-in JS ${run.signInJs} KB + CSS ${run.signInCss} KB; after sign-in JS ${run.shellJs} KB + CSS ${run.shellCss} KB, MapLibre ${run.mapLibraryJs} KB`);
  console.log('  largest lazy chunks (added beyond sign-in + shell, brotli):');
  for (const chunk of files.lazy.slice(0, smoke ? 3 : 8)) console.log(`    ${chunk.chunk.padEnd(48)} ${kb(chunk.added.brotli)} KB`);
  results.write({ ...summary, files, wire: wire.map((run) => ({ encoding: run.encoding, signIn: run.signIn, shell: run.shell })) });
  // Sizes do not depend on the machine: the sign-in page's budget fails the run (and CI's smoke
  // run) when it is exceeded, as it was once by a value imported from the contract's index, which
  // put every schema and zod into the entry chunk (import zod-free parts by their own paths).
  if (!summary.targets.signIn.met) {
    console.error(`\nthe sign-in page's JS is ${summary.targets.signIn.brotliKB} KB brotli, over its budget of ${TARGETS.signInKB} KB`);
    process.exitCode = 1;
  }
} finally {
  done();
}

