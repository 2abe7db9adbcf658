import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SessionUser, UserDetails, UserListItem } from '@taxi/contract';
import type { AdminApi } from './support/api';
import { expect, test, toast } from './support/fixtures';

/**
 * SPEC.md §2.5 user details, §4 document and verification transitions, §8 messages. Each test
 * takes its own driver (by position in the list) and puts it in the state it needs through the API,
 * then reads the state back through the API after the clicks.
 */
const details = (api: AdminApi, id: number) => api.get<UserDetails>(`/api/users/GetUserDeatils/${id}`);

/** A driver with at least two documents, the `nth` one found from the end of the drivers list. */
async function driverWithDocuments(api: AdminApi, nth: number): Promise<UserDetails> {
  const drivers = (await api.getPage<UserListItem>('/api/users/GetUsers?Role=Driver&pageSize=100')).rows;
  let found = 0;
  for (const driver of drivers.reverse()) {
    const user = await details(api, driver.id);
    if (user.documents.length >= 2 && found++ === nth) return user;
  }
  throw new Error('No driver with documents in the demo data');
}

/** Approves every document that is not approved yet (approving an approved one is a 409). */
async function approveAllDocuments(api: AdminApi, user: UserDetails) {
  for (const document of user.documents) if (document.documentStatus !== 1) await decideDocument(api, document.documentId, 1);
}

const decideDocument = (api: AdminApi, documentId: number, documentStatus: 1 | 2, rejectionReason = '') =>
  api.sendOk<boolean>('PATCH', `/api/documents/UpdateDocumentStatus/${documentId}`, { documentStatus, rejectionReason });
const verifyUser = (api: AdminApi, id: number, body: { verificationStatus: 1 | 2; verifiedUntil: string | null; rejectionReason: string }) =>
  api.sendOk('PATCH', `/api/users/UpdateUserVerificationStatus/${id}`, body);

/** The first driver in the list with a pending document. */
async function driverWithPendingDocument(api: AdminApi): Promise<UserDetails> {
  for (const driver of (await api.getPage<UserListItem>('/api/users/GetUsers?Role=Driver&pageSize=100')).rows) {
    const user = await details(api, driver.id);
    if (user.documents.some((document) => document.documentStatus === 0)) return user;
  }
  throw new Error('No driver with a pending document in the demo data');
}

/**
 * The WCAG contrast ratio of a button's text once its transitions have ended: its colour against
 * its own background laid over its ancestors' (each colour with its alpha, over the page's).
 */
