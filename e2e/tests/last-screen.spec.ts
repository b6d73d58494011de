// A returning user's first screen: the picture the host kept of the task list when the user left it is drawn
// before the app has started (inert, so nothing in it can be used), then the live page replaces it. A sign-out
// deletes the pictures, and another user of the browser never sees the first one's.
import { expect, test, type Page, type Route } from '@playwright/test';
import { storeLayoutChoices } from '../support/layout-storage';
import { signInAsUser, signOutFromTopBar } from '../support/session';
import { createTestUser } from '../support/users';
import { createTask, firstProject } from '../support/workspace-api';

const picture = (page: Page) => page.locator('#root > [data-last-screen-picture]');
const liveRow = (page: Page, subject: string) =>
  page
    .getByRole('table', { name: 'Tasks' })
    .locator('tbody tr[data-task]')
    .filter({ has: page.getByRole('button', { name: subject, exact: true }) });

/**
 * The pictures kept in the origin's storage as JSON, each as `[user, path, dark, dir, width]` ("[]" for none);
 * with `holding`, only those whose kept text holds it.
 */
function keptPictures(page: Page, holding = ''): Promise<string> {
  return page.evaluate((holding) => {
    const pictures = Object.keys(localStorage)
      .filter((key) => key.startsWith('tessera-last-screen:'))
      .map((key) => localStorage.getItem(key)!)
      .filter((text) => text.includes(holding))
      .map((text) => JSON.parse(text) as Record<string, unknown>);
    return JSON.stringify(pictures.map(({ userId, path, dark, dir, width }) => [userId, path, dark, dir, width]));
  }, holding);
}

/**
 * Holds the code of the remote that draws the task list until `releaseCode` is called (the app cannot replace the
 * picture meanwhile), and the page's task reads until `releaseReads`; `taskReads` counts those asked for.
 */
