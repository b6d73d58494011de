// The e-commerce shop: filter the catalogue (the filters survive a reload), fill and change a cart,
// check out with an invalid then a valid card, and see the order; two users' carts stay apart; product pictures
// load, a review persists under its author's full name and is deleted once confirmed; every shop
// page renders with no console error, passes axe in light and dark mode and fits a phone in right-to-left.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPageInApp } from '../support/open-page';
import { collectErrors } from '../support/page-errors';
import { pagesScrollingSideways, seriousViolationsOnEach } from '../support/page-walks';
import { DEMO_USERS } from '../support/environment';
import { signInAs } from '../support/session';
import { signedInPageAs } from '../support/signed-in-page';
import { createTestUser } from '../support/users';

const FIRST_PRODUCT = 'Wireless Over-Ear Headphones';
const ROUTES: Record<string, string> = {
  '/ecommerce/products': 'Products',
  '/ecommerce/product-details?id=1': FIRST_PRODUCT,
  '/ecommerce/cart': 'Cart',
  '/ecommerce/checkout': 'Checkout',
};

function openShopPage(page: Page, path: string): Promise<void> {
  const heading = ROUTES[path];
  if (!heading) throw new Error(`${path} is not one of this file's routes`);
  return openPageInApp(page, path, heading);
}

const main = (page: Page) => page.getByRole('main');
const shopNav = (page: Page) => page.getByRole('navigation', { name: 'Shop' });
const cartBadge = (page: Page) => shopNav(page).getByTestId('cart-badge');
const cartLine = (page: Page, title: string) =>
  main(page).getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: title });

/** Deletes the user's own review of the product through the API (one per user), so a test can write it anew. */
async function deleteOwnReview(page: Page, productId: number, author: string): Promise<void> {
  const list = await page.request.get('/api/ecommerce/get-review-list', { params: { productId } });
  const { reviews } = (await list.json()) as { reviews: { id: number; author: string }[] };
  for (const review of reviews.filter((each) => each.author === author)) {
    expect((await page.request.post('/api/ecommerce/delete-review', { data: { id: review.id } })).ok()).toBe(true);
  }
}

/** The width the browser decoded the picture at: above 0 once it has loaded. */
const loadedWidth = (picture: Locator) =>
  picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0));

/** Empties the signed-in user's cart through the API, so a test starts from nothing. */
async function emptyCart(page: Page): Promise<void> {
  const items = (await (await page.request.get('/api/ecommerce/get-cart-list')).json()) as { id: number }[];
  for (const item of items) {
    expect((await page.request.post('/api/ecommerce/delete-from-cart', { data: { productId: item.id } })).ok()).toBe(
      true,
    );
  }
}

