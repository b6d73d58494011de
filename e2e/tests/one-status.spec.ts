// One task, one status: a space's list and board read the same field (its board status), a List/Board switch
// goes between them keeping the filters, and both show who a task is given to.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../support/environment';
import { expectLive } from '../support/realtime';
import { signInAs } from '../support/session';
import { createTask } from '../support/workspace-api';

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, columnName: string, subject: string) =>
  column(page, columnName).getByRole('listitem', { name: subject, exact: true });
const taskRow = (page: Page, subject: string) =>
  page
    .getByRole('table', { name: 'Tasks' })
    .locator('tbody tr[data-task]')
    .filter({ has: page.getByRole('button', { name: subject, exact: true }) });
const views = (page: Page) => page.getByRole('group', { name: 'View' });
const taskSave = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().includes('/api/resource/Task/') && response.request().method() === 'PUT',
  );

/** A project of the engineering space that uses the space's statuses, for a task of the test's own. */
async function engineeringProject(page: Page): Promise<string> {
  const answer = await page.request.get('/api/resource/Project', {
    params: {
      fields: '["name"]',
      filters: JSON.stringify([
        ['space', '=', 'engineering'],
        ['is_custom', '=', 0],
      ]),
      limit_page_length: '1',
    },
  });
  expect(answer.status()).toBe(200);
  const [project] = ((await answer.json()) as { data: { name: string }[] }).data;
  if (!project) throw new Error('The seed has no engineering project');
  return project.name;
}

