// One look across the remotes: one primary colour, one breadcrumb (the top bar's), one page width, and a focus
// ring that reads at 3:1 or more wherever it is drawn.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { contrastReadings } from '../support/contrast';
import { builtMenuPages } from '../support/menu-groups';
import { navigateInApp, openPageInApp } from '../support/open-page';
import { openFromMenu } from '../support/session';
import { signedInPageAs } from '../support/signed-in-page';
import { createTestUser } from '../support/users';

const trail = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb', exact: true });
/** Every breadcrumb on the page, the top bar's and any a page draws itself (Chakra names those "breadcrumb"). */
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: /breadcrumb/i });
const main = (page: Page) => page.getByRole('main');

/** A new admin (no saved layout of their own), signed in with `layout`. */
async function signedIn(
  browser: Browser,
  layout: Record<string, unknown> = {},
  viewport?: { width: number; height: number },
) {
  return signedInPageAs(browser, await createTestUser('ADMIN'), layout, viewport);
}

/** The colour `token` paints as a background, as the browser computes it (rgb()). */
async function tokenColor(page: Page, token: string): Promise<string> {
  return page.evaluate((variable) => {
    const probe = document.createElement('div');
    probe.style.background = `var(${variable})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  }, token);
}

const background = (button: Locator) => button.evaluate((element) => getComputedStyle(element).backgroundColor);

test('the main action of a page of each remote is the one brand colour, a secondary one stays neutral', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  const brand = await tokenColor(page, '--chakra-colors-brand-solid');
  // Before: black on the task manager's and the forms' pages, blue on the scrum board.
  const mainActions = [
    ['/task-project', 'New task'],
    ['/todo/list', 'Add todo'],
    ['/scrum-board/1', 'Add column'],
    ['/forms/basic', 'Create account'],
  ] as const;
  const colours: string[] = [];
  for (const [path, action] of mainActions) {
    await navigateInApp(page, path);
    const button = main(page).getByRole('button', { name: action });
    await expect(button).toBeEnabled();
    colours.push(`${path}: ${await background(button)}`);
  }
  expect(colours).toEqual(mainActions.map(([path]) => `${path}: ${brand}`));

  await navigateInApp(page, '/scrum-board/1');
  await main(page).getByRole('button', { name: 'Add column' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  expect(await background(dialog.getByRole('button', { name: 'Add column' }))).toBe(brand);
  expect(await background(dialog.getByRole('button', { name: 'Cancel' }))).not.toBe(brand);
  await page.context().close();
});

test('every page of the three remotes has one breadcrumb, the top bar’s, ending at the page', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser);
  const pages = builtMenuPages();
  expect(pages.length).toBeGreaterThan(60);
  const problems: string[] = [];
  for (const { to, label } of pages) {
    await navigateInApp(page, to);
    await expect(trail(page).locator('[aria-current="page"]')).toHaveText(label);
    await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
    const count = await breadcrumbs(page).count();
    if (count !== 1) problems.push(`${to}: ${count} breadcrumbs`);
  }
  expect(problems).toEqual([]);
  await page.context().close();
});

test('a page the menu does not list has the breadcrumb of where it sits, its ancestors as links', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  const crumbs = trail(page).getByRole('listitem');

  // A space's board (the kanban's top bar said only "Projects").
  await openPageInApp(page, '/kanban/engineering', 'Engineering');
  await expect(crumbs).toHaveText(['Projects', 'Engineering', 'Kanban board']);
  await expect(trail(page).getByRole('link', { name: 'Engineering' })).toHaveAttribute('href', '/projects/engineering');
  await expect(breadcrumbs(page)).toHaveCount(1);

  // A record's page: named by its heading, after a link to the list it is opened from.
  await openPageInApp(page, '/invoice/list', 'Invoices');
  await main(page).getByRole('link', { name: 'INV-2026-0101' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Invoice INV-2026-0101' })).toBeVisible();
  await expect(crumbs).toHaveText(['Apps', 'Invoices', 'Invoice INV-2026-0101']);
  await expect(breadcrumbs(page)).toHaveCount(1);
  await trail(page).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL('/invoice/list');

  await openPageInApp(page, '/scrum-board/1', 'Website relaunch');
  await expect(crumbs).toHaveText(['Apps', 'Scrum board', 'Website relaunch']);
  await expect(breadcrumbs(page)).toHaveCount(1);

  await openPageInApp(page, '/ecommerce/product-details?id=1', 'Wireless Over-Ear Headphones');
  await expect(crumbs).toHaveText(['Apps', 'E-commerce', 'Products', 'Wireless Over-Ear Headphones']);

  await openPageInApp(page, '/contact/table', 'Contacts table');
  const contact = main(page).getByRole('table', { name: 'Contacts' }).getByRole('link').first();
  const name = (await contact.textContent()) ?? '';
  await contact.click();
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(crumbs).toHaveText(['Apps', 'Contacts', 'Table', name]);
  await expect(breadcrumbs(page)).toHaveCount(1);

  // Charts, dashboards and extra kits had none of their own: the top bar's is theirs too.
  for (const [path, expected] of [
    ['/charts/apex-chart/bar', ['Charts', 'Apex charts', 'Bar']],
    ['/dashboard/v1', ['Dashboards', 'Overview']],
    ['/extra-kits/upload', ['Extra kits', 'Upload']],
  ] as const) {
    await navigateInApp(page, path);
    await expect(crumbs).toHaveText([...expected]);
    await expect(breadcrumbs(page)).toHaveCount(1);
  }
  await page.context().close();
});

test('a forms page’s heading lines up with a list page’s: one page width', async ({ browser }) => {
  const page = await signedIn(browser, {}, { width: 1920, height: 1000 });
  const headingLeft = async (path: string, heading: string) => {
    await openPageInApp(page, path, heading);
    const box = await main(page).getByRole('heading', { level: 1, name: heading }).boundingBox();
    if (!box) throw new Error(`no heading on ${path}`);
    return box.x;
  };
  const list = await headingLeft('/task-manager-list', 'Task list');
  expect(await headingLeft('/forms/basic', 'Basic form')).toBe(list);
  expect(await headingLeft('/invoice/list', 'Invoices')).toBe(list);
  // The form itself keeps a readable width.
  await openPageInApp(page, '/forms/basic', 'Basic form');
  const form = await main(page).locator('form').boundingBox();
  expect(form?.width ?? Infinity).toBeLessThanOrEqual(800);
  await page.context().close();
});

/** The focused element's ring: its style, width, and its contrast against what is behind the element. */
async function focusRing(page: Page) {
  const focused = page.locator(':focus');
  const [reading] = await contrastReadings(focused, 'outline');
  const style = await focused.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { style: computed.outlineStyle, width: parseFloat(computed.outlineWidth) };
  });
  return { ...style, ratio: reading?.ratio ?? 0, label: reading?.label ?? '', color: reading?.color ?? '' };
}

/** What has the focus: a short description, or null when nothing on the page has it. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    return `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? ''}`;
  });

for (const colorMode of ['light', 'dark'] as const) {
  test(`the keyboard's focus ring reads at 3:1 or more on every control it reaches, in ${colorMode} mode`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await signedIn(browser, { colorMode });
    // A fresh load: the keyboard starts at the top of the document.
    await page.goto('/forms/basic');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Basic form' })).toBeVisible();
    const weak: string[] = [];
    let stops = 0;
    // Every stop of the page, from the skip link through the menu, the top bar and the form, once.
    for (; stops < 120; stops += 1) {
      await page.keyboard.press('Tab');
      if ((await focusedElement(page)) === null) break;
      const ring = await focusRing(page);
      if (ring.style === 'none' || ring.width < 2 || ring.ratio < 3)
        weak.push(`"${ring.label}": ${ring.style} ${ring.width}px ${ring.color} at ${ring.ratio.toFixed(2)}:1`);
    }
    expect(stops).toBeGreaterThan(15);
    expect(weak).toEqual([]);
    await page.context().close();
  });
}

test('the heading a navigation focuses shows the brand ring after the keyboard, none after a click', async ({
  browser,
}) => {
  const page = await signedIn(browser);
  const ring = await tokenColor(page, '--chakra-colors-brand-focus-ring');
  await openPageInApp(page, '/todo/list', 'Todo');

  await openFromMenu(page, 'Apps', 'Calendar');
  const calendar = main(page).getByRole('heading', { level: 1, name: 'Calendar' });
  await expect(calendar).toBeFocused();
  expect(await calendar.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');

  // The page search, from the keyboard.
  await page.getByRole('combobox', { name: 'Search pages' }).fill('Todo');
  await page.keyboard.press('Enter');
  const todo = main(page).getByRole('heading', { level: 1, name: 'Todo' });
  await expect(todo).toBeFocused();
  const shown = await focusRing(page);
  expect(shown.style).toBe('solid');
  expect(shown.color).toBe(ring);
  expect(shown.ratio).toBeGreaterThanOrEqual(3);
  await page.context().close();
});
