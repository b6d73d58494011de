// The e-commerce demo app (docs/demo-api.md, Shop): a catalogue every signed-in user shares, each user's own cart, and
// (Tessera's; the original shop stopped at the cart) the orders a checkout places. The original paths and answers
// differ from the standard endpoints, so all of them are custom routes on the engine's store:
//   GET  /api/ecommerce/get-product-list | get-category-list | get-brand-list | get-rating-list
//   GET  /api/ecommerce/get-cart-list {uid?}                        the user's cart items
//   POST /api/ecommerce/add-to-cart {uid?, productId}               +1 if in the cart, else 1 → the cart items
//   POST /api/ecommerce/delete-from-cart {uid?, productId}          → the cart items
//   POST /api/ecommerce/update-cart-amount {uid?, productId, amount, modified} → the cart items; `modified` is
//        the cart line's as the client read it, and a line changed since is refused (417 TimestampMismatchError)
//   POST /api/ecommerce/place-order {idempotencyKey, shipping, payment} → the order; the cart is emptied
//   GET  /api/ecommerce/get-order {orderNo}                         one of the user's orders
//   GET  /api/ecommerce/get-review-list {productId}                 the product's reviews, newest first, and summary
//   POST /api/ecommerce/add-review {productId, rating, text}        the user's one review of it (a second → 409)
//   POST /api/ecommerce/update-review {id, rating, text, modified?}  the user's own review (another's → 403)
//   POST /api/ecommerce/delete-review {id}                          the user's own review; each → the product's reviews
//   GET  /api/ecommerce/files/<name>                                a product picture (./ecommerce/product-pictures.ts)
// The original sent the cart's owner as `uid`; here the cart is always the signed-in user's, and a uid naming
// anyone else is refused (403), never served. A card number is checked and only its last four digits kept.

import {
  CARD_NUMBER_LENGTH,
  CART_AMOUNT_MAX,
  PRODUCT_CATEGORIES,
  PRODUCT_RATING_MAX,
  PRODUCT_RATING_MIN,
  type CartItem,
  type Order,
  type OrderLine,
  type Product,
  type ProductCountEntry,
  type RatingCountEntry,
  type ShippingAddress,
} from 'tessera-contracts';
import { notFound, permissionError, validationError } from '../../frappe/errors';
import type { Params } from '../../frappe/params';
import { preview } from '../../frappe/preview';
import type { CollectionCall, CollectionRecords, DemoApp, DemoCollection, DemoRecord } from '../engine/definition';
import { integerParam, modifiedParam } from '../engine/params';
import { picturesOf } from './ecommerce/product-pictures';
import { SEED_PRODUCTS } from './ecommerce/product-seed';
import { seedReviews } from './ecommerce/review-seed';
import { addReview, deleteReview, listReviews, REVIEW_FIELDS, updateReview } from './ecommerce/reviews';

const APP = 'e-commerce';
const SAMPLE_CART_PRODUCT = 'Wireless Over-Ear Headphones';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
const CARD_EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

