// Independent delivery (docs/releases.md), end to end: two versions of remote-apps are built and published to a
// releases store with `npm run release`, a third is a copy whose manifest serves its code from another origin, a fourth
// a copy that asks for a newer shared-auth than the host provides, and two hosts serve a production and a staging
// environment manifest over that store. Nothing is rebuilt after that: which version a page runs is decided by the
// manifests and by a tester's overrides alone.
import { expect, test, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seriousViolations } from '../support/axe';
import { E2E_PORTS, MOCK_URL } from '../support/environment';
import { layoutStorageState } from '../support/layout-storage';
import { serveApp } from '../support/processes';
import { publishCopyServedFrom, publishIncompatibleCopy, publishRelease } from '../support/releases';
import { openFromMenu, signInAs } from '../support/session';

/** Runs in the page: records, frame by frame, each place the sign-in button takes once it can be pressed. */
function recordSignInButtonTops(): void {
  const tops: number[] = [];
  (window as unknown as { signInButtonTops: number[] }).signInButtonTops = tops;
  const look = () => {
    const button = document.querySelector<HTMLButtonElement>('form[aria-label="Sign in"] button[type="submit"]');
    if (button && !button.disabled) {
      const top = Math.round(button.getBoundingClientRect().top);
      if (tops[tops.length - 1] !== top) tops.push(top);
    }
    if (button || tops.length === 0) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * A staging page's environment bar is drawn with the sign-in form, not pushed in above it once the form is usable
 * (where a click aimed at the button landed on the space it had left). Needs recordSignInButtonTops in the page.
 */
async function stagingBarDrawnWithTheForm(page: Page): Promise<void> {
  await expect(page.getByTestId('environment-bar')).toBeVisible();
  // Two frames on, every place the button has taken since it became usable is recorded.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const tops = await page.evaluate(() => (window as unknown as { signInButtonTops: number[] }).signInButtonTops);
  expect(tops).toHaveLength(1);
}

/** Signs in on the staging host, checking on the way that its environment bar moves nothing. */
async function signInOnStaging(page: Page): Promise<void> {
  await page.addInitScript(recordSignInButtonTops);
  await signInAs(page, 'ADMIN', `${STAGING}/session/signin?redirectUrl=%2Fprojects%2Fall`, stagingBarDrawnWithTheForm);
}

const PORTS = E2E_PORTS.releases;
const STORE_URL = `http://127.0.0.1:${PORTS.store}/`;
const PRODUCTION = `http://127.0.0.1:${PORTS.production}`;
const STAGING = `http://127.0.0.1:${PORTS.staging}`;
/** Where release 1.2.0's manifest says its code is: no server, and the page must not even ask. */
const ELSEWHERE = 'http://127.0.0.1:3998';
// Outside the repository: the store holds built JavaScript that the linters must not read.
const workDir = path.join(os.tmpdir(), `tessera-e2e-releases-${PORTS.store}`);
const store = path.join(workDir, 'store');

/** An environment manifest: remote-apps pinned in the store, the other remotes from the shared stack. */
function environmentManifest(environment: string, appsVersion: string, overrides?: object): string {
  const development = JSON.parse(
    fs.readFileSync(path.join(__dirname, '..', '..', 'host', 'dist', 'remotes.json'), 'utf8'),
  ) as { remotes: Record<string, { basePaths: string[]; title: string }> };
  const { remote_projects: projects, remote_apps: apps, remote_template_kits: kits } = development.remotes;
  return JSON.stringify({
    environment,
    releases: STORE_URL,
    ...(overrides ? { overrides } : {}),
    remotes: {
      remote_projects: { ...projects, entry: `http://127.0.0.1:${E2E_PORTS.remotes[0]}/mf-manifest.json` },
      remote_apps: { ...apps, entry: undefined, release: 'remote-apps', version: appsVersion },
      remote_template_kits: { ...kits, entry: `http://127.0.0.1:${E2E_PORTS.remotes[2]}/mf-manifest.json` },
    },
  });
}

const productionFile = path.join(workDir, 'production.json');
const pinProduction = (version: string) => fs.writeFileSync(productionFile, environmentManifest('production', version));

/** The versions of remote-apps whose files the page fetched from the store. */
function storeVersionsFetched(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const match = /^http:\/\/127\.0\.0\.1:\d+\/remote-apps\/([^/]+)\/.+\.js$/.exec(request.url());
    if (match && request.url().startsWith(STORE_URL)) versions.add(match[1]!);
  });
  return versions;
}

async function openTodo(page: Page): Promise<void> {
  await openFromMenu(page, 'Apps', 'Todo');
  await expect(page.getByRole('heading', { level: 1, name: 'Todo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add todo' }).first()).toBeVisible();
}

/** The remotes status page's row for remote-apps. */
async function appsStatusRow(page: Page) {
  await openFromMenu(page, 'System', 'Remotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Remotes' })).toBeVisible();
  return page.getByRole('table', { name: 'Remotes' }).locator('tr[data-remote="remote_apps"]');
}

