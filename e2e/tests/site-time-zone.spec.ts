import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { E2E_PORTS } from '../support/environment';
import { serveApp, startMockServer, writeRemotesFile } from '../support/processes';
import { signInAs } from '../support/session';

// A site whose clock is New York's, read from a browser in Tokyo (13 or 14 hours ahead): the site writes its
// datetimes as New York wall time with no offset, and the app must read them as such, not as Tokyo's.
const PORTS = E2E_PORTS.siteTimeZone;
const base = `http://127.0.0.1:${PORTS.host}`;
const mockUrl = `http://127.0.0.1:${PORTS.mock}`;

test.use({ timezoneId: 'Asia/Tokyo' });

test.describe('a site in New York, a browser in Tokyo', () => {
  const started: ChildProcess[] = [];

  test.beforeAll(async () => {
    started.push(await startMockServer(PORTS.mock, base, { TZ: 'America/New_York' }));
    const remotesFile = writeRemotesFile({
      remote_projects: E2E_PORTS.remotes[0],
      remote_apps: E2E_PORTS.remotes[1],
      remote_template_kits: E2E_PORTS.remotes[2],
    });
    started.push(await serveApp('host', PORTS.host, ['--spa', '--backend', mockUrl, '--remotes', remotesFile]));
  });

  test.afterAll(() => {
    for (const child of started) child.kill('SIGTERM');
  });

  async function openBell(page: Page) {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    return page.getByRole('dialog', { name: 'Notifications' });
  }

  test('a task assigned a moment ago reads "now" in the bell, not 14 hours ago', async ({ browser, page }) => {
    const zone = await page.request.get(`${mockUrl}/api/method/frappe.client.get_time_zone`);
    expect(await zone.json()).toEqual({ message: { time_zone: 'America/New_York' } });

    const adminContext = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
    const subject = `Stamped in New York ${Date.now().toString(36)}`;
    try {
      const admin = await adminContext.newPage();
      await signInAs(admin, 'ADMIN', `${base}/session/signin`);
      const created = await admin.request.post(`${base}/api/resource/Task`, { data: { subject } });
      expect(created.status()).toBe(200);
      const { name } = ((await created.json()) as { data: { name: string } }).data;
      const assigned = await admin.request.post(`${base}/api/method/frappe.desk.form.assign_to.add`, {
        data: { doctype: 'Task', name, assign_to: ['editor@tessera.dev'] },
      });
      expect(assigned.status()).toBe(200);
    } finally {
      await adminContext.close();
    }

    await signInAs(page, 'EDITOR', `${base}/session/signin`);
    const item = (await openBell(page)).getByRole('listitem').filter({ hasText: subject });
    await expect(item.locator('time')).toHaveText(/^(now|\d+ seconds? ago|1 minute ago)$/);
  });
});