export const PRODUCTS: DemoCollection = {
  name: 'ecommerce-product',
  label: 'Product',
  base: 'ecommerce',
  app: APP,
  scope: 'shared',
  standardRoutes: false,
  versioned: false,
  fields: {
    imgUrl: { type: 'text', required: true, max: 4000, format: 'image' },
    gallery: {
      type: 'list',
      max: 8,
      item: {
        type: 'object',
        fields: { url: { type: 'text', required: true, max: 400, format: 'image' }, view: { type: 'text', max: 60 } },
      },
    },
    price: { type: 'number', required: true, min: 0, max: 100_000 },
    title: { type: 'text', required: true, trim: true, max: 140 },
    category: { type: 'text', required: true, enum: PRODUCT_CATEGORIES },
    brand: { type: 'text', required: true, trim: true, max: 60 },
    rating: { type: 'integer', required: true, min: PRODUCT_RATING_MIN, max: PRODUCT_RATING_MAX },
    freeShipping: { type: 'boolean' },
    description: { type: 'text', max: 2000, default: '' },
  },
  seed: () =>
    SEED_PRODUCTS.map((product) => {
      const gallery = picturesOf(product.title);
      return { ...product, imgUrl: gallery[0]?.url ?? '', gallery };
    }),
  routes: (api) => {
    api.get('/get-product-list', ({ records }) => records.all());
    api.get('/get-category-list', ({ records }) => categoryCounts(records.all() as unknown as Product[]));
    api.get('/get-brand-list', ({ records }) => brandCounts(records.all() as unknown as Product[]));
    api.get('/get-rating-list', ({ records }) => ratingCounts(records.all() as unknown as Product[]));
    api.get('/get-cart-list', (call) => cartItems(ownCart(call), call.records));
    // Each user's own cart and orders: a GUEST, who only reads the catalogue, may change them too.
    api.post('/add-to-cart', addToCart, { changes: [CART_ITEMS] });
    api.post('/delete-from-cart', deleteFromCart, { changes: [CART_ITEMS] });
    api.post('/update-cart-amount', updateCartAmount, { changes: [CART_ITEMS] });
    api.post('/place-order', placeOrder, { changes: [ORDERS, ORDER_LINES, CART_ITEMS] });
    api.get('/get-order', getOrder);
    api.get('/get-review-list', (call) => listReviews(call, call.recordsOf(REVIEWS)));
    api.post('/add-review', (call) => addReview(call, call.recordsOf(REVIEWS)), { changes: [REVIEWS] });
    api.post('/update-review', (call) => updateReview(call, call.recordsOf(REVIEWS)), { changes: [REVIEWS] });
    api.post('/delete-review', (call) => deleteReview(call, call.recordsOf(REVIEWS)), { changes: [REVIEWS] });
  },
};

/**
 * Reviews every signed-in user reads; each is its author's own entry, so a GUEST may write theirs too, and the
 * endpoints let a user change only their own (./ecommerce/reviews.ts).
 */
export const REVIEWS: DemoCollection = {
  name: 'ecommerce-review',
  label: 'Review',
  app: APP,
  scope: 'shared',
  guestMayWrite: true,
  indexed: ['productId'],
  fields: REVIEW_FIELDS,
  seed: ({ idsBy, now }) => seedReviews(idsBy(PRODUCTS, 'title'), now),
};

/** One product in one user's cart, versioned: an amount is set, not added to, so it is set on a known version. */
export const CART_ITEMS: DemoCollection = {
  name: 'ecommerce-cart-item',
  label: 'Cart item',
  app: APP,
  scope: 'user',
  fields: {
    productId: { type: 'integer', required: true, min: 1 },
    amount: { type: 'integer', required: true, min: 1, max: CART_AMOUNT_MAX },
  },
  // The sample cart holds one item, amount 1 (each user's, on their first visit to the shop).
  seed: ({ idsBy }) => {
    const productId = idsBy(PRODUCTS, 'title').get(SAMPLE_CART_PRODUCT);
    return productId === undefined ? [] : [{ productId, amount: 1 }];
  },
};

const shippingText = (max: number) => ({ type: 'text', required: true, trim: true, max }) as const;

export const ORDERS: DemoCollection = {
  name: 'ecommerce-order',
  label: 'Order',
  app: APP,
  scope: 'user',
  versioned: false,
  fields: {
    orderNo: { type: 'text', max: 40, default: '' },
    idempotencyKey: { type: 'text', required: true, max: 100 },
    createdAt: { type: 'datetime', default: (now) => now.toISOString() },
    shipping: {
      type: 'object',
      required: true,
      fields: {
        fullName: shippingText(100),
        email: shippingText(140),
        phone: shippingText(40),
        address: shippingText(200),
        city: shippingText(100),
        postalCode: shippingText(20),
        country: shippingText(100),
      },
    },
    cardHolder: { type: 'text', required: true, trim: true, max: 100 },
    cardLast4: { type: 'text', required: true, min: 4, max: 4 },
    totalCents: { type: 'integer', required: true, min: 0 },
  },
};

/** One product of an order, as it was when ordered. */
export const ORDER_LINES: DemoCollection = {
  name: 'ecommerce-order-line',
  label: 'Order line',
  app: APP,
  scope: 'user',
  versioned: false,
  parent: { field: 'orderId', collection: 'ecommerce-order' },
  fields: {
    orderId: { type: 'integer', required: true, min: 1 },
    productId: { type: 'integer', required: true, min: 1 },
    title: { type: 'text', required: true, max: 140 },
    priceCents: { type: 'integer', required: true, min: 0 },
    amount: { type: 'integer', required: true, min: 1, max: CART_AMOUNT_MAX },
  },
};

