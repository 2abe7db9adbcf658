/**
 * The production web build a browser benchmark loads (bundle, map): the folder given (--dist or
 * WEB_DIST), or a fresh `vite build --manifest` into a temporary folder, removed by `done()`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function builtWeb(given: string | undefined = process.env.WEB_DIST): { dist: string; done(): void } {
  if (given) return { dist: path.resolve(given), done: () => undefined };
  const dist = mkdtempSync(path.join(os.tmpdir(), 'bench-web-build-'));
  console.error(`building the web into ${dist} …`);
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--manifest'], {
    cwd: path.join(ROOT, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('vite build failed');
  return { dist, done: () => rmSync(dist, { recursive: true, force: true }) };
}

/** Debian's Chromium with the flags of playwright.config.ts (software WebGL through SwiftShader). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-unsafe-swiftshader', '--disable-quic'],
};