test('shop: filter by category and rating, fill the cart, check out with an invalid then a valid card', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedInPageAs(browser, await createTestUser('EDITOR'));
  // Without the sample cart item, so the counts below are this test's own.
  await emptyCart(page);
  const errors = collectErrors(page);
  await openPageInApp(page, '/ecommerce/products', 'Products');

  // Filters: audio, rated 4 stars; both are in the URL, so a reload keeps them.
  const filters = main(page).getByRole('region', { name: 'Filters' });
  await filters.getByText('audio', { exact: true }).click();
  await filters.getByText('4 stars').click();
  await expect(page).toHaveURL(/category=audio/);
  await expect(page).toHaveURL(/rating=4/);
  const results = main(page).getByRole('article');
  await expect(
    main(page)
      .getByRole('status')
      .filter({ hasText: /products?$/ }),
  ).toHaveText('2 products');
  await expect(results).toHaveCount(2);
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(results).toHaveCount(2);
  await expect(filters.getByRole('checkbox', { name: /^audio/ })).toBeChecked();
  await expect(filters.getByRole('radio', { name: /^4 stars/ })).toBeChecked();

  // Two products, one of them twice: the badge counts pieces.
  await main(page).getByRole('button', { name: 'Add to cart: Studio Monitor Headphones' }).click();
  await main(page).getByRole('button', { name: 'Add to cart: Studio Monitor Headphones' }).click();
  await main(page).getByRole('button', { name: 'Add to cart: Sport Earbuds' }).click();
  await expect(cartBadge(page)).toHaveText('3');

  await shopNav(page).getByRole('link', { name: /^Cart/ }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(
    cartLine(page, 'Studio Monitor Headphones').getByLabel('Amount of Studio Monitor Headphones'),
  ).toHaveValue('2');
  await expect(cartLine(page, 'Sport Earbuds').getByLabel('Amount of Sport Earbuds')).toHaveValue('1');

  // Change an amount (saved: a reload shows it), then remove the other product.
  const changed = page.waitForResponse((response) => response.url().endsWith('/api/ecommerce/update-cart-amount'));
  await cartLine(page, 'Sport Earbuds').getByLabel('Amount of Sport Earbuds').fill('3');
  expect((await changed).status()).toBe(200);
  await expect(cartLine(page, 'Sport Earbuds').getByTestId('line-total')).toHaveText('$147.00');
  await cartLine(page, 'Studio Monitor Headphones')
    .getByRole('button', { name: 'Remove Studio Monitor Headphones' })
    .click();
  await expect(cartLine(page, 'Studio Monitor Headphones')).toHaveCount(0);
  await expect(cartBadge(page)).toHaveText('3');
  await page.reload();
  await expect(cartLine(page, 'Sport Earbuds').getByLabel('Amount of Sport Earbuds')).toHaveValue('3');
  await expect(main(page).getByTestId('order-total')).toHaveText('$147.00');
  await expect(main(page).getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);

  // Checkout: an invalid card is refused with the product's message, a valid one places the order.
  await main(page).getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const form = main(page).getByRole('form', { name: 'Checkout' });
  await form.getByRole('textbox', { name: 'Full name' }).fill('Elena Park');
  await form.getByRole('textbox', { name: 'Email' }).fill('elena@example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+1 555 0100');
  await form.getByRole('textbox', { name: 'Address' }).fill('1 Market Street');
  await form.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('12345');
  await form.getByRole('textbox', { name: 'Country' }).fill('United States');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Elena Park');
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/39');
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242');
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByText('Invlid card', { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Place order' }).click();

  await expect(main(page).getByRole('heading', { name: 'Thank you! Your order is placed.' })).toBeVisible();
  await expect(main(page).getByTestId('order-number')).toHaveText(/^TS-\d{4}-\d{5}$/);
  const orderNo = await main(page).getByTestId('order-number').textContent();
  await expect(main(page).getByTestId('order-total')).toHaveText('$147.00');
  await expect(cartBadge(page)).toHaveCount(0);
  // The confirmation is in the URL: a reload shows the same order.
  await page.reload();
  await expect(main(page).getByTestId('order-number')).toHaveText(orderNo ?? '');

  await shopNav(page).getByRole('link', { name: /^Cart/ }).click();
  await expect(main(page).getByText('Your cart is empty')).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test("shop: two users' carts stay separate; pictures load, and a review persists until deleted", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [guest, sa] = await Promise.all(contexts.map((context) => context.newPage()));
  if (!guest || !sa) throw new Error('no pages');
  await signInAs(guest, 'GUEST');
  await signInAs(sa, 'SA');
  await Promise.all([emptyCart(guest), emptyCart(sa), deleteOwnReview(guest, 1, DEMO_USERS.GUEST.email)]);

  await openPageInApp(guest, '/ecommerce/product-details?id=1', FIRST_PRODUCT);
  await main(guest).getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartBadge(guest)).toHaveText('1');

  // The product's picture loads; the guest's review is saved under their full name and still there after a
  // reload; deleting it asks first (Cancel focused, Escape keeps it).
  const picture = main(guest)
    .getByRole('img', { name: `${FIRST_PRODUCT}, front`, exact: true })
    .first();
  await expect.poll(() => loadedWidth(picture)).toBeGreaterThan(0);
  const reviewForm = main(guest).getByRole('form', { name: 'Write a review' });
  await reviewForm.getByLabel(/^Your rating/).selectOption('5');
  await reviewForm.getByLabel(/^Your review/).fill('Clear sound and a comfortable fit.');
  await reviewForm.getByRole('button', { name: 'Post review' }).click();
  const ownReview = main(guest).getByRole('article', { name: `Review by ${DEMO_USERS.GUEST.name}` });
  await expect(ownReview).toContainText('Clear sound and a comfortable fit.');
  await guest.reload();
  await expect(ownReview).toContainText('Clear sound and a comfortable fit.');
  await expect(main(guest).getByRole('form', { name: 'Write a review' })).toHaveCount(0);
  await ownReview.getByRole('button', { name: 'Delete' }).press('Enter');
  const confirmDelete = guest.getByRole('alertdialog', { name: 'Delete your review?' });
  await expect(confirmDelete.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await guest.keyboard.press('Escape');
  await expect(confirmDelete).toHaveCount(0);
  await expect(ownReview).toBeVisible();
  await ownReview.getByRole('button', { name: 'Delete' }).click();
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(ownReview).toHaveCount(0);
  await expect(main(guest).getByRole('form', { name: 'Write a review' })).toBeVisible();

  await openPageInApp(sa, '/ecommerce/products', 'Products');
  await expect.poll(() => loadedWidth(main(sa).getByRole('article').first().locator('img').first())).toBeGreaterThan(0);
  await main(sa).getByRole('button', { name: 'Add to cart: Merino Base Layer' }).click();
  await main(sa).getByRole('button', { name: 'Add to cart: Merino Base Layer' }).click();
  await expect(cartBadge(sa)).toHaveText('2');

  for (const page of [guest, sa]) await openPageInApp(page, '/ecommerce/cart', 'Cart');
  await expect(cartLine(guest, FIRST_PRODUCT)).toBeVisible();
  await expect(cartLine(guest, 'Merino Base Layer')).toHaveCount(0);
  await expect(cartLine(sa, 'Merino Base Layer').getByLabel('Amount of Merino Base Layer')).toHaveValue('2');
  await expect(cartLine(sa, FIRST_PRODUCT)).toHaveCount(0);
  // Asking the server for the other user's cart is refused.
  const peek = await guest.request.get('/api/ecommerce/get-cart-list', { params: { uid: 'sa@tessera.dev' } });
  expect(peek.status()).toBe(403);
  await Promise.all(contexts.map((context) => context.close()));
});

test('cart: an amount changed in another tab meanwhile is not overwritten; the cart reloads and says so', async ({
  browser,
}) => {
  const page = await signedInPageAs(browser, await createTestUser('EDITOR'));
  await emptyCart(page);
  expect((await page.request.post('/api/ecommerce/add-to-cart', { data: { productId: 1 } })).ok()).toBe(true);
  await openPageInApp(page, '/ecommerce/cart', 'Cart');
  const amount = cartLine(page, FIRST_PRODUCT).getByLabel(`Amount of ${FIRST_PRODUCT}`);
  await expect(amount).toHaveValue('1');

  // Another tab of the same user sets the amount to 4, on the version it read.
  const [line] = (await (await page.request.get('/api/ecommerce/get-cart-list')).json()) as { modified: string }[];
  const elsewhere = await page.request.post('/api/ecommerce/update-cart-amount', {
    data: { productId: 1, amount: 4, modified: line?.modified },
  });
  expect(elsewhere.status()).toBe(200);

  // This tab still shows 1 and adds one: refused, not 2 over their 4.
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/ecommerce/update-cart-amount'));
  await cartLine(page, FIRST_PRODUCT)
    .getByRole('button', { name: `One more ${FIRST_PRODUCT}` })
    .click();
  expect((await refused).status()).toBe(417);
  await expect(page.getByRole('status', { name: `Couldn't change the amount of “${FIRST_PRODUCT}”.` })).toContainText(
    'Your cart was changed in another tab or window in the meantime, so this change was not saved.',
  );
  await expect(amount).toHaveValue('4');
  await expect(cartBadge(page)).toHaveText('4');

  // Done again on the cart as it now is, the change is saved.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/ecommerce/update-cart-amount'));
  await cartLine(page, FIRST_PRODUCT)
    .getByRole('button', { name: `One more ${FIRST_PRODUCT}` })
    .click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(amount).toHaveValue('5');
  await page.context().close();
});

for (const colorMode of ['light', 'dark'] as const) {
  test(`every shop page renders with no console error, and axe finds no serious or critical problem, in ${colorMode} mode`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const page = await signedInPageAs(browser, await createTestUser('ADMIN'), { colorMode });
    // Something in the cart, so the cart and checkout pages show their lines and form.
    expect((await page.request.post('/api/ecommerce/add-to-cart', { data: { productId: 2 } })).ok()).toBe(true);
    const errors = collectErrors(page);
    expect(await seriousViolationsOnEach(page, Object.keys(ROUTES), openShopPage, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
}

test('at phone width in right-to-left, no shop page scrolls sideways', async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await signedInPageAs(
    browser,
    await createTestUser('ADMIN'),
    { dir: 'rtl' },
    { width: 390, height: 844 },
  );
  expect((await page.request.post('/api/ecommerce/add-to-cart', { data: { productId: 3 } })).ok()).toBe(true);
  expect(await pagesScrollingSideways(page, Object.keys(ROUTES), openShopPage)).toEqual([]);
  await page.context().close();
});