function categoryCounts(products: Product[]): ProductCountEntry[] {
  return PRODUCT_CATEGORIES.map((title) => ({
    title,
    product: products.filter((product) => product.category === title).length,
  }));
}

function brandCounts(products: Product[]): ProductCountEntry[] {
  const counts = new Map<string, number>();
  for (const { brand } of products) counts.set(brand, (counts.get(brand) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([title, product]) => ({ title, product }));
}

/** Highest rating first. */
function ratingCounts(products: Product[]): RatingCountEntry[] {
  const rates: number[] = [];
  for (let rate = PRODUCT_RATING_MAX; rate >= PRODUCT_RATING_MIN; rate--) rates.push(rate);
  return rates.map((rate) => ({ rate, product: products.filter((product) => product.rating === rate).length }));
}

/** The signed-in user's cart; a `uid` naming someone else is refused. */
function ownCart({ params, user, recordsOf }: CollectionCall): CollectionRecords {
  const uid = params.uid;
  if (uid !== undefined && uid !== null && uid !== '') {
    if (typeof uid !== 'string') throw validationError(`uid must be text, got ${preview(uid)}`);
    if (uid !== user.name) throw permissionError('You can only use your own cart');
  }
  return recordsOf(CART_ITEMS);
}

function cartItems(cart: CollectionRecords, products: CollectionRecords): CartItem[] {
  return cart.all().flatMap((item) => {
    const product = products.get(Number(item.productId));
    return product
      ? [{ ...(product as unknown as Product), amount: Number(item.amount), modified: String(item.modified) }]
      : [];
  });
}

function cartItemOf(cart: CollectionRecords, productId: number): DemoRecord | undefined {
  return cart.all().find((item) => item.productId === productId);
}

/** The product the call names, or 404. */
function productParam(params: Params, products: CollectionRecords): number {
  const productId = integerParam(params, 'productId');
  products.require(productId);
  return productId;
}

function addToCart(call: CollectionCall): CartItem[] {
  const cart = ownCart(call);
  const productId = productParam(call.params, call.records);
  const item = cartItemOf(cart, productId);
  if (item) cart.update(item.id, { amount: Number(item.amount) + 1 }, null);
  else cart.add({ productId, amount: 1 });
  return cartItems(cart, call.records);
}

/** Removing a product that is not in the cart leaves the cart as it is (a second click on "remove"). */
function deleteFromCart(call: CollectionCall): CartItem[] {
  const cart = ownCart(call);
  const productId = productParam(call.params, call.records);
  const item = cartItemOf(cart, productId);
  if (item) cart.remove(item.id);
  return cartItems(cart, call.records);
}

/**
 * Sets an amount the client chose from the one it read, so only on the cart line it read: without the check, two
 * tabs each adding one from 1 both set 2, and one of the additions is lost.
 */
function updateCartAmount(call: CollectionCall): CartItem[] {
  const cart = ownCart(call);
  const productId = productParam(call.params, call.records);
  const amount = integerParam(call.params, 'amount');
  if (amount < 1 || amount > CART_AMOUNT_MAX) {
    throw validationError(`amount must be between 1 and ${CART_AMOUNT_MAX}, got ${amount}`);
  }
  const modified = modifiedParam(call.params);
  if (modified === null) {
    throw validationError("modified is required: the cart line's modified, as get-cart-list answered it");
  }
  const item = cartItemOf(cart, productId);
  if (!item) throw notFound(`Product ${productId} is not in your cart`);
  cart.update(item.id, { amount }, modified);
  return cartItems(cart, call.records);
}

function textParam(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined || value === null || value === '') throw validationError(`${name} is required`);
  if (typeof value !== 'string') throw validationError(`${name} must be text, got ${preview(value)}`);
  return value;
}

function objectParam(params: Params, name: string): Params {
  const value = params[name];
  if (value === undefined || value === null) throw validationError(`${name} is required`);
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationError(`${name} must be an object, got ${preview(value)}`);
  }
  return value as Params;
}