async function holdTaskListAndItsCode(page: Page) {
  const nothing = (): void => undefined;
  const state = { taskReads: 0, releaseCode: nothing, releaseReads: nothing };
  const codeReleased = new Promise<void>((resolve) => (state.releaseCode = resolve));
  const readsReleased = new Promise<void>((resolve) => (state.releaseReads = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/remoteEntry.js'),
    async (route: Route) => {
      await codeReleased;
      await route.continue();
    },
  );
  await page.route(
    (url) => url.pathname === '/api/resource/Task',
    async (route: Route) => {
      state.taskReads += 1;
      await readsReleased;
      await route.continue();
    },
  );
  return state;
}

// What a kept picture holds once the page it pictures has its data: a task row, a chart's label.
const A_TASK = '"data-task"';
const A_CHART_LABEL = '"tag":"text"';

/**
 * Waits until the page's picture is kept as the page now shows it (the screen settled; an earlier one, kept as the
 * sign-in's landing page was left, may picture it otherwise), then leaves the app for another page.
 */
async function keptThenLeave(page: Page, key: RegExp, holding: string): Promise<void> {
  await expect.poll(() => keptPictures(page, holding), { timeout: 15_000 }).toMatch(key);
  await page.goto('about:blank');
}

test('a returning user sees the picture of their last task list at once, inert, then the live page', async ({
  page,
}) => {
  const [ada, bob] = await Promise.all([createTestUser('ADMIN'), createTestUser('ADMIN')]);
  await signInAsUser(page, ada);
  const project = await firstProject(page);
  const token = `Pictured${Date.now()}`;
  const subject = `${token} <img src=x onerror=alert(1)>`;
  await createTask(page, { subject, project: project.name, status: 'Open' });
  const listPath = `/projects/all?q=${token}`;
  await page.goto(listPath);
  await expect(liveRow(page, subject)).toBeVisible();
  await keptThenLeave(page, new RegExp(`\\["${ada.email}","/projects/all\\?q=${token}",`), subject);

  const held = await holdTaskListAndItsCode(page);
  await page.goto(listPath, { waitUntil: 'commit' });
  const drawnRow = picture(page).locator('tr[data-task]').filter({ hasText: subject });
  await expect(drawnRow).toBeVisible();
  await expect(picture(page)).toHaveAttribute('inert', '');
  await expect(picture(page)).toHaveAttribute('aria-busy', 'true');
  // The title was drawn as text: no image was made of it.
  await expect(picture(page).locator('img[src]')).toHaveCount(0);
  // Nothing in it can be used: its row's button takes no focus (nor any click).
  const takesFocus = await drawnRow
    .locator('button')
    .first()
    .evaluate((button: HTMLElement) => {
      button.focus();
      return document.activeElement === button;
    });
  expect(takesFocus).toBe(false);
  held.releaseCode();
  // The app replaces it (with the last-seen data its query cache kept) before the server has answered.
  await expect(picture(page)).toHaveCount(0);
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await expect.poll(() => held.taskReads).toBeGreaterThan(0);
  held.releaseReads();
  await expect(liveRow(page, subject)).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  // Signing out deletes every picture: the next visit draws none.
  await signOutFromTopBar(page);
  await expect.poll(() => keptPictures(page)).toBe('[]');

  // Another user of the browser: nothing of Ada's, while the list waits for the server.
  await signInAsUser(page, bob);
  const bobsWait = await holdTaskListAndItsCode(page);
  await page.goto(listPath, { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading Tessera' })).toBeVisible();
  await expect(picture(page)).toHaveCount(0);
  await expect(page.getByText(subject)).toHaveCount(0);
  bobsWait.releaseCode();
  bobsWait.releaseReads();
  await expect(liveRow(page, subject)).toBeVisible();
});

test('a picture kept by one user is not drawn for another signed in on the same browser', async ({ page }) => {
  const [ada, bob] = await Promise.all([createTestUser('ADMIN'), createTestUser('ADMIN')]);
  await signInAsUser(page, ada);
  const project = await firstProject(page);
  const token = `Unshared${Date.now()}`;
  const subject = `${token} seen by Ada`;
  await createTask(page, { subject, project: project.name, status: 'Open' });
  const listPath = `/projects/all?q=${token}`;
  await page.goto(listPath);
  await expect(liveRow(page, subject)).toBeVisible();
  await keptThenLeave(page, new RegExp(`\\["${ada.email}","/projects/all\\?q=${token}",`), subject);

  // Bob signs in on the same browser, Ada never having signed out: her pictures go as the session changes hands.
  await page.context().clearCookies();
  await signInAsUser(page, bob);
  await expect.poll(() => keptPictures(page)).not.toContain(ada.email);
  const held = await holdTaskListAndItsCode(page);
  await page.goto(listPath, { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading Tessera' })).toBeVisible();
  await expect(picture(page)).toHaveCount(0);
  await expect(page.getByText(subject)).toHaveCount(0);
  held.releaseCode();
  held.releaseReads();
  await expect(liveRow(page, subject)).toBeVisible();
});

/** Where the first task's title is drawn, and in which colours. */
function firstTaskLook(page: Page, within: string) {
  return page
    .locator(`${within} [data-task]`)
    .first()
    .evaluate((task) => {
      const title = task.querySelector('button') ?? task;
      const { x, y, width, height } = title.getBoundingClientRect();
      const colours = (element: Element) =>
        getComputedStyle(element).color + ' on ' + getComputedStyle(element).backgroundColor;
      return { x, y, width, height, title: colours(title), task: colours(task), page: colours(document.body) };
    });
}

for (const look of [
  { name: 'dark, right to left, at phone width', choices: { colorMode: 'dark', dir: 'rtl' }, width: 390, height: 844 },
  {
    name: 'light, left to right, at desktop width',
    choices: { colorMode: 'light', dir: 'ltr' },
    width: 1280,
    height: 720,
  },
]) {
  test(`the picture looks as the live page does: ${look.name}`, async ({ page }) => {
    await page.setViewportSize({ width: look.width, height: look.height });
    const ada = await createTestUser('ADMIN');
    await signInAsUser(page, ada);
    await storeLayoutChoices(page, look.choices);
    await page.goto('/projects/all');
    const live = '#root > :not([data-last-screen-picture])';
    await expect(page.locator(`${live} [data-task]`).first()).toBeVisible();
    const dark = look.choices.colorMode === 'dark';
    const kept = `\\["${ada.email}","/projects/all",${dark},"${look.choices.dir}",${look.width}\\]`;
    await keptThenLeave(page, new RegExp(kept), A_TASK);

    const held = await holdTaskListAndItsCode(page);
    await page.goto('/projects/all', { waitUntil: 'commit' });
    await expect(picture(page).locator('[data-task]').first()).toBeVisible();
    const pictured = await firstTaskLook(page, '#root > [data-last-screen-picture]');
    held.releaseCode();
    held.releaseReads();
    await expect(picture(page)).toHaveCount(0);
    await expect(page.locator(`${live} [data-task]`).first()).toBeVisible();
    expect(pictured).toEqual(await firstTaskLook(page, live));
  });
}

/** Where the overview's first figure and its charts' first label (in the page's order) are drawn. */
function overviewLook(page: Page, within: string) {
  return page.locator(within).evaluate((root) => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map(Math.round);
    };
    const label = [...root.querySelectorAll('svg text')].find((text) => /[a-z]/i.test(text.textContent ?? ''));
    return { figure: box(root.querySelector('[role="group"][aria-label="Total tasks"]')), label: box(label) };
  });
}

test('the overview dashboard is pictured too, its figures and charts where the live page draws them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const ada = await createTestUser('ADMIN');
  await signInAsUser(page, ada);
  await page.goto('/dashboard/v1');
  const live = '#root > :not([data-last-screen-picture])';
  // The charts are in (their code comes after the figures) before the picture is taken.
  await expect(page.locator(`${live} svg text`, { hasText: /[a-z]/i }).first()).toBeVisible();
  await keptThenLeave(page, new RegExp(`\\["${ada.email}","/dashboard/v1",`), A_CHART_LABEL);

  const held = await holdTaskListAndItsCode(page);
  await page.goto('/dashboard/v1', { waitUntil: 'commit' });
  await expect(picture(page).getByRole('group', { name: 'Total tasks' })).toBeVisible();
  await expect(picture(page)).toHaveAttribute('inert', '');
  const pictured = await overviewLook(page, '#root > [data-last-screen-picture] main');
  held.releaseCode();
  held.releaseReads();
  await expect(picture(page)).toHaveCount(0);
  await expect(page.locator(`${live} svg text`, { hasText: /[a-z]/i }).first()).toBeVisible();
  expect(pictured).toEqual(await overviewLook(page, `${live} main`));
});
