// The remotes status page: what an ADMIN sees of the remotes this tab runs, and who may not see it.
import { expect, test } from '@playwright/test';
import { openFromMenu, signInAs } from '../support/session';

test('an ADMIN finds Remotes under System: each remote’s version, entry and state, and the shared singletons', async ({
  page,
}) => {
  // Opened on a page of remote-apps, so that remote's code is loaded and the others' is not.
  await signInAs(page, 'ADMIN', '/session/signin?redirectUrl=%2Ftodo%2Flist');
  await expect(page.getByRole('heading', { level: 1, name: 'Todo' })).toBeVisible();
  await openFromMenu(page, 'System', 'Remotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Remotes' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Environment: development');

  const remotes = page.getByRole('table', { name: 'Remotes' });
  const apps = remotes.locator('tr[data-remote="remote_apps"]');
  await expect(apps).toContainText('0.1.0');
  await expect(apps).toContainText(/\/mf-manifest\.json/);
  await expect(apps).toContainText('Loaded');
  await expect(apps).toContainText(/\d+ ms/);
  await expect(remotes.locator('tr[data-remote="remote_template_kits"]')).toContainText(
    'Pages known, code not loaded yet',
  );

  const shared = page.getByRole('table', { name: 'Shared singletons' });
  for (const name of ['react', 'shared-auth', 'shared-ui'])
    await expect(shared.locator(`tr[data-shared="${name}"]`)).toContainText(/1\d*\.\d+\.\d+\s*host/);

  // What it shows is this tab's: after a reload on this page no remote's code has been needed yet.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Remotes' })).toBeVisible();
  await expect(apps).toContainText('Pages known, code not loaded yet');
});

test('an EDITOR has no System group and is sent away from /system/remotes', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'System' })).toHaveCount(0);
  await page.goto('/system/remotes');
  await expect(page).toHaveURL(/\/session\/signin/);
});
