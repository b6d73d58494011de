// The UI kits group: every page renders with no console error, reads well to axe in light and dark
// mode, fits a phone in right-to-left, and each interactive page's main interaction works.
import { expect, test, type Page } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { signInAs } from '../support/session';
import { collectErrors } from '../support/page-errors';
import { pagesScrollingSideways, seriousViolationsOnEach } from '../support/page-walks';

const ROUTES: Record<string, string> = {
  '/uikits/alerts': 'Alerts',
  '/uikits/accordions': 'Accordions',
  '/uikits/badges': 'Badges',
  '/uikits/buttons': 'Buttons',
  '/uikits/tabs': 'Tabs',
  '/uikits/cards': 'Cards',
  '/uikits/cards-metrics': 'Metric cards',
  '/uikits/carousel': 'Carousel',
  '/uikits/collapsibles': 'Collapsibles',
  '/uikits/lists': 'Lists',
  '/uikits/paginations': 'Paginations',
  '/uikits/popover': 'Popover',
  '/uikits/progressbar': 'Progress bars',
  '/uikits/tables': 'Tables',
  '/uikits/tooltip': 'Tooltip',
  '/uikits/modals': 'Modals',
  '/uikits/sliders': 'Sliders',
  '/uikits/rating': 'Rating',
};

const main = (page: Page) => page.getByRole('main');

/** Opens a kit page and waits until its heading is up and nothing on it is still loading. */
function openKit(page: Page, path: string): Promise<void> {
  const heading = ROUTES[path];
  if (!heading) throw new Error(`${path} is not one of this file's routes`);
  return openPageInApp(page, path, heading);
}

/** A metric card's figure: the first definition of its stat (the second, if any, is its help line). */
const figure = (page: Page, label: string) =>
  main(page).getByRole('group', { name: label, exact: true }).getByRole('definition').first();

test('the menu lists the UI kits pages', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'UI kits' }).click();
  for (const label of Object.values(ROUTES)) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
});

