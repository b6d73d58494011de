// What each screen downloads from the remotes (a performance budget's structure, not its timing): the sign-in
// page fetches nothing from any remote; a page of one remote fetches that remote's code and no other's (the
// others' menus come from the routes.json data they publish).
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, E2E_PORTS } from '../support/environment';

const REMOTE_ORIGINS = {
  'remote-projects': `http://127.0.0.1:${E2E_PORTS.remotes[0]}`,
  'remote-apps': `http://127.0.0.1:${E2E_PORTS.remotes[1]}`,
  'remote-template-kits': `http://127.0.0.1:${E2E_PORTS.remotes[2]}`,
} as const;
type RemoteName = keyof typeof REMOTE_ORIGINS;

/** Every URL the page requests from now on, from any origin. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Signs the page's browser context in through the API, so the page opened next is the first this browser opens. */
async function signInThroughApi(page: Page): Promise<void> {
  const login = await page.request.post('/api/method/login', {
    form: { usr: DEMO_USERS.ADMIN.email, pwd: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
}

const fromRemote = (urls: string[], remote: RemoteName) =>
  urls.filter((url) => url.startsWith(`${REMOTE_ORIGINS[remote]}/`)).map((url) => new URL(url).pathname);

test('the sign-in page fetches nothing from any remote', async ({ page }) => {
  const urls = recordRequests(page);
  // The boot's last step: the session check, whose answer (a guest) decides what else is fetched.
  const sessionChecked = page.waitForResponse((response) => response.url().includes('frappe.auth.get_logged_user'));
  await page.goto('/session/signin');
  await sessionChecked;
  await expect(page.getByLabel('Email')).toBeVisible();
  for (const remote of Object.keys(REMOTE_ORIGINS) as RemoteName[]) expect(fromRemote(urls, remote)).toEqual([]);
});

const PAGES: Array<{ path: string; remote: RemoteName; heading: string }> = [
  { path: '/projects/all', remote: 'remote-projects', heading: 'All tasks' },
  { path: '/todo/list', remote: 'remote-apps', heading: 'Todo' },
  { path: '/dashboard/v1', remote: 'remote-template-kits', heading: 'Dashboard' },
];

for (const { path, remote, heading } of PAGES) {
  test(`${path} fetches code from ${remote} only; the other remotes give just their routes.json`, async ({ page }) => {
    await signInThroughApi(page);
    const urls = recordRequests(page);
    // The menu needs every remote's routes.json; once all three have answered and the page is drawn, the boot
    // has asked for everything it will.
    const menus = (Object.values(REMOTE_ORIGINS) as string[]).map((origin) =>
      page.waitForResponse(`${origin}/routes.json`),
    );
    await page.goto(path);
    await Promise.all(menus);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();

    expect(fromRemote(urls, remote)).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    for (const other of Object.keys(REMOTE_ORIGINS) as RemoteName[]) {
      if (other !== remote) expect(fromRemote(urls, other)).toEqual(['/routes.json']);
    }
  });
}

test("the host's page brings the code it starts with in one file, at once, and fetches none of it again", async ({
  page,
}) => {
  const urls = recordRequests(page);
  // The priority Chromium gives each script request, as it queues them (six connections per origin).
  const priorities = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ request, type }) => {
    if (type === 'Script') priorities.set(new URL(request.url).pathname, request.initialPriority);
  });
  await cdp.send('Network.enable');
  await page.goto('/session/signin');
  // The app has started: its own form has replaced the page's copy (whose button stays disabled).
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' })).toBeEnabled();

  // The entry, then the bundle: deferred scripts run in document order, so the entry starts the session check
  // before the bundle has arrived, and waits for it before it loads any chunk.
  const scripts = await page
    .locator('head script[defer][src]')
    .evaluateAll((found) => found.map((script) => new URL((script as HTMLScriptElement).src).pathname));
  expect(scripts).toEqual(['/main.js', expect.stringMatching(/^\/boot\.[0-9a-f]{8}\.js$/)]);
  const [entry, bundle] = scripts as [string, string];
  // Neither is queued behind anything (a deferred script's default priority is the lowest).
  expect(priorities.get(bundle)).toBe('High');
  expect(priorities.get(entry)).toBe('High');

  // The chunks the bundle installs, as each registers itself: `….push([[id, …], {modules}])`.
  const bundleCode = await (await page.request.get(bundle)).text();
  const installed = [...bundleCode.matchAll(/\.push\(\[\[([\d,]+)\]/g)].flatMap((match) => match[1]!.split(','));
  // React, Chakra (in shared-ui), shared-auth and the boot's own code at least.
  expect(installed.length).toBeGreaterThanOrEqual(4);
  const hostOrigin = new URL(page.url()).origin;
  const hostScripts = urls.filter((url) => url.startsWith(`${hostOrigin}/`)).map((url) => new URL(url).pathname);
  expect(hostScripts.filter((file) => file === bundle)).toHaveLength(1);
  // No chunk file (`<id>.<hash>.js`) of those is asked for on its own.
  const chunksFetched = hostScripts.map((file) => /^\/(\d+)\.[0-9a-f]{8}\.js$/.exec(file)?.[1]).filter(Boolean);
  expect(chunksFetched.filter((id) => installed.includes(id!))).toEqual([]);
});

test("the page's remote, read before the host's own code has arrived, supplies none of the host's singletons", async ({
  page,
}) => {
  await signInThroughApi(page);
  // As on a slow connection: the host's boot bundle arrives only after the remote's manifest has been asked for.
  // The remote is registered that early (route-module-preload.ts): under 'version-first' it offered its copies of
  // React and Chakra while the host's were not yet loaded, and federation took the remote's of two equal versions.
  const remoteManifestAsked = page.waitForRequest(`${REMOTE_ORIGINS['remote-projects']}/mf-manifest.json`);
  await page.route(/\/boot\.[0-9a-f]{8}\.js$/, async (route) => {
    await remoteManifestAsked;
    await route.continue();
  });
  const urls = recordRequests(page);
  await page.goto('/projects/all');
  await expect(page.locator('table[aria-label="Tasks"] tbody tr[data-task]').first()).toBeVisible();

  const manifest = (await (await page.request.get(`${REMOTE_ORIGINS['remote-projects']}/mf-manifest.json`)).json()) as {
    shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const singletonFiles = manifest.shared.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]);
  expect(manifest.shared.map(({ name }) => name)).toEqual(expect.arrayContaining(['react', 'react-dom']));
  expect(fromRemote(urls, 'remote-projects').filter((file) => singletonFiles.includes(file.slice(1)))).toEqual([]);
});

test("/projects/all downloads its remote's entry and route module before the host's own code is in, once", async ({
  page,
}) => {
  await signInThroughApi(page);
  const remote = REMOTE_ORIGINS['remote-projects'];
  // The boot bundle is held back until the remote's entry has been asked for (at most 5 s, then let go: the
  // assertion below then fails instead of the test timing out).
  let bundleReleased = false;
  let entryAskedFirst = false;
  page.on('request', (request) => {
    if (request.url() === `${remote}/remoteEntry.js` && !bundleReleased) entryAskedFirst = true;
  });
  await page.route(/\/boot\.[0-9a-f]{8}\.js$/, async (route) => {
    await page.waitForRequest(`${remote}/remoteEntry.js`, { timeout: 5_000 }).catch(() => undefined);
    bundleReleased = true;
    await route.continue();
  });
  const urls = recordRequests(page);
  await page.goto('/projects/all');
  await expect(page.locator('table[aria-label="Tasks"] tbody tr[data-task]').first()).toBeVisible();

  expect(entryAskedFirst).toBe(true);
  // What was downloaded early is what the federation runtime then ran: each file is fetched once.
  const fetched = fromRemote(urls, 'remote-projects');
  const routeModule = fetched.filter((file) => file.startsWith('/__federation_expose_routes.'));
  expect(routeModule).toHaveLength(1);
  for (const file of ['/mf-manifest.json', '/remoteEntry.js', routeModule[0]!])
    expect(fetched.filter((other) => other === file)).toHaveLength(1);
});

test('remotes.json is asked for by the page itself, before its entry has run, and read once', async ({ page }) => {
  await signInThroughApi(page);
  // The entry is held back until remotes.json has been asked for (at most 5 s, then let go: the assertion below
  // then fails instead of the test timing out). The page's HTML preloads it; the entry's fetch takes that answer.
  let entryReleased = false;
  let askedFirst = false;
  const isEnvironmentManifest = (url: string) => new URL(url).pathname === '/remotes.json';
  page.on('request', (request) => {
    if (isEnvironmentManifest(request.url()) && !entryReleased) askedFirst = true;
  });
  const manifestAsked = page.waitForRequest((request) => isEnvironmentManifest(request.url()), { timeout: 5_000 });
  manifestAsked.catch(() => undefined);
  await page.route(/\/main\.js$/, async (route) => {
    await manifestAsked.catch(() => undefined);
    entryReleased = true;
    await route.continue();
  });
  const urls = recordRequests(page);
  await page.goto('/projects/all');
  await expect(page.locator('table[aria-label="Tasks"] tbody tr[data-task]').first()).toBeVisible();

  expect(askedFirst).toBe(true);
  expect(urls.filter(isEnvironmentManifest)).toHaveLength(1);
});

test("/projects/all asks for each of its data once: the entry's session answers and the page's prefetch are the ones used", async ({
  page,
}) => {
  await signInThroughApi(page);
  const apiGets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) apiGets.push(url.pathname + url.search);
  });
  await page.goto('/projects/all');
  const table = page.getByRole('table', { name: 'Tasks' });
  await expect(table.locator('tbody tr[data-task]').first()).toBeVisible();

  const taskReads = apiGets.filter((url) => url.startsWith('/api/resource/Task?'));
  const groupedBy = (url: string) => new URLSearchParams(url.slice(url.indexOf('?'))).get('group_by') ?? '';
  // The grouped count (by each task's status fields: the groups are its one status's names) and at least one
  // group's rows, the session's three requests, the spaces and projects.
  expect(taskReads.filter((url) => groupedBy(url).includes('status'))).toHaveLength(1);
  expect(taskReads.length).toBeGreaterThan(1);
  expect(apiGets).toEqual(
    expect.arrayContaining([
      '/api/method/frappe.auth.get_logged_user',
      expect.stringMatching(/^\/api\/resource\/User\//),
      expect.stringMatching(/^\/api\/resource\/Spaces\?/),
      expect.stringMatching(/^\/api\/resource\/Project\?/),
    ]),
  );
  const repeated = apiGets.filter((url, index) => apiGets.indexOf(url) !== index);
  expect(repeated).toEqual([]);
});