test('a task moved to a space status on the board shows it in the list, and a status set in the list shows on the board', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  const subject = `One status ${Date.now()}`;
  await createTask(page, { subject, project: await engineeringProject(page), status: 'Open' });
  const query = `?q=${encodeURIComponent(subject)}`;

  await page.goto(`/kanban/engineering${query}`);
  await expect(card(page, 'To do', subject)).toBeVisible();
  // The board's Move menu (its drag is the kanban test's); QA may be scrolled out of view at this width.
  await card(page, 'To do', subject)
    .getByRole('button', { name: `Move "${subject}" to…` })
    .click();
  const moved = taskSave(page);
  await page.getByRole('menu').getByRole('menuitem', { name: 'QA', exact: true }).click();
  expect((await moved).status()).toBe(200);
  await expect(card(page, 'QA', subject)).toBeVisible();

  await views(page).getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(`/projects/engineering${query}`);
  const row = taskRow(page, subject);
  await expect(row).toContainText('QA');
  await expect(row).not.toContainText('Open');
  await expect(page.getByRole('button', { name: /^QA\s*1$/ })).toHaveAttribute('aria-expanded', 'true');

  // The reverse, from the list's own status control.
  await row.getByRole('checkbox', { name: `Select “${subject}”` }).check();
  await page.getByRole('button', { name: /Change status/ }).click();
  const changed = taskSave(page);
  await page.getByRole('menuitem', { name: 'Code review' }).click();
  expect((await changed).status()).toBe(200);
  await expect(taskRow(page, subject)).toContainText('Code review');

  await views(page).getByRole('button', { name: 'Board' }).click();
  await expect(page).toHaveURL(`/kanban/engineering${query}`);
  await expect(card(page, 'Code review', subject)).toBeVisible();
  await expect(card(page, 'QA', subject)).toHaveCount(0);

  // The board and the list of every space show it in its status too, by name; a move there writes its own.
  await page.goto(`/kanban/all${query}`);
  const anyQA = page.getByRole('region', { name: /^qa$/i });
  await expect(
    page.getByRole('region', { name: /^code review$/i }).getByRole('listitem', { name: subject }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Move "${subject}" to…` }).click();
  const movedOnAll = taskSave(page);
  await page.getByRole('menu').getByRole('menuitem', { name: /^qa$/i }).click();
  expect((await movedOnAll).status()).toBe(200);
  await expect(anyQA.getByRole('listitem', { name: subject })).toBeVisible();
  await page.goto(`/projects/all${query}`);
  await expect(taskRow(page, subject)).toContainText('QA');
  // Grouped by that one status by name, not by ERPNext's Open; a bulk change there writes its board's status too.
  const qaGroup = page.getByRole('button', { name: /^QA\s*1$/ });
  await expect(qaGroup).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /^Open\s*\d+$/ })).toHaveCount(0);
  await taskRow(page, subject)
    .getByRole('checkbox', { name: `Select “${subject}”` })
    .check();
  await page.getByRole('button', { name: /Change status/ }).click();
  const changedOnAll = taskSave(page);
  await page.getByRole('menuitem', { name: 'Code review' }).click();
  expect((await changedOnAll).status()).toBe(200);
  await expect(page.getByRole('button', { name: /^Code review\s*1$/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(qaGroup).toHaveCount(0);

  // Its Status filter offers the same names, and a name lists the tasks whose one status has it: ERPNext's "Open"
  // of a task without a board, not this one's, whose board shows "Code review"; a reload keeps the filter.
  const loose = `${subject} without a project`;
  await createTask(page, { subject: loose, status: 'Open' });
  const statusFilter = page.getByRole('combobox', { name: 'Status' });
  await statusFilter.selectOption('Open');
  await expect(taskRow(page, loose)).toContainText('Open');
  await expect(taskRow(page, subject)).toHaveCount(0);
  await statusFilter.selectOption('Code review');
  await expect(page).toHaveURL(/status=Code\+review/);
  await page.reload();
  await expect(page.getByText('1 task', { exact: true })).toBeVisible();
  await expect(taskRow(page, subject)).toContainText('Code review');
  await expect(taskRow(page, loose)).toHaveCount(0);
  await expect(statusFilter).toHaveValue('Code review');
});

test('the List/Board switch keeps a filter, by keyboard, both ways', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  const subject = `Switch keeps ${Date.now()}`;
  await createTask(page, { subject, project: await engineeringProject(page), status: 'Open', priority: 'High' });

  await page.goto('/projects/engineering');
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(subject);
  await expect(page.getByRole('table', { name: 'Tasks' }).locator('tbody tr[data-task]')).toHaveCount(1);
  const list = views(page).getByRole('button', { name: 'List' });
  await expect(list).toHaveAttribute('aria-pressed', 'true');

  await views(page).getByRole('button', { name: 'Board' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kanban\/engineering\?q=/);
  await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue(subject);
  await expect(page.getByRole('listitem', { name: subject, exact: true })).toHaveCount(1);
  await expect(page.getByText('Showing 1 of', { exact: false })).toBeVisible();
  await page.getByRole('combobox', { name: 'Priority' }).selectOption('High');

  await views(page).getByRole('button', { name: 'List' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects\/engineering\?.*priority=High/);
  await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue(subject);
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveValue('High');
  await expect(taskRow(page, subject)).toHaveCount(1);
});

test("a card and a row name a task's assignees by their avatars", async ({ page }) => {
  await signInAs(page, 'EDITOR');
  const subject = `Avatars ${Date.now()}`;
  const task = await createTask(page, { subject, project: await engineeringProject(page), status: 'Open' });
  const assigned = await page.request.post('/api/method/frappe.desk.form.assign_to.add', {
    data: { doctype: 'Task', name: task.name, assign_to: [DEMO_USERS.EDITOR.email, DEMO_USERS.ADMIN.email] },
  });
  expect(assigned.status()).toBe(200);

  await page.goto(`/kanban/engineering?q=${encodeURIComponent(subject)}`);
  const onCard = card(page, 'To do', subject).getByRole('group', { name: 'Assignees' });
  await expect(onCard.getByRole('img', { name: DEMO_USERS.EDITOR.name })).toHaveText('EP');
  await expect(onCard.getByRole('img', { name: DEMO_USERS.ADMIN.name })).toHaveText('AR');

  await views(page).getByRole('button', { name: 'List' }).click();
  const inRow = taskRow(page, subject).getByRole('group', { name: 'Assignees' });
  await expect(inRow.getByRole('img', { name: DEMO_USERS.EDITOR.name })).toBeVisible();
  await expect(inRow.getByRole('img', { name: DEMO_USERS.ADMIN.name })).toBeVisible();
});

test("live: a board status one user sets in a space's list shows in a teammate's open list without a reload", async ({
  browser,
}) => {
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    const [admin, editor] = await Promise.all(contexts.map((context) => context.newPage()));
    await Promise.all([signInAs(admin!, 'ADMIN'), signInAs(editor!, 'EDITOR')]);
    const subject = `Live status ${Date.now()}`;
    await createTask(admin!, { subject, project: await engineeringProject(admin!), status: 'Open' });
    const list = `/projects/engineering?q=${encodeURIComponent(subject)}`;
    await Promise.all([admin!.goto(list), editor!.goto(list)]);
    await expect(taskRow(admin!, subject)).toContainText('To do');
    await expect(taskRow(editor!, subject)).toContainText('To do');
    await expectLive(editor!);

    await taskRow(admin!, subject)
      .getByRole('checkbox', { name: `Select “${subject}”` })
      .check();
    await admin!.getByRole('button', { name: /Change status/ }).click();
    const changed = taskSave(admin!);
    await admin!.getByRole('menuitem', { name: 'QA' }).click();
    expect((await changed).status()).toBe(200);

    await expect(taskRow(editor!, subject)).toContainText('QA');
    await expect(editor!.getByRole('button', { name: /^QA\s*1$/ })).toBeVisible();
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
