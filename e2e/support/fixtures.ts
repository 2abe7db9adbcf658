import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { type AdminApi, adminApi } from './api';
import { checkA11y, pageSignature } from './a11y';
import { startWorkerServer, type WorkerServer } from './worker-server';

export const DEMO_ADMIN = { username: 'admin@demo.taxi', password: 'Admin123!' };

export interface AdminSession {
  token: string;
  user: { id: number; email: string; firstName: string; lastName: string; photoUrl: string | null; role: string };
}

/** What the app keeps in local storage besides the session (its own layout settings). */
export type LayoutSettings = Record<string, unknown>;

interface Fixtures {
  /**
   * The demo admin signed in through the API for this test alone: a sign-out ends every token of
   * the user (POST /api/auth/Logout), so one test's logout must not end the next test's session.
   */
  adminSession: AdminSession;
  /** A page whose local storage holds the demo admin's session before the app starts. */
  adminPage: Page;
  /** Layout settings to store before the app starts (defaults when empty). */
  layoutSettings: LayoutSettings;
  /** The API as the demo admin: seeds data and reads back the state after a test's clicks. */
  api: AdminApi;
  /** Run axe (WCAG 2.2 A/AA) on the page a test ends on; `test.use({ axeAfterEach: false })` turns it off. */
  axeAfterEach: boolean;
  /** The automatic after-test axe check (see `axeAfterEach`). */
  axeOnFinalPage: void;
}

interface WorkerFixtures {
  /** This worker's own server and data (worker-server.ts); `baseURL` points at it. */
  server: Pick<WorkerServer, 'baseURL'>;
  /** The pages the after-test axe check has passed in this worker (`pageSignature`), and how many checks that spared. */
  axeCheckedPages: { pages: Set<string>; spared: number };
}

/**
 * Signs in once per test through the API (the sign-in UI has its own specs) and seeds
 * `authToken` and `user` into local storage once per test page, so logout stays logged out.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture with no dependency
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(path.dirname(workerInfo.config.configFile ?? process.cwd()), workerInfo.workerIndex);
      await use({ baseURL: server.baseURL });
      await server.stop();
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
  adminSession: [
    async ({ playwright, baseURL }, use) => {
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.post('/api/auth/Login', { data: DEMO_ADMIN });
      expect(response.ok(), await response.text()).toBeTruthy();
      await use((await response.json()) as AdminSession);
      await request.dispose();
    },
    { scope: 'test' },
  ],
  layoutSettings: [{}, { option: true }],
  axeAfterEach: [true, { option: true }],
  axeCheckedPages: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture with no dependency
    async ({}, use, workerInfo) => {
      const checked = { pages: new Set<string>(), spared: 0 };
      await use(checked);
      console.log(`axe after each test, worker ${workerInfo.workerIndex}: ${checked.pages.size} distinct pages checked, ${checked.spared} checks of a page already checked spared`);
    },
    { scope: 'worker' },
  ],
  axeOnFinalPage: [
    async ({ page, axeAfterEach, axeCheckedPages }, use, testInfo) => {
      await use();
      // Only a passing test's final page: a failed test already has its own error to show.
      if (!axeAfterEach || testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http')) return;
      testInfo.setTimeout(testInfo.timeout + 30_000);
      // a page in the same state (pageSignature) already passed in this worker: not again
      const signature = await pageSignature(page);
      if (axeCheckedPages.pages.has(signature)) {
        axeCheckedPages.spared++;
        return;
      }
      await checkA11y(page, `final page of '${testInfo.title}'`);
      axeCheckedPages.pages.add(signature);
    },
    { auto: true },
  ],
  adminPage: async ({ page, adminSession, layoutSettings }, use) => {
    await seedStorage(page, { authToken: adminSession.token, user: JSON.stringify(adminSession.user), layoutSettings: JSON.stringify(layoutSettings) });
    await use(page);
  },
  api: async ({ request, adminSession }, use) => {
    await use(adminApi(request, adminSession.token));
  },
});

/** Puts values into local storage before the first page script runs, once per tab. */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (window.sessionStorage.getItem('__e2e_seeded')) return;
    window.sessionStorage.setItem('__e2e_seeded', '1');
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, values);
}

/**
 * For a client-guard test with a fakeJwt: the shell makes calls of its own before and beside a
 * signed-in page, and the server would refuse the fake token there (a 401 signs out). This answers
 * them as the demo admin: GetAppSettings (the operator's clock, read before the page renders) and
 * the bell's notifications (issue 25: the unread count and the newest ones, read when the shell mounts).
 */
export async function answerShellCalls(page: Page, api: AdminApi) {
  const settings = await api.get<unknown>('/api/AppSettings/GetAppSettings');
  await page.route('**/api/AppSettings/GetAppSettings', (route) => route.fulfill({ json: settings }));
  await page.route('**/api/notifications/**', async (route) => {
    const url = new URL(route.request().url());
    // after the test the API's request context is gone: a late refetch of the bell is dropped
    const response = await api.send('GET', `${url.pathname}${url.search}`).catch(() => null);
    await (response ? route.fulfill({ response }) : route.abort()).catch(() => undefined);
  });
}

/** No network but our server: every other request fails as offline; the list fills with their URLs. */
export async function cutNetwork(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return refused;
}

/** An unsigned JWT: enough for the client-side guard, refused by the server. */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** What the app keeps under `key` in local storage, parsed (null when missing): the state after a client-only change. */
export const storedJson = (page: Page, key: string) =>
  page.evaluate((name) => {
    const raw = window.localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);

export async function signInThroughForm(page: Page, credentials = DEMO_ADMIN) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The toast (a Mantine notification, role alert) that says `text`. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Horizontal overflow of the page in CSS pixels (0 when nothing sticks out). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

export { checkA11y, expect };
