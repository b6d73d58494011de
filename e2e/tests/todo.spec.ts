import { expect, test, type Page } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { signInAs } from '../support/session';
import { expectLive } from '../support/realtime';

/**
 * Keeps the page's realtime connection from opening, so that it hears nothing of the changes made elsewhere: a page
 * whose connection is down, or whose update has not arrived yet, as when its write crosses someone else's.
 */
async function withoutLiveUpdates(page: Page): Promise<void> {
  await page.route('**/socket.io/**', (route) => route.abort());
}

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
  await expect(reloaded.getByRole('button', { name: `Mark "${title}" as done` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reloaded.getByRole('button', { name: `Star "${title}"` })).toHaveAttribute('aria-pressed', 'true');

  await reloaded.getByRole('button', { name: `Delete "${title}"` }).click();
  await page.getByRole('alertdialog', { name: 'Delete todo?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Todos' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // Deleting the tag removes it from the panel, also after a reload.
  await page
    .getByRole('region', { name: 'Tags' })
    .getByRole('button', { name: `Delete tag "${tagName}"` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Tags' }).getByText(tagName, { exact: true })).toHaveCount(0);
});

test('remote-apps: a todo changed in another tab is not overwritten; the page shows the newer version and says so', async ({
  page,
  context,
}) => {
  await signInAs(page, 'EDITOR');
  const title = `Book the venue ${Date.now()}`;
  const created = await page.request.post('/api/todo/add', { data: { title } });
  expect(created.status()).toBe(200);
  const todo = (await created.json()) as { id: number; modified: string };
  await withoutLiveUpdates(page);
  await page.goto('/todo/list');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();

  // Another tab of the same user renames it after this page loaded.
  const other = await context.newPage();
  const renamed = `${title} (confirmed)`;
  const saved = await other.request.post('/api/todo/update', {
    data: { id: todo.id, title: renamed, modified: todo.modified },
  });
  expect(saved.status()).toBe(200);
  await other.close();

  // This page still shows the old version; marking it done is refused, nothing is lost, and the newer one appears.
  await row.getByRole('button', { name: `Mark "${title}" as done` }).click();
  await expect(page.getByRole('alert')).toContainText(`“${title}” was changed somewhere else in the meantime`);
  const current = page.getByRole('listitem').filter({ hasText: renamed });
  await expect(current.getByRole('button', { name: `Mark "${renamed}" as done` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Done again, on the version now shown, it is saved.
  const update = page.waitForResponse((response) => response.url().endsWith('/api/todo/update'));
  await current.getByRole('button', { name: `Mark "${renamed}" as done` }).click();
  expect((await update).status()).toBe(200);
  await expect(current.getByRole('button', { name: `Mark "${renamed}" as done` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const stored = (await (await page.request.get('/api/todo', { params: { id: String(todo.id) } })).json()) as {
    title: string;
    done: boolean;
  };
  expect(stored).toMatchObject({ title: renamed, done: true });
});

test('remote-apps: a todo moved on a list another tab has changed since goes where it was asked', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  const stamp = String(Date.now());
  const [first, second] = [`Pack the banners ${stamp}`, `Print the badges ${stamp}`];
  // New todos go on top: the list starts "first, second".
  for (const title of [second, first]) {
    expect((await page.request.post('/api/todo/add', { data: { title } })).status()).toBe(200);
  }
  await withoutLiveUpdates(page);
  await page.goto('/todo/list');
  const ours = page.getByRole('list', { name: 'Todos' }).getByRole('listitem').filter({ hasText: stamp });
  await expect(ours).toHaveText([new RegExp(first), new RegExp(second)]);

  // Another tab adds a todo on top, which this page does not show yet.
  const added = `Call the caterer ${stamp}`;
  expect((await page.request.post('/api/todo/add', { data: { title: added } })).status()).toBe(200);

  // Moving the first todo shown down one place moves that todo, below the second, not the one now on top.
  const moved = page.waitForResponse((response) => response.url().endsWith('/api/todo/reorder'));
  await ours.filter({ hasText: first }).getByRole('button', { name: 'Move down' }).click();
  expect((await moved).status()).toBe(200);
  await expect(ours).toHaveText([new RegExp(second), new RegExp(first)]);
  await page.reload();
  await expect(ours).toHaveText([new RegExp(added), new RegExp(second), new RegExp(first)]);
});

test('remote-apps: a todo added and marked done by another user shows here without a reload', async ({ browser }) => {
  const editorContext = await browser.newContext({ storageState: layoutStorageState() });
  const adminContext = await browser.newContext({ storageState: layoutStorageState() });
  const editor = await editorContext.newPage();
  const admin = await adminContext.newPage();
  await signInAs(editor, 'EDITOR');
  await signInAs(admin, 'ADMIN');
  await editor.goto('/todo/list');
  await expect(editor.getByRole('heading', { level: 1, name: 'Todo' })).toBeVisible();
  // What the admin does from now on reaches the editor's page.
  await expectLive(editor);
  await editor.evaluate(() => Object.assign(window, { todoTestMark: true }));

  const title = `Order the chairs ${Date.now()}`;
  const created = await admin.request.post('/api/todo/add', { data: { title } });
  expect(created.status()).toBe(200);
  const row = editor.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();

  const todo = (await created.json()) as { id: number; modified: string };
  const done = await admin.request.post('/api/todo/update', {
    data: { id: todo.id, done: true, modified: todo.modified },
  });
  expect(done.status()).toBe(200);
  await expect(row.getByRole('button', { name: `Mark "${title}" as done` })).toHaveAttribute('aria-pressed', 'true');
  expect(await editor.evaluate(() => 'todoTestMark' in window)).toBe(true);

  await editorContext.close();
  await adminContext.close();
});
