import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectLive } from '../support/realtime';
import { signInAs } from '../support/session';
import { createTask } from '../support/workspace-api';

// Two people at once, each in a browser context of their own: what one does shows for the other without a reload,
// through the realtime server (socket.io, Frappe's protocol) behind the host.

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardIn = (columnRegion: Locator, subject: string) =>
  columnRegion.getByRole('listitem', { name: subject, exact: true });
const alsoHere = (page: Page) => page.getByRole('group', { name: /^Also here: / });

interface Team {
  admin: Page;
  editor: Page;
  contexts: BrowserContext[];
}

async function signInBoth(browser: Browser): Promise<Team> {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [admin, editor] = await Promise.all(contexts.map((context) => context.newPage()));
  await signInAs(admin!, 'ADMIN');
  await signInAs(editor!, 'EDITOR');
  return { admin: admin!, editor: editor!, contexts };
}

async function closeAll({ contexts }: Team) {
  await Promise.all(contexts.map((context) => context.close()));
}

async function openBoard(page: Page) {
  await page.goto('/kanban/engineering');
  await expect(page.getByRole('heading', { level: 1, name: 'Engineering' })).toBeVisible();
  await expectLive(page);
}

test('live: a card one user adds and moves shows on a teammate’s open board, and each sees the other there', async ({
  browser,
}) => {
  const team = await signInBoth(browser);
  const { admin, editor } = team;
  try {
    await openBoard(editor);
    await openBoard(admin);
    await expect(alsoHere(editor)).toHaveAccessibleName('Also here: Adam Reyes');
    await expect(alsoHere(admin)).toHaveAccessibleName('Also here: Elena Park');

    const subject = `Live card ${Date.now().toString(36)}`;
    // The editor narrows the board to the card to come: a column draws only the cards in its view.
    await editor.getByRole('searchbox', { name: 'Search tasks' }).fill(subject);
    const todo = column(admin, 'To do');
    await todo.getByRole('button', { name: 'Add task to To do' }).click();
    await todo.getByRole('textbox', { name: 'Subject of the new task in To do' }).fill(subject);
    await todo.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(cardIn(column(editor, 'To do'), subject)).toBeVisible();

    const moved = admin.waitForResponse(
      (response) => response.url().includes('/api/resource/Task/') && response.request().method() === 'PUT',
    );
    await cardIn(column(admin, 'To do'), subject).dragTo(column(admin, 'In progress').getByRole('list'));
    expect((await moved).status()).toBe(200);
    await expect(cardIn(column(editor, 'In progress'), subject)).toBeVisible();
    await expect(cardIn(column(editor, 'To do'), subject)).toHaveCount(0);

    // The editor leaves the board: the admin no longer sees them there.
    await editor.goto('/projects/all');
    await expect(alsoHere(admin)).toHaveCount(0);
  } finally {
    await closeAll(team);
  }
});

