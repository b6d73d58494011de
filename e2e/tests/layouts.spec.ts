import { expect, test, type Browser, type Page } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { signInAsUser } from '../support/session';
import { createTestUser, type TestUser } from '../support/users';

const LAYOUTS = ['layout1', 'layout2', 'layout3'] as const;
/** One page of each remote. */
const PAGES = ['/projects/all', '/todo/list', '/dashboard/v1'];

async function openAs(
  browser: Browser,
  user: TestUser,
  storageState: ReturnType<typeof layoutStorageState>,
): Promise<Page> {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await signInAsUser(page, user);
  return page;
}

async function expectPageRendered(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(main).not.toContainText('is unavailable');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

for (const layout of LAYOUTS) {
  test(`${layout}: a page of each remote renders inside it, with the menu`, async ({ browser }) => {
    const user = await createTestUser('ADMIN');
    const page = await openAs(browser, user, layoutStorageState({ activeLayout: layout }));
    for (const path of PAGES) {
      await page.goto(path);
      await expectPageRendered(page);
    }
    await page.context().close();
  });

  test(`${layout}: right-to-left puts the navigation on the right`, async ({ browser }) => {
    const user = await createTestUser('EDITOR');
    const page = await openAs(browser, user, layoutStorageState({ activeLayout: layout, dir: 'rtl' }));
    await page.goto('/projects/all');
    await expectPageRendered(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const viewport = page.viewportSize();
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    if (!viewport || !nav) throw new Error('no layout box');
    if (layout === 'layout3') {
      // A horizontal bar: its first group sits at the right end.
      const groups = page.getByRole('navigation', { name: 'Main' }).getByRole('button');
      const first = await groups.first().boundingBox();
      const last = await groups.last().boundingBox();
      expect(first && last && first.x > last.x).toBe(true);
    } else {
      expect(nav.x + nav.width / 2).toBeGreaterThan(viewport.width / 2);
    }
    await page.context().close();
  });
}

test('customizer choices apply at once, survive a reload, and follow the user to another browser', async ({
  browser,
}) => {
  const user = await createTestUser('ADMIN');
  const page = await openAs(browser, user, layoutStorageState());
  await page.getByRole('button', { name: 'Customize the layout' }).click();
  const customizer = page.getByRole('dialog', { name: 'Customize the layout' });
  await expect(customizer).toBeVisible();

  // Chakra's radios and checkboxes are labelled controls: a user clicks the label.
  await customizer.getByText('Sidebar', { exact: true }).click();
  await expect(page.locator('aside').getByRole('navigation', { name: 'Main' })).toBeVisible();
  await customizer.getByTitle('midnight blue').click();
  await expect(customizer.getByRole('radio', { name: 'midnight blue' })).toBeChecked();
  await customizer.getByText('Enable RTL', { exact: true }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('user_settings.save') &&
      response.request().postData()?.includes('"colorMode\\":\\"dark') === true,
  );
  await customizer.getByText('Dark mode', { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('aside').getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Another browser, nothing stored locally: the choices come from the server after sign-in.
  const elsewhere = await openAs(browser, user, { cookies: [], origins: [] });
  await expect(elsewhere.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(elsewhere.locator('html')).toHaveClass(/dark/);
  await expect(elsewhere.locator('aside').getByRole('navigation', { name: 'Main' })).toBeVisible();
  const again = elsewhere.getByRole('dialog', { name: 'Customize the layout' });
  await expect(again.getByRole('radio', { name: 'midnight blue' })).toBeChecked();
  await page.context().close();
  await elsewhere.context().close();
});

test('the customizer starts open on a first visit and, once closed, stays closed', async ({ browser }) => {
  const user = await createTestUser('EDITOR');
  const page = await openAs(browser, user, { cookies: [], origins: [] });
  const customizer = page.getByRole('dialog', { name: 'Customize the layout' });
  await expect(customizer).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().includes('user_settings.save'));
  await customizer.getByRole('button', { name: 'Close the customizer' }).click();
  await expect(customizer).toBeHidden();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(customizer).toBeHidden();

  const elsewhere = await openAs(browser, user, { cookies: [], origins: [] });
  await expect(elsewhere.getByRole('dialog', { name: 'Customize the layout' })).toBeHidden();
  await page.context().close();
  await elsewhere.context().close();
});

test('at phone width (390 × 844) no page scrolls sideways, and the menu opens in a drawer', async ({ browser }) => {
  // Many steps (two users or every layout): 40–50 s on this 2-core machine on a slow day, over the default 45 s.
  test.setTimeout(90_000);
  const user = await createTestUser('ADMIN');
  const context = await browser.newContext({
    storageState: layoutStorageState(),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/session/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Show menu' })).toBeVisible();

  for (const path of [
    '/projects/all',
    '/todo/list',
    '/dashboard/v1',
    '/dashboard/v2',
    '/pages/user-profile',
    '/session/404',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }

  await page.goto('/projects/all');
  await page.getByRole('button', { name: 'Show menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Show menu' }).click();
  // The drawer opens the current page's group only.
  await drawer.getByRole('button', { name: 'Apps', exact: true }).click();
  await drawer.getByRole('link', { name: 'Todo' }).click();
  await expect(page).toHaveURL('/todo/list');
  await expect(drawer).toBeHidden();
  await context.close();
});

test('the open customizer sits beside the page at its end edge (the left in RTL), covering neither page nor sidebar', async ({
  browser,
}) => {
  const user = await createTestUser('EDITOR');
  const page = await openAs(
    browser,
    user,
    layoutStorageState({ activeLayout: 'layout2', dir: 'rtl', customizer: { show: true, open: true } }),
  );
  await page.goto('/projects/all');
  await expectPageRendered(page);
  const customizer = page.getByRole('dialog', { name: 'Customize the layout' });
  // It slides in once the page is drawn: measured where it comes to rest.
  await customizer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const panel = await customizer.boundingBox();
  const sidebar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  const account = await page.getByRole('button', { name: /^Account menu:/ }).boundingBox();
  if (!panel || !sidebar || !account) throw new Error('no layout box');
  expect(panel.x).toBe(0);
  expect(sidebar.x).toBeGreaterThanOrEqual(panel.x + panel.width);
  // The top bar's far end (the account menu, at the left in RTL) is beside the panel, not under it.
  expect(account.x).toBeGreaterThanOrEqual(panel.x + panel.width);
  await page.context().close();
});

test('the top bar shows where the page sits, a focused text field is clearly ringed, and the footer can be hidden', async ({
  browser,
}) => {
  const user = await createTestUser('ADMIN');
  const page = await openAs(browser, user, layoutStorageState({ activeLayout: 'layout1' }));
  await page.goto('/dashboard/v2');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Dashboards', 'Delivery']);
  await expect(trail.getByText('Delivery')).toHaveAttribute('aria-current', 'page');

  const search = page.getByRole('combobox', { name: 'Search pages' });
  await tabTo(page, ({ label }) => label === 'Search pages');
  await expect(search).toBeFocused();
  expect(await search.evaluate((input) => getComputedStyle(input).outlineWidth)).toBe('2px');

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Tessera');
  await page.getByRole('button', { name: 'Customize the layout' }).click();
  await page
    .getByRole('dialog', { name: 'Customize the layout' })
    .getByText('Show the footer', { exact: true })
    .click();
  await expect(footer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footer).toBeHidden();
  await page.context().close();
});

/** Presses Tab until the focused element is the one `matches` accepts (at most `limit` times). */
async function tabTo(
  page: Page,
  matches: (element: { label: string; text: string; value: string }) => boolean,
  // layout2's sidebar comes first in the tab order: its groups, the current page's links and the spaces tree (a link and a menu per space
  // and project) take about 40 stops on the sample data.
  limit = 80,
) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return {
        label: element?.getAttribute('aria-label') ?? '',
        text: (element?.textContent ?? '').trim(),
        value: element?.value ?? '',
      };
    });
    if (matches(focused)) return;
  }
  throw new Error('the element was not reached with Tab');
}

test('keyboard only: open the customizer, change the layout, open a layout1 group, reach a page', async ({
  browser,
}) => {
  // Many steps (two users or every layout): 40–50 s on this 2-core machine on a slow day, over the default 45 s.
  test.setTimeout(90_000);
  const user = await createTestUser('ADMIN');
  const page = await openAs(browser, user, layoutStorageState({ activeLayout: 'layout2' }));
  await page.goto('/projects/all');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, ({ label }) => label === 'Customize the layout');
  await page.keyboard.press('Enter');
  const customizer = page.getByRole('dialog', { name: 'Customize the layout' });
  await expect(customizer).toBeVisible();
  // Opening it moves focus to the chosen layout; an arrow key moves the choice to the icon rail.
  await expect(customizer.getByRole('radio', { name: /Sidebar/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(customizer.getByRole('radio', { name: /Icon rail/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(customizer).toBeHidden();

  // From the top: the skip link, then the rail's groups.
  await page.locator('body').focus();
  await tabTo(page, ({ text, label }) => text === 'Apps' || label === 'Apps');
  await page.keyboard.press('Enter');
  const todo = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Todo' });
  await expect(todo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/todo/list');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await page.context().close();
});
