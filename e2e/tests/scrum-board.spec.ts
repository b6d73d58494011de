// The scrum board app: boards, columns and cards persisted on the mock-server; cards moved by drag and
// drop and by keyboard; the card dialog (labels, members, comments, attachments); two users seeing each other's
// changes without a reload; and each route's checks (no console error, axe in light and dark, phone width in RTL).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolationsOnEach, pagesScrollingSideways } from '../support/page-walks';
import { collectErrors } from '../support/page-errors';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { signInAs } from '../support/session';
import { expectLive } from '../support/realtime';

interface Column {
  id: number;
  title: string;
  cardList: { id: number; title: string; rank: string }[];
}
interface Board {
  id: number;
  title: string;
  list: Column[];
}

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A board of its own, made through the API: columns with the given cards. */
async function boardThroughApi(page: Page, columns: Record<string, string[]>): Promise<Board> {
  const title = unique('Sprint');
  const boards = (await (await page.request.post('/api/scrum-board/add-board', { data: { title } })).json()) as {
    id: number;
  }[];
  const boardId = boards[boards.length - 1]!.id;
  let board = { id: boardId, title, list: [] } as Board;
  for (const [listTitle, cards] of Object.entries(columns)) {
    board = await (await page.request.post('/api/scrum-board/add-column', { data: { boardId, listTitle } })).json();
    const listId = board.list[board.list.length - 1]!.id;
    for (const cardTitle of cards) {
      board = await (
        await page.request.post('/api/scrum-board/add-card', { data: { boardId, listId, cardTitle } })
      ).json();
    }
  }
  return board;
}

const column = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });
const cardIn = (page: Page, columnTitle: string, cardTitle: string): Locator =>
  column(page, columnTitle).getByRole('listitem').filter({ hasText: cardTitle });

async function openBoard(page: Page, board: Board): Promise<void> {
  await page.goto(`/scrum-board/${board.id}`);
  await expect(page.getByRole('heading', { level: 1, name: board.title })).toBeVisible();
}

test('create a board, add columns and cards, drag a card to another column; a reload shows it moved', async ({
  page,
}) => {
  await signInAs(page, 'ADMIN');
  await page.goto('/scrum-board');
  const title = unique('Release');
  // A blank title is refused at the field, which takes the keyboard.
  const titleField = page.getByLabel('New board title');
  await page.getByRole('button', { name: 'New board' }).click();
  await expect(titleField).toHaveAccessibleErrorMessage('Give the new board a title.');
  await expect(titleField).toBeFocused();
  await titleField.fill(title);
  await page.getByRole('button', { name: 'New board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('No columns yet')).toBeVisible();

  for (const name of ['To do', 'Done']) {
    await page.getByRole('button', { name: 'Add column' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add column' });
    await dialog.getByLabel('Column title').fill(name);
    await dialog.getByRole('button', { name: 'Add column' }).click();
    await expect(column(page, name)).toBeVisible();
  }
  for (const card of ['Write the changelog', 'Tag the release']) {
    await column(page, 'To do').getByLabel('New card in To do').fill(card);
    await column(page, 'To do').getByRole('button', { name: 'Add card to To do' }).click();
    await expect(cardIn(page, 'To do', card)).toBeVisible();
  }

  await cardIn(page, 'To do', 'Tag the release').dragTo(column(page, 'Done'));
  await expect(cardIn(page, 'Done', 'Tag the release')).toBeVisible();
  await expect(
    page.getByTestId('board-announcer').filter({ hasText: '“Tag the release” moved to Done' }),
  ).toBeAttached();

  await page.reload();
  await expect(cardIn(page, 'Done', 'Tag the release')).toBeVisible();
  await expect(cardIn(page, 'To do', 'Tag the release')).toHaveCount(0);
  await expect(cardIn(page, 'To do', 'Write the changelog')).toBeVisible();

  // The list of boards has it too.
  await page.goto('/scrum-board');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('a card dragged between two others lands there, in one move-card with its rank; no other card changes', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  const board = await boardThroughApi(page, { Backlog: ['One', 'Two', 'Three'], Done: ['Four'] });
  const ranks = (shown: Board) =>
    new Map(shown.list.flatMap((list) => list.cardList.map((card) => [card.title, card.rank] as const)));
  const before = ranks(board);
  await openBoard(page, board);
  const writes: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/scrum-board/') && request.method() === 'POST') writes.push(request.postDataJSON());
  });

  const answer = page.waitForResponse((response) => response.url().includes('/api/scrum-board/move-card'));
  await cardIn(page, 'Backlog', 'Three').dragTo(cardIn(page, 'Backlog', 'Two'), { targetPosition: { x: 20, y: 4 } });
  expect((await answer).status()).toBe(200);
  await expect(column(page, 'Backlog').getByRole('listitem')).toHaveText([/One/, /Three/, /Two/]);
  expect(writes).toEqual([
    {
      boardId: board.id,
      cardId: board.list[0]!.cardList[2]!.id,
      sourcelistId: board.list[0]!.id,
      destinationlistId: board.list[0]!.id,
      rank: expect.any(String),
    },
  ]);

  const after = ranks(await (await page.request.get('/api/scrum-board', { params: { id: board.id } })).json());
  expect([...after].filter(([title, rank]) => before.get(title) !== rank).map(([title]) => title)).toEqual(['Three']);
  await page.reload();
  await expect(column(page, 'Backlog').getByRole('listitem')).toHaveText([/One/, /Three/, /Two/]);
});

test('the same by keyboard: Alt + arrows move a card, its Move menu places it, the menu moves a column', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  const board = await boardThroughApi(page, { Backlog: ['Alpha', 'Beta'], Doing: [], Review: [] });
  await openBoard(page, board);

  const alpha = column(page, 'Backlog').getByRole('button', { name: 'Alpha', exact: true });
  await alpha.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(cardIn(page, 'Doing', 'Alpha')).toBeVisible();
  await expect(
    page.getByTestId('board-announcer').filter({ hasText: '“Alpha” moved to Doing, position 1 of 1.' }),
  ).toBeAttached();
  await expect(column(page, 'Doing').getByRole('button', { name: 'Alpha', exact: true })).toBeFocused();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(cardIn(page, 'Backlog', 'Alpha')).toBeVisible();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(column(page, 'Backlog').getByRole('listitem').first()).toContainText('Beta');

  // The board's Move menu: to another column; the keyboard stays with the card.
  await column(page, 'Backlog').getByRole('button', { name: 'Move “Beta”…' }).click();
  await page.getByRole('menu', { name: 'Move "Beta"' }).getByRole('menuitem', { name: 'Review' }).click();
  await expect(cardIn(page, 'Review', 'Beta')).toBeVisible();
  await expect(column(page, 'Review').getByRole('button', { name: 'Move “Beta”…' })).toBeFocused();

  // A column moves from its menu.
  await page.getByRole('button', { name: 'Column “Review” actions' }).click();
  await page.getByRole('menuitem', { name: 'Move left' }).click();
  await expect(page.getByRole('region', { name: 'Board columns' }).getByRole('heading', { level: 2 })).toHaveText([
    'Backlog',
    'Review',
    'Doing',
  ]);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Board columns' }).getByRole('heading', { level: 2 })).toHaveText([
    'Backlog',
    'Review',
    'Doing',
  ]);
  await expect(cardIn(page, 'Review', 'Beta')).toBeVisible();
  await expect(cardIn(page, 'Backlog', 'Alpha')).toBeVisible();
});

