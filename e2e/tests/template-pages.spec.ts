import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { layoutStorageState } from '../support/layout-storage';
import { signInAs, signInAsUser } from '../support/session';
import { createTestUser } from '../support/users';
import { createTask } from '../support/workspace-api';

const ROUTES = [
  '/pages/pricing-table',
  '/pages/search-results',
  '/pages/user-profile',
  '/pages/faq',
  '/pages/blank-page',
];

/** Collects what the page logs as an error, and its uncaught exceptions. */
function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

async function expectMainHeading(page: Page, name?: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) })).toBeVisible();
  await expect(main.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

test('pages: each renders with no console error, and the pricing switch, the FAQ filter and the menu work', async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  const errors = recordConsoleErrors(page);

  await page.goto('/pages/pricing-table');
  await expectMainHeading(page, 'Pricing');
  const team = page.getByRole('article', { name: 'Team' });
  await expect(team).toContainText('per user / month');
  await page.getByText('Yearly', { exact: true }).click();
  await expect(team).toContainText('per user / year');
  await expect(team).toContainText('You save 17% against monthly billing.');
  await team.getByRole('button', { name: 'Choose Team' }).click();
  await expect(team.getByRole('button', { name: 'Team chosen' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Team chosen' })).toContainText('billed yearly');

  await page.goto('/pages/faq');
  await expectMainHeading(page, 'Frequently asked questions');
  await page.getByRole('searchbox', { name: 'Filter questions' }).fill('kanban');
  const question = page.getByRole('button', { name: 'Can I move cards on the kanban board without a mouse?' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('main').locator('mark').first()).toHaveText(/kanban/i);
  await page.getByRole('searchbox', { name: 'Filter questions' }).fill('no such words');
  await expect(page.getByText('No question mentions “no such words”')).toBeVisible();

  await page.goto('/pages/blank-page');
  await expectMainHeading(page, 'Blank page');
  await expect(page.getByRole('region', { name: 'Page content' })).toContainText('left blank on purpose');

  await page.goto('/pages/user-profile');
  await expectMainHeading(page);

  // The sidebar's Pages group reaches each of them.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [entry, heading] of [
    ['Search results', 'Search'],
    ['FAQ', 'Frequently asked questions'],
    ['Pricing table', 'Pricing'],
    ['Blank page', 'Blank page'],
  ] as const) {
    const link = nav.getByRole('link', { name: entry, exact: true });
    if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Pages', exact: true }).click();
    await link.click();
    await expectMainHeading(page, heading);
  }
  expect(errors).toEqual([]);
});

test('search: finds a task made in this test, marks the words, opens it, and Back returns to the search', async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  const errors = recordConsoleErrors(page);
  const word = `zephyr${Date.now().toString(36)}`;
  const subject = `Check the ${word} release notes`;
  const task = await createTask(page, { subject, status: 'Open' });

  await page.goto('/pages/search-results');
  await expectMainHeading(page, 'Search');
  await expect(page.getByText('What are you looking for?')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}$`));
  const tasks = page.getByRole('region', { name: 'Tasks' });
  const result = tasks.getByRole('link', { name: new RegExp(subject) });
  await expect(result).toBeVisible();
  await expect(result.locator('mark').first()).toHaveText(word);
  await expect(tasks).toContainText('1 match');
  await expect(page.getByRole('region', { name: 'Projects' })).toContainText('No projects match.');

  await result.click();
  await expect(page).toHaveURL(`/projects/all?task=${task.name}`);
  await expect(page.getByRole('dialog', { name: 'Edit task' }).getByLabel('Subject')).toHaveValue(subject);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/pages/search-results\\?q=${word}$`));
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(word);
  await expect(result).toBeVisible();

  // A search nothing matches says so.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${word}-none`);
  await expect(page.getByText(`Nothing matches “${word}-none”`)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(word);
  await expect(result).toBeVisible();
  expect(errors).toEqual([]);
});

async function signedInPage(browser: Browser, choices: Record<string, unknown>, phone = false): Promise<Page> {
  const context = await browser.newContext({
    storageState: layoutStorageState(choices),
    ...(phone ? { viewport: { width: 390, height: 844 } } : {}),
  });
  const page = await context.newPage();
  await signInAsUser(page, await createTestUser('ADMIN'));
  return page;
}

/** The search page with results showing, so their links and marks are checked too. */
const CHECKED_ROUTES = ROUTES.map((path) => (path === '/pages/search-results' ? `${path}?q=design` : path));

for (const colorMode of ['light', 'dark'] as const) {
  test(`pages: axe finds no serious or critical problem in ${colorMode} mode`, async ({ browser }) => {
    // Five pages, each read by axe: on a loaded machine that can take longer than one page's 45 s.
    test.setTimeout(90_000);
    const page = await signedInPage(browser, { colorMode });
    const problems: string[] = [];
    for (const path of CHECKED_ROUTES) {
      await page.goto(path);
      await expectMainHeading(page);
      if (path.includes('?q=')) await expect(page.getByRole('main').locator('mark').first()).toBeVisible();
      problems.push(...(await seriousViolations(page)));
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

test('pages: right-to-left at phone width, nothing scrolls sideways', async ({ browser }) => {
  const page = await signedInPage(browser, { dir: 'rtl' }, true);
  for (const path of CHECKED_ROUTES) {
    await page.goto(path);
    await expectMainHeading(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.context().close();
});
