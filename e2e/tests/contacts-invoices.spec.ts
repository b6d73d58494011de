// The contacts and invoices demo apps: the flows a user goes through, persisted on the server, and
// what every page owes: its content with no console error, no serious axe finding in light and dark mode, and
// no sideways scroll at phone width in right-to-left.
import { expect, test, type Page } from '@playwright/test';
import { layoutStorageState } from '../support/layout-storage';
import { openPageInApp } from '../support/open-page';
import { collectErrors } from '../support/page-errors';
import { pagesScrollingSideways, seriousViolationsOnEach } from '../support/page-walks';
import { signInAs } from '../support/session';

const main = (page: Page) => page.getByRole('main');
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
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

  // The top bar's breadcrumb leads back to the table the contact was opened from.
  await breadcrumb(page).getByRole('link', { name: 'Table' }).click();
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

test('invoices: create with three items, check the total, change status, reload, edit, print without the shell, delete', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR');
  await openPageInApp(page, '/invoice/list', 'Invoices');
  const orderNo = `E2E-${unique()}`;

  await main(page).getByRole('link', { name: 'New invoice' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
  const editor = main(page).getByRole('form', { name: 'Invoice editor' });
  await editor.getByLabel('Order number').fill(orderNo);
  await editor.getByLabel('VAT %').fill('10');
  await editor.getByLabel('Seller name').fill('Tessera Supplies');
  await editor.getByLabel('Buyer name').fill('Quinn Consulting');
  const lines = [
    ['Widget', '3', '0.10'],
    ['Gadget', '1', '0.20'],
    ['Service hour', '7', '19.99'],
  ] as const;
  for (const [index, [name, unit, price]] of lines.entries()) {
    if (index > 0) await editor.getByRole('button', { name: 'Add item' }).click();
    const line = editor.getByRole('group', { name: `Line ${index + 1}`, exact: true });
    await line.getByRole('textbox', { name: /^Item \d/ }).fill(name);
    await line.getByLabel('Quantity').fill(unit);
    await line.getByLabel('Price').fill(price);
  }
  // 0.30 + 0.20 + 139.93 = 140.43; VAT 10 % = 14.043 → 14.04.
  await expect(editor.getByTestId('invoice-total')).toHaveText('$154.47');
  await editor.getByRole('button', { name: 'Create invoice' }).click();

  await expect(main(page).getByRole('heading', { level: 1, name: `Invoice ${orderNo}` })).toBeVisible();
  const document = main(page).getByRole('region', { name: `Invoice ${orderNo}` });
  await expect(document.getByTestId('invoice-total')).toHaveText('$154.47');
  await expect(document.getByText('Pending')).toBeVisible();

  await main(page).getByLabel('Status').selectOption('delivered');
  await expect(document.getByText('Delivered')).toBeVisible();
  await page.reload();
  await expect(document.getByText('Delivered')).toBeVisible();
  await expect(document.getByTestId('invoice-total')).toHaveText('$154.47');
  await expect(document.getByRole('cell', { name: 'Service hour' })).toBeVisible();

  // Editing: the second line goes, the total follows.
  await main(page).getByRole('button', { name: 'Edit' }).click();
  await editor.getByRole('button', { name: 'Remove item 2' }).click();
  // 140.23 + 14.02
  await expect(editor.getByTestId('invoice-total')).toHaveText('$154.25');
  await editor.getByRole('button', { name: 'Save invoice' }).click();
  await expect(document.getByTestId('invoice-total')).toHaveText('$154.25');

  // Printed, the invoice is alone on the page: no sidebar, top bar, page heading or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(document).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeHidden();
  await expect(main(page).getByRole('button', { name: 'Print' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await breadcrumb(page).getByRole('link', { name: 'Invoices' }).click();
  await main(page).getByLabel('Search invoices').fill(orderNo);
  await main(page).getByLabel('Status').selectOption('pending');
  await expect(main(page).getByText('No invoice matches')).toBeVisible();
  await main(page).getByLabel('Status').selectOption('delivered');
  const row = main(page).getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('$154.25');
  await row.getByRole('button', { name: `Delete invoice ${orderNo}` }).click();
  await page
    .getByRole('alertdialog', { name: `Delete invoice ${orderNo}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await main(page).getByLabel('Search invoices').fill(orderNo);
  await expect(main(page).getByText('No invoice matches')).toBeVisible();
});

test.describe('in dark mode', () => {
  test.use({ storageState: layoutStorageState({ colorMode: 'dark' }) });

  test('an invoice prints dark text for white paper, and the page is dark again after', async ({ page }) => {
    await signInAs(page, 'EDITOR');
    await openPageInApp(page, '/invoice/list', 'Invoices');
    await main(page).getByRole('table').getByRole('link').first().click();
    const title = main(page).locator('[data-print-area]').getByRole('heading').first();
    await expect(title).toBeVisible();
    const brightest = async () =>
      Math.max(...(await title.evaluate((el) => getComputedStyle(el).color.match(/\d+/g)!.slice(0, 3).map(Number))));
    expect(await brightest()).toBeGreaterThan(200);

    // What the browser does for Ctrl+P or the Print button: beforeprint, the print layout, afterprint.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    expect(await brightest()).toBeLessThan(60);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect.poll(brightest).toBeGreaterThan(200);
  });
});

/** The pages of the walks, with their headings; the details pages show records this file creates. */
async function walkRoutes(page: Page): Promise<Record<string, string>> {
  const name = `Walker ${unique()}`;
  const created = await page.request.post('/api/user/add', { data: { name, email: 'walker@example.com' } });
  expect(created.status()).toBe(200);
  const contact = (await created.json()) as { id: number };
  const orderNo = `WALK-${unique()}`;
  const invoice = await page.request.post('/api/invoices/add', {
    data: {
      orderNo,
      vat: 20,
      currency: 'EUR',
      seller: { name: 'Walk Seller' },
      buyer: { name: 'Walk Buyer' },
      items: [{ name: 'Consulting', unit: 2, price: 150 }],
    },
  });
  expect(invoice.status()).toBe(200);
  const { id } = (await invoice.json()) as { id: number };
  return {
    '/contact/table': 'Contacts table',
    '/contact/list': 'Contacts list',
    '/contact/card': 'Contact cards',
    [`/contact/details?id=${contact.id}`]: name,
    '/invoice/list': 'Invoices',
    '/invoice/new': 'New invoice',
    [`/invoice/${id}`]: `Invoice ${orderNo}`,
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