test.describe('remote releases, environments and staging overrides', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ storageState: layoutStorageState({}, [PORTS.production, PORTS.staging]) });
  const servers: ChildProcess[] = [];

  test.beforeAll(async () => {
    // Two real builds of one remote alone: minutes on two busy cores, once for the whole file.
    test.setTimeout(600_000);
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.mkdirSync(workDir, { recursive: true });
    await publishRelease(store, 'remote-apps', '1.0.0');
    await publishRelease(store, 'remote-apps', '1.1.0');
    publishCopyServedFrom(store, 'remote-apps', '1.1.0', '1.2.0', `${ELSEWHERE}/remote-apps/1.2.0/`);
    publishIncompatibleCopy(store, 'remote-apps', '1.1.0', '2.0.0', 'shared-auth', '^2.0.0');

    pinProduction('1.0.0');
    const stagingFile = path.join(workDir, 'staging.json');
    fs.writeFileSync(
      stagingFile,
      environmentManifest('staging', '1.0.0', {
        allowed: true,
        origins: [STORE_URL.slice(0, -1)],
        versions: { remote_apps: '>=1.0.0 <3.0.0' },
      }),
    );
    servers.push(await serveApp('releases-store', PORTS.store, [], store));
    servers.push(
      await serveApp('host', PORTS.production, ['--spa', '--backend', MOCK_URL, '--remotes', productionFile]),
    );
    servers.push(await serveApp('host', PORTS.staging, ['--spa', '--backend', MOCK_URL, '--remotes', stagingFile]));
  });

  test.afterAll(() => {
    for (const server of servers) server.kill('SIGTERM');
  });

  test('production runs the pinned version, refuses overrides, and a manifest change moves a fresh page', async ({
    page,
  }) => {
    const fetched = storeVersionsFetched(page);
    await signInAs(page, 'ADMIN', `${PRODUCTION}/session/signin?redirectUrl=%2Fprojects%2Fall`);
    await openTodo(page);
    expect([...fetched]).toEqual(['1.0.0']);
    let apps = await appsStatusRow(page);
    await expect(apps).toContainText('1.0.0');
    await expect(apps).toContainText(`${STORE_URL}remote-apps/1.0.0/mf-manifest.json`);
    await expect(apps).toContainText('Loaded');
    await expect(page.getByTestId('environment-bar')).toHaveCount(0);

    // An override in the address is refused in production, and said so; the pinned version runs.
    await page.goto(`${PRODUCTION}/todo/list?remote_apps=1.1.0`);
    const bar = page.getByTestId('environment-bar');
    await expect(bar).toContainText('remote_apps 1.1.0 was not loaded: production does not allow overrides');
    await expect(page.getByRole('button', { name: 'Add todo' }).first()).toBeVisible();
    expect(fetched.has('1.1.0')).toBe(false);

    // Rolling forward is the manifest's one line: a fresh page loads 1.1.0, nothing rebuilt.
    pinProduction('1.1.0');
    await page.goto(`${PRODUCTION}/projects/all`);
    await openTodo(page);
    expect(fetched.has('1.1.0')).toBe(true);
    apps = await appsStatusRow(page);
    await expect(apps).toContainText(`${STORE_URL}remote-apps/1.1.0/mf-manifest.json`);

    // Pinned to a release built for shared-auth 2: refused with the panel, the rest of the app works.
    pinProduction('2.0.0');
    await page.goto(`${PRODUCTION}/todo/list`);
    await expect(page.getByTestId('remote-unavailable')).toContainText(
      /remote_apps 2\.0\.0 needs shared-auth \^2\.0\.0/,
    );
    await openFromMenu(page, 'Pages', 'User profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Adam Reyes' })).toBeVisible();
    pinProduction('1.0.0');
  });

  test('staging: an override in the address loads the other version for the tab, with a banner and Reset', async ({
    page,
  }) => {
    const fetched = storeVersionsFetched(page);
    await signInOnStaging(page);
    await page.goto(`${STAGING}/todo/list?remote_apps=1.1.0`);
    await expect(page.getByRole('button', { name: 'Add todo' }).first()).toBeVisible();
    // Kept for the tab, so the address no longer carries it.
    await expect(page).toHaveURL(`${STAGING}/todo/list`);
    const bar = page.getByTestId('environment-bar');
    await expect(bar).toContainText('Overridden in this tab: Apps 1.1.0 (pinned 1.0.0)');
    expect([...fetched]).toEqual(['1.1.0']);
    expect(await seriousViolations(page, '[data-testid="environment-bar"]')).toEqual([]);

    // Still overridden after a reload in this tab; the status page says so.
    await page.reload();
    const apps = await appsStatusRow(page);
    await expect(apps).toContainText('Overridden · pinned 1.0.0');
    await expect(apps).toContainText(`${STORE_URL}remote-apps/1.1.0/mf-manifest.json`);

    // Reset: the remote has run in this page, so the page reloads onto the pinned version.
    await bar.getByRole('button', { name: 'Reset' }).click();
    await expect(bar).toContainText('Every remote runs its pinned version.');
    await expect(apps).toContainText(`${STORE_URL}remote-apps/1.0.0/mf-manifest.json`);
    await expect(apps).not.toContainText('Overridden');
  });

  test('staging refuses versions off its allow-list, other origins and incompatible releases', async ({ browser }) => {
    // In dark mode, where the refusals must read as well as in light.
    const context = await browser.newContext({
      storageState: layoutStorageState({ colorMode: 'dark' }, [PORTS.staging]),
    });
    const page = await context.newPage();
    await signInOnStaging(page);
    const bar = page.getByTestId('environment-bar');

    await page.goto(`${STAGING}/todo/list?remote_apps=3.1.0`);
    await expect(bar).toContainText('remote_apps 3.1.0 was not loaded: staging allows only remote_apps >=1.0.0 <3.0.0');

    await page.goto(`${STAGING}/todo/list?remote_apps=https%3A%2F%2Fevil.example%2Fmf-manifest.json`);
    await expect(bar).toContainText("https://evil.example is not on staging's allow-list");

    await page.goto(`${STAGING}/todo/list?remote_apps=1.7.0`);
    await expect(bar).toContainText('remote_apps 1.7.0 was not loaded: it is not in the releases store');

    await page.goto(`${STAGING}/todo/list?remote_apps=2.0.0`);
    await expect(bar).toContainText(
      /remote_apps 2\.0\.0 needs shared-auth \^2\.0\.0, this host provides [\d.]+: refused, remote_apps 1\.0\.0 stays in use/,
    );
    // The pinned version runs meanwhile.
    await expect(page.getByRole('button', { name: 'Add todo' }).first()).toBeVisible();
    await expect(bar).toContainText('Every remote runs its pinned version.');
    expect(await seriousViolations(page, '[data-testid="environment-bar"]')).toEqual([]);
    await context.close();
  });

  test('a release whose manifest serves its code from another origin is refused, and nothing is asked of it', async ({
    page,
  }) => {
    const askedElsewhere: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(ELSEWHERE)) askedElsewhere.push(request.url());
    });
    await signInOnStaging(page);
    const bar = page.getByTestId('environment-bar');

    // As a staging override: refused with the reason, the pinned version runs.
    await page.goto(`${STAGING}/todo/list?remote_apps=1.2.0`);
    await expect(bar).toContainText(
      `remote_apps 1.2.0 was not loaded: its code is served from ${ELSEWHERE}, which is not on staging's allow-list; remote_apps 1.0.0 stays in use`,
    );
    await expect(page.getByRole('button', { name: 'Add todo' }).first()).toBeVisible();
    await expect(bar).toContainText('Every remote runs its pinned version.');

    // Pinned in production: its pages show the refusal, the rest of the app works.
    pinProduction('1.2.0');
    await page.goto(`${PRODUCTION}/todo/list`);
    const panel = page.getByTestId('remote-unavailable');
    await expect(panel.getByRole('heading', { name: 'Apps was not loaded' })).toBeVisible();
    await expect(panel).toContainText(
      `its code is served from ${ELSEWHERE}, which is not the origin of its mf-manifest.json (${STORE_URL.slice(0, -1)})`,
    );
    await openFromMenu(page, 'Pages', 'User profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Adam Reyes' })).toBeVisible();
    const apps = await appsStatusRow(page);
    await expect(apps).toContainText('Refused: code served elsewhere');
    pinProduction('1.0.0');

    expect(askedElsewhere).toEqual([]);
  });

  test('staging: the Remote versions panel switches a remote not yet run at once, and asks for a reload otherwise', async ({
    page,
  }) => {
    const fetched = storeVersionsFetched(page);
    await signInOnStaging(page);
    await expect(page.getByRole('table', { name: 'Tasks' })).toBeVisible();
    const bar = page.getByTestId('environment-bar');

    await bar.getByRole('button', { name: 'Remote versions' }).click();
    const panel = page.getByRole('dialog', { name: 'Remote versions' });
    const apps = panel.locator('li[data-remote="remote_apps"]');
    const select = apps.getByRole('combobox', { name: 'Apps version' });
    await expect(select.locator('option')).toHaveText(['Pinned (1.0.0)', '1.1.0', '1.2.0', '2.0.0']);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await select.selectOption('1.1.0');
    await apps.getByRole('button', { name: 'Load' }).click();
    await expect(apps).toContainText('Overridden: 1.1.0');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toContainText('Overridden in this tab: Apps 1.1.0 (pinned 1.0.0)');

    // Its code had not run: the next visit loads the chosen version, without a reload.
    await openTodo(page);
    expect([...fetched]).toEqual(['1.1.0']);

    // Now it has run: picking again is kept for the tab, and the page says a reload is needed.
    await bar.getByRole('button', { name: 'Remote versions' }).click();
    await select.selectOption('2.0.0');
    await apps.getByRole('button', { name: 'Load' }).click();
    await expect(apps.getByRole('alert')).toContainText('needs shared-auth ^2.0.0');
    await select.selectOption('');
    await apps.getByRole('button', { name: 'Load' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toContainText('Reload the page to run Apps at its pinned version');
    await bar.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('button', { name: 'Add todo' }).first()).toBeVisible();
    await expect(bar).toContainText('Every remote runs its pinned version.');
    expect(fetched.has('1.0.0')).toBe(true);
  });
});
