import type { Page } from '@playwright/test';
import { A11Y_VARIANTS, expectVariant, useVariant, variantName } from './support/a11y';
import { checkA11y, expect, test } from './support/fixtures';
import { seedPayout, setTransferStatus } from './support/payouts';

/** A first visit loads the screen's code too: more time than a plain expectation on a busy machine. */
const READY = { timeout: 30_000 };

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('[24.4] audit log', () => {
  test("[24.4] audit: a payout's completion is in the audit log and on the transfer's History panel", async ({ adminPage: page, api, request, adminSession }) => {
    test.setTimeout(60_000);
    const { transfer } = await seedPayout(request, api, 4_321, 6);
    const id = transfer.bankTransferId;
    await setTransferStatus(api, id, 2);
    const admin = `${adminSession.user.firstName} ${adminSession.user.lastName}`;

    // the log, filtered through its own filters: entity type, entity id and action
    await page.goto('/audit');
    await expect(page.getByTestId('page-title')).toHaveText('Audit log', READY);
    await choose(page, 'Entity type', 'Payout');
    await page.getByLabel('Entity id').fill(String(id));
    await choose(page, 'Action', 'Status changed');
    const filters = () => Object.fromEntries(new URL(page.url()).searchParams);
    await expect.poll(filters).toEqual({ entityType: 'banktransfer', entityId: String(id), action: 'status' });
    const rows = page.locator('[data-testid^="audit-row-"]');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(admin);
    await expect(row).toContainText('Status changed');
    await expect(row).toContainText('Status, Balance after');
    await expect(row.getByRole('link', { name: `Payout #${id}` })).toHaveAttribute('href', `/transfers/details/${id}`);
    await expect(page.getByTestId('filter-chips')).toContainText(`Entity id: ${id}`);

    // its before → after: the status by name, the balance after in lira
    await row.getByRole('button', { name: /Show the changes of entry/ }).click();
    const dialog = page.getByRole('dialog', { name: /Status changed · entry #\d+/ });
    const status = dialog.getByTestId('diff-row-status');
    await expect(status.getByTestId('diff-before')).toHaveText('Pending');
    await expect(status.getByTestId('diff-after')).toHaveText('Completed');
    await expect(status).toContainText('Changed');
    await expect(dialog.getByTestId('diff-row-amount').getByTestId('diff-after')).toHaveText('₺43.21');
    await expect(dialog.getByTestId('diff-row-balanceAfter').getByTestId('diff-after')).toHaveText(/^₺[\d,]+\.\d\d$/);

    // the link leads to the payout, whose History shows the completion and the driver's request under it
    await dialog.getByRole('link', { name: `Payout #${id}` }).click();
    await expect(page).toHaveURL(new RegExp(`/transfers/details/${id}$`));
    const history = page.getByTestId('history-panel');
    await expect(history.getByRole('heading', { name: 'History' })).toBeVisible(READY);
    const entries = history.locator('li[data-testid^="history-entry-"]');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText('Status changed');
    await expect(entries.nth(0)).toContainText(`by ${admin}`);
    await expect(entries.nth(0).getByTestId('diff-row-status').getByTestId('diff-after')).toHaveText('Completed');
    await expect(entries.nth(1)).toContainText('Payout requested');
    await expect(history.getByRole('link', { name: 'Open in the audit log' })).toHaveAttribute('href', `/audit?entityType=banktransfer&entityId=${id}`);
  });

  test('[24.4] audit: axe finds nothing on the audit log, its entry dialog and a History panel, light and dark, English and Turkish, desktop and 390 px', async ({ page, adminSession, api, request }) => {
    test.setTimeout(90_000);
    const { transfer } = await seedPayout(request, api, 1_111, 7);
    await setTransferStatus(api, transfer.bankTransferId, 2);
    for (const variant of A11Y_VARIANTS) {
      const where = `(${variantName(variant)})`;
      await useVariant(page, variant, adminSession);
      await page.goto('/audit');
      await expectVariant(page, variant);
      await expect(page.locator('[data-testid^="audit-row-"]').first()).toBeVisible(READY);
      await checkA11y(page, `/audit ${where}`);
      if (variant.width === 390) {
        // the cards of a phone, nothing sideways
        await expect(page.getByTestId('audit-table-cards')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      }
      if (variant.language === 'en' && variant.scheme === 'light') {
        await page.locator('[data-testid^="audit-show-"]').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await checkA11y(page, `/audit entry dialog ${where}`);
      }
      if (variant.width === 390 && variant.scheme === 'dark') {
        await page.goto(`/transfers/details/${transfer.bankTransferId}`);
        await expect(page.getByTestId('history-panel').locator('li').first()).toBeVisible(READY);
        await checkA11y(page, `transfer History panel ${where}`);
      }
    }
  });
});
