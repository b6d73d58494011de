// The invoices demo app (docs/demo-api.md, /api/invoices/*): one set of invoices shared by every
// signed-in user. The endpoints are the standard ones (all, ?id=, add, update with `modified`, delete), but
// each invoice is answered with its totals (`subTotal`, `vatAmount`, `total`), computed in whole cents so no
// floating-point penny is ever lost; they are derived, never stored, and ignored when a client sends them.

import {
  INVOICE_CURRENCIES,
  INVOICE_ITEMS_MAX,
  INVOICE_STATUSES,
  INVOICE_TEXT_MAX,
  type InvoiceFields,
  type InvoiceTotals,
} from 'tessera-contracts';
import type { DemoApp, DemoCollection, DemoRecord, ObjectField, SchemaFor } from '../engine/definition';
import { integerParam, modifiedParam } from '../engine/params';

const DAY = 24 * 3600_000;
/** Prices up to a million and quantities up to ten thousand keep every sum a safe integer of cents. */
const PRICE_MAX = 1_000_000;
const UNIT_MAX = 10_000;

const PARTY: ObjectField = {
  type: 'object',
  required: true,
  fields: {
    name: { type: 'text', required: true, trim: true, max: INVOICE_TEXT_MAX },
    address: { type: 'text', trim: true, max: 300, default: '' },
    email: { type: 'text', trim: true, max: INVOICE_TEXT_MAX, format: 'email', default: '' },
    phone: { type: 'text', trim: true, max: 40, default: '' },
  },
};

/** A money amount (at most 2 decimals) as whole cents: exact, since the engine refused anything finer. */
const toCents = (amount: number): number => Math.round(amount * 100);
const fromCents = (cents: number): number => cents / 100;

/** Sub-total, VAT (rounded half up to the cent) and total of an invoice's lines. */
export function invoiceTotals(items: readonly { unit: number; price: number }[], vat: number): InvoiceTotals {
  const subCents = items.reduce((sum, item) => sum + item.unit * toCents(item.price), 0);
  // VAT in hundredths of a percent, so 7.25 % is 725; the product can pass 2^53, hence BigInt.
  const vatBasisPoints = BigInt(Math.round(vat * 100));
  const vatCents = Number((BigInt(subCents) * vatBasisPoints + 5000n) / 10000n);
  return { subTotal: fromCents(subCents), vatAmount: fromCents(vatCents), total: fromCents(subCents + vatCents) };
}

function withTotals(record: DemoRecord): DemoRecord {
  const items = Array.isArray(record.items) ? (record.items as { unit: number; price: number }[]) : [];
  const vat = typeof record.vat === 'number' ? record.vat : 0;
  return { ...record, ...invoiceTotals(items, vat) };
}

interface SeedInvoice {
  orderNo: string;
  status: InvoiceFields['status'];
  daysAgo: number;
  currency: InvoiceFields['currency'];
  vat: number;
  buyer: InvoiceFields['buyer'];
  items: InvoiceFields['items'];
}

const SELLER: InvoiceFields['seller'] = {
  name: 'Tessera Supplies Ltd',
  address: '4 Harbour Lane, Bristol BS1 5TR, UK',
  email: 'billing@tessera-supplies.example',
  phone: '+44 117 555 0100',
};

