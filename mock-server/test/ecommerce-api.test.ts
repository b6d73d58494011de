// The e-commerce demo API (docs/demo-api.md, Shop) over HTTP: the catalogue and its count lists, each signed-in user's
// own cart (+1 on a product already there, 1 on a new one), and orders placed once per idempotency key; bad input →
// Frappe's 4xx shape, nothing stored.

import type { CartItem, Order, Product, ProductCountEntry, RatingCountEntry } from 'tessera-contracts';
import { Records } from '../src/demo/engine/records';
import { ORDER_LINES } from '../src/demo/apps/ecommerce';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, startServer, tempDbPath, USERS, type TestServer } from './helpers/server';

let server: TestServer;
let editor: Client;
let admin: Client;

beforeAll(async () => {
  server = await startServer({ dbPath: tempDbPath() });
});
afterAll(async () => {
  await server.close();
});
// A fresh pair of sessions per test; carts (the sample item too) are emptied so each test starts from nothing.
beforeEach(async () => {
  editor = await loggedIn(server.baseUrl, USERS.editor);
  admin = await loggedIn(server.baseUrl, USERS.admin);
  for (const client of [editor, admin]) {
    for (const item of await cart(client)) {
      await client.post('/api/ecommerce/delete-from-cart', { productId: item.id });
    }
  }
});

const E = '/api/ecommerce';
const products = async (client: Client) => (await client.get<Product[]>(`${E}/get-product-list`)).body;
const cart = async (client: Client) => (await client.get<CartItem[]>(`${E}/get-cart-list`)).body;
/** The first two products of the catalogue. */
async function twoProducts(): Promise<[Product, Product]> {
  const list = await products(editor);
  return [itemAt(list, 0), itemAt(list, 1)];
}
const amounts = (items: CartItem[]) => items.map((item) => [item.id, item.amount]);
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/;
/** The cart line of `product` as the API answers it: the product, its amount and the line's version. */
const line = (product: Product, amount: number) => ({ ...product, amount, modified: expect.stringMatching(DATETIME) });
/** The version of the cart line of `productId`, as the client last read it. */
async function lineVersion(client: Client, productId: number): Promise<string> {
  const item = (await cart(client)).find((candidate) => candidate.id === productId);
  if (!item) throw new Error(`product ${productId} is not in the cart`);
  return item.modified;
}

const SHIPPING = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  address: '12 Analytical Row',
  city: 'London',
  postalCode: 'N1 9GU',
  country: 'United Kingdom',
};
const PAYMENT = { cardHolder: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/39' };
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

describe('catalogue', () => {
  it('lists the seeded products in the spec shape, over the sample categories', async () => {
    const list = await products(editor);
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const product of list) {
      expect(product).toEqual({
        id: expect.any(Number),
        imgUrl: expect.stringMatching(/^\/api\/ecommerce\/files\/.+\.svg$/),
        gallery: expect.arrayContaining([{ url: expect.any(String), view: expect.any(String) }]),
        price: expect.any(Number),
        title: expect.any(String),
        category: expect.stringMatching(/^(audio|fashion|cellphone|accessories)$/),
        brand: expect.any(String),
        rating: expect.any(Number),
        freeShipping: expect.any(Boolean),
        description: expect.any(String),
      });
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.rating).toBeLessThanOrEqual(5);
    }
  });

  it('answers category, brand and rating entries with product counts that add up', async () => {
    const list = await products(editor);
    const categories = (await editor.get<ProductCountEntry[]>(`${E}/get-category-list`)).body;
    const brands = (await editor.get<ProductCountEntry[]>(`${E}/get-brand-list`)).body;
    const ratings = (await editor.get<RatingCountEntry[]>(`${E}/get-rating-list`)).body;
    expect(categories.map((entry) => entry.title)).toEqual(['audio', 'fashion', 'cellphone', 'accessories']);
    for (const entry of categories) {
      expect(entry).toEqual({ title: expect.any(String), product: expect.any(Number) });
      expect(entry.product).toBe(list.filter((product) => product.category === entry.title).length);
    }
    for (const entry of brands) {
      expect(entry.product).toBe(list.filter((product) => product.brand === entry.title).length);
    }
    expect(ratings.map((entry) => entry.rate)).toEqual([5, 4, 3, 2, 1]);
    for (const entry of ratings) expect(Object.keys(entry).sort()).toEqual(['product', 'rate']);
    const total = (entries: { product: number }[]) => entries.reduce((sum, entry) => sum + entry.product, 0);
    expect([total(categories), total(brands), total(ratings)]).toEqual([list.length, list.length, list.length]);
  });

  it('is for signed-in users only', async () => {
    const res = await new Client(server.baseUrl).get(`${E}/get-product-list`);
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toMatch(/sign in/);
  });
});

