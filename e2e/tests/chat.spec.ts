// The chat app: two signed-in users in two browsers talk without reloading (each page reads again what the demo
// service's realtime demo_update says changed, and never polls), unread counts come and go, text stays text, a
// refused message comes back with a Retry; and the route's checks (menu entry, no console error, axe in light and
// dark, phone width in RTL with the list → room → Back walk).
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO_USERS, type DemoRole } from '../support/environment';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { collectErrors } from '../support/page-errors';
import { pagesScrollingSideways } from '../support/page-walks';
import { signInAs } from '../support/session';
import { expectLive } from '../support/realtime';

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface Signed {
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

/** A browser of its own, signed in as `role`, its console errors collected from then on. */
async function signedIn(browser: Browser, role: DemoRole, choices: Record<string, unknown> = {}): Promise<Signed> {
  const context = await browser.newContext({ storageState: layoutStorageState(choices) });
  const page = await context.newPage();
  await signInAs(page, role);
  return { page, errors: collectErrors(page), close: () => context.close() };
}

/** The chat page, opened as a menu click would, with nothing left loading. */
async function openChat(page: Page, query = ''): Promise<void> {
  await openPageInApp(page, `/chat${query}`, 'Chat');
}

const conversations = (page: Page) => page.getByRole('region', { name: 'Conversations' });
/** A person in the list; the button's name starts with theirs (then the time, the last message, the unread count). */
const contactButton = (page: Page, name: string) =>
  conversations(page).getByRole('button', { name: new RegExp(`^${name}`) });
const log = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message ${name}` });

/** Opens the conversation with `name` from the list (Recent, or All contacts when it is not there yet). */
async function openConversation(page: Page, name: string): Promise<void> {
  if (!(await contactButton(page, name).isVisible())) await page.getByRole('tab', { name: 'All contacts' }).click();
  await contactButton(page, name).click();
  await expect(log(page, name).or(page.getByText('No messages yet'))).toBeVisible();
}

/** A mark on the window that a reload would wipe. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { chatTestMark: true }));
}
const stillSameWindow = (page: Page) => page.evaluate(() => 'chatTestMark' in window);

/** The unread count the server keeps for the user's conversation with `name` (what a reload would show). */
async function unreadOnServer(page: Page, name: string): Promise<number | undefined> {
  const recent = (await (await page.request.get('/api/chat/contacts/recent')).json()) as {
    name: string;
    unread: number;
  }[];
  return recent.find((entry) => entry.name === name)?.unread;
}

async function contactId(page: Page, name: string): Promise<number> {
  const all = (await (await page.request.get('/api/chat/contacts/all')).json()) as { id: number; name: string }[];
  const found = all.find((contact) => contact.name === name);
  if (!found) throw new Error(`${name} is not a contact`);
  return found.id;
}

test('Adam writes to Elena, who sees it without a reload with an unread count, answers, and Adam sees it', async ({
  browser,
}) => {
  const adam = await signedIn(browser, 'ADMIN');
  const elena = await signedIn(browser, 'EDITOR');
  const adamName = DEMO_USERS.ADMIN.name;
  const elenaName = DEMO_USERS.EDITOR.name;
  // Live, not polled: neither page asks whether anything changed.
  const polls: string[] = [];
  for (const { page } of [adam, elena]) {
    page.on('request', (request) => {
      if (request.url().includes('/api/chat/version')) polls.push(request.url());
    });
  }

  // Elena has read everything from Adam, then looks at the list.
  await openChat(elena.page, `?with=${await contactId(elena.page, adamName)}`);
  await expect(log(elena.page, adamName)).toBeVisible();
  await openChat(elena.page);
  const adamInList = contactButton(elena.page, adamName);
  await expect(adamInList).toBeVisible();
  await expect(adamInList).not.toContainText('unread');
  await markWindow(elena.page);
  await expectLive(elena.page);

  await openChat(adam.page);
  await openConversation(adam.page, elenaName);
  await expectLive(adam.page);
  const question = unique('Can you check the release notes?');
  await composer(adam.page, elenaName).fill(question);
  await composer(adam.page, elenaName).press('Enter');
  await expect(composer(adam.page, elenaName)).toHaveValue('');
  const sent = log(adam.page, elenaName).getByRole('listitem').filter({ hasText: question });
  await expect(sent).toBeVisible();
  await expect(sent).not.toContainText('Sending…');

  // Elena's list shows it, counted as unread, without a reload.
  await expect(adamInList).toContainText(question);
  await expect(adamInList).toContainText('1 unread message');
  await expect(elena.page.getByRole('tab', { name: /Recent/ })).toContainText('1 unread');
  expect(await stillSameWindow(elena.page)).toBe(true);

  // Opening it reads it, on the server too; she answers over two lines.
  expect(await unreadOnServer(elena.page, adamName)).toBe(1);
  await adamInList.click();
  const received = log(elena.page, adamName).getByRole('listitem').filter({ hasText: question });
  await expect(received).toBeVisible();
  await expect(received).toHaveAttribute('data-own', 'false');
  await expect(adamInList).not.toContainText('unread');
  await expect.poll(() => unreadOnServer(elena.page, adamName)).toBe(0);
  const answer = unique('Checked');
  await composer(elena.page, adamName).pressSequentially(answer);
  await composer(elena.page, adamName).press('Shift+Enter');
  await composer(elena.page, adamName).pressSequentially('Ship it');
  await expect(composer(elena.page, adamName)).toHaveValue(`${answer}\nShip it`);
  await composer(elena.page, adamName).press('Enter');
  await expect(log(elena.page, adamName).getByRole('listitem').filter({ hasText: answer })).toHaveAttribute(
    'data-own',
    'true',
  );

  // Adam sees the answer in the open conversation, at the start of the line (his own are at the end).
  const reply = log(adam.page, elenaName).getByRole('listitem').filter({ hasText: answer });
  await expect(reply).toBeVisible();
  expect(await reply.locator('p').first().innerText()).toBe(`${answer}\nShip it`);
  const logBox = await log(adam.page, elenaName).boundingBox();
  const replyBox = await reply.boundingBox();
  const sentBox = await sent.boundingBox();
  if (!logBox || !replyBox || !sentBox) throw new Error('not on screen');
  expect(replyBox.x - logBox.x).toBeLessThan(40);
  expect(logBox.x + logBox.width - (sentBox.x + sentBox.width)).toBeLessThan(40);
  expect(await stillSameWindow(elena.page)).toBe(true);
  expect(polls).toEqual([]);

  expect([...adam.errors, ...elena.errors]).toEqual([]);
  await adam.close();
  await elena.close();
});

test('markup is shown as text, a long word wraps, and a refused message comes back with Retry', async ({ browser }) => {
  const sofia = await signedIn(browser, 'SA');
  const dialogs: string[] = [];
  sofia.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const gus = DEMO_USERS.GUEST.name;
  await openChat(sofia.page);
  await openConversation(sofia.page, gus);

  // By keyboard: the composer has focus once the conversation is open.
  await expect(composer(sofia.page, gus)).toBeFocused();
  const hostile = '<img src=x onerror=alert(1)>';
  await sofia.page.keyboard.type(hostile);
  await sofia.page.keyboard.press('Enter');
  const messages = log(sofia.page, gus);
  await expect(messages.getByText(hostile, { exact: true })).toBeVisible();
  await expect(messages.locator('img')).toHaveCount(0);

  const longWord = `${unique('Long')}${'x'.repeat(400)}`;
  await composer(sofia.page, gus).fill(longWord);
  await composer(sofia.page, gus).press('Enter');
  await expect(messages.getByText(longWord)).toBeVisible();
  // Saved before the next send is refused: the route below would otherwise refuse this one, still queued.
  await expect(messages.getByRole('listitem').filter({ hasText: longWord })).not.toContainText('Sending…');
  const overflow = await messages.evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(overflow).toBe(0);

  // The server refuses the next send: the message leaves the conversation, its text returns to the composer.
  const refused = unique('Refused once');
  await sofia.page.route('**/api/chat/add', (route) =>
    route.fulfill({
      status: 417,
      contentType: 'application/json',
      body: JSON.stringify({
        exc_type: 'ValidationError',
        _server_messages: JSON.stringify([JSON.stringify({ message: 'The chat is being serviced' })]),
      }),
    }),
  );
  await composer(sofia.page, gus).fill(refused);
  await composer(sofia.page, gus).press('Enter');
  const alert = sofia.page.getByRole('alert').filter({ hasText: 'Your message was not sent' });
  await expect(alert).toContainText('The chat is being serviced');
  await expect(composer(sofia.page, gus)).toHaveValue(refused);
  await expect(messages.getByText(refused)).toHaveCount(0);

  await sofia.page.unroute('**/api/chat/add');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(messages.getByRole('listitem').filter({ hasText: refused })).not.toContainText('Sending…');
  await expect(composer(sofia.page, gus)).toHaveValue('');
  await expect(alert).toHaveCount(0);

  // The server kept the markup as text too.
  const chat = (await (
    await sofia.page.request.get('/api/chat/chat-room', { params: { contactId: await contactId(sofia.page, gus) } })
  ).json()) as { messageList: { text: string }[] };
  expect(chat.messageList.map((message) => message.text)).toEqual(expect.arrayContaining([hostile, refused]));
  expect(dialogs).toEqual([]);
  expect(sofia.errors.filter((error) => !error.includes('417'))).toEqual([]);
  await sofia.close();
});

test('the menu lists the chat under Apps', async ({ page }) => {
  await signInAs(page, 'GUEST');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: 'Chat', exact: true });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'Apps', exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  // Gus's sample conversation with Elena, with her answer unread.
  await expect(contactButton(page, DEMO_USERS.EDITOR.name)).toBeVisible();
});

for (const colorMode of ['light', 'dark'] as const) {
  test(`the chat renders with no console error and axe finds no serious problem, in ${colorMode} mode`, async ({
    browser,
  }) => {
    const adam = await signedIn(browser, 'ADMIN', { colorMode });
    await openChat(adam.page);
    await expect(contactButton(adam.page, DEMO_USERS.SA.name)).toBeVisible();
    expect(await seriousViolations(adam.page, 'main')).toEqual([]);

    await openChat(adam.page, `?with=${await contactId(adam.page, DEMO_USERS.SA.name)}`);
    await expect(log(adam.page, DEMO_USERS.SA.name).getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(adam.page, 'main')).toEqual([]);

    await adam.page.getByRole('tab', { name: 'All contacts' }).click();
    await expect(contactButton(adam.page, DEMO_USERS.GUEST.name)).toBeVisible();
    expect(await seriousViolations(adam.page, 'main')).toEqual([]);
    expect(adam.errors).toEqual([]);
    await adam.close();
  });
}

test('at phone width in right-to-left: the list, then the conversation with Back, and no sideways scroll', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: layoutStorageState({ dir: 'rtl' }),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInAs(page, 'EDITOR');
  const errors = collectErrors(page);
  const sofia = DEMO_USERS.SA.name;
  const sofiaId = await contactId(page, sofia);
  const open = async (phone: Page, path: string) => {
    await openPageInApp(phone, path, 'Chat');
    await expect(conversations(phone).or(log(phone, sofia))).toBeVisible();
  };
  expect(await pagesScrollingSideways(page, ['/chat', `/chat?with=${sofiaId}`], open)).toEqual([]);

  await openChat(page);
  const item = contactButton(page, sofia);
  await item.click();
  const messages = log(page, sofia);
  await expect(messages).toBeVisible();
  await expect(conversations(page)).toBeHidden();

  // In right-to-left the other person's messages start on the right, one's own on the left.
  const own = messages.locator('li[data-own="true"]').first();
  const theirs = messages.locator('li[data-own="false"]').first();
  const [logBox, ownBox, theirBox] = await Promise.all([messages, own, theirs].map((l: Locator) => l.boundingBox()));
  if (!logBox || !ownBox || !theirBox) throw new Error('not on screen');
  expect(ownBox.x - logBox.x).toBeLessThan(40);
  expect(logBox.x + logBox.width - (theirBox.x + theirBox.width)).toBeLessThan(40);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(conversations(page)).toBeVisible();
  await expect(item).toBeFocused();
  expect(errors).toEqual([]);
  await context.close();
});
