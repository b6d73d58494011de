import { expect, test, type Locator, type Page } from '@playwright/test';
import { animationsSettled } from '../support/animations';
import { seriousViolations } from '../support/axe';
import { contrastReadings, lowContrast } from '../support/contrast';
import { layoutStorageState, storeLayoutChoices } from '../support/layout-storage';
import { signInAs, signInAsUser } from '../support/session';
import { createTestUser } from '../support/users';

// The spaces tree in layout1 (behind a rail button, in the rail's panel) and layout3 (behind a button of the bar),
// and what it reads like on each surface a layout draws it on.

test('layout1: a project made with custom statuses from the tree in the rail gets a board with those columns', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  // The sign-in lands on the task list: a page change closes the rail's panel, so open it once the page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'All tasks' })).toBeVisible();
  const name = `Field study ${Date.now() % 100000}`;
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Spaces', exact: true }).click();
  await nav.getByRole('button', { name: 'Actions for Engineering', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create a new project' }).click();

  const wizard = page.getByRole('dialog');
  await wizard.getByLabel('Project name').fill(name);
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Each Next moves on from the step on screen: wait for it before the next click.
  await expect(wizard.getByRole('heading', { name: 'Select a Color' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('heading', { name: 'Add Status' })).toBeVisible();
  await wizard.getByText('Use custom statuses').click();
  for (const status of ['Interview', 'Synthesis']) {
    await wizard.getByLabel('Status name').fill(status);
    await wizard.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(wizard.getByText(status, { exact: true })).toBeVisible();
  }
  await wizard.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Action completed successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(wizard).toHaveCount(0);

  // The panel stayed open through the wizard, and the new project is in its space's list.
  const projectLink = nav.getByRole('link', { name, exact: true });
  await expect(projectLink).toBeVisible();
  await projectLink.click();
  await expect(page).toHaveURL(/\/kanban\/engineering\?project=PROJ-\d{4}$/);
  const board = page.getByRole('region', { name: `${name} columns` });
  await expect(board.getByRole('heading', { level: 2 })).toHaveText(['Interview', 'Synthesis']);
  // Following a link closed the panel.
  await expect(nav.getByRole('button', { name: 'Spaces', exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test.describe('layout3', () => {
  test.use({ storageState: layoutStorageState({ activeLayout: 'layout3' }) });

  test('the spaces tree opens from the bar and leads to a space’s tasks', async ({ page }) => {
    await signInAs(page, 'GUEST');
    // As above: a page change closes the tree, so open it once the sign-in has landed.
    await expect(page.getByRole('heading', { level: 1, name: 'All tasks' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Spaces' }).click();
    const tree = page.getByRole('dialog', { name: 'Spaces' });
    // Engineering: no other test archives or renames it (spaces.spec archives Marketing for a while).
    await tree.getByRole('link', { name: 'Engineering', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/engineering$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Engineering' })).toBeVisible();
    await expect(tree).toHaveCount(0);
  });
});

// The tree draws on a different surface in each layout: layout1's panel beside the dark rail, layout2's sidebar
// in the user's colour, layout3's popover, and at phone width the menu drawer. Each look: colour mode, direction
// and (layout2) sidebar colour.
type Look = { colorMode: 'light' | 'dark'; dir?: 'rtl'; sidebarTheme?: string };
const LOOKS = {
  layout1: [{ colorMode: 'light' }, { colorMode: 'dark' }, { colorMode: 'light', dir: 'rtl' }],
  layout2: [
    { colorMode: 'light' },
    { colorMode: 'dark' },
    { colorMode: 'light', sidebarTheme: 'gradient-black-gray' },
    { colorMode: 'dark', sidebarTheme: 'pink', dir: 'rtl' },
  ],
  layout3: [{ colorMode: 'light' }, { colorMode: 'dark' }, { colorMode: 'dark', dir: 'rtl' }],
} satisfies Record<string, Look[]>;
type Layout = keyof typeof LOOKS;

/** Loads a space's tasks in `look` (for a user who never saved layout settings: the local copy stands). */
async function openInLook(page: Page, layout: Layout, look: Look) {
  const { sidebarTheme, ...choices } = look;
  await storeLayoutChoices(page, {
    activeLayout: layout,
    ...choices,
    ...(sidebarTheme && { layout2Settings: { sidebarTheme, sidebarMode: 'full' } }),
  });
  await page.goto('/projects/engineering');
  await expect(page.getByRole('heading', { level: 1, name: 'Engineering' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${look.colorMode}\\b`));
  await expect(page.locator('html')).toHaveAttribute('dir', look.dir ?? 'ltr');
}

/** The loaded tree, once every part is in and any opening animation has ended. */
async function loadedSpaces(page: Page) {
  const spaces = page.getByRole('region', { name: 'Spaces', exact: true });
  // Engineering: no other test archives or renames it.
  await expect(spaces.getByRole('link', { name: 'Engineering', exact: true })).toBeVisible();
  await expect(spaces.getByRole('button', { name: 'Create a new space' })).toBeVisible();
  await animationsSettled(page);
  return spaces;
}

/**
 * What does not read in the tree, measured against the background it is drawn on: its heading, the names, the
 * icons of each space's buttons, "Create a new space", and the open space's highlight; then axe on `axeScope`.
 */
async function unreadableInSpaces(page: Page, spaces: Locator, axeScope: string): Promise<string[]> {
  const create = spaces.getByRole('button', { name: 'Create a new space' });
  const found = [
    ...(await lowContrast(spaces.getByRole('heading', { name: 'Spaces' }), 'text')),
    ...(await lowContrast(spaces.getByRole('link'), 'text')),
    ...(await lowContrast(spaces.getByRole('button', { name: /^(Actions for|Projects of) / }), 'icon')),
    ...(await lowContrast(create, 'text')),
    ...(await lowContrast(create, 'icon')),
    // axe on the same part: what it decides, and what it leaves "incomplete", measured as above.
    ...(await seriousViolations(page, axeScope)),
  ];
  // A white tint on a white panel measured 1.00:1; a tint of the text's own colour 1.4:1 or more on every
  // surface (the link's weight marks it too).
  const [current] = await contrastReadings(spaces.locator('a[aria-current="page"]'), 'fill');
  if (!current || current.ratio === null || current.ratio < 1.2) {
    found.push(`the open space's highlight does not show: ${JSON.stringify(current)}`);
  }
  return found;
}

for (const [layout, looks] of Object.entries(LOOKS) as [Layout, Look[]][]) {
  test(`${layout}: the spaces tree reads on the surface it is drawn on, light and dark`, async ({ browser }) => {
    // Each look is a page load and an axe run.
    test.setTimeout(120_000);
    const context = await browser.newContext({ storageState: layoutStorageState({ activeLayout: layout }) });
    const page = await context.newPage();
    // An editor sees every part: the actions of each space and "Create a new space".
    await signInAsUser(page, await createTestUser('EDITOR'));
    const problems: string[] = [];
    for (const look of looks) {
      await openInLook(page, layout, look);
      // Opened once the page is there (a page change closes it); layout2's sidebar always shows it.
      if (layout !== 'layout2') {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Spaces', exact: true })
          .click();
      }
      const spaces = await loadedSpaces(page);
      const found = await unreadableInSpaces(page, spaces, layout === 'layout3' ? '[role="dialog"]' : 'nav');
      problems.push(...found.map((problem) => `${JSON.stringify(look)} ${problem}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('at phone width the spaces tree reads in the menu drawer, light and dark', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    storageState: layoutStorageState(),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInAsUser(page, await createTestUser('EDITOR'));
  const problems: string[] = [];
  for (const look of [{ colorMode: 'light' }, { colorMode: 'dark', dir: 'rtl' }] satisfies Look[]) {
    await openInLook(page, 'layout1', look);
    await page.getByRole('button', { name: 'Show menu' }).click();
    const spaces = await loadedSpaces(page);
    const found = await unreadableInSpaces(page, spaces, '[role="dialog"]');
    problems.push(...found.map((problem) => `${JSON.stringify(look)} ${problem}`));
  }
  expect(problems).toEqual([]);
  await context.close();
});