for (const colorMode of ['light', 'dark'] as const) {
  // One walk per colour mode checks what every page owes: its content, no console error, and axe's verdict.
  test(`every UI kits page renders with no console error, and axe finds no serious or critical problem, in ${colorMode} mode`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
    const page = await context.newPage();
    await signInAs(page, 'ADMIN');
    // From here: the sign-in page's own session check (a 403 before signing in) is not a kit page's error.
    const errors = collectErrors(page);
    expect(await seriousViolationsOnEach(page, Object.keys(ROUTES), openKit, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('at phone width in right-to-left, no UI kits page scrolls sideways', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    storageState: layoutStorageState({ dir: 'rtl' }),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInAs(page, 'ADMIN');
  expect(await pagesScrollingSideways(page, Object.keys(ROUTES), openKit)).toEqual([]);
  await context.close();
});

test('right to left: a start popover and a start drawer open on the right; closing gives focus back', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: layoutStorageState({ dir: 'rtl' }) });
  const page = await context.newPage();
  await signInAs(page, 'ADMIN');
  await openKit(page, '/uikits/popover');
  const start = main(page).getByRole('button', { name: 'Start', exact: true });
  await start.click();
  const note = page.getByRole('dialog', { name: 'Start' });
  await expect(note).toBeVisible();
  const button = (await start.boundingBox())!;
  // After its button, in reading order: to its right.
  await expect.poll(async () => (await note.boundingBox())?.x ?? 0).toBeGreaterThanOrEqual(button.x + button.width);
  await page.keyboard.press('Escape');
  await expect(start).toBeFocused();

  await openKit(page, '/uikits/modals');
  const opener = main(page).getByRole('button', { name: 'From the start' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Spaces' });
  // Once it has slid in, it stands against the right edge.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    })
    .toBe(page.viewportSize()!.width);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await context.close();
});

test('carousel: arrows and dots move it, autoplay moves it and pauses while hovered', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  // The pointer rests where it clicked Sign in, which is where the slideshow will be drawn: off it, or it pauses.
  await page.mouse.move(0, 0);
  await openKit(page, '/uikits/carousel');
  const slideshow = main(page).getByRole('region', { name: 'Product highlights' });
  const slide = (n: number) => slideshow.getByText(`${n} of 5`, { exact: true });
  // Autoplay: it moves on by itself.
  await expect(slideshow.getByText('Playing')).toBeVisible();
  await expect(slide(2)).toBeInViewport({ timeout: 8000 });
  // Hovering pauses it; leaving resumes.
  await slideshow.hover();
  await expect(slideshow.getByText('Paused')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(slideshow.getByText('Playing')).toBeVisible();
  // The button stops it for good; then the arrows and dots move it.
  await slideshow.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(0, 0);
  await expect(slideshow.getByText('Paused')).toBeVisible();
  await slideshow.getByRole('button', { name: /go to slide 4/i }).click();
  await expect(slide(4)).toBeInViewport();
  await slideshow.getByRole('button', { name: /next slide/i }).click();
  await expect(slide(5)).toBeInViewport();
  // The dots take the arrow keys.
  await slideshow.getByRole('button', { name: /go to slide 5/i }).press('ArrowLeft');
  await expect(slide(4)).toBeInViewport();
});

test('sliders: the arrow keys change a value and the page shows it', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openKit(page, '/uikits/sliders');
  const volume = main(page).getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveAttribute('aria-valuenow', '60');
  await volume.press('ArrowRight');
  await volume.press('ArrowRight');
  await expect(volume).toHaveAttribute('aria-valuenow', '62');
  await expect(main(page).getByText('62%', { exact: true })).toBeVisible();
  const maxBudget = main(page).getByRole('slider', { name: 'Maximum budget' });
  await maxBudget.press('End');
  await expect(main(page).getByText('€40 – €250')).toBeVisible();
  const bass = main(page).getByRole('slider', { name: 'Bass gain' });
  await bass.press('ArrowUp');
  await expect(main(page).getByText('+5 dB')).toBeVisible();
});

test('rating: a click and the arrow keys pick stars; read-only ones do not move', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openKit(page, '/uikits/rating');
  const editable = main(page).getByRole('region', { name: 'Editable' });
  await expect(editable.getByText('Not rated yet')).toBeVisible();
  await editable.getByRole('radio').nth(3).click();
  await expect(editable.getByText('4 of 5 · Very good')).toBeVisible();
  await page.mouse.move(0, 0);
  await editable.getByRole('radio').nth(3).press('ArrowRight');
  await expect(editable.getByText('5 of 5 · Excellent')).toBeVisible();
  await editable.getByRole('button', { name: 'Clear rating' }).click();
  await expect(editable.getByText('Not rated yet')).toBeVisible();
});

test('paginations: the pager pages the team from /api/list/all', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openKit(page, '/uikits/paginations');
  const table = main(page).getByRole('region', { name: 'Paged table' });
  await expect(table.getByText('Showing 1–5 of 24')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row').nth(1)).toContainText('Priya Shah');
  await table.getByRole('button', { name: 'Page 2' }).click();
  await expect(table.getByText('Showing 6–10 of 24')).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Kenji Watanabe');
  await table.getByRole('button', { name: 'Next page' }).click();
  await expect(table.getByText('Showing 11–15 of 24')).toBeVisible();
  await table.getByLabel('Rows per page').selectOption('20');
  await expect(table.getByText('Showing 1–20 of 24')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(21);
});

test('modals: focus stays inside, Esc closes, focus goes back to the opener', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openKit(page, '/uikits/modals');
  const opener = main(page).getByRole('button', { name: 'Large', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Large dialog' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await main(page).getByRole('button', { name: 'Invite a teammate' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a teammate' });
  await expect(invite.getByLabel('Email')).toBeFocused();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Enter an email address such as name@company.com.')).toBeVisible();
  await invite.getByLabel('Email').fill('new.person@example.com');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByText('Invitation sent to new.person@example.com as editor')).toBeVisible();
});

