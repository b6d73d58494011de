import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

test('remote-apps: add, mark, edit, tag, filter and delete a todo, then delete the tag', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  await page.goto('/todo/list');
  let title = `Write release notes ${Date.now()}`;

  await page.getByRole('button', { name: 'Add todo' }).first().click();
  await page.getByRole('dialog', { name: 'New todo' }).getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  let row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Mark "${title}" as done` }).click();
  await expect(row.getByRole('button', { name: `Mark "${title}" as done` })).toHaveAttribute('aria-pressed', 'true');
  await row.getByRole('button', { name: `Mark "${title}" as important` }).click();
  await row.getByRole('button', { name: `Star "${title}"` }).click();

  // Edit: a new title and a new tag, created in the Tags panel and assigned in the dialog.
  const tagName = `release-${Date.now() % 100000}`;
  const tagsPanel = page.getByRole('region', { name: 'Tags' });
  await tagsPanel.getByLabel('New tag').fill(tagName);
  await tagsPanel.getByRole('button', { name: 'Add tag' }).click();
  await expect(tagsPanel.getByText(tagName, { exact: true })).toBeVisible();
  const edited = `${title} (edited)`;
  await row.getByRole('button', { name: `Edit "${title}"` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit todo' });
  await editor.getByLabel('Title', { exact: true }).fill(edited);
  await editor.getByText(tagName, { exact: true }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  title = edited;
  row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(tagName, { exact: true })).toBeVisible();

  // The tag filter narrows the list to this todo.
  await page.getByLabel('Tag', { exact: true }).selectOption({ label: tagName });
  await expect(page.getByRole('list', { name: 'Todos' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Tag', { exact: true }).selectOption({ index: 0 });

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

  // Deleting the tag removes it from the panel, also after a reload.
  await page.getByRole('region', { name: 'Tags' }).getByRole('button', { name: `Delete tag "${tagName}"` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Tags' }).getByText(tagName, { exact: true })).toHaveCount(0);
});
