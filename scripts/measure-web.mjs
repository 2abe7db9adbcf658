// Issue 8's done-when figures for the note, against a running server (production build):
//   1. the sign-in page's JavaScript over the wire: identity, gzip and brotli bytes;
//   2. the time to a usable dashboard: navigation start → the figures shown (median of RUNS).
//
//   node scripts/measure-web.mjs [baseURL]      default http://127.0.0.1:3000
import { request } from 'node:http';
import { chromium } from '@playwright/test';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const RUNS = Number(process.env.RUNS ?? 5);
const launch = () => chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** Bytes of the body as sent (not decoded) for one Accept-Encoding. */
const wireBytes = (url, encoding) =>
  new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }));
    });
    req.on('error', reject);
    req.end();
  });

const browser = await launch();
const page = await (await browser.newContext()).newPage();
const scripts = new Set();
page.on('response', (response) => response.url().endsWith('.js') && scripts.add(response.url()));
await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
const totals = { identity: 0, gzip: 0, br: 0 };
for (const url of scripts) {
  for (const encoding of Object.keys(totals)) {
    const { bytes, encoding: sent } = await wireBytes(url, encoding);
    if (sent !== encoding) console.warn(`  ${url} asked ${encoding}, got ${sent}`);
    totals[encoding] += bytes;
  }
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`sign-in JavaScript (${scripts.size} files): ${kb(totals.identity)} uncompressed, ${kb(totals.gzip)} gzip, ${kb(totals.br)} brotli`);

const login = await fetch(`${base}/api/auth/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.taxi', password: 'Admin123!' }) });
const session = await login.json();
const times = [];
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext();
  await context.addInitScript(({ token, user }) => {
    globalThis.localStorage.setItem('authToken', token);
    globalThis.localStorage.setItem('user', JSON.stringify(user));
  }, session);
  const tab = await context.newPage();
  await tab.goto(`${base}/dashboard/default`);
  await tab.getByTestId('figure-drivers-value').waitFor();
  // performance.now() counts from this document's navigation start.
  times.push(await tab.evaluate(() => performance.now()));
  await context.close();
}
times.sort((a, b) => a - b);
console.log(`usable dashboard (figures shown, cold cache, ${RUNS} runs): median ${Math.round(times[Math.floor(times.length / 2)])} ms (min ${Math.round(times[0])}, max ${Math.round(times.at(-1))})`);
await browser.close();
