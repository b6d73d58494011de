// The inbox app: a message written by one user reaches another, who reads, stars and deletes their own
// copy; select-all and bulk delete; search; hostile text shown as text; and the route's checks (no console error,
// axe in light and dark, phone width in right-to-left).
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS } from '../support/environment';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { collectErrors } from '../support/page-errors';
import { pagesScrollingSideways, seriousViolationsOnEach } from '../support/page-walks';
import { openFromMenu, signInAs, signInAsUser } from '../support/session';
import { createTestUser, type TestUser } from '../support/users';

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const messageList = (page: Page) => page.getByRole('list', { name: 'Messages' });
const rowOf = (page: Page, subject: string): Locator =>
  messageList(page).getByRole('listitem').filter({ hasText: subject });
/** The row's button that opens the message: its last (before it are the star, and the checkbox). */
const openButtonOf = (row: Locator) => row.getByRole('button').last();
const readingPane = (page: Page) => page.getByRole('main').getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages of messages' });
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

const answered = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().includes(path) && response.request().method() === 'POST');

async function openInbox(page: Page): Promise<void> {
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(messageList(page)).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(text);
  await page.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
}

async function signedInContext(browser: Browser, role: keyof typeof DEMO_USERS) {
  const context = await browser.newContext({ storageState: layoutStorageState() });
  const page = await context.newPage();
  await signInAs(page, role);
  return { context, page };
}

/** A user of the test's own, signed in, who has opened the inbox once (so others can write to them). */
async function inboxUser(browser: Browser): Promise<{ user: TestUser; page: Page; close: () => Promise<void> }> {
  const user = await createTestUser('EDITOR');
  const context = await browser.newContext({ storageState: layoutStorageState() });
  const page = await context.newPage();
  await signInAsUser(page, user);
  await openInbox(page);
  return { user, page, close: () => context.close() };
}

test('admin writes to editor; editor opens it (read), stars it, deletes it, and after a reload it is gone', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'ADMIN');
  const errors = collectErrors(page);
  await openInbox(page);

  const subject = unique('Quarterly numbers');
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByLabel('To').selectOption(DEMO_USERS.EDITOR.email);
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message', { exact: true }).fill('Hello Elena,\n\nThe numbers are in.\n  Adam');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page, `Sent “${subject}” to ${DEMO_USERS.EDITOR.name}.`)).toBeAttached();
  await page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: 'Sent' }).click();
  await expect(openButtonOf(rowOf(page, subject))).toContainText(`To: ${DEMO_USERS.EDITOR.name}`);

  const editor = await signedInContext(browser, 'EDITOR');
  const editorErrors = collectErrors(editor.page);
  await openInbox(editor.page);
  const row = rowOf(editor.page, subject);
  await expect(row).toHaveAttribute('data-unread', '');
  await expect(openButtonOf(row)).toContainText(DEMO_USERS.ADMIN.name);

  // Opening it shows it, and marks it read.
  const read = answered(editor.page, '/api/inbox/update');
  await openButtonOf(row).click();
  const pane = readingPane(editor.page);
  await expect(pane.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(pane.getByText(`From: ${DEMO_USERS.ADMIN.name} <${DEMO_USERS.ADMIN.email}>`)).toBeVisible();
  await expect(pane.getByTestId('message-text')).toHaveText('Hello Elena,\n\nThe numbers are in.\n  Adam', {
    useInnerText: true,
  });
  expect((await read).ok()).toBe(true);
  await expect(row).not.toHaveAttribute('data-unread');

  const starred = answered(editor.page, '/api/inbox/update');
  await pane.getByRole('button', { name: `Star “${subject}”` }).click();
  await expect(pane.getByRole('button', { name: `Star “${subject}”` })).toHaveAttribute('aria-pressed', 'true');
  expect((await starred).ok()).toBe(true);
  const stored = await editor.page.request.get('/api/inbox/all', { params: { search: subject } });
  expect(await stored.json()).toEqual([expect.objectContaining({ subject, read: true, starred: true })]);

  const deleted = answered(editor.page, '/api/inbox/delete');
  await pane.getByRole('button', { name: `Delete “${subject}”` }).click();
  const confirm = editor.page.getByRole('alertdialog', { name: `Delete “${subject}”?` });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(status(editor.page, `Deleted 1 message.`)).toBeAttached();
  await expect(rowOf(editor.page, subject)).toHaveCount(0);

  await editor.page.reload();
  await expect(messageList(editor.page)).toBeVisible();
  await search(editor.page, subject);
  await expect(editor.page.getByText('No message matches')).toBeVisible();

  // Admin's own copy is untouched.
  await page.reload();
  await expect(rowOf(page, subject)).toBeVisible();
  expect(errors).toEqual([]);
  expect(editorErrors).toEqual([]);
  await editor.context.close();
});

