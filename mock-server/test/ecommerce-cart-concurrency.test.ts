// Lost updates on a cart: many clients of one user (tabs, devices) read the cart, then each sets one line's
// amount to what it read plus one, sending the line's `modified` it read. On each version exactly one write
// lands (200) and the others are refused (417 TimestampMismatchError), so the amount ends at the start plus the
// writes that landed: none was silently overwritten. Without the check every write landed and the run ended at
// the start plus one.

import type { CartItem, Product } from 'tessera-contracts';
import { itemAt } from './helpers/lists';
import { errorMessage, loggedIn, serveForTests, USERS, type ApiResponse, type Client } from './helpers/server';

// Each landed write adds one to an amount of 1, so even if every one landed the amount stays within the cart's 99.
const CLIENTS = 90;
const E = '/api/ecommerce';

const served = serveForTests({ user: USERS.editor });

async function lineOf(client: Client, productId: number): Promise<CartItem> {
  const items = (await client.get<CartItem[]>(`${E}/get-cart-list`)).body;
  const item = items.find((candidate) => candidate.id === productId);
  if (!item) throw new Error(`product ${productId} is not in the cart`);
  return item;
}

it(`${CLIENTS} concurrent read-then-set clients of one cart lose no change`, async () => {
  const product = itemAt((await served.client.get<Product[]>(`${E}/get-product-list`)).body, 3);
  await served.client.post(`${E}/add-to-cart`, { productId: product.id });
  const start = await lineOf(served.client, product.id);
  const tabs = await Promise.all(Array.from({ length: 3 }, () => loggedIn(served.server.baseUrl, USERS.editor)));

  const readThenSet = async (i: number): Promise<{ versionRead: string; answer: ApiResponse }> => {
    const client = itemAt(tabs, i % tabs.length);
    const read = await lineOf(client, product.id);
    const answer = await client.post(`${E}/update-cart-amount`, {
      productId: product.id,
      amount: read.amount + 1,
      modified: read.modified,
    });
    return { versionRead: read.modified, answer };
  };
  const writes = await Promise.all(Array.from({ length: CLIENTS }, (_unused, i) => readThenSet(i)));

  const landed = writes.filter(({ answer }) => answer.status === 200);
  const final = await lineOf(served.client, product.id);
  expect(final.amount).toBe(start.amount + landed.length);
  for (const { answer } of writes.filter((write) => !landed.includes(write))) {
    expect(answer.status).toBe(417);
    expect(errorMessage(answer, 'TimestampMismatchError')).toMatch(
      /^Error: Document has been modified after you have opened it/,
    );
  }
  // One landed write per version: each version read, but the last, was replaced by exactly one write on it.
  const landedOn = landed.map(({ versionRead }) => versionRead);
  expect(new Set(landedOn).size).toBe(landedOn.length);
  const versionsRead = new Set(writes.map(({ versionRead }) => versionRead));
  versionsRead.delete(final.modified);
  expect(new Set(landedOn)).toEqual(versionsRead);
  expect(landedOn.length).toBeGreaterThanOrEqual(1);
  expect(landedOn.length).toBeLessThan(CLIENTS);
});