test('accordions open one at a time or several; tabs follow the arrow keys', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openKit(page, '/uikits/accordions');
  const single = main(page).getByRole('region', { name: 'One open at a time' });
  await expect(single.getByText(/^Yes\. Moving up/)).toBeVisible();
  await single.getByRole('button', { name: 'Do you offer a free trial?' }).click();
  await expect(single.getByText(/^Every workspace starts/)).toBeVisible();
  await expect(single.getByText(/^Yes\. Moving up/)).toBeHidden();
  const several = main(page).getByRole('region', { name: 'Several open' });
  await several.getByRole('button', { name: 'Create a space' }).click();
  await several.getByRole('button', { name: 'Invite your team' }).click();
  await expect(several.getByText(/^A space groups/)).toBeVisible();
  await expect(several.getByText(/^Editors change tasks/)).toBeVisible();

  await openKit(page, '/uikits/tabs');
  const line = main(page).getByRole('tablist', { name: 'Project views, line' });
  await line.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(line.getByRole('tab', { name: /Tasks/ })).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByText('18 done, 9 in progress and 4 still to start.').first()).toBeVisible();
  const manual = main(page).getByRole('tablist', { name: 'Project views, manual' });
  await manual.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(manual.getByRole('tab', { name: /Tasks/ })).toBeFocused();
  await expect(manual.getByRole('tab', { name: /Tasks/ })).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Enter');
  await expect(manual.getByRole('tab', { name: /Tasks/ })).toHaveAttribute('aria-selected', 'true');
});

test('lists: the team from /api/list/all narrows as you type', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openKit(page, '/uikits/lists');
  const directory = main(page).getByRole('list', { name: 'Team members' });
  await expect(directory.getByRole('listitem')).toHaveCount(24);
  await main(page).getByRole('searchbox', { name: 'Search the team' }).fill('design');
  await expect(directory.getByRole('listitem')).toHaveCount(4);
  await expect(main(page).getByText('4 of 24 people')).toBeVisible();
  await main(page).getByRole('searchbox', { name: 'Search the team' }).fill('zzz');
  await expect(main(page).getByText('No one matches')).toBeVisible();
});

