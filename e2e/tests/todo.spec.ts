import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

test('remote-apps: add, edit, mark and delete a todo', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  await page.goto('/todo/list');
  const title = `Write release notes ${Date.now()}`;

  await page.getByRole('button', { name: 'Add todo' }).first().click();
  await page.getByRole('dialog', { name: 'New todo' }).getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Mark "${title}" as done` }).click();
  await expect(row.getByRole('button', { name: `Mark "${title}" as done` })).toHaveAttribute('aria-pressed', 'true');
  await row.getByRole('button', { name: `Mark "${title}" as important` }).click();
  await row.getByRole('button', { name: `Star "${title}"` }).click();

  // The change is on the server: a reload shows it.
  await page.reload();
  const reloaded = page.getByRole('listitem').filter({ hasText: title });
  await expect(reloaded.getByRole('button', { name: `Mark "${title}" as done` })).toHaveAttribute('aria-pressed', 'true');
  await expect(reloaded.getByRole('button', { name: `Star "${title}"` })).toHaveAttribute('aria-pressed', 'true');

  await reloaded.getByRole('button', { name: `Delete "${title}"` }).click();
  await page.getByRole('alertdialog', { name: 'Delete todo?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Todos' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
