import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { type layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { createTestUser, type TestUser } from '../support/users';
import { collectErrors } from '../support/page-errors';
import { signedInPageAs } from '../support/signed-in-page';

// The Extra kits group and the Icons page: each route with its h1; each page's main interaction.
const ROUTES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/extra-kits/upload', heading: 'Upload' },
  { path: '/extra-kits/toastr', heading: 'Toastr' },
  { path: '/extra-kits/ladda-buttons', heading: 'Ladda buttons' },
  { path: '/extra-kits/loaders', heading: 'Loaders' },
  { path: '/extra-kits/sweet-alert', heading: 'Sweet alert' },
  { path: '/extra-kits/image-cropper', heading: 'Image cropper' },
  { path: '/extra-kits/user-tour', heading: 'User tour' },
  { path: '/extra-kits/dropdown', heading: 'Dropdown' },
  { path: '/icons', heading: 'Icons' },
];

// One user for the file (its uploads are its own, so other files' tests never see them).
let user: TestUser;
test.beforeAll(async () => {
  user = await createTestUser('ADMIN');
});

function signedInPage(
  browser: Browser,
  layout: Parameters<typeof layoutStorageState>[0] = {},
  viewport?: { width: number; height: number },
): Promise<Page> {
  return signedInPageAs(browser, user, layout, viewport);
}

const openRoute = openPageInApp;

async function startTour(page: Page): Promise<void> {
  await page.getByRole('button', { name: /(Start|Restart) the tour/ }).click();
  await expect(page.getByRole('dialog', { name: 'This week at a glance' })).toBeFocused();
}

