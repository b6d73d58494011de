import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { MOCK_URL } from '../support/environment';
import { layoutStorageState } from '../support/layout-storage';
import { builtTopMenuGroups } from '../support/menu-groups';
import { navigateInApp } from '../support/open-page';
import { signInAs } from '../support/session';

/** A page of another origin on the same host (so the same site: SameSite=Lax cookies go along). */
async function serveAttackerPage(html: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function todoTitles(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/todo/all');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Array<{ title: string }>).map((todo) => todo.title);
}

async function taskSubjects(page: Page, subject: string): Promise<unknown[]> {
  const answer = await page.request.get('/api/resource/Task', {
    params: { fields: JSON.stringify(['name']), filters: JSON.stringify([['subject', '=', subject]]) },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: unknown[] }).data;
}

test('a page on another origin cannot create data with the signed-in user’s cookie', async ({ page, baseURL }) => {
  await signInAs(page, 'ADMIN');
  const marker = `forged ${Date.now()}`;
  // Auto-submitted forms (a top-level navigation carries the cookie) to the host's /api and to the backend
  // itself, and a no-cors fetch with credentials: all the ways a hostile page can send a write.
  const attacker = await serveAttackerPage(`<!doctype html><html><body>
    <iframe name="sink1"></iframe><iframe name="sink2"></iframe>
    <form id="todo" method="POST" action="${baseURL}/api/todo/add" target="sink1"><input name="title" value="${marker}"></form>
    <form id="task" method="POST" action="${MOCK_URL}/api/resource/Task" target="sink2"><input name="data" value='{"subject":"${marker}"}'></form>
    <script>
      document.getElementById('todo').submit();
      document.getElementById('task').submit();
      window.fetched = Promise.all([
        fetch('${baseURL}/api/todo/add', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: '{"title":"${marker}"}' }),
        fetch('${baseURL}/api/resource/Task', { method: 'POST', mode: 'no-cors', credentials: 'include', body: new URLSearchParams({ data: '{"subject":"${marker}"}' }) }),
      ]).then(() => 'sent', () => 'failed');
    </script></body></html>`);
  try {
    const refusals = [
      page.waitForResponse(
        (response) => response.url() === `${baseURL}/api/todo/add` && response.request().method() === 'POST',
      ),
      page.waitForResponse(
        (response) => response.url() === `${MOCK_URL}/api/resource/Task` && response.request().method() === 'POST',
      ),
    ];
    await page.goto(attacker.url);
    for (const refusal of await Promise.all(refusals)) expect(refusal.status()).toBe(400);
    await page.evaluate(() => (window as unknown as { fetched: Promise<string> }).fetched);

    expect(await todoTitles(page)).not.toContain(marker);
    expect(await taskSubjects(page, marker)).toEqual([]);
  } finally {
    await attacker.close();
  }
});

test('no session page breaks the Content-Security-Policy', async ({ page }) => {
  const violations = watchPolicyViolations(page);
  await page.addInitScript(reportPolicyViolations);
  for (const path of ['/session/signin', '/session/signup', '/session/forgot-password', '/session/404']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test.describe('every page of the menu', () => {
  // layout2 shows the menu as a tree of groups in its sidebar. One test per top-level group keeps each walk's time
  // bounded as the menu grows, and lets the two workers share the walks.
  test.use({ storageState: layoutStorageState({ activeLayout: 'layout2' }) });
  test.describe.configure({ mode: 'parallel' });

  for (const groupLabel of builtTopMenuGroups()) {
    test(`no page of ${groupLabel} breaks the Content-Security-Policy`, async ({ page }) => {
      const violations = watchPolicyViolations(page);
      await page.addInitScript(reportPolicyViolations);
      await signInAs(page, 'SA');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const paths = await menuPathsOfGroup(page, groupLabel);
      expect(paths.length).toBeGreaterThan(0);
      // The spaces tree links each space other tests made to the same pages: one space's tasks stand for them all.
      if (paths.includes('/projects/all')) paths.push('/projects/engineering');
      for (const path of paths) {
        // Within the app, as a click on the menu goes: each page's own code and requests, without a new start.
        await navigateInApp(page, path);
        // The menu marks the page's link current in the same render that swaps the page in.
        await expect(nav.locator(`a[href="${path}"][aria-current="page"]`).first()).toBeAttached();
        await expect(page.getByRole('main').getByRole('status', { name: /^Loading/ })).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Neither "unavailable" nor "hit an error" (a page's own text may say either).
        await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      }
      expect(violations).toEqual([]);
    });
  }
});

/** Collects the console's reports of Content-Security-Policy violations, with the page they happened on. */
function watchPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/** Runs in the page: reports each violation event to the console (some are not logged by Chromium itself). */
function reportPolicyViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
}

/** Opens the menu group `label` and every group inside it, and lists the paths its links lead to. */
async function menuPathsOfGroup(page: Page, label: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The landing page's group opens itself once the page is drawn (its link then marked current): a group read as
  // closed before that could be opening, and a click would close it.
  await expect(nav.locator('a[aria-current="page"]').first()).toBeAttached();
  // The group is drawn once its remote's routes.json has arrived, which may be after the sign-in has landed.
  const groupButton = nav.getByRole('button', { name: label, exact: true });
  if ((await groupButton.getAttribute('aria-expanded')) !== 'true') await groupButton.click();
  const list = page.locator(`#${await groupButton.getAttribute('aria-controls')}`);
  // Last first: expanding one adds buttons after it, never before, so the ones still to click keep their places.
  const collapsed = await list.getByRole('button', { expanded: false }).all();
  for (const button of collapsed.reverse()) await button.click();
  return [
    ...new Set(
      await list
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
    ),
  ];
}
