import type { APIRequestContext, Page } from '@playwright/test';
import { A11Y_VARIANTS, expectVariant, useVariant, variantName } from './support/a11y';
import { checkA11y, expect, test } from './support/fixtures';
import { adminApi, type AdminApi } from './support/api';
import { totp, totpStep } from './support/totp';

const PASSWORD = 'Second-Factor-24!';
const READY = { timeout: 30_000 };

/** A new Admin of this test alone (CreateUser), so that the demo admin keeps signing in with a password. */
async function newAdmin(api: AdminApi, name: string) {
  const email = `e2e.2fa.${name}.${Date.now()}@test.taxi`;
  await api.sendOk('POST', '/api/users/CreateUser', { firstName: 'Zeynep', lastName: 'İki Adım', email, phoneNumber: '+90 533 240 0003', password: PASSWORD, address: 'Girne' });
  return { username: email, password: PASSWORD };
}

async function signInWithPassword(page: Page, credentials: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(credentials.username);
  await page.getByTestId('login-password').fill(credentials.password);
  await page.getByTestId('login-submit').click();
}

/** Enrols through the API as the user (Start, then the code of the secret): what the first test does by clicking. */
async function enrolThroughApi(request: APIRequestContext, credentials: { username: string; password: string }) {
  const login = await request.post('/api/auth/Login', { data: credentials });
  expect(login.ok(), await login.text()).toBe(true);
  const user = adminApi(request, ((await login.json()) as { token: string }).token);
  const { secret } = await user.sendOk<{ secret: string }>('POST', '/api/auth/TwoFactor/Start');
  const step = totpStep();
  await user.sendOk('POST', '/api/auth/TwoFactor/Confirm', { code: totp(secret, step) });
  // and a session of theirs through the second step (a code of a later step: each works once)
  const { challenge } = await user.sendOk<{ challenge: string }>('POST', '/api/auth/Login', credentials);
  return user.sendOk<{ token: string; user: unknown }>('POST', '/api/auth/LoginTwoFactor', { challenge, code: totp(secret, Math.max(step + 1, totpStep())) });
}

test.describe('[24.3] two-factor sign-in', () => {
  test('[24.3] two-factor: enrol with a code computed in the test, then sign in with a code', async ({ page, api }) => {
    const admin = await newAdmin(api, 'enrol');
    await signInWithPassword(page, admin);
    await expect(page).toHaveURL(/\/map$/, READY);

    // the profile menu leads to the account security page
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Account security' }).click();
    await expect(page).toHaveURL(/\/account\/security$/);
    await expect(page.getByTestId('page-title')).toHaveText('Account security');
    await expect(page.getByTestId('two-factor-state')).toHaveText('Off');

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await page.getByTestId('two-factor-secret').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // a wrong code first: refused in words, nothing turned on
    await page.getByLabel('Code from your authenticator app').fill(totp(secret, totpStep() + 5));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByTestId('two-factor-error')).toHaveText(/The code is not valid/);
    const enrolStep = totpStep();
    await page.getByLabel('Code from your authenticator app').fill(totp(secret, enrolStep));
    await page.getByRole('button', { name: 'Turn on' }).click();

    const codes = page.getByTestId('recovery-code-list').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await checkA11y(page, 'account security with the recovery codes shown');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByTestId('two-factor-state')).toHaveText('On');
    await expect(page.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left.');

    // sign out, sign in again: the password, then a code of a later step than the one used (a code works once)
    await page.getByTestId('profile-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signInWithPassword(page, admin);
    await expect(page.getByText('Two-step verification')).toBeVisible(READY);
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Code from your authenticator app').fill(totp(secret, Math.max(enrolStep + 1, totpStep())));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/map$/, READY);
    await page.goto('/account/security');
    await expect(page.getByTestId('two-factor-state')).toHaveText('On', READY); // the final page axe checks: on, with Turn off
  });

  test('[24.3] two-factor: axe finds nothing on the security page and the sign-in code step (light/dark, en/tr, 390 px)', async ({ page, api, adminSession, request }) => {
    test.setTimeout(120_000);
    const enrolled = await newAdmin(api, 'axe');
    const enrolledSession = await enrolThroughApi(request, enrolled);
    for (const variant of A11Y_VARIANTS) {
      const where = variantName(variant);
      // the security page of a staff member with two-factor on (Turn off with a code or the password)
      await useVariant(page, variant, enrolledSession);
      await page.goto('/account/security');
      await expect(page.getByTestId('two-factor-disable')).toBeVisible(READY);
      await checkA11y(page, `account security, on (${where})`);
      // the security page with the enrolment open (QR code, key, code box)
      await useVariant(page, variant, adminSession);
      await page.goto('/account/security');
      await expectVariant(page, variant);
      await page.getByTestId('two-factor-start').click();
      await expect(page.getByTestId('two-factor-qr')).toBeVisible(READY);
      await checkA11y(page, `account security, enrolment (${where})`);
      // the sign-in's code step, app code then recovery code
      await useVariant(page, variant);
      await signInWithPassword(page, enrolled);
      await expect(page.getByTestId('two-factor-code')).toBeVisible(READY);
      await checkA11y(page, `sign-in code step (${where})`);
      await page.getByTestId('two-factor-switch').click();
      await checkA11y(page, `sign-in recovery code step (${where})`);
    }
  });
});
