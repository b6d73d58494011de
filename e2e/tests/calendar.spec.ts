// The calendar app: each user's own events on the mock-server, created by selecting days, moved by
// drag and drop, created and edited by keyboard, and persisted; and the route's checks (no console error, axe
// in light and dark, phone width in RTL).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { collectErrors } from '../support/page-errors';
import { pagesScrollingSideways, seriousViolationsOnEach } from '../support/page-walks';
import { signInAs } from '../support/session';

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const dayCell = (page: Page, date: Date): Locator => page.locator(`td.fc-daygrid-day[data-date="${isoDay(date)}"]`);
const eventIn = (page: Page, date: Date, title: string): Locator =>
  dayCell(page, date).locator('.fc-event').filter({ hasText: title });

/** Shows the month view two months ahead, where the sample events (around today) are not. */
async function showMonthAhead(page: Page, month: Date): Promise<void> {
  const title = month.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

async function pressOn(page: Page, target: Locator, position?: { x: number; y: number }) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  const x = box.x + (position?.x ?? box.width / 2);
  const y = box.y + (position?.y ?? box.height / 2);
  await page.mouse.move(x, y);
  return { x, y };
}

async function moveTo(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
}

test('create an event by selecting days, drag it to another day; a reload shows it there', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

  const now = new Date();
  const first = 3 + Math.floor(Math.random() * 12);
  const from = new Date(now.getFullYear(), now.getMonth() + 2, first);
  const until = new Date(now.getFullYear(), now.getMonth() + 2, first + 1);
  const target = new Date(now.getFullYear(), now.getMonth() + 2, first + 7);
  await showMonthAhead(page, from);

  // Select two days with the mouse.
  await pressOn(page, dayCell(page, from));
  await page.mouse.down();
  await moveTo(page, dayCell(page, until));
  await page.mouse.up();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await expect(dialog.getByLabel('Start')).toHaveValue(`${isoDay(from)}T00:00`);
  await expect(dialog.getByLabel('End')).toHaveValue(`${isoDay(new Date(until.getTime() + 86400_000))}T00:00`);
  await expect(dialog.getByLabel('All day')).toBeChecked();
  const title = unique('Workshop');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Colour').selectOption({ label: 'Green' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(eventIn(page, from, title)).toBeVisible();

  // Drag it a week later, holding it by its first day.
  await pressOn(page, eventIn(page, from, title), { x: 8, y: 6 });
  await page.mouse.down();
  await moveTo(page, dayCell(page, target));
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: `Saved “${title}”.` })).toBeAttached();
  await expect(eventIn(page, target, title)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await showMonthAhead(page, from);
  await expect(eventIn(page, target, title)).toBeVisible();
  await expect(eventIn(page, from, title)).toHaveCount(0);
});

test('by keyboard: "New event" creates one, the list view opens it to edit, and it is saved', async ({ page }) => {
  await signInAs(page, 'EDITOR');
  // "New event" starts at the next whole hour: late on the last day of the week shown, in the next week, which
  // the calendar then brings into view.
  await page.clock.setFixedTime(new Date(2026, 10, 28, 23, 30));
  await page.goto('/calendar');
  const newEvent = page.getByRole('button', { name: 'New event' });
  await newEvent.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await expect(dialog.getByLabel('Title')).toBeVisible();
  const title = unique('Standup');
  await dialog.getByLabel('Title').focus();
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Added “${title}”.` })).toBeAttached();

  // The list view lists it; Enter on it opens the form.
  await page.getByRole('button', { name: 'List', exact: true }).click();
  const row = page.locator('.fc-list-event').filter({ hasText: title });
  await row.locator('a').focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByLabel('Title').fill(`${title} moved`);
  await edit.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(edit).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Saved “${title} moved”.` })).toBeAttached();

  const saved = (await (await page.request.get('/api/calendar/events/all')).json()) as { title: string }[];
  expect(saved.map((event) => event.title)).toContain(`${title} moved`);

  // And deleted after a confirmation.
  await row.locator('a').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Edit event' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this event?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.fc-list-event').filter({ hasText: title })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Deleted “${title} moved”.` })).toBeAttached();
});

const ROUTES = { '/calendar': 'Calendar' } as const;
const openRoute = async (page: Page, path: string) => {
  await openPageInApp(page, path, ROUTES[path as keyof typeof ROUTES]);
  await expect(page.getByTestId('calendar').locator('.fc-event').first()).toBeVisible();
};

test('the menu lists the calendar under Apps', async ({ page }) => {
  await signInAs(page, 'GUEST');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: 'Calendar', exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Apps', exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByTestId('calendar').getByText('Sprint planning')).toBeVisible();
});

for (const colorMode of ['light', 'dark'] as const) {
  test(`the calendar renders with no console error and axe finds no serious problem, in ${colorMode} mode`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
    const page = await context.newPage();
    await signInAs(page, 'SA');
    const errors = collectErrors(page);
    expect(await seriousViolationsOnEach(page, Object.keys(ROUTES), openRoute, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'New event' }).click();
    await expect(page.getByRole('dialog', { name: 'New event' })).toBeVisible();
    const { seriousViolations } = await import('../support/axe');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('at phone width in right-to-left, the calendar does not scroll sideways', async ({ browser }) => {
  const context = await browser.newContext({
    storageState: layoutStorageState({ dir: 'rtl' }),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInAs(page, 'ADMIN');
  expect(await pagesScrollingSideways(page, Object.keys(ROUTES), openRoute)).toEqual([]);
  await expect(page.locator('.fc-direction-rtl')).toBeVisible();

  // A title too long for its cell keeps its start, whichever way it reads, in the month and the week views.
  const titles = [unique('Quarterly planning with the whole product team'), unique('اجتماع التخطيط الربعي مع الفريق')];
  const today = isoDay(new Date());
  const added: number[] = [];
  for (const title of titles) {
    const fields = { title, start: today, end: today, allDay: true, classNames: 'event-primary' };
    const response = await page.request.post('/api/calendar/events/add', { data: fields });
    expect(response.ok()).toBe(true);
    added.push(((await response.json()) as { id: number }).id);
  }
  try {
    await page.goto('/calendar');
    for (const view of ['Month', 'Week']) {
      await page.getByRole('button', { name: view, exact: true }).click();
      for (const title of titles) {
        const shown = page.locator('.fc-event-title', { hasText: title }).first();
        await expect(shown).toBeVisible();
        expect(await startIsShown(shown), `${view}: ${title}`).toEqual({ cut: true, startInside: true });
      }
    }
  } finally {
    for (const id of added) await page.request.post('/api/calendar/events/delete', { data: { id } });
  }
  await context.close();
});

/** Whether the title is cut, and whether its first letter lies inside its box (not cut away). */
function startIsShown(title: Locator): Promise<{ cut: boolean; startInside: boolean }> {
  return title.evaluate((element) => {
    const text = element.firstChild;
    const range = document.createRange();
    if (text) range.setStart(text, 0);
    if (text) range.setEnd(text, 1);
    const letter = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return {
      cut: element.scrollWidth > element.clientWidth,
      startInside: letter.left >= box.left - 0.5 && letter.right <= box.right + 0.5,
    };
  });
}