test('card dialog: a label, a member, a comment, and an attachment uploaded and downloaded, by another member too', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'ADMIN');
  const board = await boardThroughApi(page, { 'To do': ['Design the login page'] });
  await page.request.post('/api/scrum-board/add-member', { data: { boardId: board.id, memberId: 3 } });
  await openBoard(page, board);

  await column(page, 'To do').getByRole('button', { name: 'Design the login page', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Design the login page' });

  await dialog.getByRole('button', { name: 'High Priority' }).click();
  await expect(dialog.getByRole('button', { name: 'High Priority' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Elena Park' }).click();
  await expect(dialog.getByRole('button', { name: 'Elena Park' })).toHaveAttribute('aria-pressed', 'true');

  const comment = unique('Use the brand colours');
  await dialog.getByLabel('New comment').fill(comment);
  await dialog.getByRole('button', { name: 'Add comment' }).click();
  const written = dialog.getByRole('listitem').filter({ hasText: comment });
  await expect(written).toContainText('Adam Reyes');
  await expect(written.locator('time')).toHaveText(/now|second/);

  // Too big: refused at once, in words.
  const input = dialog.getByLabel('Attach a file');
  await input.setInputFiles({ name: 'huge.txt', mimeType: 'text/plain', buffer: Buffer.alloc(3 * 1024 * 1024, 97) });
  await expect(dialog.getByText('“huge.txt” is 3.0 MB: files can be at most 2.0 MB.')).toBeVisible();

  const content = `notes ${comment}\n`;
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(content) });
  const attachment = dialog.getByRole('listitem').filter({ hasText: 'notes.txt' });
  await expect(attachment).toContainText(`${content.length} B`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    attachment.getByRole('link', { name: 'Download notes.txt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('notes.txt');
  const { readFile } = await import('node:fs/promises');
  expect(await readFile(await download.path(), 'utf8')).toBe(content);

  // Elena, another member of the board, downloads Adam's file from the card.
  const editorContext = await browser.newContext({ storageState: layoutStorageState() });
  const editor = await editorContext.newPage();
  await signInAs(editor, 'EDITOR');
  await openBoard(editor, board);
  await expectLive(editor);
  await column(editor, 'To do').getByRole('button', { name: 'Design the login page', exact: true }).click();
  const [editorDownload] = await Promise.all([
    editor.waitForEvent('download'),
    editor
      .getByRole('dialog', { name: 'Design the login page' })
      .getByRole('link', { name: 'Download notes.txt' })
      .click(),
  ]);
  expect(editorDownload.suggestedFilename()).toBe('notes.txt');
  expect(await readFile(await editorDownload.path(), 'utf8')).toBe(content);
  const fileUrl = (await attachment.getByRole('link', { name: 'Download notes.txt' }).getAttribute('href')) ?? '';
  expect(fileUrl).toMatch(/^\/api\/upload\/file\?id=\d+$/);

  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.reload();
  const card = cardIn(page, 'To do', 'Design the login page');
  await expect(card.getByText('High Priority')).toBeVisible();
  await expect(card.getByRole('group', { name: 'Members: Elena Park' })).toBeVisible();
  await expect(card.getByText('1 comment', { exact: true })).toBeVisible();
  await expect(card.getByText('1 attachment', { exact: true })).toBeVisible();

  // Deleting the attachment removes it from the card, and its file for everyone.
  await column(page, 'To do').getByRole('button', { name: 'Design the login page', exact: true }).click();
  await page.getByRole('button', { name: 'Delete notes.txt' }).click();
  await expect(page.getByRole('dialog').getByText('No attachments.')).toBeVisible();
  await expect(editor.getByRole('dialog').getByText('No attachments.')).toBeVisible();
  expect((await editor.request.get(fileUrl)).status()).toBe(404);
  expect((await page.request.get(fileUrl)).status()).toBe(404);
  await editorContext.close();
});

test('two users on one board see each other’s changes without a reload', async ({ browser }) => {
  const adminContext = await browser.newContext({ storageState: layoutStorageState() });
  const editorContext = await browser.newContext({ storageState: layoutStorageState() });
  const admin = await adminContext.newPage();
  const editor = await editorContext.newPage();
  await signInAs(admin, 'ADMIN');
  await signInAs(editor, 'EDITOR');
  const board = await boardThroughApi(admin, { 'To do': ['Shared card'], Done: [] });
  await openBoard(admin, board);
  await openBoard(editor, board);
  // Each user's changes from now on reach the other's page.
  await expectLive(admin);
  await expectLive(editor);

  await column(admin, 'To do').getByLabel('New card in To do').fill('Added by Adam');
  await column(admin, 'To do').getByRole('button', { name: 'Add card to To do' }).click();
  await expect(cardIn(editor, 'To do', 'Added by Adam')).toBeVisible();

  await admin.evaluate(() => Object.assign(window, { boardTestMark: true }));
  await column(editor, 'To do').getByRole('button', { name: 'Shared card', exact: true }).focus();
  await editor.keyboard.press('Alt+ArrowRight');
  await expect(cardIn(admin, 'Done', 'Shared card')).toBeVisible();
  await expect(cardIn(admin, 'To do', 'Shared card')).toHaveCount(0);
  expect(await admin.evaluate(() => 'boardTestMark' in window)).toBe(true);

  await adminContext.close();
  await editorContext.close();
});

const ROUTES = { '/scrum-board': 'Scrum board', '/scrum-board/1': 'Website relaunch' } as const;
const openRoute = (page: Page, path: string) => openPageInApp(page, path, ROUTES[path as keyof typeof ROUTES]);

test('the menu lists the scrum board under Apps', async ({ page }) => {
  await signInAs(page, 'GUEST');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: 'Scrum board', exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Apps', exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scrum board' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Website relaunch' })).toBeVisible();
});

for (const colorMode of ['light', 'dark'] as const) {
  test(`each scrum board page renders with no console error and axe finds no serious problem, in ${colorMode} mode`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
    const page = await context.newPage();
    await signInAs(page, 'ADMIN');
    const errors = collectErrors(page);
    expect(await seriousViolationsOnEach(page, Object.keys(ROUTES), openRoute, 'main')).toEqual([]);
    // The card dialog too.
    await column(page, 'In progress')
      .getByRole('button', { name: 'New navigation with mega menu', exact: true })
      .click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Comments' })).toBeVisible();
    const { seriousViolations } = await import('../support/axe');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('at phone width in right-to-left, no scrum board page scrolls sideways', async ({ browser }) => {
  const context = await browser.newContext({
    storageState: layoutStorageState({ dir: 'rtl' }),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInAs(page, 'ADMIN');
  expect(await pagesScrollingSideways(page, Object.keys(ROUTES), openRoute)).toEqual([]);
  await context.close();
});
