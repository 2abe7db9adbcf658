import { expect, test } from './support/fixtures';

test.describe('[2.2] card widget', () => {
  test.beforeEach(async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
  });

  test('[2.2] card widget: collapse and expand swap the minus and plus icons', async ({ adminPage: page }) => {
    const card = page.getByTestId('shortcuts-card');
    await card.getByRole('button', { name: 'Collapse' }).click();
    await expect(card.getByRole('link', { name: 'Live map' })).toBeHidden();
    await expect(card.getByRole('button', { name: 'Expand' })).toBeVisible();
    await card.getByRole('button', { name: 'Expand' }).click();
    await expect(card.getByRole('link', { name: 'Live map' })).toBeVisible();
  });

  test('[2.2] card widget: maximize fills the viewport and hides page scrolling; restore undoes it', async ({ adminPage: page }) => {
    const card = page.getByTestId('shortcuts-card');
    await card.getByTestId('card-options').click();
    await page.getByRole('menuitem', { name: 'Maximize' }).click();
    await expect(card).toHaveAttribute('data-maximized', 'true');
    const viewport = page.viewportSize();
    // The card grows with an animation: poll until it fills the viewport.
    await expect.poll(async () => (await card.boundingBox())?.width).toBe(viewport?.width);
    await expect.poll(async () => (await card.boundingBox())?.height).toBe(viewport?.height);
    const pageOverflow = () => page.evaluate(() => document.body.style.overflow);
    await expect.poll(pageOverflow).toBe('hidden');
    await card.getByTestId('card-options').click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await expect(card).not.toHaveAttribute('data-maximized', 'true');
    await expect.poll(pageOverflow).not.toBe('hidden');
  });

  test('[2.2] card widget: reload shows a loader for 3 s, then the card is expanded', async ({ adminPage: page }) => {
    const card = page.getByTestId('attention-card');
    await card.getByRole('button', { name: 'Collapse' }).click();
    await card.getByTestId('card-options').click();
    await page.getByRole('menuitem', { name: 'Reload' }).click();
    await expect(card.locator('.mantine-LoadingOverlay-root')).toBeVisible();
    await expect(card.locator('.mantine-LoadingOverlay-root')).toHaveCount(0, { timeout: 5000 });
    await expect(card.getByRole('button', { name: 'Collapse' })).toBeVisible();
  });

  test('[2.2] card widget: remove fades the card out', async ({ adminPage: page }) => {
    const card = page.getByTestId('shortcuts-card');
    await card.getByTestId('card-options').click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await expect(card).toHaveCount(0);
  });
});