// prettier-ignore
const SEED_INVOICES: readonly SeedInvoice[] = [
  { orderNo: 'INV-2026-0101', status: 'delivered', daysAgo: 40, currency: 'USD', vat: 10, buyer: { name: 'Harbor Health', address: '900 Pine Street, Seattle, USA', email: 'ap@harbor.example', phone: '+1 206 555 0133' }, items: [{ name: 'Ergonomic office chair', unit: 4, price: 189.99 }, { name: 'Standing desk', unit: 2, price: 449.5 }, { name: 'Monitor arm', unit: 4, price: 59.95 }] },
  { orderNo: 'INV-2026-0102', status: 'processing', daysAgo: 12, currency: 'EUR', vat: 19, buyer: { name: 'Brightline Energy', address: 'Friedrichstraße 44, Berlin, Germany', email: 'einkauf@brightline.example', phone: '+49 30 5550 1187' }, items: [{ name: 'Laptop docking station', unit: 10, price: 129 }, { name: 'USB-C cable, 2 m', unit: 25, price: 12.49 }] },
  { orderNo: 'INV-2026-0103', status: 'pending', daysAgo: 3, currency: 'GBP', vat: 20, buyer: { name: 'Thames Capital', address: '30 Fenchurch Street, London, UK', email: 'finance@thames.example', phone: '+44 20 7946 0321' }, items: [{ name: 'Noise-cancelling headset', unit: 6, price: 214.99 }, { name: 'Conference speakerphone', unit: 1, price: 329 }, { name: 'Whiteboard markers (box)', unit: 3, price: 8.75 }] },
  { orderNo: 'INV-2026-0104', status: 'delivered', daysAgo: 65, currency: 'INR', vat: 18, buyer: { name: 'Lotus Analytics', address: '45 MG Road, Bengaluru, India', email: 'accounts@lotus.example', phone: '+91 80 5550 3344' }, items: [{ name: 'Wireless keyboard', unit: 15, price: 2499 }, { name: 'Wireless mouse', unit: 15, price: 1299.5 }] },
  { orderNo: 'INV-2026-0105', status: 'processing', daysAgo: 7, currency: 'CAD', vat: 13, buyer: { name: 'Maple Street Bakery', address: '210 Queen Street W, Toronto, Canada', email: 'owner@maplestreet.example', phone: '+1 416 555 0178' }, items: [{ name: 'Label printer', unit: 1, price: 279.99 }, { name: 'Thermal labels (roll)', unit: 12, price: 18.4 }] },
  { orderNo: 'INV-2026-0106', status: 'pending', daysAgo: 1, currency: 'AUD', vat: 10, buyer: { name: 'Coral Reef Tours', address: '5 Esplanade, Cairns, Australia', email: 'bookings@coralreef.example', phone: '+61 7 5550 1234' }, items: [{ name: 'Waterproof tablet case', unit: 8, price: 64.95 }, { name: 'Portable charger', unit: 8, price: 49.99 }, { name: 'Dry bag, 20 L', unit: 8, price: 34.5 }] },
];

export const INVOICES: DemoCollection = {
  name: 'invoice',
  label: 'Invoice',
  base: 'invoices',
  app: 'invoices',
  scope: 'shared',
  standardRoutes: false,
  fields: {
    orderNo: { type: 'text', required: true, trim: true, max: 40 },
    status: { type: 'text', enum: INVOICE_STATUSES, default: 'pending' },
    date: { type: 'datetime', default: (now) => now.toISOString() },
    currency: { type: 'text', enum: INVOICE_CURRENCIES, default: 'USD' },
    vat: { type: 'number', min: 0, max: 100, decimals: 2, default: 0 },
    buyer: PARTY,
    seller: PARTY,
    items: {
      type: 'list',
      max: INVOICE_ITEMS_MAX,
      item: {
        type: 'object',
        fields: {
          name: { type: 'text', required: true, trim: true, max: INVOICE_TEXT_MAX },
          unit: { type: 'integer', required: true, min: 1, max: UNIT_MAX },
          price: { type: 'number', required: true, min: 0, max: PRICE_MAX, decimals: 2 },
        },
      },
    },
  } satisfies SchemaFor<InvoiceFields>,
  seed: ({ now }) =>
    SEED_INVOICES.map(({ daysAgo, ...invoice }) => ({
      ...invoice,
      seller: SELLER,
      date: new Date(now.getTime() - daysAgo * DAY).toISOString(),
    })),
  routes: (api) => {
    api.get('/all', ({ records }) => records.all().map(withTotals));
    api.get('/', ({ params, records }) => withTotals(records.require(integerParam(params, 'id'))));
    api.post('/add', ({ params, records }) => withTotals(records.add(params)));
    api.post('/update', ({ params, records }) =>
      withTotals(records.update(integerParam(params, 'id'), params, modifiedParam(params))),
    );
    api.post('/delete', ({ params, records }) => {
      records.remove(integerParam(params, 'id'));
      return records.all().map(withTotals);
    });
  },
};

export default [INVOICES] satisfies DemoApp;
