// A session ended elsewhere (its sid logged out on another device, all sessions ended) is noticed when the tab
// comes back to the foreground, said over the page, and signing in again there keeps what was typed on it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from '../support/environment';
import { layoutStorageState } from '../support/layout-storage';
import { signInAs, signOutFromTopBar } from '../support/session';

const ENDED = 'Your session ended — sign in again';
const endedDialog = (page: Page) => page.getByRole('alertdialog', { name: ENDED });
// By its label rather than its role: while the dialog is open, the page behind it is hidden from the accessibility tree.
const subjectInOpen = (page: Page) => page.locator('input[aria-label="Subject of the new task in Open"]');

/** The task list with the Open group's quick add open and `subject` typed into it, not yet sent. */
async function halfTypedTask(page: Page, subject: string): Promise<void> {
  await page.goto('/projects/all');
  await expect(page.getByRole('table', { name: 'Tasks' })).toBeVisible();
  await page.getByRole('button', { name: 'Add task to Open' }).click();
  await subjectInOpen(page).fill(subject);
}

/** The tab comes back to the foreground, as after the user was on another tab or window. */
async function comeBack(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

/** Ends the page's session on the server behind the app's back (its sid logged out elsewhere). */
async function endSessionElsewhere(page: Page): Promise<void> {
  expect((await page.request.get('/api/method/logout')).status()).toBe(200);
}

async function signedInContext(browser: Browser, role: 'EDITOR' | 'ADMIN', choices = {}) {
  const context = await browser.newContext({ storageState: layoutStorageState(choices) });
  const page = await context.newPage();
  await signInAs(page, role);
  return { context, page };
}

test('a session ended on another device is said when the tab comes back, and the half-typed task is kept and saved after signing in again', async ({
  browser,
}) => {
  const a = await signedInContext(browser, 'EDITOR');
  const subject = `Ended${Date.now()} kept`;
  await halfTypedTask(a.page, subject);

  // Device B holds the same session (its cookie) and signs out there.
  const b = await browser.newContext({ storageState: await a.context.storageState() });
  const pageB = await b.newPage();
  await pageB.goto('/projects/all');
  await expect(pageB.getByTestId('current-user-name')).toHaveText(DEMO_USERS.EDITOR.name);
  await signOutFromTopBar(pageB);

  await comeBack(a.page);
  const dialog = endedDialog(a.page);
  await expect(dialog).toBeVisible();
  // Keyboard and screen reader: the focus is in the dialog, on the one field left to fill.
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expect(dialog.getByLabel('Email')).toHaveValue(DEMO_USERS.EDITOR.email);
  await expect(subjectInOpen(a.page)).toHaveValue(subject);

  // Esc does not throw the page away.
  await a.page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await a.page.keyboard.type(DEMO_PASSWORD);
  await a.page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(a.page).toHaveURL(/\/projects\/all/);
  await expect(subjectInOpen(a.page)).toHaveValue(subject);

  const created = a.page.waitForResponse(
    (response) => response.url().endsWith('/api/resource/Task') && response.request().method() === 'POST',
  );
  await subjectInOpen(a.page).press('Enter');
  expect((await created).status()).toBe(200);
  await expect(
    a.page.getByRole('table', { name: 'Tasks' }).getByRole('button', { name: subject, exact: true }),
  ).toBeVisible();
  await a.context.close();
  await b.close();
});

test('a refused write is what tells the app, when the tab never left the foreground', async ({ browser }) => {
  const a = await signedInContext(browser, 'EDITOR');
  const subject = `Ended${Date.now()} refused`;
  await halfTypedTask(a.page, subject);
  await endSessionElsewhere(a.page);

  await subjectInOpen(a.page).press('Enter');
  await expect(endedDialog(a.page)).toBeVisible();
  await expect(subjectInOpen(a.page)).toHaveValue(subject);
  await a.context.close();
});

test('another user signing in over an ended session gets the opening page, with nothing of the previous one', async ({
  browser,
}) => {
  const a = await signedInContext(browser, 'EDITOR');
  const subject = `Ended${Date.now()} private`;
  await halfTypedTask(a.page, subject);
  await endSessionElsewhere(a.page);
  await comeBack(a.page);

  const dialog = endedDialog(a.page);
  await dialog.getByLabel('Email').fill(DEMO_USERS.ADMIN.email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(a.page.getByTestId('current-user-name')).toHaveText(DEMO_USERS.ADMIN.name);
  await expect(a.page).toHaveURL(/\/projects\/all$/);
  await expect(a.page.getByRole('table', { name: 'Tasks' })).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Add task to Open' })).toBeVisible();
  await expect(subjectInOpen(a.page)).toHaveCount(0);
  await expect(a.page.getByText(subject)).toHaveCount(0);
  await a.context.close();
});

test('declining goes to the sign-in page, which says why; so does a reload meanwhile', async ({ browser }) => {
  const a = await signedInContext(browser, 'EDITOR');
  await a.page.goto('/projects/all');
  await endSessionElsewhere(a.page);
  await comeBack(a.page);
  await endedDialog(a.page).getByRole('button', { name: 'Go to the sign-in page' }).click();
  await expect(a.page).toHaveURL('/session/signin?redirectUrl=%2Fprojects%2Fall');
  await expect(a.page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();

  const b = await signedInContext(browser, 'EDITOR');
  await b.page.goto('/projects/all');
  await endSessionElsewhere(b.page);
  await comeBack(b.page);
  await expect(endedDialog(b.page)).toBeVisible();
  await b.page.reload();
  await expect(b.page).toHaveURL('/session/signin?redirectUrl=%2Fprojects%2Fall');
  await expect(b.page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();
  await a.context.close();
  await b.context.close();
});

test('the dialog reads in dark mode and right-to-left at phone width', async ({ browser }) => {
  const a = await signedInContext(browser, 'EDITOR', { colorMode: 'dark', dir: 'rtl' });
  await a.page.setViewportSize({ width: 360, height: 740 });
  await a.page.goto('/projects/all');
  await expect(a.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await endSessionElsewhere(a.page);
  await comeBack(a.page);
  const dialog = endedDialog(a.page);
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(a.page, '[role="alertdialog"]')).toEqual([]);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await a.context.close();
});
