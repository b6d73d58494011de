// The UI kits pages built second (badges, buttons, cards, metric cards): each renders with no console error,
// its main interaction works, the metric cards show what the API counts, axe finds nothing serious in light and
// dark mode, and a phone in right-to-left never scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { signInAs } from '../support/session';

const ROUTES: Record<string, string> = {
  '/uikits/badges': 'Badges',
  '/uikits/buttons': 'Buttons',
  '/uikits/cards': 'Cards',
  '/uikits/cards-metrics': 'Metric cards',
};

const main = (page: Page) => page.getByRole('main');

/** Opens a kit page and waits until its heading is up and nothing on it is still loading. */
function openKit(page: Page, path: string): Promise<void> {
  const heading = ROUTES[path];
  if (!heading) throw new Error(`${path} is not one of this file's routes`);
  return openPageInApp(page, path, heading);
}

/** A metric card's figure: the first definition of its stat (the second, if any, is its help line). */
const figure = (page: Page, label: string) =>
  main(page).getByRole('group', { name: label, exact: true }).getByRole('definition').first();

/** Collects console errors and uncaught exceptions from here on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

test('badges, buttons and cards render with no console error, and their controls work', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const errors = collectErrors(page);

  await openKit(page, '/uikits/badges');
  const tags = main(page).getByRole('region', { name: 'Removable tags' });
  await tags.getByRole('button', { name: 'Remove tag Research' }).focus();
  await page.keyboard.press('Enter');
  await expect(tags.getByText('Research', { exact: true })).toHaveCount(0);
  await expect(tags.getByText('4 of 5 tags')).toBeVisible();
  // The keyboard stays in the list: on the next tag's remove button.
  await expect(tags.getByRole('button', { name: 'Remove tag Urgent' })).toBeFocused();
  const counter = main(page).getByRole('region', { name: 'Notification count' });
  await counter.getByRole('button', { name: 'Add a notification' }).click();
  await counter.getByRole('button', { name: 'Notifications, 4 unread' }).click();
  await expect(counter.getByText('No unread notifications')).toBeVisible();

  await openKit(page, '/uikits/buttons');
  const follow = main(page).getByRole('button', { name: 'Follow project' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(main(page).getByText('You get updates on this project.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(main(page).getByRole('button', { name: /Saving…/ })).toBeDisabled();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Changes saved');
  await expect(main(page).getByRole('button', { name: 'Save changes' })).toBeEnabled();

  await openKit(page, '/uikits/cards');
  const article = main(page).getByRole('article', { name: 'Estimates that hold up' });
  const like = article.getByRole('button', { name: 'Like “Estimates that hold up”' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(article.getByText('10 likes')).toBeVisible();
  const dismissible = main(page).getByRole('region', { name: 'Dismissible' });
  await dismissible.getByRole('button', { name: 'Dismiss: Set due dates' }).click();
  await expect(dismissible.getByText('Set due dates', { exact: true })).toHaveCount(0);
  await dismissible.getByRole('button', { name: 'Undo' }).click();
  await expect(dismissible.getByText('Set due dates', { exact: true })).toBeVisible();

  expect(errors).toEqual([]);
});

test('metric cards: the task and project totals are what the API counts, with no console error', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const errors = collectErrors(page);
  // Other tests add tasks and projects meanwhile: each figure is compared with the server's answer to this page's
  // own request for it.
  const unfilteredCount = (doctype: string) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/method/frappe.client.get_count' &&
        url.searchParams.get('doctype') === doctype &&
        !url.searchParams.has('filters')
      );
    });
  const tasksAnswer = unfilteredCount('Task');
  const projectsAnswer = unfilteredCount('Project');
  await openKit(page, '/uikits/cards-metrics');
  const tasks = ((await (await tasksAnswer).json()) as { message: number }).message;
  const projects = ((await (await projectsAnswer).json()) as { message: number }).message;
  expect(tasks).toBeGreaterThan(0);
  expect(projects).toBeGreaterThan(0);
  await expect(figure(page, 'Total tasks')).toHaveText(tasks.toLocaleString('en-US'));
  await expect(figure(page, 'Projects')).toHaveText(projects.toLocaleString('en-US'));
  expect(errors).toEqual([]);
});

for (const colorMode of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical problem on these UI kits pages in ${colorMode} mode`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
    const page = await context.newPage();
    await signInAs(page, 'ADMIN');
    const problems: string[] = [];
    for (const path of Object.keys(ROUTES)) {
      await openKit(page, path);
      problems.push(...(await seriousViolations(page, 'main')));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('at phone width in right-to-left, none of these UI kits pages scrolls sideways', async ({ browser }) => {
  const context = await browser.newContext({
    storageState: layoutStorageState({ dir: 'rtl' }),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInAs(page, 'ADMIN');
  const overflowing: string[] = [];
  for (const path of Object.keys(ROUTES)) {
    await openKit(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (wider > 0) overflowing.push(`${path}: ${wider}px`);
  }
  expect(overflowing).toEqual([]);
  await context.close();
});
