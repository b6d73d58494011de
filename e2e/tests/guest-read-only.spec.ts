// The demo apps' shared data (the todo list, invoices, contacts, scrum boards) as a GUEST sees it: every record,
// with none of the controls that would change it and a note saying why; an EDITOR keeps them. The demo service
// refuses a GUEST's change all the same (each endpoint: mock-server/test/demo-guest-writes.test.ts).
import { expect, test, type Page } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { pagesScrollingSideways, seriousViolationsOnEach } from '../support/page-walks';
import { signInAs } from '../support/session';

const main = (page: Page) => page.getByRole('main');
const note = (page: Page, subject: string) =>
  main(page).getByText(`You can view ${subject}; editing needs an Editor role.`, { exact: true });
const SEEDED_INVOICE = 'INV-2026-0101';
const BOARD = { path: '/scrum-board/1', title: 'Website relaunch', card: 'New navigation with mega menu' } as const;

const PAGES = {
  '/todo/list': 'Todo',
  '/invoice/list': 'Invoices',
  '/contact/table': 'Contacts table',
  '/scrum-board': 'Scrum board',
  [BOARD.path]: BOARD.title,
} as const;
const openRoute = (page: Page, path: string) => openPageInApp(page, path, PAGES[path as keyof typeof PAGES]);

async function openTodos(page: Page) {
  await openPageInApp(page, '/todo/list', 'Todo');
  const todos = main(page).getByRole('list', { name: 'Todos' });
  await expect(todos.getByRole('listitem').first()).toBeVisible();
  return todos;
}

async function openBoard(page: Page) {
  await openPageInApp(page, BOARD.path, BOARD.title);
  const columns = main(page).getByRole('region', { name: 'Board columns' });
  await expect(columns.getByRole('button', { name: BOARD.card, exact: true })).toBeVisible();
  return columns;
}

test('a GUEST sees the todo list, invoices, contacts and a scrum board without any control that changes them', async ({
  page,
}) => {
  await signInAs(page, 'GUEST');

  const todos = await openTodos(page);
  await expect(note(page, 'the todo list')).toBeVisible();
  await expect(todos.getByRole('button')).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Add todo' })).toHaveCount(0);
  await expect(main(page).getByRole('region', { name: 'Tags' }).getByRole('button')).toHaveCount(0);

  await openPageInApp(page, '/invoice/list', 'Invoices');
  await expect(note(page, 'the invoices')).toBeVisible();
  const invoices = main(page).getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('link', { name: SEEDED_INVOICE })).toBeVisible();
  await expect(invoices.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: 'New invoice' })).toHaveCount(0);
  await invoices.getByRole('link', { name: SEEDED_INVOICE }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: `Invoice ${SEEDED_INVOICE}` })).toBeVisible();
  await expect(note(page, 'this invoice')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(main(page).getByLabel('Status')).toHaveCount(0);

  await openPageInApp(page, '/contact/table', 'Contacts table');
  await expect(note(page, 'the contacts')).toBeVisible();
  const contacts = main(page).getByRole('table', { name: 'Contacts' });
  await expect(contacts.getByRole('link', { name: /^View / }).first()).toBeVisible();
  await expect(contacts.getByRole('checkbox')).toHaveCount(0);
  await expect(contacts.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'New contact' })).toHaveCount(0);

  await openPageInApp(page, '/scrum-board', 'Scrum board');
  await expect(note(page, "the team's boards")).toBeVisible();
  await expect(main(page).getByRole('form', { name: 'New board' })).toHaveCount(0);
  const columns = await openBoard(page);
  await expect(note(page, 'this board')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Add column' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Members' })).toHaveCount(0);
  await expect(columns.getByRole('button', { name: /^Move |actions$/ })).toHaveCount(0);
  await expect(columns.getByRole('textbox')).toHaveCount(0);
  await expect(columns.locator('[draggable="true"]')).toHaveCount(0);
  // A card opens to be read.
  await columns.getByRole('button', { name: BOARD.card, exact: true }).click();
  const card = page.getByRole('dialog', { name: BOARD.card });
  await expect(card.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(card.getByRole('textbox')).toHaveCount(0);
  await expect(card.getByRole('button', { name: /Add comment|Attach a file|^Save/ })).toHaveCount(0);

  // What the page no longer offers, the server refuses all the same.
  const refused = await page.request.post('/api/todo/delete', { data: { id: 1 } });
  expect(refused.status()).toBe(403);
});

test('an EDITOR keeps the controls on the same pages', async ({ page }) => {
  await signInAs(page, 'EDITOR');

  const todos = await openTodos(page);
  await expect(main(page).getByRole('button', { name: 'Add todo' }).first()).toBeVisible();
  await expect(todos.getByRole('button', { name: /^Delete "/ }).first()).toBeVisible();
  await expect(note(page, 'the todo list')).toHaveCount(0);

  await openPageInApp(page, '/invoice/list', 'Invoices');
  await expect(main(page).getByRole('link', { name: 'New invoice' }).first()).toBeVisible();
  await expect(main(page).getByRole('button', { name: `Delete invoice ${SEEDED_INVOICE}` })).toBeVisible();

  await openPageInApp(page, '/contact/table', 'Contacts table');
  await expect(main(page).getByRole('button', { name: 'New contact' }).first()).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: 'Select every contact on this page' })).toBeVisible();

  await openPageInApp(page, '/scrum-board', 'Scrum board');
  await expect(main(page).getByRole('form', { name: 'New board' })).toBeVisible();
  const columns = await openBoard(page);
  await expect(main(page).getByRole('button', { name: 'Add column' })).toBeVisible();
  await expect(columns.getByRole('button', { name: `Move “${BOARD.card}”…` })).toBeVisible();
  await columns.getByRole('button', { name: BOARD.card, exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: BOARD.card }).getByRole('button', { name: 'Add comment' }),
  ).toBeVisible();
});

test("a GUEST's read-only pages: axe finds no serious problem in dark mode, none scrolls sideways at phone width in right-to-left", async ({
  browser,
}) => {
  // Two walks of every page (axe, then phone width), as the other whole-app walks do: 22 s here alone, over 45 s
  // beside another worker on a slow day.
  test.setTimeout(90_000);
  const dark = await browser.newContext({ storageState: layoutStorageState({ colorMode: 'dark' }) });
  const darkPage = await dark.newPage();
  await signInAs(darkPage, 'GUEST');
  expect(await seriousViolationsOnEach(darkPage, Object.keys(PAGES), openRoute, 'main')).toEqual([]);
  await dark.close();

  const phone = await browser.newContext({
    storageState: layoutStorageState({ dir: 'rtl' }),
    viewport: { width: 390, height: 844 },
  });
  const phonePage = await phone.newPage();
  await signInAs(phonePage, 'GUEST');
  expect(await pagesScrollingSideways(phonePage, Object.keys(PAGES), openRoute)).toEqual([]);
  await phone.close();
});
