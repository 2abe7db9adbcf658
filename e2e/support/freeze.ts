import type { Page } from '@playwright/test';

/** The moment every screenshot shows: the page clock and every date the API sends. */
export const FROZEN_TIME = new Date('2026-11-20T09:30:00.000Z');
const DEMO_TRIP_TYPES = 4;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function freezeDates(value: unknown): unknown {
  if (typeof value === 'string') return ISO_DATE.test(value) ? FROZEN_TIME.toISOString() : value;
  if (Array.isArray(value)) return value.map(freezeDates);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, freezeDates(item)]));
  return value;
}

/**
 * Holds still what changes from run to run, for visual baselines: the page clock, the dates in
 * the API's answers, the trip types other specs add (only the demo's four are shown) and
 * the live figures (`overrides` by path, e.g. the dashboard summary).
 */
export async function freezeForScreenshots(page: Page, overrides: Record<string, unknown> = {}) {
  await page.clock.setFixedTime(FROZEN_TIME);
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (request.method() !== 'GET') return route.continue();
    const path = new URL(request.url()).pathname;
    const override = Object.entries(overrides).find(([suffix]) => path.toLowerCase().endsWith(suffix.toLowerCase()));
    if (override) return route.fulfill({ json: override[1] });
    const response = await route.fetch();
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return route.fulfill({ response });
    let body = freezeDates(await response.json());
    if (path.toLowerCase().endsWith('/gettriptypes') && Array.isArray(body)) body = body.filter((row: { tripTypeId: number }) => row.tripTypeId <= DEMO_TRIP_TYPES);
    return route.fulfill({ response, json: body });
  });
}
