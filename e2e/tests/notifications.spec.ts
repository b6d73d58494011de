import { expect, test, type Page } from '@playwright/test';
import { expectLive } from '../support/realtime';
import { signInAs, signInAsUser } from '../support/session';
import { createTestUser } from '../support/users';
import { createTask } from '../support/workspace-api';

/** The bell, whatever its count says. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

async function openBell(page: Page) {
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  // Loaded: a list or the empty note.
  await expect(panel.getByRole('listitem').first().or(panel.getByText('You have no notifications.'))).toBeVisible();
  return panel;
}

test('notifications: a task the admin assigns to the editor shows in the editor’s bell, not the admin’s; opening it marks it read and opens the task', async ({
  browser,
}) => {
  // Many steps (two users or every layout): 40–50 s on this 2-core machine on a slow day, over the default 45 s.
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const editorContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    const editor = await editorContext.newPage();
    await signInAs(admin, 'ADMIN');
    await signInAs(editor, 'EDITOR');
    await expectLive(editor);

    const subject = `Check the bell ${Date.now().toString(36)}`;
    const task = await createTask(admin, { subject });
    await admin.goto('/task-manager-list');
    await admin.getByRole('searchbox', { name: 'Filter tasks' }).fill(subject);
    const row = admin.getByRole('row').filter({ hasText: subject });
    await row.getByRole('button', { name: `Actions for “${subject}”` }).click();
    await admin.getByRole('menuitem', { name: 'Reassign' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reassign task' });
    await dialog.getByRole('combobox', { name: /Assign to/ }).selectOption('editor@tessera.dev');
    await dialog.getByRole('button', { name: 'Reassign' }).click();
    await expect(row.getByRole('cell', { name: 'Elena Park' })).toBeVisible();

    // The editor's bell hears of it at once (Frappe's notification event), with no reload.
    const editorPanel = await openBell(editor);
    const item = editorPanel
      .getByRole('listitem')
      .filter({ hasText: `Adam Reyes assigned a new task Task ${subject} to you` });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Unread');

    // Not in the admin's.
    await admin.reload();
    const adminPanel = await openBell(admin);
    await expect(adminPanel.getByText(subject)).toHaveCount(0);

    // Opening it goes to the task and marks it read, which holds after a reload.
    const marked = editor.waitForResponse((response) => response.url().includes('.mark_as_read'));
    await item
      .getByRole('button', { name: /assigned a new task/ })
      .first()
      .click();
    expect((await marked).status()).toBe(200);
    await expect(editor).toHaveURL(new RegExp(`/projects/all\\?task=${task.name}$`));
    await expect(
      editor.getByRole('dialog', { name: 'Edit task' }).getByRole('textbox', { name: 'Subject' }),
    ).toHaveValue(subject);
    // Away from the task's modal drawer, which keeps the bell out of reach.
    await editor.goto('/projects/all');
    const reopened = await openBell(editor);
    const readItem = reopened.getByRole('listitem').filter({ hasText: subject });
    await expect(readItem).toHaveCount(1);
    await expect(readItem).not.toContainText('Unread');
    await expect(readItem.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
  } finally {
    await adminContext.close();
    await editorContext.close();
  }
});

test('notifications: Mark all as read empties the count, and it stays so', async ({ browser, page }) => {
  const user = await createTestUser('EDITOR');
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signInAs(admin, 'ADMIN');
    for (const subject of ['First for the new user', 'Second for the new user']) {
      const task = await createTask(admin, { subject });
      const assigned = await admin.request.post('/api/method/frappe.desk.form.assign_to.add', {
        data: { doctype: 'Task', name: task.name, assign_to: [user.email] },
      });
      expect(assigned.status()).toBe(200);
    }
  } finally {
    await adminContext.close();
  }
  await signInAsUser(page, user);
  await expect(bell(page)).toHaveAccessibleName('Notifications: 2 unread notifications');
  const panel = await openBell(page);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(panel.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
});

test('notifications: the admin changes the status of a task assigned to both in its drawer; the editor’s bell tells of it, the admin’s does not, and opening it opens the task', async ({
  browser,
}) => {
  // Many steps (two users or every layout): 40–50 s on this 2-core machine on a slow day, over the default 45 s.
  test.setTimeout(90_000);
  const adminContext = await browser.newContext();
  const editorContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    const editor = await editorContext.newPage();
    await signInAs(admin, 'ADMIN');
    await signInAs(editor, 'EDITOR');
    await expectLive(editor);

    const subject = `Status news ${Date.now().toString(36)}`;
    const task = await createTask(admin, { subject, status: 'Open' });
    const assigned = await admin.request.post('/api/method/frappe.desk.form.assign_to.add', {
      data: { doctype: 'Task', name: task.name, assign_to: ['editor@tessera.dev', 'admin@tessera.dev'] },
    });
    expect(assigned.status()).toBe(200);

    await admin.goto(`/projects/all?task=${task.name}`);
    const drawer = admin.getByRole('dialog', { name: 'Edit task' });
    await expect(drawer.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
    await drawer.getByLabel('Status').selectOption('Working');
    const saved = admin.waitForResponse(
      (response) => response.url().includes(`/api/resource/Task/${task.name}`) && response.request().method() === 'PUT',
    );
    await drawer.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(drawer).toBeHidden();

    // The editor's bell hears of it at once (Frappe's notification event), with no reload.
    const editorPanel = await openBell(editor);
    const item = editorPanel
      .getByRole('listitem')
      .filter({ hasText: `Adam Reyes set the status of ${subject} to Working` });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Unread');

    // The admin made the change: their bell says nothing of it.
    await admin.reload();
    const adminPanel = await openBell(admin);
    await expect(adminPanel.getByText(`set the status of ${subject}`)).toHaveCount(0);

    const marked = editor.waitForResponse((response) => response.url().includes('.mark_as_read'));
    await item
      .getByRole('button', { name: /set the status of/ })
      .first()
      .click();
    expect((await marked).status()).toBe(200);
    await expect(editor).toHaveURL(new RegExp(`/projects/all\\?task=${task.name}$`));
    await expect(editor.getByRole('dialog', { name: 'Edit task' }).getByLabel('Status')).toHaveValue('Working');
  } finally {
    await adminContext.close();
    await editorContext.close();
  }
});
