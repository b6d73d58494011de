// The data tables and widgets groups: every page renders with no console error, reads well to axe in
// light and dark mode, fits a phone in right-to-left, and each interactive page's main interaction works on
// live data (tasks the tests create for themselves, so parallel tests never edit the same one).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { collectErrors } from '../support/page-errors';
import { signInAs } from '../support/session';
import { createTask } from '../support/workspace-api';
import { pagesScrollingSideways, seriousViolationsOnEach } from '../support/page-walks';

const DATA_TABLE_ROUTES: Record<string, string> = {
  '/data-table/basic': 'Basic data table',
  '/data-table/default-sorted': 'Default sorted',
  '/data-table/search': 'Search a table',
  '/data-table/cell-editor': 'Cell editor',
  '/data-table/multi-column-ordering': 'Multi-column ordering',
};

const WIDGET_ROUTES: Record<string, string> = {
  '/widgets/card': 'Card widgets',
  '/widgets/statistics': 'Statistics widgets',
  '/widgets/list': 'List widgets',
  '/widgets/app': 'App widgets',
  '/widgets/weather-app': 'Weather',
};

const ROUTES: Record<string, string> = { ...DATA_TABLE_ROUTES, ...WIDGET_ROUTES };

const MENU: Record<string, string[]> = {
  'Data tables': ['Basic', 'Default sorted', 'Search', 'Cell editor', 'Multi-column ordering'],
  Widgets: ['Card', 'Statistics', 'List', 'App', 'Weather app'],
};

const PRIORITY_ORDER = ['Low', 'Medium', 'High', 'Urgent'];

const main = (page: Page) => page.getByRole('main');

function open(page: Page, path: string): Promise<void> {
  const heading = ROUTES[path];
  if (!heading) throw new Error(`${path} is not one of this file's routes`);
  return openPageInApp(page, path, heading);
}

/** A subject no other test uses. */
function uniqueSubject(what: string): string {
  return `${what} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/** The text of each body row's cells, for the rows on screen. */
async function bodyRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell.textContent ?? '').trim())),
    );
}

test('the menu lists the data tables and widgets pages', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [group, labels] of Object.entries(MENU)) {
    await nav.getByRole('button', { name: group, exact: true }).click();
    for (const label of labels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
});

for (const colorMode of ['light', 'dark'] as const) {
  test(`every data tables and widgets page renders with no console error, and axe finds no serious or critical problem, in ${colorMode} mode`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
    const page = await context.newPage();
    await signInAs(page, 'ADMIN');
    const errors = collectErrors(page);
    expect(await seriousViolationsOnEach(page, Object.keys(ROUTES), open, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('at phone width in right-to-left, no data tables or widgets page scrolls sideways', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    storageState: layoutStorageState({ dir: 'rtl' }),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInAs(page, 'ADMIN');
  expect(await pagesScrollingSideways(page, Object.keys(ROUTES), open)).toEqual([]);
  await context.close();
});

test('cell editor: Enter saves a subject that is still there after a reload; a refused save rolls back and says why', async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  const subject = uniqueSubject('Cell editor task');
  const task = await createTask(page, { subject, priority: 'Low' });
  await open(page, '/data-table/cell-editor');
  const find = main(page).getByRole('searchbox', { name: 'Find a task' });
  await find.fill(subject);

  await main(page)
    .getByRole('button', { name: `Edit Subject of ${task.name}: ${subject}` })
    .click();
  const input = main(page).getByRole('textbox', { name: `Subject of ${task.name}` });
  await input.fill(`${subject} renamed`);
  await input.press('Enter');
  await expect(main(page).getByText(`Saved the subject of ${task.name}.`)).toBeVisible();

  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Cell editor' })).toBeVisible();
  await main(page).getByRole('searchbox', { name: 'Find a task' }).fill(subject);
  await expect(
    main(page).getByRole('button', { name: `Edit Subject of ${task.name}: ${subject} renamed` }),
  ).toBeVisible();

  // The server refuses the next save: the cell goes back to what it was and the page says why.
  await page.route(`**/api/resource/Task/${task.name}`, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 417,
          contentType: 'application/json',
          body: JSON.stringify({
            exc_type: 'TimestampMismatchError',
            _server_messages: JSON.stringify([JSON.stringify({ message: 'Document has been modified.' })]),
          }),
        })
      : route.fallback(),
  );
  await main(page)
    .getByRole('button', { name: `Edit Priority of ${task.name}: Low` })
    .click();
  const priority = main(page).getByRole('combobox', { name: `Priority of ${task.name}` });
  await priority.selectOption('Urgent');
  await priority.press('Enter');
  await expect(
    main(page).getByText(`Couldn't save the priority of ${task.name}: Someone changed this task`),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: `Edit Priority of ${task.name}: Low` })).toBeVisible();
});

