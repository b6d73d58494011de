// The invoices demo API (docs/demo-api.md, /api/invoices/*), over HTTP: shared invoices answered with
// their totals computed in whole cents, checked against the schema, `modified` guarding concurrent edits.

import type { InvoiceWithTotals } from 'tessera-contracts';
import { invoiceTotals } from '../src/demo/apps/invoices';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, serveForTests, USERS } from './helpers/server';

const served = serveForTests({ user: USERS.editor });
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/;

const PARTY = { name: 'Buyer Co', address: '1 Side Street', email: 'ap@buyer.example', phone: '+1 555 0101' };
const NEW_INVOICE = {
  orderNo: 'TEST-1',
  status: 'pending',
  date: '2026-05-01T00:00:00.000Z',
  currency: 'EUR',
  vat: 20,
  buyer: PARTY,
  seller: { ...PARTY, name: 'Seller Co' },
  items: [
    { name: 'Widget', unit: 3, price: 0.1 },
    { name: 'Gadget', unit: 1, price: 0.2 },
    { name: 'Service hour', unit: 7, price: 19.99 },
  ],
};

async function addInvoice(client: Client, values: Record<string, unknown> = {}): Promise<InvoiceWithTotals> {
  const res = await client.post<InvoiceWithTotals>('/api/invoices/add', { ...NEW_INVOICE, ...values });
  expect(res.status).toBe(200);
  return res.body;
}

describe('totals in whole cents', () => {
  it.each<[{ unit: number; price: number }[], number, [number, number, number]]>([
    [[], 20, [0, 0, 0]],
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in cents it is 30.
    [
      [
        { unit: 1, price: 0.1 },
        { unit: 1, price: 0.2 },
      ],
      0,
      [0.3, 0, 0.3],
    ],
    [[{ unit: 3, price: 19.99 }], 7.25, [59.97, 4.35, 64.32]],
    // VAT rounds half up to the cent: 0.05 × 10 % = 0.005 → 0.01.
    [[{ unit: 1, price: 0.05 }], 10, [0.05, 0.01, 0.06]],
    [[{ unit: 10_000, price: 1_000_000 }], 100, [10_000_000_000, 10_000_000_000, 20_000_000_000]],
  ])('%j at %d %% → %j', (items, vat, [subTotal, vatAmount, total]) => {
    expect(invoiceTotals(items, vat)).toEqual({ subTotal, vatAmount, total });
  });
});

describe('reading', () => {
  it('GET /api/invoices/all lists the sample invoices with their totals', async () => {
    const res = await served.client.get<InvoiceWithTotals[]>('/api/invoices/all');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    const first = itemAt(res.body, 0);
    expect(first).toEqual({
      id: 1,
      orderNo: 'INV-2026-0101',
      status: 'delivered',
      date: expect.stringMatching(ISO),
      currency: 'USD',
      vat: 10,
      buyer: {
        name: 'Harbor Health',
        address: '900 Pine Street, Seattle, USA',
        email: 'ap@harbor.example',
        phone: '+1 206 555 0133',
      },
      seller: expect.objectContaining({ name: 'Tessera Supplies Ltd' }),
      items: [
        { name: 'Ergonomic office chair', unit: 4, price: 189.99 },
        { name: 'Standing desk', unit: 2, price: 449.5 },
        { name: 'Monitor arm', unit: 4, price: 59.95 },
      ],
      // 759.96 + 899.00 + 239.80
      subTotal: 1898.76,
      vatAmount: 189.88,
      total: 2088.64,
      modified: expect.stringMatching(DATETIME),
    });
  });

  it('GET /api/invoices?id= answers one; unknown → 404, malformed → 417', async () => {
    expect((await served.client.get<InvoiceWithTotals>('/api/invoices', { id: 3 })).body.orderNo).toBe('INV-2026-0103');
    const missing = await served.client.get('/api/invoices', { id: 9999 });
    expect(missing.status).toBe(404);
    expect(errorMessage(missing, 'DoesNotExistError')).toBe('Invoice 9999 not found');
    expect((await served.client.get('/api/invoices', { id: '1; drop' })).status).toBe(417);
  });

  it('is for signed-in users only', async () => {
    const res = await new Client(served.server.baseUrl).get('/api/invoices/all');
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the invoices app');
  });
});