test('alerts dismiss and come back; collapsibles open and close', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openKit(page, '/uikits/alerts');
  const dismissible = main(page).getByRole('region', { name: 'Dismissible' });
  await dismissible.getByRole('button', { name: 'Dismiss: Export ready' }).click();
  await expect(dismissible.getByText('Export ready')).toHaveCount(0);
  await expect(dismissible.getByText('1 dismissed.')).toBeVisible();
  await dismissible.getByRole('button', { name: 'Show them again' }).click();
  await expect(dismissible.getByText('Export ready')).toBeVisible();

  await openKit(page, '/uikits/collapsibles');
  const returns = main(page).getByRole('button', { name: 'Return policy' });
  await expect(returns).toHaveAttribute('aria-expanded', 'false');
  await returns.click();
  await expect(returns).toHaveAttribute('aria-expanded', 'true');
  await expect(main(page).getByText(/^Return anything within 30 days/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Show more' }).click();
  await expect(main(page).getByText(/^Each milestone ships on its own/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Show less' }).click();
  await expect(main(page).getByText(/^Each milestone ships on its own/)).toBeHidden();
});

test('tooltips and the hover popover open on hover and on keyboard focus', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openKit(page, '/uikits/tooltip');
  await main(page).getByRole('button', { name: 'Edit task' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Edit task' })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip', { name: 'Edit task' })).toBeHidden();
  await main(page).getByRole('button', { name: 'Delete task' }).focus();
  await expect(page.getByRole('tooltip', { name: 'Delete task' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip', { name: 'Delete task' })).toBeHidden();

  await openKit(page, '/uikits/popover');
  const name = main(page).getByRole('link', { name: 'Priya Shah' });
  await name.hover();
  await expect(page.getByText('Leads the website redesign and the Q3 launch.')).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByText('Leads the website redesign and the Q3 launch.')).toBeHidden();
  await name.focus();
  await expect(page.getByText('Leads the website redesign and the Q3 launch.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Share project' }).click();
  const sendTo = page.getByLabel('Or send it to');
  await sendTo.fill('client@example');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sendTo).toHaveAccessibleErrorMessage('Enter an email address such as name@company.com.');
  await expect(sendTo).toBeFocused();
  await sendTo.fill('client@example.com');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Link sent to client@example.com')).toBeVisible();
});

test('progress bars: the upload runs to 100%; tables switch their looks', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  await openKit(page, '/uikits/progressbar');
  const live = main(page).getByRole('region', { name: 'Live' });
  await live.getByRole('button', { name: 'Start upload' }).click();
  await expect(live.getByText('Uploading…')).toBeVisible();
  await expect(live.getByText('Upload complete')).toBeVisible();
  await expect(live.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

  await openKit(page, '/uikits/tables');
  const chooser = main(page).getByRole('region', { name: 'Choose the look' });
  const table = chooser.getByRole('table');
  // Chakra styles the stripes on the rows: a row's style class changes with the choice.
  const firstRow = table.getByRole('row').nth(1);
  const stripedClass = (await firstRow.getAttribute('class')) ?? '';
  await chooser.getByText('Striped rows').click();
  await expect(chooser.getByRole('checkbox', { name: 'Striped rows' })).not.toBeChecked();
  await expect(firstRow).not.toHaveAttribute('class', stripedClass);
  await expect(table.getByRole('row')).toHaveCount(6);
});

test('badges, buttons and cards render with no console error, and their controls work', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const errors = collectErrors(page);

  await openKit(page, '/uikits/badges');
  const tags = main(page).getByRole('region', { name: 'Removable tags' });
  await tags.getByRole('button', { name: 'Remove tag Research' }).focus();
  await page.keyboard.press('Enter');
  await expect(tags.getByText('Research', { exact: true })).toHaveCount(0);
  await expect(tags.getByText('4 of 5 tags')).toBeVisible();
  // The keyboard stays in the list: on the next tag's remove button.
  await expect(tags.getByRole('button', { name: 'Remove tag Urgent' })).toBeFocused();
  const counter = main(page).getByRole('region', { name: 'Notification count' });
  await counter.getByRole('button', { name: 'Add a notification' }).click();
  await counter.getByRole('button', { name: 'Notifications, 4 unread' }).click();
  await expect(counter.getByText('No unread notifications')).toBeVisible();

  await openKit(page, '/uikits/buttons');
  const follow = main(page).getByRole('button', { name: 'Follow project' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(main(page).getByText('You get updates on this project.')).toBeVisible();
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(main(page).getByRole('button', { name: /Saving…/ })).toBeDisabled();
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Changes saved');
  await expect(main(page).getByRole('button', { name: 'Save changes' })).toBeEnabled();

  await openKit(page, '/uikits/cards');
  const article = main(page).getByRole('article', { name: 'Estimates that hold up' });
  const like = article.getByRole('button', { name: 'Like “Estimates that hold up”' });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(article.getByText('10 likes')).toBeVisible();
  const dismissible = main(page).getByRole('region', { name: 'Dismissible' });
  await dismissible.getByRole('button', { name: 'Dismiss: Set due dates' }).click();
  await expect(dismissible.getByText('Set due dates', { exact: true })).toHaveCount(0);
  await dismissible.getByRole('button', { name: 'Undo' }).click();
  await expect(dismissible.getByText('Set due dates', { exact: true })).toBeVisible();

  expect(errors).toEqual([]);
});

test('metric cards: the task and project totals are what the API counts, with no console error', async ({ page }) => {
  await signInAs(page, 'ADMIN');
  const errors = collectErrors(page);
  // Other tests add tasks and projects meanwhile: each figure is compared with the server's answer to this page's
  // own request for it.
  const unfilteredCount = (doctype: string) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/method/frappe.client.get_count' &&
        url.searchParams.get('doctype') === doctype &&
        !url.searchParams.has('filters')
      );
    });
  const tasksAnswer = unfilteredCount('Task');
  const projectsAnswer = unfilteredCount('Project');
  await openKit(page, '/uikits/cards-metrics');
  const tasks = ((await (await tasksAnswer).json()) as { message: number }).message;
  const projects = ((await (await projectsAnswer).json()) as { message: number }).message;
  expect(tasks).toBeGreaterThan(0);
  expect(projects).toBeGreaterThan(0);
  await expect(figure(page, 'Total tasks')).toHaveText(tasks.toLocaleString('en-US'));
  await expect(figure(page, 'Projects')).toHaveText(projects.toLocaleString('en-US'));
  expect(errors).toEqual([]);
});
