// In right-to-left, the page is mirrored but its English text reads as English: a count's number before its
// word, a sentence's full stop after it, an hour figure before its unit, each text at the page's start (right)
// or, where a column says so, end (left) side.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { signInAs } from '../support/session';

interface TextLayout {
  /** Left edges of each of `parts`, in the order given, as drawn. */
  partLefts: number[];
  /** How far the element's text stands from its content box's left and right edges. */
  gapLeft: number;
  gapRight: number;
}

/** Where `parts` (each once in the element's text) are drawn, and where its whole text stands in its box. */
function textLayout(element: Locator, parts: string[]): Promise<TextLayout> {
  return element.evaluate((node, wanted) => {
    // React may write "{count} tasks" as two runs of text: each part is looked for in each run.
    const runs = [...node.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE);
    const range = document.createRange();
    const partLefts = wanted.map((part) => {
      const run = runs.find((candidate) => candidate.textContent?.includes(part));
      if (!run) throw new Error(`"${part}" is not in a run of "${node.textContent}"`);
      const start = run.textContent!.indexOf(part);
      range.setStart(run, start);
      range.setEnd(run, start + part.length);
      return range.getBoundingClientRect().left;
    });
    range.selectNodeContents(node);
    const drawn = range.getBoundingClientRect();
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return {
      partLefts,
      gapLeft: drawn.left - (box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft)),
      gapRight: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight) - drawn.right,
    };
  }, parts);
}

/** The parts were drawn from left to right, in the order given. */
function expectLeftToRight(lefts: number[]): void {
  expect(new Set(lefts).size).toBe(lefts.length);
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
}

async function expectRightEdgesMeet(element: Locator, other: Locator): Promise<void> {
  const [box, otherBox] = await Promise.all([element.boundingBox(), other.boundingBox()]);
  expect(Math.abs(box!.x + box!.width - (otherBox!.x + otherBox!.width))).toBeLessThan(1);
}

async function openInRtl(page: Page, path: string, heading: string): Promise<void> {
  await signInAs(page, 'ADMIN');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openPageInApp(page, path, heading);
}

test.use({ storageState: layoutStorageState({ dir: 'rtl' }), viewport: { width: 1280, height: 900 } });

test('the task list: "N tasks" and "N hr" read number first, each at its side of the mirrored page', async ({
  page,
}) => {
  await openInRtl(page, '/projects/all', 'All tasks');
  const main = page.getByRole('main');

  const count = main.getByText(/^\d+ tasks$/);
  const number = (await count.textContent())!.replace(' tasks', '');
  expectLeftToRight((await textLayout(count, [number, 'tasks'])).partLefts);
  // The count under the heading, at the page's right edge as the heading is.
  await expectRightEdgesMeet(count, main.getByRole('heading', { level: 1, name: 'All tasks' }));

  // The hours column is a number column: it lines up at the page's end side, the left.
  const hours = main
    .locator('td.task-cell[data-numeric]')
    .filter({ hasText: /^\d+ hr$/ })
    .first();
  const figure = (await hours.textContent())!.replace(' hr', '');
  const hoursLayout = await textLayout(hours, [figure, 'hr']);
  expectLeftToRight(hoursLayout.partLefts);
  expect(hoursLayout.gapLeft).toBeLessThan(1);

  // A project, a text column: at the cell's right edge.
  const project = main
    .locator('td.task-cell')
    .filter({ hasText: /^Customer portal$/ })
    .first();
  expect((await textLayout(project, [])).gapRight).toBeLessThan(1);

  // What a user types reads in its own direction too, at the field's right.
  const search = main.getByRole('searchbox', { name: 'Search tasks' });
  expect(await search.evaluate((field) => getComputedStyle(field).unicodeBidi)).toBe('plaintext');
});

test('a sentence ends with its full stop on the right, the sentence at the right edge', async ({ page }) => {
  await openInRtl(page, '/dashboard/v1', 'Dashboard');
  const sentence = page.getByRole('main').getByText(/^Every task in every project.*ago\.$/);
  const layout = await textLayout(sentence, ['Every', 'ago', '.']);
  expectLeftToRight(layout.partLefts);
  expect(layout.gapRight).toBeLessThan(1);
  await expectRightEdgesMeet(sentence, page.getByRole('main').getByRole('heading', { level: 1, name: 'Dashboard' }));
});

test("a scrum card's English title stands at the page's right side, as the rest of the page's text", async ({
  page,
}) => {
  await openInRtl(page, '/scrum-board', 'Scrum board');
  await page.getByRole('main').getByText('Website relaunch').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Website relaunch' })).toBeVisible();
  const title = page
    .locator('.scrum-card-title')
    .filter({ hasText: /^[A-Za-z]/ })
    .first();
  const layout = await textLayout(title, []);
  // A title shorter than its row: its room is on its left.
  expect(layout.gapLeft).toBeGreaterThan(1);
  expect(layout.gapRight).toBeLessThan(1);
});

test("a count beside an icon reads number first, the icon at the page's start (right) side", async ({ page }) => {
  await openInRtl(page, '/inbox', 'Inbox');
  // The app's own buttons with an icon hold words ("Delete (3)" reads the same either way): a button as the app
  // draws one (an inline flex row, an icon and its text), holding a count, is added to the page.
  const button = page.getByRole('main').getByRole('button', { name: 'Delete' });
  const counted = await button.evaluate((original) => {
    const copy = original.cloneNode(true) as HTMLElement;
    copy.lastChild!.textContent = '3 tasks';
    copy.setAttribute('aria-label', 'Counted');
    original.after(copy);
    return copy.getAttribute('aria-label');
  });
  const countButton = page.getByRole('main').getByRole('button', { name: counted! });
  expectLeftToRight((await textLayout(countButton, ['3', 'tasks'])).partLefts);
  const [icon, textRight] = await Promise.all([
    countButton.locator('svg').boundingBox(),
    countButton.evaluate((node) => {
      const range = document.createRange();
      range.selectNodeContents(node.lastChild!);
      return range.getBoundingClientRect().right;
    }),
  ]);
  expect(icon!.x).toBeGreaterThanOrEqual(textRight);
});
