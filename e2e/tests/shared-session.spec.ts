import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/environment';
import { signInAs, signOutFromTopBar } from '../support/session';

const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __samePageMarker: true }));
const isSamePage = (page: Page) => page.evaluate(() => (window as unknown as { __samePageMarker?: boolean }).__samePageMarker === true);

test('one shared-auth instance: every app resolved it to the host-provided singleton', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  // Load a page from each remote so that every remote has initialised its shared modules.
  for (const path of ['/projects/all', '/todo/list', '/pages/user-profile']) {
    await page.goto(path);
    await expect(page.getByRole('main')).not.toContainText('is unavailable');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  }
  const usage = await page.evaluate(() => {
    type SharedEntry = { from: string; loaded?: boolean };
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>> } }).__FEDERATION__;
    const versions = new Map<string, SharedEntry>();
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [version, entry] of Object.entries(scopes.default?.['shared-auth'] ?? {})) versions.set(`${version} from ${entry.from}`, entry);
    }
    return [...versions.entries()].map(([key, entry]) => ({ key, loaded: Boolean(entry.loaded) }));
  });
  // Each app offers its own copy of shared-auth; exactly one, the host's, was ever loaded.
  expect(usage.filter((entry) => entry.loaded).map((entry) => entry.key)).toEqual(['1.0.0 from host']);
});

test("a sign-in and a sign-out in the host are seen by a remote's page, in the same page load", async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await markPage(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'User profile' }).click();
  await expect(page.getByRole('heading', { name: DEMO_USERS.ADMIN.name, level: 1 })).toBeVisible();

  await signOutFromTopBar(page);
  await page.getByLabel('Email').fill(DEMO_USERS.EDITOR.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user-name')).toHaveText(DEMO_USERS.EDITOR.name);
  await nav.getByRole('link', { name: 'User profile' }).click();
  await expect(page.getByRole('heading', { name: DEMO_USERS.EDITOR.name, level: 1 })).toBeVisible();
  expect(await isSamePage(page)).toBe(true);
});

for (const { remote, path, act } of [
  {
    remote: 'remote-apps',
    path: '/todo/list',
    act: async (page: Page) => {
      await page.getByRole('button', { name: 'Add todo' }).first().click();
      await page.getByRole('dialog', { name: 'New todo' }).getByLabel('Title', { exact: true }).fill('Never saved');
      await page.getByRole('button', { name: 'Save' }).click();
    },
  },
  {
    remote: 'remote-projects',
    path: '/projects/all',
    act: async (page: Page) => {
      await page.getByRole('searchbox').fill('anything');
    },
  },
]) {
  test(`a session lost on the server, noticed by ${remote}'s API call, signs the host out`, async ({ page }) => {
    await signInAs(page, 'EDITOR');
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await markPage(page);
    expect((await page.request.get('/api/method/logout')).status()).toBe(200);
    await act(page);
    await expect(page).toHaveURL(`/session/signin?redirectUrl=${encodeURIComponent(path)}`);
    await expect(page.getByTestId('current-user-name')).toHaveCount(0);
    expect(await isSamePage(page)).toBe(true);
  });
}
