import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/environment';
import { trackPendingRequests } from '../support/pending-requests';
import { openFromMenu, signInAs, signOutFromTopBar } from '../support/session';

const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __samePageMarker: true }));
const isSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samePageMarker?: boolean }).__samePageMarker === true);

/**
 * A page of each remote, in one page load (from the menu), so that every remote has run and taken its shared
 * modules: a remote that has not run in this page has no federation instance to ask.
 */
async function openEveryRemote(page: Page): Promise<void> {
  await page.goto('/projects/all');
  for (const [group, entry, path] of [
    [null, null, '/projects/all'],
    ['Apps', 'Todo', '/todo/list'],
    ['Pages', 'User profile', '/pages/user-profile'],
  ] as const) {
    if (group) await openFromMenu(page, group, entry);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('main')).not.toContainText('is unavailable');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
}

test('one shared-auth instance: every app resolves it to the same module, holding the signed-in user', async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  await openEveryRemote(page);
  // Ask each app's federation instance for shared-auth: every one must get the very same module object,
  // whose session is the signed-in user.
  const resolved = await page.evaluate(async () => {
    type SharedAuth = { getSession: () => { user: { userId: string } | null } };
    type Instance = { name: string; loadShare: (name: string) => Promise<false | (() => SharedAuth)> };
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__
      .__INSTANCES__;
    const modules = await Promise.all(
      instances.map(async (instance) => {
        const factory = await instance.loadShare('shared-auth');
        return factory ? factory() : null;
      }),
    );
    return {
      apps: instances.map((instance) => instance.name).sort(),
      oneModule: modules.every((module) => module !== null && module === modules[0]),
      user: modules[0]?.getSession().user?.userId ?? null,
    };
  });
  expect(resolved.apps).toEqual(['host', 'remote_apps', 'remote_projects', 'remote_template_kits']);
  expect(resolved.oneModule).toBe(true);
  expect(resolved.user).toBe(DEMO_USERS.ADMIN.email);
});

test("a sign-in and a sign-out in the host are seen by a remote's page, in the same page load", async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await markPage(page);
  await openFromMenu(page, 'Pages', 'User profile');
  await expect(page.getByRole('heading', { name: DEMO_USERS.ADMIN.name, level: 1 })).toBeVisible();

  await signOutFromTopBar(page);
  await page.getByLabel('Email').fill(DEMO_USERS.EDITOR.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user-name')).toHaveText(DEMO_USERS.EDITOR.name);
  await openFromMenu(page, 'Pages', 'User profile');
  await expect(page.getByRole('heading', { name: DEMO_USERS.EDITOR.name, level: 1 })).toBeVisible();
  expect(await isSamePage(page)).toBe(true);
});

for (const { remote, path, returnTo, loaded, act } of [
  {
    remote: 'remote-apps',
    path: '/todo/list',
    returnTo: '/todo/list',
    // The todos drawn: the page has sent every read it makes on opening.
    loaded: (page: Page) => page.getByRole('button', { name: /^Mark ".*" as done$/ }).first(),
    act: async (page: Page) => {
      await page.getByRole('button', { name: 'Add todo' }).first().click();
      await page.getByRole('dialog', { name: 'New todo' }).getByLabel('Title', { exact: true }).fill('Never saved');
      await page.getByRole('button', { name: 'Save' }).click();
    },
  },
  {
    remote: 'remote-projects',
    path: '/projects/all',
    // The task list keeps its search in the URL, so signing back in returns to the same search.
    returnTo: '/projects/all?q=anything',
    // A task row drawn: the rows of every group were asked for together, after the one grouped count.
    loaded: (page: Page) => page.getByRole('table', { name: 'Tasks' }).locator('tbody tr[data-task]').first(),
    act: async (page: Page) => {
      await page.getByRole('searchbox').fill('anything');
    },
  },
]) {
  test(`a session lost on the server, noticed by ${remote}'s API call, is the host's to say`, async ({ page }) => {
    await signInAs(page, 'EDITOR');
    const requests = trackPendingRequests(page);
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(loaded(page)).toBeVisible();
    // Every read of the page done, so the loss is noticed by the test's own action and no earlier request.
    await requests.allAnswered();
    await markPage(page);
    expect((await page.request.get('/api/method/logout')).status()).toBe(200);
    await act(page);
    // The host's sign-in over the page, which stays as it was; declining it goes to the sign-in page.
    const ended = page.getByRole('alertdialog', { name: 'Your session ended — sign in again' });
    await expect(ended).toBeVisible();
    await expect(page).toHaveURL(returnTo);
    await ended.getByRole('button', { name: 'Go to the sign-in page' }).click();
    await expect(page).toHaveURL(`/session/signin?redirectUrl=${encodeURIComponent(returnTo)}`);
    await expect(page.getByTestId('current-user-name')).toHaveCount(0);
    expect(await isSamePage(page)).toBe(true);
  });
}

test('one shared-ui instance: every app resolves it to the same module, holding the same layout settings', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  await openEveryRemote(page);
  const resolved = await page.evaluate(async () => {
    type SharedUi = { getLayoutSettings: () => { dir: string; activeLayout: string } };
    type Instance = { name: string; loadShare: (name: string) => Promise<false | (() => unknown)> };
    const instances = (window as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__
      .__INSTANCES__;
    /** Whether every app gets the very same module object for a shared name. */
    const resolveEverywhere = async (name: string) => {
      const modules = await Promise.all(
        instances.map(async (instance) => {
          const factory = await instance.loadShare(name);
          return factory ? factory() : null;
        }),
      );
      return { modules, one: modules.every((module) => module !== null && module === modules[0]) };
    };
    const ui = await resolveEverywhere('shared-ui');
    // The parts of shared-ui loaded on demand (formik and its fields; the kit pages' components) are one module
    // too, or a remote's form would read another formik context than shared-ui's fields.
    const forms = await resolveEverywhere('shared-ui/forms');
    const kits = await resolveEverywhere('shared-ui/kits');
    // One board engine, so one drag and drop backend on the window whichever app's board is shown.
    const board = await resolveEverywhere('shared-ui/board');
    return {
      apps: instances.map((instance) => instance.name).sort(),
      oneModule: ui.one,
      oneForms: forms.one && typeof (forms.modules[0] as { Formik?: unknown } | null)?.Formik === 'function',
      oneKits: kits.one,
      oneBoard:
        board.one &&
        typeof (board.modules[0] as { BoardDndProvider?: unknown } | null)?.BoardDndProvider === 'function',
      dir: (ui.modules[0] as SharedUi | null)?.getLayoutSettings().dir ?? null,
    };
  });
  expect(resolved.apps).toEqual(['host', 'remote_apps', 'remote_projects', 'remote_template_kits']);
  expect(resolved).toMatchObject({ oneModule: true, oneForms: true, oneKits: true, oneBoard: true });
  expect(resolved.dir).toBe(await page.locator('html').getAttribute('dir'));
});
