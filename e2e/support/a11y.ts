import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** axe-core's browser build, injected into the page under test. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what the done-when of issue 8 asks for. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** How long, and for how many frames, no CSS transition or animation may run before the page counts as at rest. */
const AT_REST = { ms: 100, frames: 5 };

/**
 * Until no CSS transition or animation (endless ones aside) has run for AT_REST: a fading toast
 * or an opening menu at rest. One quiet frame was not enough: a toast mounts at opacity 0 and
 * starts its fade a frame or two later, and axe run in between read its text at contrast 1.03
 * (a clean-clone CI failure, users-details.spec.ts); Mantine starts a transition two frames after
 * the mount (use-transition), and frames slow down on a loaded machine, hence frames as well as
 * time. Checked on every animation frame.
 */
let waits = 0;
export const untilAtRest = (page: Page) =>
  page.waitForFunction(
    ({ ms, frames, wait }) => {
      // the quiet time of this wait only: an earlier wait's would let a toast mounted since pass at once
      const state = window as unknown as { __quiet?: { wait: number; since: number; frames: number } };
      if (state.__quiet?.wait !== wait) state.__quiet = { wait, since: performance.now(), frames: 0 };
      const quiet = state.__quiet;
      if (document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)) {
        Object.assign(quiet, { since: performance.now(), frames: 0 });
        return false;
      }
      quiet.frames += 1;
      return quiet.frames >= frames && performance.now() - quiet.since >= ms;
    },
    { ...AT_REST, wait: ++waits },
  );

/**
 * Runs axe-core on the page as it is now and fails on any violation, whatever its impact,
 * listing each rule with the selectors of its nodes. Waits for running CSS transitions and
 * animations to end first, so a fading toast or an opening menu is checked at rest.
 */
export async function checkA11y(page: Page, where = page.url()) {
  await untilAtRest(page);
  const results = await runAxe(page);
  const report = results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n')}`,
  );
  expect(report, `axe (WCAG 2.2 A/AA) on ${where}`).toEqual([]);
}

/**
 * axe-core in the page itself (the app has no frames), injected once per loaded document rather
 * than once per check, and asked for violations only (passes and incomplete results are not built):
 * a check takes a third of @axe-core/playwright's AxeBuilder in legacy mode, which it replaces (issue 23 item 6: 2.05 → 0.75 s for five
 * checks of the sign-in page, measured side by side).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
}

/**
 * What makes two pages the same for axe: the route (ids left out) and its query, the language,
 * scheme and width, the open dialogs, menus, lists, alerts and tooltips, the fields marked invalid,
 * and every distinct pair of text colour and background on screen (what colour contrast checks).
 * The after-test check (fixtures.ts) runs axe once per such page in a worker: 228 tests end on far
 * fewer distinct pages, and axe takes about a second a page.
 */
export async function pageSignature(page: Page): Promise<string> {
  await untilAtRest(page);
  return page.evaluate(() => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const open = [...document.querySelectorAll('[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"],[role="alert"],[role="tooltip"]')]
      .filter(shown)
      .map((element) => `${element.getAttribute('role')}:${element.getAttribute('aria-label') ?? ''}`)
      .sort();
    const colours = new Set<string>();
    for (const element of document.querySelectorAll('body *')) {
      if (![...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) || !shown(element)) continue;
      const style = getComputedStyle(element);
      colours.add(`${style.color}/${style.backgroundColor}/${style.opacity}`);
    }
    const html = document.documentElement;
    return [
      location.pathname.replace(/\d+/g, '#') + location.search,
      html.lang,
      html.getAttribute('data-mantine-color-scheme'),
      window.innerWidth,
      open.join(','),
      document.querySelectorAll('[aria-invalid="true"]').length,
      [...colours].sort().join(','),
    ].join('|');
  });
}

/**
 * Each scheme in both languages and at both widths, each language at both widths: every pair of the
 * three dimensions is covered with four runs instead of eight (axe takes seconds a page).
 */
export const A11Y_VARIANTS = [
  { scheme: 'light', language: 'en', width: 1366 },
  { scheme: 'light', language: 'tr', width: 390 },
  { scheme: 'dark', language: 'tr', width: 1366 },
  { scheme: 'dark', language: 'en', width: 390 },
] as const;
export type A11yVariant = (typeof A11Y_VARIANTS)[number];

/** `light, en, 1366 px`: where a check ran, for its failure message. */
export const variantName = (variant: A11yVariant) => `${variant.scheme}, ${variant.language}, ${variant.width} px`;

/**
 * Puts the page in a variant before the next `goto`: its width, its scheme and language in the
 * stored layout settings, and `session` signed in (signed out without one; no cookie left).
 */
export async function useVariant(page: Page, variant: A11yVariant, session: { token: string; user: unknown } | null = null) {
  await page.context().clearCookies();
  await page.setViewportSize({ width: variant.width, height: 844 });
  // local storage needs a page of the app's origin: the smallest one, unless one is open already
  if (!page.url().startsWith('http')) await page.goto('/favicon.svg');
  await page.evaluate(
    ({ settings, stored }) => {
      window.localStorage.clear();
      window.localStorage.setItem('layoutSettings', settings);
      if (stored) {
        window.localStorage.setItem('authToken', stored.token);
        window.localStorage.setItem('user', JSON.stringify(stored.user));
      }
    },
    { settings: JSON.stringify({ darkMode: variant.scheme === 'dark', language: variant.language }), stored: session },
  );
}

/** After the `goto`: the page is in the variant's language and scheme. */
export async function expectVariant(page: Page, variant: A11yVariant) {
  await expect(page.locator('html')).toHaveAttribute('lang', variant.language);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', variant.scheme);
}
