// The contacts and invoices demo apps (issue 15): the flows a user goes through, persisted on the server, and
// what every page owes: its content with no console error, no serious axe finding in light and dark mode, and
// no sideways scroll at phone width in right-to-left.
import { expect, test, type Page } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { collectErrors } from '../support/page-errors';
import { pagesScrollingSideways, seriousViolationsOnEach } from '../support/page-walks';
import { signInAs } from '../support/session';

const main = (page: Page) => page.getByRole('main');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('contacts: create, find by search in the table, edit in details, see it in the cards, delete', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  await openPageInApp(page, '/contact/table', 'Contacts table');
  const name = `Quinn Tester ${unique()}`;

  await main(page).getByRole('button', { name: 'New contact' }).click();
  const form = page.getByRole('dialog', { name: 'New contact' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('quinn@');
  await form.getByLabel('Phone').fill('+44 20 7946 0958');
  await form.getByLabel('Balance').fill('-3');
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(form.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
  await expect(form.getByText('The balance cannot be negative')).toBeVisible();
  await form.getByLabel('Email').fill('quinn.tester@example.com');
  await form.getByLabel('Balance').fill('1250.75');
  await form.getByRole('button', { name: 'Create contact' }).click();
  await expect(form).toHaveCount(0);

  await main(page).getByLabel('Search contacts').fill(name);
  const table = main(page).getByRole('table', { name: 'Contacts' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name, exact: true }).click();

  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await main(page).getByRole('button', { name: 'Edit' }).click();
  const editor = main(page).getByRole('form', { name: `Edit ${name}` });
  await editor.getByLabel('Company').fill('Quinn Consulting');
  await editor.getByLabel('Balance').fill('99.5');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor).toHaveCount(0);
  await expect(main(page).getByRole('definition').filter({ hasText: 'Quinn Consulting' })).toBeVisible();
  await expect(main(page).getByText('$99.50')).toBeVisible();

  await main(page).getByRole('link', { name: 'Contacts' }).click();
  await main(page).getByRole('link', { name: 'Cards' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact cards' })).toBeVisible();
  await main(page).getByLabel('Search contacts').fill(name);
  const card = main(page).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Quinn Consulting');

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact cards' })).toBeVisible();
  await main(page).getByLabel('Search contacts').fill(name);
  await expect(main(page).getByText('No contact matches')).toBeVisible();
});

/** The pages of the walks, with their headings; the details pages show records this file creates. */
async function walkRoutes(page: Page): Promise<Record<string, string>> {
  const name = `Walker ${unique()}`;
  const created = await page.request.post('/api/user/add', { data: { name, email: 'walker@example.com' } });
  expect(created.status()).toBe(200);
  const contact = (await created.json()) as { id: number };
  return {
    '/contact/table': 'Contacts table',
    '/contact/list': 'Contacts list',
    '/contact/card': 'Contact cards',
    [`/contact/details?id=${contact.id}`]: name,
  };
}

for (const colorMode of ['light', 'dark'] as const) {
  test(`every contacts and invoices page renders with no console error and no serious axe finding, in ${colorMode} mode`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ storageState: layoutStorageState({ colorMode }) });
    const page = await context.newPage();
    await signInAs(page, 'ADMIN');
    const routes = await walkRoutes(page);
    const errors = collectErrors(page);
    const open = (tab: Page, path: string) => openPageInApp(tab, path, routes[path] ?? '');
    expect(await seriousViolationsOnEach(page, Object.keys(routes), open, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('at phone width in right-to-left, no contacts or invoices page scrolls sideways', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    storageState: layoutStorageState({ dir: 'rtl' }),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInAs(page, 'ADMIN');
  const routes = await walkRoutes(page);
  const open = (tab: Page, path: string) => openPageInApp(tab, path, routes[path] ?? '');
  expect(await pagesScrollingSideways(page, Object.keys(routes), open)).toEqual([]);
  await context.close();
});
