import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../support/environment';
import { layoutStorageState } from '../support/layout-storage';
import { signInAs } from '../support/session';

/** The rows of the last answer the page got to its Task list read whose fields `matches` picks. */
function lastTaskList(page: Page, matches: (fields: string[]) => boolean) {
  let latest: Promise<{ data: Array<Record<string, unknown>> }> | undefined;
  page.on('response', (response) => {
    const url = new URL(response.url());
    const fields = url.searchParams.get('fields');
    if (url.pathname !== '/api/resource/Task' || !fields || !response.ok()) return;
    if (matches(JSON.parse(fields) as string[])) latest = response.json() as typeof latest;
  });
  return async () => (await latest)?.data;
}

test.describe('layout2', () => {
  test.use({ storageState: layoutStorageState({ activeLayout: 'layout2' }) });

  test('the shell: sidebar groups from all three remotes and the user in the top bar', async ({ page }) => {
    await signInAs(page, 'ADMIN');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const group of ['Dashboards', 'Projects', 'Apps', 'Pages']) {
      // Exact: the spaces tree, once loaded, adds "Projects of …" buttons to the same sidebar.
      await expect(nav.getByRole('button', { name: group, exact: true })).toBeVisible();
    }
    // Only the current page's group is open; another opens and closes on its button.
    await expect(nav.getByRole('link', { name: 'All tasks', exact: true })).toBeVisible();
    const apps = nav.getByRole('button', { name: 'Apps', exact: true });
    await expect(apps).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Todo', exact: true })).toHaveCount(0);
    await apps.click();
    await apps.click();
    await expect(nav.getByRole('link', { name: 'Todo', exact: true })).toHaveCount(0);
    await apps.click();
    await nav.getByRole('link', { name: 'Todo', exact: true }).click();
    await expect(page).toHaveURL('/todo/list');
    await expect(page.getByTestId('current-user-name')).toHaveText(DEMO_USERS.ADMIN.name);
  });
});

test('remote-projects: /projects/all lists the tasks the Task API returns', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  const api = await page.request.get('/api/resource/Task', {
    params: { fields: JSON.stringify(['name', 'subject', 'status']), limit_page_length: '20' },
  });
  expect(api.status()).toBe(200);
  const tasks = ((await api.json()) as { data: Array<{ subject: string }> }).data;
  expect(tasks.length).toBeGreaterThan(0);
  await page.goto('/projects/all');
  const table = page.getByRole('table', { name: 'Tasks' });
  await expect(table).toBeVisible();
  for (const task of tasks.slice(0, 5))
    await expect(table.getByText(task.subject, { exact: true }).first()).toBeVisible();
});

test('remote-template-kits: the profile page shows the signed-in user from the User resource', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  await page.goto('/pages/user-profile');
  await expect(page.getByRole('heading', { name: DEMO_USERS.EDITOR.name, level: 1 })).toBeVisible();
  await expect(page.getByText(DEMO_USERS.EDITOR.email).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your work' })).toContainText('Open tasks');
  // The Frappe roles are the account's details, under their tab.
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText('Tessera Editor')).toBeVisible();
});

test('remote-template-kits: dashboard v1 counts work tasks by status as the API does', async ({ page }) => {
  // Other tests add tasks meanwhile: the total is compared with the server's answer to the dashboard itself.
  // Signing in straight into the dashboard: the task list (the usual landing page) asks the same count.
  const byStatus = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/resource/Task' && url.searchParams.get('group_by') === 'project, puxeo_status, status'
    );
  });
  const createdRows = lastTaskList(page, (fields) => fields.join() === 'creation');
  const assignmentRows = lastTaskList(page, (fields) => fields.join() === '_assign');
  const changedRows = lastTaskList(page, (fields) => fields.includes('modified_by'));
  await signInAs(page, 'ADMIN', '/dashboard/v1');
  await expect(page).toHaveURL(/\/dashboard\/v1$/);
  const groups = ((await (await byStatus).json()) as { data: { count: number }[] }).data;
  const total = groups.reduce((sum, group) => sum + Number(group.count), 0);
  // The sample data's 300 tasks but its one template, which is not work.
  expect(total).toBeGreaterThanOrEqual(299);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total tasks', exact: true })).toContainText(
    total.toLocaleString('en-US'),
  );
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  // The trend, the workload and the recent activity draw what the API answered the page (its last answer: a task
  // written by another test meanwhile makes the page read again).
  const trend = page.getByRole('img', { name: 'Completion trend' });
  await expect
    .poll(async () => {
      const created = (await createdRows())?.length ?? -1;
      return (await trend.locator('desc').textContent())?.includes(`${created.toLocaleString('en-US')} tasks created`);
    })
    .toBe(true);
  const workload = page.getByRole('list', { name: 'Open tasks by assignee' });
  await expect
    .poll(async () => {
      const tasks = (await assignmentRows())?.filter((row) =>
        String(row._assign).includes(`"${DEMO_USERS.ADMIN.email}"`),
      );
      const shown = await workload.getByRole('listitem').filter({ hasText: DEMO_USERS.ADMIN.name }).textContent();
      return (
        tasks !== undefined &&
        tasks.length > 0 &&
        shown?.endsWith(`${tasks.length} task${tasks.length === 1 ? '' : 's'}`)
      );
    })
    .toBe(true);
  const firstChange = page.getByRole('list', { name: 'Recent activity' }).getByRole('link').first();
  await expect
    .poll(async () => {
      const [last] = (await changedRows()) ?? [];
      return last !== undefined && (await firstChange.getAttribute('href')) === `/projects/all?task=${last.name}`;
    })
    .toBe(true);
});
