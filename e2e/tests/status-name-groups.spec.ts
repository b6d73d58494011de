// The views over every space by status name: a task holding another board's status is listed where it is counted,
// and the task manager shows the statuses that hold tasks, or one project's own board.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';
import {
  createRecord as made,
  createTask,
  deleteRecord as remove,
  engineeringProject,
  listRows,
} from '../support/workspace-api';

const taskRow = (page: Page, subject: string) =>
  page
    .getByRole('table', { name: 'Tasks' })
    .locator('tbody tr[data-task]')
    .filter({ has: page.getByRole('button', { name: subject, exact: true }) });

test('a task holding a status since moved to another space is listed where its board shows it, as counted', async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  const stamp = Date.now();
  const project = await engineeringProject(page);
  const elsewhere = await made(page, 'Spaces', { name1: `Elsewhere ${stamp % 100000}`, color: '#0ea5e9' });
  // A project there, so that the space's statuses are a board's.
  const other = await made(page, 'Project', { project_name: `Elsewhere ${stamp}`, space: elsewhere });
  const status = await made(page, 'Puxeo Statuses', { name1: `Moved away ${stamp}`, space: 'engineering' });
  const subject = `Holds a moved status ${stamp}`;
  const task = await createTask(page, { subject, project, status: 'Open', puxeo_status: status });
  // The status moves to another space's board: the task now holds a status its own board does not have.
  const moved = await page.request.put(`/api/resource/Puxeo Statuses/${status}`, { data: { space: elsewhere } });
  expect(moved.status()).toBe(200);
  try {
    await page.goto(`/projects/all?q=${encodeURIComponent(subject)}`);
    // Its own board (engineering's) shows it in its first status: counted there, and listed there.
    await expect(page.getByRole('button', { name: /^To do\s*1$/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(taskRow(page, subject)).toContainText('To do');
    await expect(page.getByRole('button', { name: new RegExp(`^Moved away ${stamp}`) })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('To do');
    await expect(page.getByText('1 task', { exact: true })).toBeVisible();
    await expect(taskRow(page, subject)).toContainText('To do');
  } finally {
    await remove(page, 'Task', task.name);
    await remove(page, 'Puxeo Statuses', status);
    await remove(page, 'Project', other);
    await remove(page, 'Spaces', elsewhere);
  }
});

test('the task cards show a section for each status name that holds tasks, none for a status no task is in', async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  const stamp = Date.now();
  const space = await made(page, 'Spaces', { name1: `Unused ${stamp % 100000}`, color: '#0ea5e9' });
  const unused = await made(page, 'Puxeo Statuses', { name1: `Nobody here ${stamp}`, space, position: 0 });
  const subject = `Cards by status ${stamp}`;
  const task = await createTask(page, { subject, project: await engineeringProject(page), status: 'Open' });
  try {
    await page.goto('/task-manager');
    await expect(page.getByRole('region', { name: 'To do' }).getByRole('article', { name: subject })).toBeVisible();
    await expect(page.getByRole('region', { name: `Nobody here ${stamp}` })).toHaveCount(0);
  } finally {
    await remove(page, 'Task', task.name);
    await remove(page, 'Puxeo Statuses', unused);
    await remove(page, 'Spaces', space);
  }
});

test("a project page by status shows its own board in order, and a card moved there takes that board's status", async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  const project = await engineeringProject(page);
  const subject = `Project board ${Date.now()}`;
  await createTask(page, { subject, project, status: 'Open' });
  const board = await listRows<{ name: string; name1: string }>(
    page,
    'Puxeo Statuses',
    ['name', 'name1'],
    [['space', '=', 'engineering']],
    'position asc',
  );
  const qa = board.find((status) => status.name1 === 'QA');
  if (!qa) throw new Error("The seed's engineering board has no QA");

  await page.goto(`/task-project?project=${encodeURIComponent(project)}`);
  await page.getByRole('radiogroup', { name: 'Group tasks' }).getByText('By status').click();
  await expect(page.getByRole('region', { name: 'To do' }).getByRole('article', { name: subject })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(board.map((status) => status.name1));

  const saved = page.waitForRequest(
    (request) => request.url().includes('/api/resource/Task/') && request.method() === 'PUT',
  );
  await page.getByRole('button', { name: `Move to… ${subject}` }).click();
  await page.getByRole('menuitem', { name: 'QA', exact: true }).click();
  expect((await saved).postDataJSON()).toMatchObject({ puxeo_status: qa.name });
  await expect(page.getByRole('region', { name: 'QA' }).getByRole('article', { name: subject })).toBeVisible();
});