describe('cart', () => {
  it("holds the spec's sample item, amount 1, on a user's first visit; deleted, it does not come back", async () => {
    const sa = await loggedIn(server.baseUrl, USERS.sa);
    const [first] = await twoProducts();
    expect(await cart(sa)).toEqual([line(first, 1)]);
    await sa.post(`${E}/delete-from-cart`, { productId: first.id });
    expect(await cart(await loggedIn(server.baseUrl, USERS.sa))).toEqual([]);
  });

  it('starts empty, adds a new product at 1 and an existing one +1, answering the cart items', async () => {
    const [first, second] = await twoProducts();
    expect(await cart(editor)).toEqual([]);
    const added = await editor.post<CartItem[]>(`${E}/add-to-cart`, { uid: USERS.editor, productId: first.id });
    expect(added.status).toBe(200);
    expect(added.body).toEqual([line(first, 1)]);
    await editor.post(`${E}/add-to-cart`, { productId: second.id });
    const again = await editor.post<CartItem[]>(`${E}/add-to-cart`, { productId: first.id });
    expect(amounts(again.body)).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    expect(amounts(await cart(editor))).toEqual(amounts(again.body));
  });

  it('changes an amount and removes a product, each answering the cart items', async () => {
    const [first, second] = await twoProducts();
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    await editor.post(`${E}/add-to-cart`, { productId: second.id });
    const updated = await editor.post<CartItem[]>(`${E}/update-cart-amount`, {
      uid: USERS.editor,
      productId: second.id,
      amount: 7,
      modified: await lineVersion(editor, second.id),
    });
    expect(amounts(updated.body)).toEqual([
      [first.id, 1],
      [second.id, 7],
    ]);
    const removed = await editor.post<CartItem[]>(`${E}/delete-from-cart`, { productId: first.id });
    expect(amounts(removed.body)).toEqual([[second.id, 7]]);
    // Removing it again (a second click) leaves the cart as it is.
    const twice = await editor.post<CartItem[]>(`${E}/delete-from-cart`, { productId: first.id });
    expect(twice.status).toBe(200);
    expect(amounts(twice.body)).toEqual([[second.id, 7]]);
  });

  it("keeps each user's cart to themselves", async () => {
    const [first, second] = await twoProducts();
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    await admin.post(`${E}/add-to-cart`, { productId: second.id });
    await admin.post(`${E}/add-to-cart`, { productId: second.id });
    expect(amounts(await cart(editor))).toEqual([[first.id, 1]]);
    expect(amounts(await cart(admin))).toEqual([[second.id, 2]]);
  });

  it('refuses a uid naming another user, in the query string or the body, and changes nothing', async () => {
    const [first] = await twoProducts();
    await admin.post(`${E}/add-to-cart`, { productId: first.id });
    const read = await editor.get(`${E}/get-cart-list`, { uid: USERS.admin });
    expect(read.status).toBe(403);
    expect(errorMessage(read, 'PermissionError')).toBe('You can only use your own cart');
    expect((await editor.get(`${E}/get-cart-list`, { uid: USERS.editor })).body).toEqual([]);
    for (const path of ['add-to-cart', 'delete-from-cart']) {
      const res = await editor.post(`${E}/${path}`, { uid: USERS.admin, productId: first.id });
      expect(res.status).toBe(403);
    }
    const update = await editor.post(`${E}/update-cart-amount`, {
      uid: USERS.admin,
      productId: first.id,
      amount: 5,
      modified: await lineVersion(admin, first.id),
    });
    expect(update.status).toBe(403);
    expect(amounts(await cart(admin))).toEqual([[first.id, 1]]);
  });

  it('refuses bad input in Frappe shape, storing nothing', async () => {
    const [first] = await twoProducts();
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    const modified = await lineVersion(editor, first.id);
    const cases: [string, unknown, number, string, RegExp][] = [
      ['add-to-cart', {}, 417, 'ValidationError', /productId is required/],
      ['add-to-cart', { productId: 'abc' }, 417, 'ValidationError', /productId must be a whole number/],
      ['add-to-cart', { productId: 999999 }, 404, 'DoesNotExistError', /Product 999999 not found/],
      ['add-to-cart', { productId: first.id, uid: 42 }, 417, 'ValidationError', /uid must be text/],
      ['update-cart-amount', { productId: first.id, amount: 0 }, 417, 'ValidationError', /between 1 and 99/],
      ['update-cart-amount', { productId: first.id, amount: 100 }, 417, 'ValidationError', /between 1 and 99/],
      ['update-cart-amount', { productId: first.id, amount: 1.5 }, 417, 'ValidationError', /whole number/],
      [
        'update-cart-amount',
        { productId: first.id + 1, amount: 2, modified },
        404,
        'DoesNotExistError',
        /not in your cart/,
      ],
      ['update-cart-amount', { productId: first.id, amount: 2 }, 417, 'ValidationError', /^modified is required/],
      [
        'update-cart-amount',
        { productId: first.id, amount: 2, modified: 7 },
        417,
        'ValidationError',
        /modified must be text/,
      ],
      ['delete-from-cart', { productId: -1 }, 404, 'DoesNotExistError', /not found/],
    ];
    for (const [path, body, status, excType, message] of cases) {
      const res = await editor.post(`${E}/${path}`, body);
      expect([path, res.status]).toEqual([path, status]);
      expect(errorMessage(res, excType)).toMatch(message);
    }
    const malformed = await editor.request(`${E}/add-to-cart`, { method: 'POST', raw: '{"productId":' });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expect(amounts(await cart(editor))).toEqual([[first.id, 1]]);
  });

  it('sets an amount only on the cart line the client read: a line changed since → 417, nothing written', async () => {
    const [first] = await twoProducts();
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    const read = await lineVersion(editor, first.id);
    // Another tab of the same user adds one more.
    const other = await loggedIn(server.baseUrl, USERS.editor);
    await other.post(`${E}/add-to-cart`, { productId: first.id });
    const current = await lineVersion(editor, first.id);
    expect(current > read).toBe(true);

    const stale = await editor.post(`${E}/update-cart-amount`, { productId: first.id, amount: 2, modified: read });
    expect(stale.status).toBe(417);
    expect(errorMessage(stale, 'TimestampMismatchError')).toBe(
      `Error: Document has been modified after you have opened it (${current}, ${read}). Please refresh to get the latest document.`,
    );
    expect(amounts(await cart(editor))).toEqual([[first.id, 2]]);

    const fresh = await editor.post<CartItem[]>(`${E}/update-cart-amount`, {
      productId: first.id,
      amount: 3,
      modified: current,
    });
    expect(fresh.body).toEqual([line(first, 3)]);
    expect(itemAt(fresh.body, 0).modified > current).toBe(true);
  });

  it('stops at 99 of one product', async () => {
    const [first] = await twoProducts();
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    await editor.post(`${E}/update-cart-amount`, {
      productId: first.id,
      amount: 99,
      modified: await lineVersion(editor, first.id),
    });
    const res = await editor.post(`${E}/add-to-cart`, { productId: first.id });
    expect(res.status).toBe(417);
    expect(amounts(await cart(editor))).toEqual([[first.id, 99]]);
  });
});