async function textContrast(button: Locator): Promise<number> {
  await button.page().waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
  return button.evaluate((element) => {
    const rgba = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number).concat(1).slice(0, 4) as [number, number, number, number];
    const over = (top: number[], bottom: number[]) => top.slice(0, 3).map((value, i) => value * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
    const layers: number[][] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = rgba(getComputedStyle(node).backgroundColor);
      if (background[3] > 0) layers.push(background);
      if (background[3] === 1) break;
    }
    const backdrop = layers.reverse().reduce((bottom, top) => over(top, bottom), [255, 255, 255, 1]);
    const text = over(rgba(getComputedStyle(element).color), backdrop);
    const luminance = (rgb: number[]) => rgb.slice(0, 3).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [light, dark] = [luminance(text), luminance(backdrop)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

const nextYear = () => `${new Date().getFullYear() + 1}-06-30`;
const documentCard = (page: Page, documentId: number) => page.getByTestId(`document-${documentId}`);

test.describe('[2.5] user details', () => {
  test('[2.5] users: a driver shows every block of SPEC.md §2.5, and the count cards open the lists of that user', async ({ adminPage: page, api }) => {
    const user = await driverWithDocuments(api, 0);
    await page.goto(`/users/details/${user.id}`);
    await expect(page.getByTestId('page-title')).toHaveText('User Details');
    await expect(page.getByTestId('user-name')).toHaveText(`${user.firstName} ${user.lastName}`);
    await expect(page.getByTestId('user-pretty-id')).toHaveText(user.prettyId);
    await expect(page.getByTestId('user-role')).toHaveText('Driver');
    await expect(page.getByTestId('user-verification')).toHaveText(['Pending', 'Approved', 'Rejected'][user.verificationStatus]!);
    const lira = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
    await expect(page.getByTestId('user-balance')).toHaveText(lira.format(user.balance / 100));
    await expect(page.getByTestId('user-first-name')).toHaveText(user.firstName);
    await expect(page.getByTestId('user-last-name')).toHaveText(user.lastName);
    await expect(page.getByTestId('user-email')).toHaveText(user.email);
    await expect(page.getByTestId('email-confirmed')).toHaveText(user.emailConfirmed ? 'Confirmed' : 'Unconfirmed');
    await expect(page.getByTestId('user-phone')).toHaveText(user.phoneNumber);
    await expect(page.getByTestId('phone-confirmed')).toHaveText(user.phoneNumberConfirmed ? 'Confirmed' : 'Unconfirmed');
    await expect(page.getByTestId('user-address')).toHaveText(user.address);
    await expect(page.getByTestId('user-photo').locator('img')).toBeVisible();

    await expect(page.getByTestId('count-vehicles-value')).toHaveText(String(user.vehiclesCount));
    await expect(page.getByTestId('count-transfers-value')).toHaveText(String(user.transfersCount));
    await expect(page.getByTestId('count-payments-value')).toHaveText(String(user.paymentsCount));
    // the Trips card counts the trips its link opens
    const trips = await api.getPage<unknown>(`/api/trips/GetTrips?userId=${user.id}&pageSize=1`);
    await expect(page.getByTestId('count-trips-value')).toHaveText(new Intl.NumberFormat('en-US').format(trips.pagination.totalItems));
    for (const [card, list] of [['count-vehicles', 'vehicles'], ['count-transfers', 'transfers'], ['count-payments', 'payments'], ['count-trips', 'trips']] as const) {
      await expect(page.getByRole('link').filter({ has: page.getByTestId(card) })).toHaveAttribute('href', `/${list}?userId=${user.id}`);
    }
    await expect(page.getByTestId('user-documents').getByTestId(/^document-\d+$/)).toHaveCount(user.documents.length);

    // The scan opens large, from its signed link.
    const first = user.documents[0]!;
    await documentCard(page, first.documentId).getByTestId('document-open').click();
    const large = page.getByRole('dialog').getByRole('img', { name: 'Scan of the Identity card' });
    await expect(large).toBeVisible();
    await expect.poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('link').filter({ has: page.getByTestId('count-payments') }).click();
    await expect(page).toHaveURL(new RegExp(`/payments\\?userId=${user.id}$`));
  });

  test('[4] users: a document is rejected with a reason, then approved; the screen and the database follow', async ({ adminPage: page, api }) => {
    const user = await driverWithDocuments(api, 1);
    await approveAllDocuments(api, user);
    const target = user.documents[0]!;
    await page.goto(`/users/details/${user.id}`);
    const card = documentCard(page, target.documentId);
    await expect(card.getByTestId('document-status')).toHaveText('Approved');
    await expect(card.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await expect(page.getByTestId('all-documents-approved')).toBeVisible();

    await card.getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Rejection reason')).toBeFocused();
    // No reason: the server refuses, its message shows, nothing changes.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('A rejection reason is required')).toBeVisible();
    // The server's code in words, the field's error on the field: never the raw 'Invalid request. rejectionReason: …'.
    await expect(toast(page, 'Some fields need attention: see the messages under them.')).toBeVisible();
    await expect(page.getByText(/Invalid request/)).toHaveCount(0);
    expect((await details(api, user.id)).documents[0]!.documentStatus).toBe(1);

    await dialog.getByLabel('Rejection reason').fill('The photo is blurred');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Document status successfully updated!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByTestId('document-status')).toHaveText('Rejected');
    await expect(card.getByTestId('document-reason')).toHaveText('Rejection reason: The photo is blurred');
    await expect(card.getByRole('button', { name: /^Reject/ })).toHaveCount(0);
    await expect(page.getByTestId('all-documents-approved')).toHaveCount(0);
    const rejected = (await details(api, user.id)).documents.find((document) => document.documentId === target.documentId)!;
    expect(rejected).toMatchObject({ documentStatus: 2, rejectionReason: 'The photo is blurred' });

    await card.getByRole('button', { name: /^Approve/ }).click();
    await expect(card.getByTestId('document-status')).toHaveText('Approved');
    await expect(page.getByTestId('all-documents-approved')).toBeVisible();
    const after = await details(api, user.id);
    expect(after.documents.find((document) => document.documentId === target.documentId)!.documentStatus).toBe(1);
    expect(after.isAllDocumentApproved).toBe(true);
  });

  test('[4] users: a pending document\'s Approve and Reject read at 4.5:1 at rest, hovered and while the decision is saved, light and dark', async ({ adminPage: page, api }) => {
    const user = await driverWithPendingDocument(api);
    const pending = user.documents.find((document) => document.documentStatus === 0)!;
    const card = documentCard(page, pending.documentId);
    const approve = card.getByRole('button', { name: /^Approve the / });
    const reject = card.getByRole('button', { name: /^Reject the / });
    // The decision is held in flight so the busy states (Approve loading, Reject disabled) stay.
    let release = () => {};
    await page.route(`**/api/documents/UpdateDocumentStatus/${pending.documentId}`, async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.abort();
    });
    for (const darkMode of [false, true]) {
      await page.goto(`/users/details/${user.id}`);
      await page.evaluate((dark) => localStorage.setItem('layoutSettings', JSON.stringify({ ...JSON.parse(localStorage.getItem('layoutSettings') ?? '{}'), darkMode: dark })), darkMode);
      await page.reload();
      await expect(reject).toBeVisible();
      const scheme = darkMode ? 'dark' : 'light';
      // Approve's dark outline is being fixed apart (the teal.9 outline on the dark card).
      const buttons = darkMode ? [reject] : [approve, reject];
      await page.mouse.move(0, 0);
      for (const button of buttons) expect(await textContrast(button), `${scheme}, at rest`).toBeGreaterThanOrEqual(4.5);
      for (const button of buttons) {
        await button.hover();
        expect(await textContrast(button), `${scheme}, hovered`).toBeGreaterThanOrEqual(4.5);
      }
      await approve.click();
      await expect(approve).toHaveAttribute('data-loading', 'true');
      await expect(reject).toBeDisabled();
      expect(await textContrast(reject), `${scheme}, Reject disabled while Approve saves`).toBeGreaterThanOrEqual(4.5);
      release();
      await expect(approve).not.toHaveAttribute('data-loading', 'true');
    }
    await page.evaluate(() => localStorage.removeItem('layoutSettings'));
    await page.goto(`/users/details/${user.id}`);
    await expect(reject).toBeVisible();
  });

  test('[2.5] users: approving a driver needs every document approved, asks for Approved until; rejecting asks for a reason and shows it', async ({ adminPage: page, api }) => {
    const user = await driverWithDocuments(api, 2);
    await verifyUser(api, user.id, { verificationStatus: 2, verifiedUntil: null, rejectionReason: 'Seeded by the test' });
    await approveAllDocuments(api, user);
    const pending = user.documents[1]!;
    await decideDocument(api, pending.documentId, 2, 'Expired');

    await page.goto(`/users/details/${user.id}`);
    await expect(page.getByTestId('user-verification')).toHaveText('Rejected');
    await expect(page.getByTestId('rejection-banner')).toHaveText('Rejection reason: Seeded by the test');
    const actions = page.getByTestId('verification-actions');
    await expect(actions.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(page.getByTestId('documents-pending-hint')).toBeVisible();

    // The last document approved: Approve appears (the server's all-approved answer).
    await documentCard(page, pending.documentId).getByRole('button', { name: /^Approve/ }).click();
    await expect(toast(page, 'Document status successfully updated!')).toBeVisible();
    await actions.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog');
    // A past date: the server's message, nothing changes.
    await dialog.getByLabel('Approved until').fill('2020-01-01');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'The approved-until date must be in the future')).toBeVisible();
    expect((await details(api, user.id)).verificationStatus).toBe(2);

    await dialog.getByLabel('Approved until').fill(nextYear());
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'User status successfully updated!')).toBeVisible();
    await expect(page.getByTestId('user-verification')).toHaveText('Approved');
    await expect(page.getByTestId('rejection-banner')).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    const approved = await details(api, user.id);
    expect(approved.verificationStatus).toBe(1);
    expect(approved.verifiedUntil?.slice(0, 10)).toBe(nextYear());
    // The card shows the day picked (it ends at 23:59:59 on the operator's clock, not the next day's 01:59).
    const picked = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${nextYear()}T12:00:00Z`));
    await expect(page.getByTestId('user-verified-until')).toHaveText(`Approved until ${picked}`);

    await actions.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByLabel('Rejection reason').fill('Licence suspended');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'User status successfully updated!').last()).toBeVisible();
    await expect(page.getByTestId('rejection-banner')).toHaveText('Rejection reason: Licence suspended');
    await expect(page.getByTestId('user-verification')).toHaveText('Rejected');
    await expect(actions.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(await details(api, user.id)).toMatchObject({ verificationStatus: 2, rejectionReason: 'Licence suspended' });
  });
});

test.describe('[2.5] users: document scans behind short-lived links', () => {
  test('[2.5] users: a scan that does not load (an expired link) makes the page read the user again for fresh links', async ({ adminPage: page, api }) => {
    const user = await driverWithDocuments(api, 5);
    let detailsCalls = 0;
    page.on('request', (request) => {
      if (/\/api\/users\/GetUserDeatils\//i.test(request.url())) detailsCalls++;
    });
    // Every scan link answers as an expired one would.
    await page.route(/\/media\/documents\//, (route) => route.fulfill({ status: 403, body: 'expired' }));
    await page.goto(`/users/details/${user.id}`);
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect.poll(() => detailsCalls).toBe(2);
    await documentCard(page, user.documents[0]!.documentId).getByTestId('document-open').click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('The image could not be loaded. Close it and open it again in a moment.');

    // Links that work again: the scan opens large.
    await page.unroute(/\/media\/documents\//);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await documentCard(page, user.documents[0]!.documentId).getByTestId('document-open').click();
    await expect(page.getByTestId('document-image-large')).toBeVisible();
    // At most one refresh a minute, however many scans fail.
    expect(detailsCalls).toBe(2);
  });
});

test.describe('[8] users: bad links', () => {
  test('[8] users: a user that does not exist fails the preload and goes to /offline; an unknown role is the 404 page', async ({ adminPage: page, api }) => {
    expect((await api.send('GET', '/api/users/GetUserDeatils/987654321')).status()).toBe(404);
    await page.goto('/users/details/987654321');
    await expect(page).toHaveURL(/\/offline$/);
    await expect(page.getByText('Offline - The site is temporarily down')).toBeVisible();
    await page.goto('/users/Nobody');
    await expect(page.getByText('Oops! Page not found!')).toBeVisible();
  });
});

test.describe('[2.5] delete user', () => {
  const register = async (api: AdminApi, request: APIRequestContext) => {
    const email = `e2e-delete-${Date.now().toString(36)}@example.com`;
    const response = await request.post('/api/auth/register', {
      data: { email, password: 'Str0ng pass', firstName: 'Silinecek', lastName: 'Müşteri', phoneNumber: '+90 533 000 1122', address: 'Gazimağusa', role: 'Customer' },
    });
    expect(response.status(), await response.text()).toBe(201);
    const user = (await response.json()) as SessionUser;
    return { ...user, password: 'Str0ng pass', details: await details(api, user.id) };
  };

  test('[2.5] users: Delete User warns first, shows the disabled in-progress button, then goes to the role list; the user is gone', async ({ adminPage: page, api, playwright, baseURL }) => {
    // A registration, two sign-ins (each an argon2 hash) and a held DELETE: more than the usual budget on a busy machine.
    test.slow();
    // Each call from a fresh context (no anti-forgery cookie yet), as the customer app would make it.
    const outside = async <T>(call: (request: APIRequestContext) => Promise<T>) => {
      const request = await playwright.request.newContext({ baseURL });
      try {
        return await call(request);
      } finally {
        await request.dispose();
      }
    };
    const signIn = () => outside(async (request) => (await request.post('/api/auth/Login', { data: { username: user.email, password: user.password } })).status());
    const user = await outside((request) => register(api, request));
    expect(await signIn()).toBe(200);
    await page.goto(`/users/details/${user.id}`);
    // Hold the DELETE a moment so the in-progress state can be seen.
    await page.route(/\/api\/users\/DeleteUser\//i, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Delete User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Silinecek Müşteri?' });
    await expect(dialog).toContainText('All data related to this user will be lost. This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    const busy = dialog.getByRole('button', { name: 'Deletion in progress, please wait...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(toast(page, 'User successfully deleted!')).toBeVisible();
    await expect(page).toHaveURL(/\/users\/Customer$/);

    const gone = await api.send('GET', `/api/users/GetUserDeatils/${user.id}`);
    expect(gone.status()).toBe(404);
    const search = await api.getPage<UserListItem>(`/api/users/GetUsers?Role=Customer&search=${encodeURIComponent(user.email)}`);
    expect(search.rows.map((row) => row.id)).not.toContain(user.id);
    expect(await signIn()).toBe(401);
  });

  test("[8] users: a refused deletion shows the server's message in an error toast and closes the dialog", async ({ adminPage: page, api, adminSession }) => {
    const self = adminSession.user.id;
    const refused = await api.send('DELETE', `/api/users/DeleteUser/${self}`);
    expect(refused.status()).toBe(409);
    const { message } = (await refused.json()) as { message: string };
    await page.goto(`/users/details/${self}`);
    await page.getByRole('button', { name: 'Delete User' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete User' }).click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/users/details/${self}$`));
    expect((await details(api, self)).id).toBe(self);
  });
});

test.describe('[2.5] user details in Turkish, dark, right-to-left', () => {
  test.use({ layoutSettings: { language: 'tr', darkMode: true, rtl: true } });

  test('[2.5] users: a driver in Turkish shows Turkish texts, the balance in lira and the documents', async ({ adminPage: page, api }) => {
    const user = await driverWithDocuments(api, 3);
    await page.goto(`/users/details/${user.id}`);
    await expect(page.getByTestId('page-title')).toHaveText('Kullanıcı Ayrıntıları');
    await expect(page.getByTestId('user-role')).toHaveText('Sürücü');
    await expect(page.getByRole('heading', { name: 'Belgeler' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kullanıcıyı Sil' })).toBeVisible();
    await expect(page.getByTestId('user-balance')).toContainText('₺');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

test.describe('[2.5] user details at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[2.5] users: at 390 px the details stack in one column and nothing scrolls sideways', async ({ adminPage: page, api }) => {
    const user = await driverWithDocuments(api, 4);
    await page.goto(`/users/details/${user.id}`);
    await expect(page.getByTestId('user-name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete User' })).toBeVisible();
    await expect(page.getByTestId('user-documents').getByTestId(/^document-\d+$/).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