describe('writing', () => {
  it('add answers the invoice with exact totals; sent totals are ignored', async () => {
    const added = await addInvoice(served.client, { subTotal: 1, total: 2 });
    expect(added).toEqual({
      id: expect.any(Number),
      ...NEW_INVOICE,
      subTotal: 140.43,
      vatAmount: 28.09,
      total: 168.52,
      modified: expect.stringMatching(DATETIME),
    });
  });

  it('update changes status and items, recomputing totals; delete answers the invoices left', async () => {
    const added = await addInvoice(served.client);
    const other = await loggedIn(served.server.baseUrl, USERS.admin);
    const updated = await other.post<InvoiceWithTotals>('/api/invoices/update', {
      id: added.id,
      modified: added.modified,
      status: 'delivered',
      items: [{ name: 'Only line', unit: 2, price: 10.01 }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: 'delivered',
      subTotal: 20.02,
      vatAmount: 4,
      total: 24.02,
      orderNo: 'TEST-1',
    });

    const left = await served.client.post<InvoiceWithTotals[]>('/api/invoices/delete', { id: added.id });
    expect(left.status).toBe(200);
    expect(left.body.some((invoice) => invoice.id === added.id)).toBe(false);
    expect(left.body.every((invoice) => typeof invoice.total === 'number')).toBe(true);
    expect((await served.client.post('/api/invoices/delete', { id: added.id })).status).toBe(404);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ orderNo: '' }, 'orderNo must be 1 to 40 characters long'],
    [{ status: 'shipped' }, 'status cannot be "shipped". It should be one of "pending", "processing", "delivered"'],
    [{ vat: 101 }, 'vat must be between 0 and 100'],
    [{ vat: -1 }, 'vat must be between 0 and 100'],
    [{ vat: 7.125 }, 'vat must have at most 2 decimals'],
    [{ currency: 'XYZ' }, 'currency cannot be "XYZ". It should be one of "USD", "EUR", "GBP", "INR", "CAD", "AUD"'],
    [{ date: 'yesterday' }, 'date must be an ISO date, got "yesterday"'],
    [{ buyer: undefined }, 'buyer is required'],
    [{ buyer: { address: 'x' } }, 'buyer.name is required'],
    [{ seller: 'me' }, 'seller must be an object, got "me"'],
    [{ items: 'many' }, 'items must be a list, got "many"'],
    [{ items: [{ name: 'x', unit: 0, price: 1 }] }, 'items[0].unit must be between 1 and 10000'],
    [{ items: [{ name: 'x', unit: 1.5, price: 1 }] }, 'items[0].unit must be a whole number, got 1.5'],
    [{ items: [{ name: 'x', unit: 1, price: -1 }] }, 'items[0].price must be between 0 and 1000000'],
    [{ items: [{ name: 'x', unit: 1, price: 1.001 }] }, 'items[0].price must have at most 2 decimals'],
    [{ items: [{ name: 'x', unit: 1 }] }, 'items[0].price is required'],
    [
      { items: Array.from({ length: 101 }, () => ({ name: 'x', unit: 1, price: 1 })) },
      'items must hold at most 100 items',
    ],
  ])('add %j → 417 "%s"', async (values, message) => {
    const res = await served.client.post('/api/invoices/add', { ...NEW_INVOICE, ...values });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
  });

  it('a huge body never causes a 500', async () => {
    const res = await served.client.post('/api/invoices/add', { ...NEW_INVOICE, orderNo: 'x'.repeat(3_000_000) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('a stale `modified` → 417 TimestampMismatchError and the first write stays', async () => {
    const added = await addInvoice(served.client);
    const other = await loggedIn(served.server.baseUrl, USERS.admin);
    expect(
      (await other.post('/api/invoices/update', { id: added.id, modified: added.modified, status: 'processing' }))
        .status,
    ).toBe(200);
    const stale = await served.client.post('/api/invoices/update', {
      id: added.id,
      modified: added.modified,
      status: 'delivered',
    });
    expect(stale.status).toBe(417);
    expect(errorMessage(stale, 'TimestampMismatchError')).toMatch(/^Error: Document has been modified/);
    expect((await served.client.get<InvoiceWithTotals>('/api/invoices', { id: added.id })).body.status).toBe(
      'processing',
    );
  });
});
