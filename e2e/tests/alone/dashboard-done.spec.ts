// Done is a task's one status everywhere: a late task on a board leaves /dashboard/v1's overdue card and list
// when it reaches its board's last status through the API, whatever ERPNext's status says, and the statistics
// widget counts it done.
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../../support/session';
import { createTask, engineeringBoardEnds, engineeringProject } from '../../support/workspace-api';

/** The figure of the stat card named `label`. */
async function statValue(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('group', { name: label, exact: true }).innerText();
  const figure = new RegExp(`^${label}\\s+([\\d,]+)`).exec(text.trim())?.[1];
  if (figure === undefined) throw new Error(`No figure in the ${label} card: ${text}`);
  return Number(figure.replace(/,/g, ''));
}

test("a late board task moved to its board's last status is no longer overdue, and counts done", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'ADMIN', '/dashboard/v1');
  const overdueList = page.getByRole('list', { name: 'Overdue tasks' });
  await expect(page.getByRole('group', { name: 'Overdue', exact: true })).toContainText(/\d/);
  const before = await statValue(page, 'Overdue');

  const project = await engineeringProject(page);
  const { first, last } = await engineeringBoardEnds(page);
  const subject = `Late on the board ${Date.now()}`;
  // Long past its end date, it leads the overdue list (the most late first). ERPNext's status stays Open.
  const task = await createTask(page, {
    subject,
    project,
    status: 'Open',
    puxeo_status: first,
    exp_end_date: '2001-01-01',
  });

  // The dashboard follows task writes as the realtime server announces them.
  await expect.poll(() => statValue(page, 'Overdue')).toBe(before + 1);
  await expect(overdueList.getByText(subject)).toBeVisible();

  await page.goto('/widgets/statistics');
  await expect(page.getByRole('group', { name: 'Unfinished', exact: true })).toBeVisible();
  const unfinished = await statValue(page, 'Unfinished');
  const overdueThere = await statValue(page, 'Overdue');

  const moved = await page.request.put(`/api/resource/Task/${task.name}`, { data: { puxeo_status: last } });
  expect(moved.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Unfinished', exact: true })).toBeVisible();
  expect(await statValue(page, 'Unfinished')).toBe(unfinished - 1);
  expect(await statValue(page, 'Overdue')).toBe(overdueThere - 1);

  await page.goto('/dashboard/v1');
  await expect.poll(() => statValue(page, 'Overdue')).toBe(before);
  await expect(overdueList).toBeVisible();
  await expect(overdueList.getByText(subject)).toHaveCount(0);
});