/** The last four digits of a valid demo card (docs/product.md, Strings that must not change). */
function cardLast4(payment: Params): string {
  const raw = payment.cardNumber;
  if (raw === undefined || raw === null || raw === '') throw validationError('Card number is required');
  if (typeof raw !== 'string') throw validationError('Invlid card');
  const digits = raw.replace(/[\s-]/g, '');
  if (digits.length !== CARD_NUMBER_LENGTH || !/^\d+$/.test(digits)) throw validationError('Invlid card');
  return digits.slice(-4);
}

function checkExpiry(payment: Params, now: Date): void {
  const expiry = payment.expiry;
  const match = typeof expiry === 'string' ? CARD_EXPIRY.exec(expiry.trim()) : null;
  if (!match) throw validationError('Expiry must be a month and year as MM/YY');
  const [, month, year] = match;
  const lastMonth = Date.UTC(2000 + Number(year), Number(month) - 1);
  if (lastMonth < Date.UTC(now.getUTCFullYear(), now.getUTCMonth())) throw validationError('The card has expired');
}

const priceCents = (price: number) => Math.round(price * 100);

function orderAnswer(order: DemoRecord, lines: CollectionRecords): Order {
  const orderLines: OrderLine[] = lines
    .all()
    .filter((line) => line.orderId === order.id)
    .map((line) => ({
      productId: Number(line.productId),
      title: String(line.title),
      priceCents: Number(line.priceCents),
      amount: Number(line.amount),
    }));
  return {
    id: order.id,
    orderNo: String(order.orderNo),
    createdAt: String(order.createdAt),
    shipping: order.shipping as unknown as ShippingAddress,
    cardHolder: String(order.cardHolder),
    cardLast4: String(order.cardLast4),
    lines: orderLines,
    totalCents: Number(order.totalCents),
  };
}

/**
 * Turns the cart into an order and empties it, in one transaction: a failure part-way stores no order, no line,
 * and leaves the cart as it was. The same idempotency key again answers the order it placed (a double click or a
 * retry after a lost answer places one order). Handlers run one at a time, so two requests with one key cannot
 * both find it unused.
 */
function placeOrder(call: CollectionCall): Order {
  const { params, records: products, recordsOf } = call;
  const orders = recordsOf(ORDERS);
  const lines = recordsOf(ORDER_LINES);
  const cart = ownCart(call);

  const idempotencyKey = textParam(params, 'idempotencyKey');
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw validationError('idempotencyKey must be 8 to 100 letters, digits, "-" or "_"');
  }
  const placed = orders.all().find((order) => order.idempotencyKey === idempotencyKey);
  if (placed) return orderAnswer(placed, lines);

  const shipping = objectParam(params, 'shipping');
  const payment = objectParam(params, 'payment');
  const last4 = cardLast4(payment);
  checkExpiry(payment, new Date());
  const cardHolder = textParam(payment, 'cardHolder');

  const items = cartItems(cart, products);
  if (items.length === 0) throw validationError('Your cart is empty');
  const totalCents = items.reduce((sum, item) => sum + priceCents(item.price) * item.amount, 0);

  return call.db.transaction(() => {
    const order = orders.add({ idempotencyKey, shipping, cardHolder, cardLast4: last4, totalCents });
    const orderNo = `TS-${new Date(String(order.createdAt)).getUTCFullYear()}-${String(order.id).padStart(5, '0')}`;
    const saved = orders.update(order.id, { orderNo }, null);
    for (const item of items) {
      lines.add({
        orderId: order.id,
        productId: item.id,
        title: item.title,
        priceCents: priceCents(item.price),
        amount: item.amount,
      });
    }
    cart.clear();
    return orderAnswer(saved, lines);
  })();
}

function getOrder({ params, recordsOf }: CollectionCall): Order {
  const orderNo = textParam(params, 'orderNo');
  const orders = recordsOf(ORDERS);
  const order = orders.all().find((candidate) => candidate.orderNo === orderNo);
  if (!order) throw notFound(`Order ${preview(orderNo)} not found`);
  return orderAnswer(order, recordsOf(ORDER_LINES));
}

export default [PRODUCTS, CART_ITEMS, ORDERS, ORDER_LINES, REVIEWS] satisfies DemoApp;
