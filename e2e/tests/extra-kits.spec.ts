import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { signInAsUser } from '../support/session';
import { createTestUser, type TestUser } from '../support/users';

// The Extra kits group and the Icons page: each route with its h1.
const ROUTES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/extra-kits/upload', heading: 'Upload' },
  { path: '/extra-kits/toastr', heading: 'Toastr' },
  { path: '/extra-kits/loaders', heading: 'Loaders' },
  { path: '/extra-kits/sweet-alert', heading: 'Sweet alert' },
  { path: '/extra-kits/dropdown', heading: 'Dropdown' },
  { path: '/icons', heading: 'Icons' },
];

// One user for the file (its uploads are its own, so other files' tests never see them).
let user: TestUser;
test.beforeAll(async () => {
  user = await createTestUser('ADMIN');
});

/** Console errors and uncaught exceptions from the moment it is called. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function signedInPage(browser: Browser, colorMode: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
  const page = await context.newPage();
  await signInAsUser(page, user);
  return page;
}

const openRoute = openPageInApp;

test('toastr: toasts stack at the chosen position and can be cleared', async ({ browser }) => {
  const page = await signedInPage(browser);
  await openRoute(page, '/extra-kits/toastr', 'Toastr');
  await page.getByLabel('Position').selectOption('bottom-start');
  await page.getByLabel('Duration').selectOption('sticky');
  await page.getByRole('button', { name: 'One of each (stacked)' }).click();
  const region = page.getByRole('region', { name: /bottom-start/ });
  await expect(region.getByRole('status').or(region.getByRole('alert'))).toHaveCount(4);
  await expect(region).toContainText('Changes saved');
  await expect(region).toContainText('Upload failed');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(region.getByText('Changes saved')).toHaveCount(0);
  await page.context().close();
});

test('dropdown: a grouped action and checkable items, by keyboard', async ({ browser }) => {
  const page = await signedInPage(browser);
  await openRoute(page, '/extra-kits/dropdown', 'Dropdown');
  await page.getByRole('button', { name: 'Actions' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('group', { name: 'Edit' }).getByRole('menuitem', { name: /Duplicate/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('actions-outcome')).toHaveText(/You chose “(Rename|Duplicate)”\./);
  await expect(page.getByRole('button', { name: 'Actions' })).toBeFocused();

  await page.getByRole('button', { name: 'View options' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Tags' }).click();
  await page.getByRole('menuitemradio', { name: 'Name, A to Z' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Tags' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('view-outcome')).toHaveText('Columns: Assignee, Due date, Tags. Sorted: Name, A to Z.');
  await page.context().close();
});

test('icons: search by name, and a click copies the name with a toast', async ({ browser }) => {
  const page = await signedInPage(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRoute(page, '/icons', 'Icons');
  await page.getByRole('searchbox', { name: 'Search icons by name' }).fill('trash');
  const tiles = page.getByRole('main').getByRole('button', { name: /^Copy / });
  await expect(tiles).toHaveText(['Trash2Icon']);
  await page.getByRole('button', { name: 'Copy Trash2Icon' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Copied Trash2Icon');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Trash2Icon');
  await page.getByRole('searchbox', { name: 'Search icons by name' }).fill('zebra');
  await expect(page.getByText('No icon matches')).toBeVisible();
  await page.context().close();
});

test('loaders: the skeleton card shows its content once loaded, and again after a reload', async ({ browser }) => {
  const page = await signedInPage(browser);
  await openRoute(page, '/extra-kits/loaders', 'Loaders');
  const card = page.getByTestId('skeleton-card');
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(card.getByText('Priya Shah', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reload the card' }).click();
  await expect(card).toHaveAttribute('aria-busy', 'true');
  await expect(card).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('button', { name: 'Reload the card' })).toBeEnabled();
  await page.context().close();
});

test('sweet alert: a confirmation, then a chain of prompt, confirm and result', async ({ browser }) => {
  const page = await signedInPage(browser);
  await openRoute(page, '/extra-kits/sweet-alert', 'Sweet alert');

  await page.getByRole('button', { name: 'Delete the draft' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the draft?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  const deleted = page.getByRole('dialog', { name: 'Deleted' });
  await deleted.getByRole('button', { name: 'OK' }).click();
  await expect(deleted).toBeHidden();
  await expect(page.getByTestId('confirm-outcome')).toHaveText('The draft was deleted.');

  await page.getByRole('button', { name: 'Invite a teammate' }).click();
  const prompt = page.getByRole('dialog', { name: 'Invite a teammate (1 of 3)' });
  await prompt.getByRole('button', { name: 'Next' }).click();
  await expect(prompt.getByText('Enter an email address such as ana@example.com')).toBeVisible();
  await prompt.getByLabel('Email address').fill('ana@example.com');
  await page.keyboard.press('Enter');
  await page
    .getByRole('alertdialog', { name: 'Send the invitation? (2 of 3)' })
    .getByRole('button', { name: 'Send invitation' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Invitation sent (3 of 3)' })).toContainText(
    'ana@example.com can now join.',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('chained-outcome')).toHaveText('Invitation sent to ana@example.com.');
  await page.context().close();
});

for (const colorMode of ['light', 'dark'] as const) {
  // One walk per colour mode checks what every route owes: its heading, no console error, and axe's verdict.
  test(`every route renders with no console error, and axe finds no serious or critical problem, in ${colorMode} mode`, async ({
    browser,
  }) => {
    // Six pages, each read by axe.
    test.setTimeout(120_000);
    const page = await signedInPage(browser, colorMode);
    const errors = collectErrors(page);
    const problems: string[] = [];
    for (const { path, heading } of ROUTES) {
      await openRoute(page, path, heading);
      problems.push(...(await seriousViolations(page)));
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('the upload stores files on the server, lists them after a reload, refuses what is not allowed, deletes', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await openRoute(page, '/extra-kits/upload', 'Upload');
  const main = page.getByRole('main');

  await main.getByLabel('Choose files to upload').setInputFiles([
    { name: 'meeting-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Agenda: ship the upload page') },
    { name: 'budget.csv', mimeType: 'text/csv', buffer: Buffer.from('item,amount\nlaptop,1200\n') },
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  const upload = main.getByRole('list').filter({ hasText: 'setup.exe' });
  await expect(upload.getByRole('listitem').filter({ hasText: 'meeting-notes.txt' })).toContainText('Uploaded');
  await expect(upload.getByRole('listitem').filter({ hasText: 'budget.csv' })).toContainText('Uploaded');
  await expect(
    upload.getByRole('listitem').filter({ hasText: 'meeting-notes.txt' }).getByRole('progressbar'),
  ).toHaveAttribute('aria-valuenow', '100');
  await expect(upload.getByRole('listitem').filter({ hasText: 'setup.exe' })).toContainText(
    'Only .png, .jpg, .jpeg, .gif, .webp, .pdf, .txt, .csv files can be uploaded',
  );

  const stored = main.getByRole('list', { name: 'Your files' });
  await expect(stored.getByRole('listitem')).toHaveText([/budget\.csv/, /meeting-notes\.txt/]);

  await page.reload();
  await expect(stored.getByRole('listitem')).toHaveText([/budget\.csv/, /meeting-notes\.txt/]);
  await expect(main.getByText('setup.exe')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await stored.getByRole('link', { name: 'Download meeting-notes.txt' }).click();
  expect((await download).suggestedFilename()).toBe('meeting-notes.txt');

  await stored.getByRole('button', { name: 'Delete budget.csv' }).click();
  await expect(stored.getByRole('listitem')).toHaveText([/meeting-notes\.txt/]);
  await page.reload();
  await expect(stored.getByRole('listitem')).toHaveText([/meeting-notes\.txt/]);
  await page.context().close();
});