describe('orders', () => {
  it('places an order from the cart, keeping only the last four card digits, and empties the cart', async () => {
    const [first, second] = await twoProducts();
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    await editor.post(`${E}/add-to-cart`, { productId: second.id });
    const res = await editor.post<Order>(`${E}/place-order`, {
      idempotencyKey: newKey(),
      shipping: SHIPPING,
      payment: PAYMENT,
    });
    expect(res.status).toBe(200);
    const expectedTotal = Math.round(first.price * 100) * 2 + Math.round(second.price * 100);
    expect(res.body).toEqual({
      id: expect.any(Number),
      orderNo: expect.stringMatching(/^TS-\d{4}-\d{5}$/),
      createdAt: expect.any(String),
      shipping: SHIPPING,
      cardHolder: 'Ada Lovelace',
      cardLast4: '4242',
      lines: [
        { productId: first.id, title: first.title, priceCents: Math.round(first.price * 100), amount: 2 },
        { productId: second.id, title: second.title, priceCents: Math.round(second.price * 100), amount: 1 },
      ],
      totalCents: expectedTotal,
    });
    expect(res.text).not.toContain('4242 4242');
    expect(res.text).not.toContain('4242424242424242');
    expect(await cart(editor)).toEqual([]);
    const read = await editor.get<Order>(`${E}/get-order`, { orderNo: res.body.orderNo });
    expect(read.body).toEqual(res.body);
    // Another user cannot read it.
    const other = await admin.get(`${E}/get-order`, { orderNo: res.body.orderNo });
    expect(other.status).toBe(404);
  });

  it('places one order for one idempotency key, even when sent twice at once', async () => {
    const [first] = await twoProducts();
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    const request = { idempotencyKey: newKey(), shipping: SHIPPING, payment: PAYMENT };
    const [a, b] = await Promise.all([
      editor.post<Order>(`${E}/place-order`, request),
      editor.post<Order>(`${E}/place-order`, request),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    const retry = await editor.post<Order>(`${E}/place-order`, request);
    expect(retry.body).toEqual(a.body);
    // A new checkout with a new key is a new order.
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    const next = await editor.post<Order>(`${E}/place-order`, { ...request, idempotencyKey: newKey() });
    expect(next.body.orderNo).not.toBe(a.body.orderNo);
  });

  it('stores nothing of a checkout that fails part-way: the same key then places the whole order', async () => {
    const [first, second] = await twoProducts();
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    await editor.post(`${E}/add-to-cart`, { productId: second.id });
    const before = amounts(await cart(editor));
    const request = { idempotencyKey: newKey(), shipping: SHIPPING, payment: PAYMENT };
    // The store fails on the second product's line, after the order and the first line were written.
    const add = Records.prototype.add;
    const failing = jest.spyOn(Records.prototype, 'add').mockImplementation(function (this: Records, values) {
      if (this.collection === ORDER_LINES && values.productId === second.id) throw new Error('disk I/O error');
      return add.call(this, values);
    });
    const failed = await editor.post(`${E}/place-order`, request);
    failing.mockRestore();

    expect(failed.status).toBe(500);
    expect(amounts(await cart(editor))).toEqual(before);
    const placed = await editor.post<Order>(`${E}/place-order`, request);
    expect(placed.status).toBe(200);
    expect(placed.body.lines.map((line) => line.productId).sort()).toEqual([first.id, second.id].sort());
    expect(await cart(editor)).toEqual([]);
  });

  it('refuses a bad card, bad shipping or an empty cart, keeping the cart', async () => {
    const [first] = await twoProducts();
    const place = (body: Record<string, unknown>) =>
      editor.post(`${E}/place-order`, { idempotencyKey: newKey(), shipping: SHIPPING, payment: PAYMENT, ...body });
    const empty = await place({});
    expect(errorMessage(empty, 'ValidationError')).toBe('Your cart is empty');
    await editor.post(`${E}/add-to-cart`, { productId: first.id });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ payment: { ...PAYMENT, cardNumber: '4242 4242 4242' } }, /^Invlid card$/],
      [{ payment: { ...PAYMENT, cardNumber: '4242x42424242424' } }, /^Invlid card$/],
      [{ payment: { ...PAYMENT, cardNumber: '' } }, /^Card number is required$/],
      [{ payment: { ...PAYMENT, expiry: '13/30' } }, /MM\/YY/],
      [{ payment: { ...PAYMENT, expiry: '01/20' } }, /expired/],
      [{ payment: 'card' }, /payment must be an object/],
      [{ shipping: { ...SHIPPING, city: '' } }, /shipping.city must be 1 to 100 characters/],
      [{ shipping: { ...SHIPPING, address: 'x'.repeat(5000) } }, /address/],
      [{ idempotencyKey: 'short' }, /idempotencyKey/],
      [{ idempotencyKey: 42 }, /idempotencyKey must be text/],
    ];
    for (const [body, message] of cases) {
      const res = await place(body);
      expect(res.status).toBe(417);
      expect(errorMessage(res, 'ValidationError')).toMatch(message);
    }
    expect(amounts(await cart(editor))).toEqual([[first.id, 1]]);
    const missing = await editor.get(`${E}/get-order`, { orderNo: 'TS-1999-00001' });
    expect(errorMessage(missing, 'DoesNotExistError')).toMatch(/not found/);
  });
});
