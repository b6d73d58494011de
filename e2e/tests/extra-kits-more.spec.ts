import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { signInAsUser } from '../support/session';
import { createTestUser, type TestUser } from '../support/users';

// The Extra kits pages added second: Ladda buttons, User tour, Image cropper.
const ROUTES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/extra-kits/ladda-buttons', heading: 'Ladda buttons' },
  { path: '/extra-kits/image-cropper', heading: 'Image cropper' },
  { path: '/extra-kits/user-tour', heading: 'User tour' },
];

let user: TestUser;
test.beforeAll(async () => {
  user = await createTestUser('ADMIN');
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function signedInPage(
  browser: Browser,
  layout: Parameters<typeof layoutStorageState>[0] = {},
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    storageState: layoutStorageState(layout),
    ...(viewport ? { viewport } : {}),
  });
  const page = await context.newPage();
  await signInAsUser(page, user);
  return page;
}

const openRoute = openPageInApp;

async function startTour(page: Page): Promise<void> {
  await page.getByRole('button', { name: /(Start|Restart) the tour/ }).click();
  await expect(page.getByRole('dialog', { name: 'This week at a glance' })).toBeFocused();
}

test('every route renders its heading with no console error', async ({ browser }) => {
  const page = await signedInPage(browser);
  const errors = collectErrors(page);
  for (const { path, heading } of ROUTES) await openRoute(page, path, heading);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('ladda buttons: busy while the request runs, focus kept, the result announced; progress fills', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await openRoute(page, '/extra-kits/ladda-buttons', 'Ladda buttons');
  const button = page.getByTestId('ladda-expand-right');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toBeFocused();
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

for (const colorMode of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical problem on these routes in ${colorMode} mode`, async ({ browser }) => {
    const page = await signedInPage(browser, { colorMode });
    const problems: string[] = [];
    for (const { path, heading } of ROUTES) {
      await openRoute(page, path, heading);
      problems.push(...(await seriousViolations(page)));
    }
    await openRoute(page, '/extra-kits/user-tour', 'User tour');
    await startTour(page);
    problems.push(...(await seriousViolations(page)));
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

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