test('select all on the page and delete them together; a reload shows what is left', async ({ browser }) => {
  const { page, close } = await inboxUser(browser);
  const errors = collectErrors(page);
  await expect(messageList(page).getByRole('listitem')).toHaveCount(20);
  await expect(pager(page)).toContainText('1–20 of 22 · page 1 of 2');

  // By keyboard: the checkbox takes Space.
  await page.getByRole('checkbox', { name: 'Select all' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('20 selected')).toBeVisible();
  const deleted = answered(page, '/api/inbox/delete');
  await page.getByRole('button', { name: 'Delete (20)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 20 messages?' });
  await expect(confirm).toContainText('cannot be undone');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(status(page, 'Deleted 20 messages.')).toBeAttached();
  await expect(pager(page)).toContainText('1–2 of 2 · page 1 of 1');

  await page.reload();
  await expect(messageList(page).getByRole('listitem')).toHaveCount(2);
  await expect(pager(page)).toContainText('1–2 of 2 · page 1 of 1');
  expect(errors).toEqual([]);
  await close();
});

test('search finds messages by their words, says when nothing matches, and clears', async ({ browser }) => {
  const { page, close } = await inboxUser(browser);
  await search(page, 'saturday LUKAS');
  await expect(messageList(page).getByRole('listitem')).toHaveCount(1);
  await expect(rowOf(page, 'Server maintenance on Saturday')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=saturday\+LUKAS/);

  await search(page, 'no such words anywhere');
  await expect(page.getByText('No message matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(messageList(page).getByRole('listitem')).toHaveCount(20);
  await close();
});

test('a hostile subject and text are shown as text, never run as HTML', async ({ page, browser }) => {
  const hostile = '<img src=x onerror=alert(1)>';
  const { user, page: reader, close } = await inboxUser(browser);
  const errors = collectErrors(reader);
  const alerts: string[] = [];
  reader.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAs(page, 'ADMIN');
  const sent = await page.request.post('/api/inbox/add', {
    data: { to: user.email, subject: hostile, message: `<script>alert(2)</script>\n${hostile}` },
  });
  expect(sent.ok()).toBe(true);

  await reader.reload();
  const row = rowOf(reader, hostile);
  await expect(row).toBeVisible();
  await openButtonOf(row).click();
  const pane = readingPane(reader);
  await expect(pane.getByRole('heading', { level: 2 })).toHaveText(hostile);
  await expect(pane.getByTestId('message-text')).toHaveText(`<script>alert(2)</script>\n${hostile}`, {
    useInnerText: true,
  });
  await expect(reader.getByRole('main').locator('img, script')).toHaveCount(0);
  expect(alerts).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

test('the menu lists the inbox under Apps', async ({ page }) => {
  await signInAs(page, 'GUEST');
  await openFromMenu(page, 'Apps', 'Inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(rowOf(page, 'Sprint review moved to Thursday').first()).toBeAttached();
});

const openInboxInApp = async (page: Page) => {
  await openPageInApp(page, '/inbox', 'Inbox');
  await expect(messageList(page).getByRole('listitem').first()).toBeVisible();
};

for (const colorMode of ['light', 'dark'] as const) {
  test(`the inbox, an open message and the compose form: no console error, axe finds nothing serious, in ${colorMode} mode`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
    const page = await context.newPage();
    await signInAs(page, 'SA');
    const errors = collectErrors(page);
    expect(await seriousViolationsOnEach(page, ['/inbox'], openInboxInApp, 'main')).toEqual([]);

    // With a message open, and one row selected.
    const first = messageList(page).getByRole('listitem').first();
    await first.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('1 selected')).toBeVisible();
    await openButtonOf(first).click();
    await expect(readingPane(page).getByRole('heading', { level: 2 })).toBeVisible();
    const { seriousViolations } = await import('../support/axe');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    // Pressed while an empty field has focus: the form is checked (nothing moves Send away mid-press).
    await dialog.getByLabel('Subject').focus();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Choose who to send it to.')).toBeVisible();
    await expect(dialog.getByText('Enter a subject.')).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('at phone width in right-to-left: the list, then the message with Back, never scrolling sideways', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: layoutStorageState({ dir: 'rtl' }),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInAs(page, 'ADMIN');
  const errors = collectErrors(page);
  expect(await pagesScrollingSideways(page, ['/inbox'], openInboxInApp)).toEqual([]);

  const first = messageList(page).getByRole('listitem').first();
  const id = (await first.getAttribute('data-message-id')) ?? '';
  expect(id).not.toBe('');
  await openButtonOf(first).click();
  const pane = readingPane(page);
  await expect(pane.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(messageList(page)).toBeHidden();
  const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wider).toBe(0);

  await pane.getByRole('button', { name: 'Back to messages' }).click();
  await expect(messageList(page)).toBeVisible();
  await expect(openButtonOf(messageList(page).locator(`[data-message-id="${id}"]`))).toBeFocused();
  expect(errors).toEqual([]);
  await context.close();
});
