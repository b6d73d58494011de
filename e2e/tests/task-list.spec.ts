import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';
import { createTask, firstProject } from '../support/workspace-api';

async function priorityOf(page: Page, subject: string): Promise<string> {
  const answer = await page.request.get('/api/resource/Task', {
    params: { fields: '["priority"]', filters: JSON.stringify([['subject', '=', subject]]) },
  });
  const [row] = ((await answer.json()) as { data: Array<{ priority: string }> }).data;
  return row?.priority ?? '';
}

const tasksTable = (page: Page) => page.getByRole('table', { name: 'Tasks' });
const taskRow = (page: Page, subject: string) =>
  tasksTable(page)
    .locator('tbody tr[data-task]')
    .filter({ has: page.getByRole('button', { name: subject, exact: true }) });

test('task list: sort, filter, quick add in a group, edit in the drawer and change two tasks at once', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  const project = await firstProject(page);
  const token = `List${Date.now()}`;
  const first = `${token} alpha`;
  const second = `${token} beta`;
  await createTask(page, { subject: second, project: project.name, status: 'Open', priority: 'Low' });
  await createTask(page, { subject: first, project: project.name, status: 'Open', priority: 'Low' });

  await page.goto('/projects/all');
  await expect(tasksTable(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open\s*[\d,]+$/ })).toHaveAttribute('aria-expanded', 'true');

  // Sort by subject: the header says so and the URL keeps it.
  const subjectHeader = tasksTable(page).getByRole('columnheader', { name: 'Subject' });
  await subjectHeader.getByRole('button').click();
  await expect(subjectHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=subject&dir=asc/);

  // Filter down to this test's tasks.
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(token);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  await expect(tasksTable(page).locator('tbody tr[data-task]')).toHaveCount(2);
  // Until the filtered groups are read, the previous ones stay drawn (their rows filtered), and the table says so.
  await expect(tasksTable(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: /^Add task to / })).toHaveCount(1);
  await expect(tasksTable(page).locator('tbody tr[data-task]').first()).toContainText(first);

  // Quick add at the end of their group, their one status by name (their board's first, where it has statuses).
  const quick = `${token} gamma`;
  await page.getByRole('button', { name: /^Add task to / }).click();
  // A task without a project has no board, so no board status: it goes in their project.
  await page.getByRole('combobox', { name: 'Project of the new task' }).selectOption(project.name);
  await page.getByRole('textbox', { name: /^Subject of the new task in / }).fill(quick);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/resource/Task') && response.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await created).status()).toBe(200);
  await expect(taskRow(page, quick)).toBeVisible();
  await page.keyboard.press('Escape');

  // Open it in the drawer and edit it.
  await taskRow(page, quick).getByRole('button', { name: quick }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit task' });
  await expect(drawer).toBeVisible();
  await drawer.getByLabel('Priority').selectOption('High');
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
  await drawer.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(drawer).toBeHidden();
  await expect(taskRow(page, quick)).toContainText('High');

  // Tick two tasks and change their priority at once.
  await taskRow(page, first).getByRole('checkbox').check();
  await taskRow(page, second).getByRole('checkbox').check();
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(toolbar).toContainText('2 selected');
  await toolbar.getByRole('button', { name: 'Change priority' }).click();
  await page.getByRole('menuitem', { name: 'Urgent' }).click();
  await expect(taskRow(page, first)).toContainText('Urgent');
  await expect(taskRow(page, second)).toContainText('Urgent');
  await expect(toolbar).toBeHidden();
  expect(await priorityOf(page, first)).toBe('Urgent');
  expect(await priorityOf(page, second)).toBe('Urgent');
  expect(await priorityOf(page, quick)).toBe('High');
});

test('task list: the column choice survives a reload; a phone gets cards', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  await page.goto('/projects/all');
  await expect(tasksTable(page)).toBeVisible();
  await expect(tasksTable(page).getByRole('columnheader', { name: 'Department' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Department' }).click();
  await page.keyboard.press('Escape');
  await expect(tasksTable(page).getByRole('columnheader', { name: 'Department' })).toBeVisible();

  await page.reload();
  await expect(tasksTable(page).getByRole('columnheader', { name: 'Department' })).toBeVisible();

  // The horizontal scroll is reachable by keyboard.
  await expect(page.getByRole('region', { name: 'Tasks table' })).toHaveAttribute('tabindex', '0');

  await page.setViewportSize({ width: 390, height: 844 });
  const firstGroup = page.getByRole('list', { name: /^Tasks in / }).first();
  await expect(firstGroup).toBeVisible();
  await expect(firstGroup.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('task list: a guest sees the tasks but no write control', async ({ page }) => {
  await signInAs(page, 'GUEST');
  await page.goto('/projects/all');
  await expect(tasksTable(page)).toBeVisible();
  const firstRow = tasksTable(page).locator('tbody tr[data-task]').first();
  await expect(firstRow).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add task to/ })).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toHaveCount(0);

  await firstRow.getByRole('button').first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Description')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(drawer.getByRole('textbox')).toHaveCount(0);
});

test('task list: an opened task is in the address, so a reload keeps it open, Back closes it and Forward reopens it', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  const project = await firstProject(page);
  const subject = `Linked${Date.now()}`;
  const task = await createTask(page, { subject, project: project.name, status: 'Open', priority: 'Low' });

  await page.goto(`/projects/all?q=${subject}`);
  await taskRow(page, subject).getByRole('button', { name: subject }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit task' });
  await expect(drawer.getByRole('textbox', { name: /Subject/ })).toHaveValue(subject);
  await expect(page).toHaveURL(new RegExp(`[?&]task=${task.name}(&|$)`));

  await page.reload();
  await expect(drawer.getByRole('textbox', { name: /Subject/ })).toHaveValue(subject);
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(`/projects/all?q=${subject}`);
  await page.goForward();
  await expect(drawer.getByRole('textbox', { name: /Subject/ })).toHaveValue(subject);
  // Closed with its button, it leaves the list as it was before opening.
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(`/projects/all?q=${subject}`);
});
