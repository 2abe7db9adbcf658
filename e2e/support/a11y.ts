import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what the done-when of issue 8 asks for. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails on any violation, whatever its impact,
 * listing each rule with the selectors of its nodes. Waits for running CSS transitions and
 * animations to end first, so a fading toast or an opening menu is checked at rest.
 */
export async function checkA11y(page: Page, where = page.url()) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  // Legacy mode runs axe in the page itself; the default opens a second page per check to merge
  // frame results (no iframes here) and takes several times longer.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  const report = results.violations.map(
    (violation) => `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${violation.nodes.map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n')}`,
  );
  expect(report, `axe (WCAG 2.2 A/AA) on ${where}`).toEqual([]);
}
