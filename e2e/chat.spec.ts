import { expect, test } from './support/fixtures';

test.describe('[2.2] chat side panel (sample behaviour)', () => {
  test.beforeEach(async ({ adminPage: page }) => {
    await page.goto('/dashboard/default');
    await page.getByTestId('chat-toggle').click();
  });

  test("[2.2] chat: 'Search Friend . . .' filters the friend list", async ({ adminPage: page }) => {
    const search = page.getByPlaceholder('Search Friend . . .');
    await expect(search).toBeVisible();
    await expect(page.getByTestId('friend')).toHaveCount(6);
    await search.fill('emily');
    await expect(page.getByTestId('friend')).toHaveCount(1);
    await expect(page.getByTestId('friend')).toContainText('Emily Clark');
  });

  test("[2.2] chat: a friend without a conversation shows 'CHAT NOT FOUND'", async ({ adminPage: page }) => {
    await page.getByTestId('friend').filter({ hasText: 'Elif Kaya' }).click();
    await expect(page.getByText('CHAT NOT FOUND', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the friend list' }).click();
    await page.getByTestId('friend').filter({ hasText: 'Ayşe Demir' }).click();
    await expect(page.getByTestId('message-in').first()).toBeVisible();
    await expect(page.getByText('CHAT NOT FOUND')).toHaveCount(0);
  });

  test('[5] chat: an empty message is not sent; the danger highlight clears on blur', async ({ adminPage: page }) => {
    await page.getByTestId('friend').filter({ hasText: 'Ayşe Demir' }).click();
    const before = await page.getByTestId('message-out').count();
    const input = page.getByTestId('chat-input');
    await input.fill('   ');
    await page.getByTestId('chat-send').click();
    await expect(page.getByTestId('message-out')).toHaveCount(before);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('chat-send')).toHaveAttribute('data-invalid', 'true');
    await input.focus();
    await input.blur();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('chat-send')).not.toHaveAttribute('data-invalid', 'true');
  });

  test("[2.2] chat: sending appends a bubble, shows 'Typing . . .', and a canned reply arrives after 3 s", async ({ adminPage: page }) => {
    await page.getByTestId('friend').filter({ hasText: 'Can Öztürk' }).click();
    await expect(page.getByText('CHAT NOT FOUND')).toBeVisible();
    await page.getByTestId('chat-input').fill('Is the airport queue long?');
    await page.getByTestId('chat-input').press('Enter');
    await expect(page.getByTestId('message-out').last()).toContainText('Is the airport queue long?');
    await expect(page.getByTestId('chat-input')).toHaveValue('');
    const typing = page.getByText('Typing . . .', { exact: true });
    await expect(typing).toBeVisible();
    const sentAt = Date.now();
    await expect(page.getByTestId('message-in')).toHaveCount(1, { timeout: 6000 });
    expect(Date.now() - sentAt).toBeGreaterThan(2000);
    await expect(page.getByTestId('message-in').last()).toContainText('Is the airport queue long?');
    await expect(typing).toHaveCount(0);
  });
});
