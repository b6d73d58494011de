import { expect, test } from '@playwright/test';
import { signInAsUser } from '../support/session';
import { createTestUser } from '../support/users';

test('notifications: the bell counts them; open one, delete one, delete all, and it all stays so', async ({ page }) => {
  const user = await createTestUser('ADMIN');
  await signInAsUser(page, user);
  const bell = page.getByRole('button', { name: /^Notifications: \d+ notifications?$/ });
  await expect(bell).toBeVisible();
  const count = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(count).toBeGreaterThan(1);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(count);
  // Opening one goes to its page.
  await items.first().getByRole('button').first().click();
  await expect(panel).toBeHidden();
  await expect(page).not.toHaveURL(/\/session\//);

  await bell.click();
  const first = items.first();
  const title = (
    await first.getByRole('button', { name: /^Delete notification: / }).getAttribute('aria-label')
  )?.replace('Delete notification: ', '');
  await first.getByRole('button', { name: /^Delete notification: / }).click();
  await expect(items).toHaveCount(count - 1);
  await expect(panel.getByText(title ?? '', { exact: true })).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(count - 1);

  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('You have no notifications.');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('You have no notifications.');
});
