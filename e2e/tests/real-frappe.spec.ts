import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { DEMO_USERS, E2E_PORTS } from '../support/environment';
import { serveApp, startMockServer, writeRemotesFile } from '../support/processes';
import { signInAs, signInAsUser } from '../support/session';
import { createUserWithFrappeRole } from '../support/users';

// The app as `BACKEND_URL=https://site npm start` runs it: its own host whose /api goes to a Frappe-only
// backend (the mock-server as a stock site: no demo endpoints, User roles hidden at permlevel 1) for Frappe's
// paths, and to the demo service (the mock-server in demo-only mode, asking that site who the user is) for
// the demo apps' paths. The remotes are the shared stack's.
const PORTS = E2E_PORTS.besideFrappe;
const base = `http://127.0.0.1:${PORTS.host}`;
const frappeUrl = `http://127.0.0.1:${PORTS.frappe}`;
const demoUrl = `http://127.0.0.1:${PORTS.demo}`;

test.describe('against a Frappe-only backend, with the demo service beside it', () => {
  test.describe.configure({ mode: 'serial' });
  const started: ChildProcess[] = [];

  test.beforeAll(async () => {
    started.push(await startMockServer(PORTS.frappe, base, { MOCK_MODE: 'frappe-only' }));
    started.push(await startMockServer(PORTS.demo, base, { MOCK_MODE: 'demo-only', FRAPPE_URL: frappeUrl }));
    const remotesFile = writeRemotesFile({
      remote_projects: E2E_PORTS.remotes[0],
      remote_apps: E2E_PORTS.remotes[1],
      remote_template_kits: E2E_PORTS.remotes[2],
    });
    const hostArgs = ['--spa', '--backend', frappeUrl, '--demo-backend', demoUrl, '--remotes', remotesFile];
    started.push(await serveApp('host', PORTS.host, hostArgs));
  });

  test.afterAll(() => {
    for (const child of started) child.kill('SIGTERM');
  });

  test('an EDITOR whose role only get_roles tells keeps EDITOR after sign-in and after a reload', async ({ page }) => {
    await signInAs(page, 'EDITOR', `${base}/session/signin`);
    await expect(page).toHaveURL(`${base}/projects/all`);
    // The User record the app reads hides the roles, as Frappe does for anyone but a System Manager.
    const ownRecord = await page.request.get(`${base}/api/resource/User/${DEMO_USERS.EDITOR.email}`);
    expect(((await ownRecord.json()) as { data: { roles: unknown[] } }).data.roles).toEqual([]);

    const account = page.getByRole('button', { name: /^Account menu/ });
    await expect(account).toContainText('EDITOR');
    await page.reload();
    await expect(page.getByTestId('current-user-name')).toHaveText(DEMO_USERS.EDITOR.name);
    await expect(account).toContainText('EDITOR');
    await expect(page.getByRole('table', { name: 'Tasks' })).toBeVisible();
  });

  test('the todo app keeps working: its API is the demo service, the sign-in is the Frappe site’s', async ({
    page,
  }) => {
    // The Frappe-only backend has no demo endpoints, as a stock site.
    expect((await page.request.get(`${frappeUrl}/api/todo/all`)).status()).toBe(404);

    await signInAs(page, 'EDITOR', `${base}/session/signin`);
    await page.goto(`${base}/todo/list`);
    const title = `Beside Frappe ${Date.now()}`;
    await page.getByRole('button', { name: 'Add todo' }).first().click();
    await page.getByRole('dialog', { name: 'New todo' }).getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();

    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Mark "${title}" as done` }).click();
    await expect(row.getByRole('button', { name: `Mark "${title}" as done` })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a Projects User, a stock ERPNext role and no Tessera one, is an EDITOR and adds a task', async ({ page }) => {
    const user = await createUserWithFrappeRole('Projects User', base);
    await signInAsUser(page, user, `${base}/session/signin`);
    await expect(page.getByRole('button', { name: /^Account menu/ })).toContainText('EDITOR');

    await page.goto(`${base}/projects/all`);
    await expect(page.getByRole('table', { name: 'Tasks' })).toBeVisible();
    const subject = `By a Projects User ${Date.now()}`;
    await page.getByRole('button', { name: 'Add task to Open' }).click();
    await page.getByRole('textbox', { name: 'Subject of the new task in Open' }).fill(subject);
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/resource/Task') && response.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(200);
    await expect(
      page.getByRole('table', { name: 'Tasks' }).locator('tbody tr[data-task]', { hasText: subject }),
    ).toBeVisible();
  });
});
