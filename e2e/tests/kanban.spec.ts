import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cardIn = (columnRegion: Locator, subject: string) =>
  columnRegion.getByRole('listitem', { name: subject, exact: true });

const taskSave = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().includes('/api/resource/Task/') && response.request().method() === 'PUT',
  );

/** Adds a task to the end of a column through its quick add form (which stays open for the next one). */
async function quickAdd(page: Page, columnName: string, subject: string): Promise<void> {
  const target = column(page, columnName);
  const subjectBox = target.getByRole('textbox', { name: `Subject of the new task in ${columnName}` });
  if (!(await subjectBox.isVisible())) await target.getByRole('button', { name: `Add task to ${columnName}` }).click();
  await subjectBox.fill(subject);
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/resource/Task') && response.request().method() === 'POST',
  );
  await target.getByRole('button', { name: 'Add', exact: true }).click();
  expect((await created).status()).toBe(200);
  await expect(cardIn(target, subject)).toBeVisible();
}

test('kanban: a task added in a column, dragged to another and moved by keyboard stays where it was put', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  await page.goto('/kanban/engineering');
  await expect(page.getByRole('heading', { level: 1, name: 'Engineering' })).toBeVisible();
  const subject = `Board move ${Date.now()}`;
  await quickAdd(page, 'To do', subject);

  // A real drag with the mouse (react-dnd's HTML5 backend).
  const saved = taskSave(page);
  await cardIn(column(page, 'To do'), subject).dragTo(column(page, 'In progress').getByRole('list'));
  await expect(cardIn(column(page, 'In progress'), subject)).toBeVisible();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(new RegExp(`^Moved "${subject}" to In progress, position \\d+ of \\d+$`))).toBeAttached();

  await page.reload();
  await expect(cardIn(column(page, 'In progress'), subject)).toBeVisible();
  await expect(cardIn(column(page, 'To do'), subject)).toHaveCount(0);

  // The same by keyboard alone: the card, its Move button, the menu, arrows to a column, Enter.
  const card = cardIn(column(page, 'In progress'), subject);
  await card.focus();
  await expect(card).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: `Move "${subject}" to…` })).toBeFocused();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // It opens at the card's Move button (below it, or above where the window has no room below), not at a corner.
  const button = (await card.getByRole('button', { name: `Move "${subject}" to…` }).boundingBox())!;
  const opened = (await menu.boundingBox())!;
  const gap = Math.max(opened.y - (button.y + button.height), button.y - (opened.y + opened.height));
  expect(gap).toBeGreaterThanOrEqual(-1);
  expect(gap).toBeLessThan(40);
  expect(opened.x).toBeLessThan(button.x + button.width / 2);
  expect(opened.x + opened.width).toBeGreaterThan(button.x + button.width / 2);
  const target = menu.getByRole('menuitem', { name: 'Code review', exact: true });
  // The menu opens on its first enabled item; each ArrowDown goes to the next enabled one.
  const enabled = menu.locator('[role="menuitem"]:not([aria-disabled="true"])');
  await expect(enabled.first()).toHaveAttribute('data-highlighted', '');
  // The menu takes the keyboard a frame after it opens; an arrow pressed before then would go to the button.
  await expect(menu).toBeFocused();
  const labels = (await enabled.allTextContents()).map((label) => label.trim());
  for (let step = 0; step < labels.indexOf('Code review'); step += 1) await page.keyboard.press('ArrowDown');
  await expect(target).toHaveAttribute('data-highlighted', '');
  const movedByKeyboard = taskSave(page);
  await page.keyboard.press('Enter');
  await expect(cardIn(column(page, 'Code review'), subject)).toBeVisible();
  expect((await movedByKeyboard).status()).toBe(200);
  await expect(column(page, 'Code review').getByRole('button', { name: `Move "${subject}" to…` })).toBeFocused();

  await page.reload();
  await expect(cardIn(column(page, 'Code review'), subject)).toBeVisible();
  await expect(cardIn(column(page, 'In progress'), subject)).toHaveCount(0);
});

test('kanban: a card dragged between two others of the board of every space stays exactly there, in one write', async ({
  page,
}) => {
  // The board of every space, narrowed to a project of the test's own: tests running beside it add tasks to the
  // shared columns. The card takes a rank between its two new neighbours', and the move writes that one task.
  await signInAs(page, 'EDITOR');
  const stamp = Date.now();
  const created = await page.request.post('/api/resource/Project', { data: { project_name: `Ranks ${stamp}` } });
  expect(created.status()).toBe(200);
  const project = ((await created.json()) as { data: { name: string } }).data.name;
  await page.goto(`/kanban/all?project=${encodeURIComponent(project)}`);
  const [above, below, subject] = ['Above', 'Below', 'Moving'].map((label) => `${label} ${stamp}`) as [
    string,
    string,
    string,
  ];
  await quickAdd(page, 'Open', above);
  await quickAdd(page, 'Open', below);
  await quickAdd(page, 'Working', subject);
  const open = column(page, 'Open');
  const cards = open.locator('li[data-card-name]');
  const order = async () => await cards.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  await expect.poll(order).toEqual([above, below]);
  const moving = cardIn(column(page, 'Working'), subject);
  const writes: { method: string; url: string; body: unknown }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/resource/Task') && request.method() !== 'GET') {
      writes.push({ method: request.method(), url: request.url(), body: request.postDataJSON() });
    }
  });

  const first = await cardIn(open, above).boundingBox();
  const from = await moving.boundingBox();
  if (!first || !from) throw new Error('the cards are not laid out');
  const saved = taskSave(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 20, { steps: 2 });
  // Just under the first card's bottom edge: in the gap between the two cards.
  await page.mouse.move(first.x + first.width / 2, first.y + first.height + 2, { steps: 5 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(`Moved "${subject}" to Open, position 2 of 3`, { exact: true })).toBeAttached();
  await expect.poll(order).toEqual([above, subject, below]);

  await page.reload();
  await expect(cardIn(open, below)).toBeVisible();
  await expect.poll(order).toEqual([above, subject, below]);
  expect(writes).toEqual([
    {
      method: 'PUT',
      url: expect.stringContaining('/api/resource/Task/'),
      body: { status: 'Open', kanban_rank: expect.any(String), modified: expect.any(String) },
    },
  ]);
});

test('kanban: a GUEST sees the board but no quick add and no Move menu', async ({ page }) => {
  await signInAs(page, 'GUEST');
  await page.goto('/kanban/engineering');
  const todo = column(page, 'To do');
  await expect(todo.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add task to / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move ".*" to…$/ })).toHaveCount(0);
  await expect(todo.getByRole('listitem').first()).not.toHaveAttribute('draggable', 'true');
});

test('kanban: an unknown space says so and links back', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  await page.goto('/kanban/no-such-space');
  await expect(page.getByRole('heading', { level: 1, name: 'Space not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the board of all spaces' }).click();
  await expect(page).toHaveURL(/\/kanban\/all$/);
  await expect(page.getByRole('region', { name: 'Open', exact: true })).toBeVisible();
});