test('multi-column ordering: a click and a Shift+Enter sort by priority, then subject', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await open(page, '/data-table/multi-column-ordering');
  const table = main(page).getByRole('table', { name: 'Tasks, sorted by several columns' });
  await table.getByRole('button', { name: /^Priority, / }).click();
  await table.getByRole('button', { name: /^Subject, / }).press('Shift+Enter');
  await expect(main(page).getByTestId('sort-summary')).toHaveText(
    'Sorted by Priority ascending, then Subject ascending.',
  );
  await expect(table.getByRole('columnheader', { name: /^Priority/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('button', { name: 'Subject, sorted ascending, sort key 2 of 2' })).toBeVisible();

  // Move on to a page where two priorities meet, so the order of both keys shows on one screen.
  await main(page).getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  const rows = await bodyRows(table);
  expect(rows.length).toBeGreaterThan(10);
  const keys = rows.map((cells) => ({ priority: cells[4] ?? '', subject: (cells[1] ?? '').toLowerCase() }));
  for (let index = 1; index < keys.length; index += 1) {
    const [before, after] = [keys[index - 1]!, keys[index]!];
    const rankBefore = PRIORITY_ORDER.indexOf(before.priority);
    const rankAfter = PRIORITY_ORDER.indexOf(after.priority);
    expect(rankBefore).toBeLessThanOrEqual(rankAfter);
    if (rankBefore === rankAfter) expect(before.subject <= after.subject).toBe(true);
  }
});

test('search: the search box and a column filter narrow the rows', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const subject = uniqueSubject('Searchable task');
  const task = await createTask(page, { subject, priority: 'High' });
  await open(page, '/data-table/search');
  const count = main(page).getByTestId('match-count');
  const table = main(page).getByRole('table', { name: 'Tasks matching the search' });
  await main(page).getByRole('searchbox', { name: 'Search every column' }).fill(subject);
  await expect(count).toHaveText(/^1 of /);
  await expect(table.getByRole('cell', { name: task.name })).toBeVisible();

  await main(page).getByRole('combobox', { name: 'Priority' }).selectOption('Low');
  await expect(count).toHaveText(/^0 of /);
  await expect(table.getByText('No tasks match.')).toBeVisible();
});

test('weather: switching the city shows its weather, and the unit toggle converts the temperatures', async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  await open(page, '/widgets/weather-app');
  const current = main(page).getByRole('region', { name: 'Current conditions' });
  await main(page).getByRole('combobox', { name: 'City' }).selectOption({ label: 'Oslo, Norway' });
  await expect(current.getByRole('heading', { name: 'Oslo, Norway' })).toBeVisible();
  await expect(main(page).getByTestId('current-temperature')).toHaveText('-3°C');
  await expect(main(page).getByRole('region', { name: 'The week ahead' }).getByRole('listitem')).toHaveCount(7);

  await main(page).getByRole('radiogroup', { name: 'Temperature unit' }).getByText('°F').click();
  await expect(main(page).getByTestId('current-temperature')).toHaveText('27°F');
  await expect(current.getByText('18°F')).toBeVisible();
});

test('app widgets: a day of the calendar lists the tasks due then, and a todo can be ticked off', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const subject = uniqueSubject('Calendar task');
  const today = new Date();
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  await createTask(page, { subject, exp_end_date: iso(today) });
  const todoTitle = uniqueSubject('Widget todo');
  const added = await page.request.post('/api/todo/add', {
    data: { title: todoTitle, important: true, dueDate: '2001-01-01T00:00:00.000Z' },
  });
  expect(added.status()).toBe(200);

  await open(page, '/widgets/app');
  const calendar = main(page).getByRole('region', { name: 'Calendar' });
  await expect(calendar.getByRole('button', { name: /, today, \d+ tasks? due$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(calendar.getByText(subject)).toBeVisible();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  await expect(calendar.getByText(subject)).toBeHidden();

  const todos = main(page).getByRole('region', { name: 'To-do' });
  await todos.getByText(todoTitle).click();
  await expect(todos.getByText(todoTitle)).toBeHidden();
  const saved = await page.request.get('/api/todo/all');
  const list = (await saved.json()) as Array<{ title: string; done: boolean }>;
  expect(list.find((todo) => todo.title === todoTitle)?.done).toBe(true);
});
