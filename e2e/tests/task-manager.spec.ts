import { expect, test, type Page } from '@playwright/test';
import { openFromMenu, signInAs } from '../support/session';
import { createTask, engineeringBoardEnds, engineeringProject, firstProject } from '../support/workspace-api';

async function filterTasks(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Filter tasks' }).fill(text);
}

test('task manager: a priority changed in place on the list shows on the cards and the project page', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  const project = await firstProject(page);
  const subject = `Prepare the demo ${Date.now()}`;
  await createTask(page, { subject, project: project.name, priority: 'Low', status: 'Open' });

  await page.goto('/task-manager-list');
  await expect(page.getByRole('table', { name: 'Tasks' })).toBeVisible();
  await filterTasks(page, subject);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: project.project_name })).toBeVisible();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
  await row.getByRole('combobox', { name: `Priority of “${subject}”` }).selectOption('Urgent');
  expect((await saved).status()).toBe(200);

  await openFromMenu(page, 'Task manager', 'Task cards');
  await expect(page).toHaveURL(/\/task-manager$/);
  await filterTasks(page, subject);
  // In its one status's group: its board's first status where its project's board has statuses, else Open.
  const card = page.getByRole('article', { name: subject });
  await expect(card).toContainText('Urgent');
  await expect(card).toContainText(project.project_name);

  await openFromMenu(page, 'Task manager', 'Project tasks');
  await expect(page.getByRole('heading', { level: 1, name: project.project_name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Urgent' }).getByRole('article', { name: subject })).toBeVisible();

  // And it is on the server: a reload shows it too.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Urgent' }).getByRole('article', { name: subject })).toBeVisible();
});

test('task manager: "New task" on a project page creates a task in its group and in the list', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  const project = await firstProject(page);
  const subject = `Book the launch venue ${Date.now()}`;

  await page.goto(`/task-project?project=${encodeURIComponent(project.name)}`);
  await expect(page.getByRole('heading', { level: 1, name: project.project_name })).toBeVisible();
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog.getByText('Enter a subject.')).toBeVisible();
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Priority').selectOption('High');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'High' }).getByRole('article', { name: subject })).toBeVisible();

  // The keyboard way to move it: "Move to…" then Urgent.
  await page.getByRole('button', { name: `Move to… ${subject}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Urgent' }).click();
  await expect(page.getByRole('region', { name: 'Urgent' }).getByRole('article', { name: subject })).toBeVisible();

  await openFromMenu(page, 'Task manager', 'Task list');
  await filterTasks(page, subject);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByRole('combobox', { name: `Priority of “${subject}”` })).toHaveValue('Urgent');
  await expect(row.getByRole('cell', { name: project.project_name })).toBeVisible();
});

test('task manager: the Move menu stays at its card when the page scrolls under it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await signInAs(page, 'EDITOR');
  const project = await firstProject(page);
  await page.goto(`/task-project?project=${encodeURIComponent(project.name)}`);
  const moveButton = page.getByRole('button', { name: /^Move to… / }).first();
  await moveButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await menu.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  // Whether the menu is at its button: just below it, or just above it when there is no room below.
  const atButton = async () => {
    const [button, opened] = await Promise.all([moveButton.boundingBox(), menu.boundingBox()]);
    if (!button || !opened) return false;
    const below = opened.y - (button.y + button.height);
    const above = button.y - (opened.y + opened.height);
    return (below >= 0 && below <= 16) || (above >= 0 && above <= 16);
  };
  expect(await atButton()).toBe(true);

  await page.evaluate(() => window.scrollBy(0, 100));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect.poll(atButton).toBe(true);
  await expect(menu).toBeVisible();
});

test('task manager: a GUEST sees the live tasks but no write controls', async ({ page }) => {
  await signInAs(page, 'GUEST');
  const project = await firstProject(page);

  await page.goto('/task-manager-list');
  const table = page.getByRole('table', { name: 'Tasks' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('combobox')).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

  await page.goto('/task-manager');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Overall completion' })).toBeVisible();

  await page.goto('/task-project');
  await expect(page.getByRole('heading', { level: 1, name: project.project_name })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New task' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move to…/ })).toHaveCount(0);
});

test('task manager: Reassign gives a task to another person, and it stays theirs after a reload', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  const subject = `Hand over ${Date.now() % 100000}`;
  await createTask(page, { subject });
  await page.goto('/task-manager-list');
  await filterTasks(page, subject);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for “${subject}”` }).click();
  await page.getByRole('menuitem', { name: 'Reassign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reassign task' });
  await expect(dialog).toContainText('is assigned to nobody yet');
  await dialog.getByRole('combobox', { name: /Assign to/ }).selectOption('admin@tessera.dev');
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole('cell', { name: 'Adam Reyes' })).toBeVisible();

  await page.reload();
  await filterTasks(page, subject);
  await expect(
    page.getByRole('row').filter({ hasText: subject }).getByRole('cell', { name: 'Adam Reyes' }),
  ).toBeVisible();
});

test('task manager: a card dragged to another group of the project page takes its priority, in one write', async ({
  page,
}) => {
  // A project of the test's own, so that the groups hold its cards only.
  await signInAs(page, 'EDITOR');
  const stamp = Date.now();
  const created = await page.request.post('/api/resource/Project', { data: { project_name: `Drag ${stamp}` } });
  expect(created.status()).toBe(200);
  const project = ((await created.json()) as { data: { name: string } }).data.name;
  const subject = `Print the posters ${stamp}`;
  await createTask(page, { subject, project, priority: 'Low', status: 'Open' });
  const writes: { method: string; url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/resource/Task') && request.method() !== 'GET') {
      writes.push({ method: request.method(), url: request.url(), body: request.postDataJSON() });
    }
  });

  await page.goto(`/task-project?project=${encodeURIComponent(project)}`);
  const card = page.getByRole('region', { name: 'Low' }).getByRole('article', { name: subject });
  await expect(card).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/resource/Task/') && response.request().method() === 'PUT',
  );
  await card.dragTo(page.getByRole('region', { name: 'Urgent' }));
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Urgent' }).getByRole('article', { name: subject })).toBeVisible();
  await expect(page.getByTestId('board-announcer')).toHaveText(`Moved “${subject}” to Urgent.`);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Urgent' }).getByRole('article', { name: subject })).toBeVisible();
  expect(writes).toEqual([
    {
      method: 'PUT',
      url: expect.stringContaining('/api/resource/Task/'),
      body: { priority: 'Urgent', modified: expect.any(String) },
    },
  ]);
});

test("task manager: a task in its board's last status counts as complete, whatever ERPNext's status says", async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  const project = await engineeringProject(page);
  const { first, last } = await engineeringBoardEnds(page);
  const token = `Progress ${Date.now()}`;
  // ERPNext's status stays Open for both: only the board says one is done.
  await createTask(page, { subject: `${token} shipped`, project, status: 'Open', puxeo_status: last });
  await createTask(page, { subject: `${token} planned`, project, status: 'Open', puxeo_status: first });

  await page.goto('/task-manager');
  await filterTasks(page, token);
  await expect(page.getByRole('article', { name: `${token} planned` })).toBeVisible();
  await expect(page.getByText('50% complete')).toBeVisible();
  await expect(page.getByText(/^1 of 2 tasks completed/)).toBeVisible();
});