test('live: a task changed while a teammate edits it is said in their editor at once, and their typing is kept', async ({
  browser,
}) => {
  // Many steps (two users or every layout): 40–50 s on this 2-core machine on a slow day, over the default 45 s.
  test.setTimeout(90_000);
  const team = await signInBoth(browser);
  const { admin, editor } = team;
  try {
    const subject = `Edited by two ${Date.now().toString(36)}`;
    const task = await createTask(admin, { subject, status: 'Open', priority: 'Low' });
    await editor.goto(`/projects/all?task=${task.name}`);
    const drawer = editor.getByRole('dialog', { name: 'Edit task' });
    await expect(drawer.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
    await drawer.getByLabel('Description').fill('Notes typed before the other change');
    await expectLive(editor);
    // The admin opens the same task: each sees the other in it.
    await admin.goto(`/projects/all?task=${task.name}`);
    await expect(alsoHere(editor)).toHaveAccessibleName('Also here: Adam Reyes');
    await expect(alsoHere(admin)).toHaveAccessibleName('Also here: Elena Park');

    const changed = await admin.request.put(`/api/resource/Task/${task.name}`, { data: { status: 'Working' } });
    expect(changed.status()).toBe(200);
    await expect(drawer.getByText('Adam Reyes moved it to Working while you were editing.')).toBeVisible();
    await expect(drawer.getByLabel('Description')).toHaveValue('Notes typed before the other change');

    // Saving goes on top of their version: the editor's notes and the admin's status are both kept.
    const saved = editor.waitForResponse(
      (response) => response.url().includes(`/api/resource/Task/${task.name}`) && response.request().method() === 'PUT',
    );
    await drawer.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(drawer).toBeHidden();
    const stored = (await (await admin.request.get(`/api/resource/Task/${task.name}`)).json()) as {
      data: { status: string; description: string };
    };
    expect(stored.data.status).toBe('Working');
    expect(stored.data.description).toContain('Notes typed before the other change');
  } finally {
    await closeAll(team);
  }
});

test('live: a task a teammate creates shows in the task list without a reload', async ({ browser }) => {
  const team = await signInBoth(browser);
  const { admin, editor } = team;
  try {
    const subject = `Listed live ${Date.now().toString(36)}`;
    await editor.goto('/task-manager-list');
    await expect(editor.getByRole('table', { name: 'Tasks' })).toBeVisible();
    await editor.getByRole('searchbox', { name: 'Filter tasks' }).fill(subject);
    await expect(editor.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
    await expectLive(editor);

    await createTask(admin, { subject, status: 'Open', priority: 'High' });
    await expect(editor.getByRole('row').filter({ hasText: subject })).toHaveCount(1);
  } finally {
    await closeAll(team);
  }
});

test('live: a task a teammate moves to another status changes group in the grouped task list', async ({ browser }) => {
  const team = await signInBoth(browser);
  const { admin, editor } = team;
  try {
    const subject = `Regrouped live ${Date.now().toString(36)}`;
    const task = await createTask(admin, { subject, status: 'Open', priority: 'Low' });
    await editor.goto(`/projects/all?q=${encodeURIComponent(subject)}`);
    await expect(editor.getByRole('button', { name: /^Open\s*1$/ })).toBeVisible();
    await expectLive(editor);

    const changed = await admin.request.put(`/api/resource/Task/${task.name}`, { data: { status: 'Working' } });
    expect(changed.status()).toBe(200);
    await expect(editor.getByRole('button', { name: /^Working\s*1$/ })).toBeVisible();
    await expect(editor.getByRole('button', { name: /^Open\s*1$/ })).toHaveCount(0);
  } finally {
    await closeAll(team);
  }
});

test('live: a dropped connection says so, comes back by itself, and catches up on what changed meanwhile', async ({
  browser,
}) => {
  const team = await signInBoth(browser);
  const { admin, editor } = team;
  const [, editorContext] = team.contexts;
  try {
    const subject = `Changed while offline ${Date.now().toString(36)}`;
    const task = await createTask(admin, { subject, status: 'Open', priority: 'Low' });
    await editor.goto('/task-manager-list');
    await editor.getByRole('searchbox', { name: 'Filter tasks' }).fill(subject);
    const row = editor.getByRole('row').filter({ hasText: subject });
    await expect(row.getByRole('combobox', { name: `Priority of “${subject}”` })).toHaveValue('Low');
    await expectLive(editor);

    await editorContext!.setOffline(true);
    await expect(editor.getByRole('status').filter({ hasText: /^Offline/ })).toBeVisible();
    const changed = await admin.request.put(`/api/resource/Task/${task.name}`, { data: { priority: 'Urgent' } });
    expect(changed.status()).toBe(200);

    await editorContext!.setOffline(false);
    await expect(editor.getByRole('status').filter({ hasText: /^Offline/ })).toHaveCount(0);
    await expect(row.getByRole('combobox', { name: `Priority of “${subject}”` })).toHaveValue('Urgent');
  } finally {
    await closeAll(team);
  }
});
