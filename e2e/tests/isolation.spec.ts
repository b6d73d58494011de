import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { seriousViolations } from '../support/axe';
import { E2E_PORTS, MOCK_URL } from '../support/environment';
import { serveApp, stopApp, writeRemotesFile } from '../support/processes';
import { openFromMenu, signInAs } from '../support/session';

// Its own host whose remote-apps this test starts and stops; the other remotes are the shared ones.
const HOST_PORT = E2E_PORTS.isolationHost;
const APPS_PORT = E2E_PORTS.isolationApps;

test.describe('a remote whose server is down', () => {
  test.describe.configure({ mode: 'serial' });
  let host: ChildProcess;
  let remoteApps: ChildProcess | undefined;

  test.beforeAll(async () => {
    const remotesFile = writeRemotesFile({
      remote_projects: E2E_PORTS.remotes[0],
      remote_apps: APPS_PORT,
      remote_template_kits: E2E_PORTS.remotes[2],
    });
    host = await serveApp('host', HOST_PORT, ['--spa', '--backend', MOCK_URL, '--remotes', remotesFile]);
  });

  test.afterAll(async () => {
    host?.kill('SIGTERM');
    remoteApps?.kill('SIGTERM');
  });

  test('costs only its own area, and comes back on Retry without a reload', async ({ page }) => {
    const base = `http://127.0.0.1:${HOST_PORT}`;
    // remote-apps is down from the start: sign-in and the shell still work.
    await signInAs(page, 'ADMIN', `${base}/session/signin`);
    await expect(page).toHaveURL(`${base}/projects/all`);
    await expect(page.getByRole('table', { name: 'Tasks' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Projects' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Pages' })).toBeVisible();
    await expect(page.getByTestId('unavailable-remotes')).toContainText('Apps is unavailable.');

    // Its paths show the unavailable panel, not the 404 page.
    await page.goto(`${base}/todo/list`);
    await expect(page).toHaveURL(`${base}/todo/list`);
    const panel = page.getByTestId('remote-unavailable');
    await expect(panel).toContainText('Apps is unavailable');
    expect(await seriousViolations(page, '[data-testid="remote-unavailable"]')).toEqual([]);

    // The other remotes keep working in the same page.
    await openFromMenu(page, 'Pages', 'User profile');
    await expect(page.getByRole('heading', { name: 'Adam Reyes', level: 1 })).toBeVisible();
    await page.goBack();
    await expect(panel).toBeVisible();

    // Bring it back; Retry loads it in place: the marker proves there was no page reload.
    remoteApps = await serveApp('remote-apps', APPS_PORT);
    await page.evaluate(() => Object.assign(window, { __noReloadMarker: true }));
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Add todo' }).first()).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Apps' })).toBeVisible();
    await expect(page.getByTestId('unavailable-remotes')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __noReloadMarker?: boolean }).__noReloadMarker)).toBe(
      true,
    );
  });

  test('going down after it loaded: its pages show the panel, and Retry recovers', async ({ page }) => {
    const base = `http://127.0.0.1:${HOST_PORT}`;
    remoteApps ??= await serveApp('remote-apps', APPS_PORT);
    await signInAs(page, 'ADMIN', `${base}/session/signin`);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Apps' })).toBeVisible();

    // The route module is loaded; the page's own chunk is not, and now cannot be.
    await stopApp(remoteApps, APPS_PORT);
    remoteApps = undefined;
    await openFromMenu(page, 'Apps', 'Todo');
    const panel = page.getByTestId('remote-unavailable');
    await expect(panel).toContainText('Apps is unavailable');
    expect(await seriousViolations(page, '[data-testid="remote-unavailable"]')).toEqual([]);
    // The shell and the other remotes' menu groups are still there.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Projects' }),
    ).toBeVisible();

    remoteApps = await serveApp('remote-apps', APPS_PORT);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Add todo' }).first()).toBeVisible();
  });
});