test('toastr: toasts stack at the chosen position and can be cleared', async ({ browser }) => {
  const page = await signedInPage(browser);
  await openRoute(page, '/extra-kits/toastr', 'Toastr');
  await page.getByLabel('Position').selectOption('bottom-start');
  await page.getByLabel('Duration').selectOption('sticky');
  await page.getByRole('button', { name: 'One of each (stacked)' }).click();
  const region = page.getByRole('region', { name: /bottom-start/ });
  await expect(region.getByRole('status').or(region.getByRole('alert'))).toHaveCount(5);
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
  const editItem = (name: string) => menu.getByRole('group', { name: 'Edit' }).getByRole('menuitem', { name });
  // Each key goes to the open menu only once it holds the focus: a key the trigger gets first does something else.
  await expect(menu).toBeFocused();
  await expect(editItem('Rename')).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('ArrowDown');
  await expect(editItem('Duplicate')).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('actions-outcome')).toHaveText('You chose “Duplicate”.');
  await expect(page.getByRole('button', { name: 'Actions' })).toBeFocused();

  await page.getByRole('button', { name: 'View options' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Tags' }).click();
  await page.getByRole('menuitemradio', { name: 'Name, A to Z' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Tags' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('view-outcome')).toHaveText('Columns: Assignee, Due date, Tags. Sorted: Name, A to Z.');
  await page.context().close();
});

test('icons: all of lucide, more as the page scrolls, search by name, and a click copies the name', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRoute(page, '/icons', 'Icons');
  const tiles = page.getByRole('main').getByRole('button', { name: /^Copy / });
  const total = Number(/of (\d+) icons/.exec((await page.getByText(/of \d+ icons/).textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(1000);
  const firstBatch = await tiles.count();
  expect(firstBatch).toBeLessThan(total);
  await page.getByRole('button', { name: /^Show more icons/ }).scrollIntoViewIfNeeded();
  await expect.poll(() => tiles.count()).toBeGreaterThan(firstBatch);

  await page.getByRole('searchbox', { name: 'Search icons by name' }).fill('trash off');
  await expect(tiles).toHaveText(['TrashOffIcon']);
  await page.getByRole('button', { name: 'Copy TrashOffIcon' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Copied TrashOffIcon');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TrashOffIcon');
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
    // Nine pages and the open tour, each read by axe.
    test.setTimeout(120_000);
    const page = await signedInPage(browser, { colorMode });
    const errors = collectErrors(page);
    const problems: string[] = [];
    for (const { path, heading } of ROUTES) {
      await openRoute(page, path, heading);
      problems.push(...(await seriousViolations(page)));
    }
    await openRoute(page, '/extra-kits/user-tour', 'User tour');
    await startTour(page);
    problems.push(...(await seriousViolations(page)));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

async function expectStoredFiles(stored: Locator, names: string[]): Promise<void> {
  await expect(stored.getByRole('listitem')).toHaveCount(names.length);
  for (const name of names) await expect(stored.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
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
  // The two files upload side by side, so which one the server stores first (and lists lower) is not fixed.
  await expectStoredFiles(stored, ['budget.csv', 'meeting-notes.txt']);

  await page.reload();
  await expectStoredFiles(stored, ['budget.csv', 'meeting-notes.txt']);
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

test('the upload page refuses a file over the size limit without sending it', async ({ browser }) => {
  // A user of its own: the file this test uploads is not among the other upload test's.
  const page = await signedInPageAs(browser, await createTestUser('ADMIN'));
  await openRoute(page, '/extra-kits/upload', 'Upload');
  const sentFiles: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/upload/add') sentFiles.push(url.searchParams.get('file_name') ?? '');
  });
  const main = page.getByRole('main');

  // A PNG's first bytes, then enough to pass the 2 MB limit (tessera-contracts' UPLOAD_MAX_FILE_BYTES).
  const tooLarge = Buffer.alloc(3 * 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(tooLarge);
  await main
    .getByLabel('Choose files to upload')
    .setInputFiles([{ name: 'holiday-photo.png', mimeType: 'image/png', buffer: tooLarge }]);
  // This visit's list (the stored files' list never holds the refused file).
  const thisUpload = main.getByRole('list').filter({ hasText: 'holiday-photo.png' });
  const refused = thisUpload.getByRole('listitem').filter({ hasText: 'holiday-photo.png' });
  await expect(refused).toContainText('Not allowed');
  await expect(refused).toContainText('The file is larger than 2 MB, the most a file may be');

  // A file picked after it uploads: had the large one been sent, its request would have gone first.
  await main
    .getByLabel('Choose files to upload')
    .setInputFiles([{ name: 'packing-list.txt', mimeType: 'text/plain', buffer: Buffer.from('passport, charger') }]);
  await expect(thisUpload.getByRole('listitem').filter({ hasText: 'packing-list.txt' })).toContainText('Uploaded');
  expect(sentFiles).toEqual(['packing-list.txt']);
  await page.context().close();
});

test('ladda buttons: busy while the request runs, focus kept, the result announced; progress fills', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await openRoute(page, '/extra-kits/ladda-buttons', 'Ladda buttons');
  const button = page.getByTestId('ladda-expand-right');
  // The directory answers in a few milliseconds; its answer is held until the busy state has been checked.
  let releaseDirectory = (): void => {};
  const directoryHeld = new Promise<void>((resolve) => (releaseDirectory = resolve));
  await page.route('**/api/list/all', async (route) => {
    const response = await route.fetch();
    await directoryHeld;
    await route.fulfill({ response });
  });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toBeFocused();
  releaseDirectory();
  await expect(page.getByTestId('ladda-expand-right-outcome')).toHaveText(/^Loaded the directory: \d+ people\.$/);
  await expect(button).toHaveAttribute('aria-busy', 'false');
  await expect(button).toBeFocused();

  await page.getByRole('button', { name: 'Run a 3-second job' }).click();
  const progress = page.getByTestId('ladda-timed-demo').getByRole('progressbar');
  await expect(progress).not.toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('ladda-timed-outcome')).toHaveText('The 3-second job finished.');
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await page.context().close();
});

test('user tour: start, next by keyboard, back, Escape closes and the focus returns', async ({ browser }) => {
  const page = await signedInPage(browser);
  await openRoute(page, '/extra-kits/user-tour', 'User tour');
  await startTour(page);
  const card = page.getByTestId('tour-card');
  await expect(card).toContainText('1 of 5');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Find an update' })).toBeFocused();
  await expect(card).toContainText('2 of 5');
  await card.getByRole('button', { name: 'Back' }).click();
  await expect(card).toContainText('1 of 5');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Restart the tour' })).toBeFocused();
  await startTour(page);
  await expect(card).toContainText('1 of 5');
  await page.context().close();
});

/** Width and height from a PNG's IHDR chunk (bytes 16 to 24, big-endian). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('image cropper: the 1:1 preset downloads a square PNG; 16:9 a wide one', async ({ browser }) => {
  const page = await signedInPage(browser);
  await openRoute(page, '/extra-kits/image-cropper', 'Image cropper');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '1:1', exact: true }).click();
  await expect(main.getByRole('button', { name: '1:1', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('crop-size')).toHaveText(/^The PNG will be (\d+) × \1 px\.$/);
  await expect(main.getByRole('img', { name: 'The crop, as it will be saved' })).toBeVisible();
  const square = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download PNG' }).click();
  const squareFile = await square;
  expect(squareFile.suggestedFilename()).toBe('sample-cropped-1x1.png');
  const squareSize = pngSize(readFileSync(await squareFile.path()));
  expect(squareSize.width).toBeGreaterThan(0);
  expect(squareSize.width).toBe(squareSize.height);
  await expect(main.getByRole('status').filter({ hasText: 'Saved sample-cropped-1x1.png' })).toBeVisible();

  await main.getByRole('button', { name: '16:9', exact: true }).click();
  await main.getByRole('group', { name: /^Crop area/ }).focus();
  await page.keyboard.press('ArrowRight');
  const wide = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Download PNG' }).click();
  const wideSize = pngSize(readFileSync(await (await wide).path()));
  expect(wideSize.width / wideSize.height).toBeCloseTo(16 / 9, 2);
  await page.context().close();
});

test('at phone width in right-to-left, none of these pages scrolls sideways', async ({ browser }) => {
  const page = await signedInPage(browser, { dir: 'rtl' }, { width: 390, height: 844 });
  const overflowing: string[] = [];
  for (const { path, heading } of ROUTES) {
    await openRoute(page, path, heading);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (wider > 0) overflowing.push(`${path}: ${wider}px`);
  }
  expect(overflowing).toEqual([]);
  await page.context().close();
});
