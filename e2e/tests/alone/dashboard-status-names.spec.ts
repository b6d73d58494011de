// The dashboard counts a task's one status by name, as the list of every space groups it: a task moved to a board
// status shows in that name's bar, and the list's group of that name says the same number.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../../support/session';
import { createTask } from '../../support/workspace-api';

async function firstRow<Row>(page: Page, doctype: string, filters: unknown[]): Promise<Row> {
  const answer = await page.request.get(`/api/resource/${doctype}`, {
    params: { fields: '["name"]', filters: JSON.stringify(filters), limit_page_length: '1' },
  });
  expect(answer.status()).toBe(200);
  const [row] = ((await answer.json()) as { data: Row[] }).data;
  if (!row) throw new Error(`The seed has no ${doctype} matching ${JSON.stringify(filters)}`);
  return row;
}

/** The count the dashboard's "Tasks by status" table gives a status name; 0 where it has no row. */
async function dashboardCount(page: Page, name: string): Promise<number> {
  const table = page.getByRole('table', { name: 'Tasks by status' });
  await expect(table.locator('tbody tr').first()).toBeAttached();
  const row = table.locator('tbody tr').filter({ has: page.getByRole('cell', { name, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number((await row.locator('td').nth(1).innerText()).replace(/,/g, ''));
}

test("a task moved to a board status counts in that name on /dashboard/v1, as the list's group does", async ({
  page,
}) => {
  await signInAs(page, 'ADMIN', '/dashboard/v1');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const before = await dashboardCount(page, 'QA');

  const project = await firstRow<{ name: string }>(page, 'Project', [
    ['space', '=', 'engineering'],
    ['is_custom', '=', 0],
  ]);
  const qa = await firstRow<{ name: string }>(page, 'Puxeo Statuses', [
    ['space', '=', 'engineering'],
    ['name1', '=', 'QA'],
  ]);
  // ERPNext's status stays Open: the task's one status is its board's, QA.
  const task = await createTask(page, {
    subject: `Counted in QA ${Date.now()}`,
    project: project.name,
    status: 'Open',
  });
  const moved = await page.request.put(`/api/resource/Task/${task.name}`, { data: { puxeo_status: qa.name } });
  expect(moved.status()).toBe(200);

  // The dashboard follows task writes as the realtime server announces them.
  await expect.poll(() => dashboardCount(page, 'QA')).toBe(before + 1);
  const chart = page.getByRole('img', { name: 'Tasks by status' });
  await expect(chart.locator('desc')).toContainText(`QA: ${(before + 1).toLocaleString('en-US')}`);

  // The list of every space groups the same tasks under the same name.
  await page.goto('/projects/all');
  await expect(page.getByRole('button', { name: new RegExp(`^QA\\s*${before + 1}$`) })).toBeVisible();
});
